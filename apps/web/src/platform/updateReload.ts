import { UPDATED_FLAG_KEY } from "./updateCheck";

/** Reloads for a new version and leaves a flag so the next page shows the green "updated" notice. */
export function reloadForUpdate(): void {
  try {
    sessionStorage.setItem(UPDATED_FLAG_KEY, "1");
  } catch {
    // Without sessionStorage the notice is skipped; the reload still happens.
  }
  window.location.reload();
}

/** Whether this page comes from an update reload (the flag is consumed). */
export function consumeUpdatedFlag(): boolean {
  try {
    const flagged = sessionStorage.getItem(UPDATED_FLAG_KEY) === "1";
    sessionStorage.removeItem(UPDATED_FLAG_KEY);
    return flagged;
  } catch {
    return false;
  }
}

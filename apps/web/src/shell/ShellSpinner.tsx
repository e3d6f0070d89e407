import { centred, spinner } from "./Shell.css";

/** What shows while the first guard run decides (the router's hydrate fallback). */
export function ShellSpinner() {
  return (
    <div className={centred} role="status" aria-live="polite" aria-busy="true">
      <div className={spinner} />
    </div>
  );
}

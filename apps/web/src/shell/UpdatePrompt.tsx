import { Button } from "@trezo/ui";
import { useT } from "../i18n/appI18n";
import { reloadForUpdate } from "../platform/updateReload";
import { useAppStore } from "../state/appStore";
import { stack } from "./NotificationArea.css";

/** Spec 000 §4: a new version is out; the user reloads when it suits them. */
export function UpdatePrompt() {
  const t = useT();
  const ready = useAppStore((state) => state.updateReady);
  if (!ready) return null;
  return (
    <div className={stack} style={{ left: "1rem", right: "auto" }} role="status">
      <span>{t("web.shell.updateAvailable")}</span>
      <Button size="small" onClick={reloadForUpdate}>
        {t("web.shell.reload")}
      </Button>
    </div>
  );
}

import { Banner, Button, Inline } from "@trezo/ui";
import { useT } from "../i18n/appI18n";
import { reloadForUpdate } from "../platform/updateReload";
import { useAppStore } from "../state/appStore";

/** Spec 000 §4: a new version is out; the user reloads when it suits them. */
export function UpdatePrompt() {
  const t = useT();
  const ready = useAppStore((state) => state.updateReady);
  if (!ready) return null;
  return (
    <div role="status" style={{ position: "fixed", left: "1rem", bottom: "1rem", zIndex: 1500 }}>
      <Inline gap="sm">
        <Banner markdown={t("web.shell.updateAvailable")} tone="info" />
        <Button size="small" onClick={reloadForUpdate}>
          {t("web.shell.reload")}
        </Button>
      </Inline>
    </div>
  );
}

import { Button, Inline, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { PopupFrame } from "./PopupFrame";
import { isFullScreenOnMobile, isMobileUserAgent, type PopupRequest } from "./popupTypes";

function ConfirmActions({
  onClose,
  onConfirm,
  disabled = false,
}: {
  onClose: () => void;
  onConfirm: () => Promise<void>;
  disabled?: boolean;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Inline gap="sm" justify="flex-end">
      <Button variant="secondary" onClick={onClose}>
        {t("common.cancel")}
      </Button>
      <Button
        disabled={disabled}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
          }
        }}
      >
        {t("web.popups.delete")}
      </Button>
    </Inline>
  );
}

/**
 * Deleting a bank (or one of its accounts, `kind: "account"`): on mobile a full-screen frame where the
 * localised delete word must be typed exactly (spec 000 §5). The banking calls belong to the banks screen:
 * it passes `onDelete`. A failed bank deletion shows the spec's notice ('Votre banque n'a pas pu être
 * supprimée...'); the popup stays open.
 */
export function DeleteBankPopup({ request, onClose }: { request: PopupRequest; onClose: () => void }) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [typed, setTyped] = useState("");
  if (request.id !== "deleteBank") return null;
  const mobile = isMobileUserAgent(navigator.userAgent);
  const word = t("common.deleteWord");
  const account = request.kind === "account";
  return (
    <PopupFrame
      title={account ? t("banks.deleteAccount.title") : t("web.popups.deleteBankTitle")}
      onClose={onClose}
      fullScreen={mobile && isFullScreenOnMobile("deleteBank")}
    >
      <Text>
        {account
          ? t("banks.deleteAccount.body", { name: request.name })
          : t("web.popups.deleteBankBody", { name: request.name })}
      </Text>
      {mobile && (
        <TextField label={t("web.popups.typeDeleteWord", { word })} value={typed} onChange={setTyped} />
      )}
      <ConfirmActions
        onClose={onClose}
        disabled={mobile && typed !== word}
        onConfirm={async () => {
          try {
            await request.onDelete();
            onClose();
          } catch {
            notify({
              msg: account ? t("banks.deleteAccount.failed") : t("web.popups.bankDeleteFailed"),
              color: "red",
            });
          }
        }}
      />
    </PopupFrame>
  );
}

/** Deleting a partner integration: it stops syncing. */
export function DeleteIntegrationPopup({ request, onClose }: { request: PopupRequest; onClose: () => void }) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  if (request.id !== "deleteIntegration") return null;
  return (
    <PopupFrame title={t("web.popups.deleteIntegrationTitle")} onClose={onClose}>
      <Text>{t("web.popups.deleteIntegrationBody", { name: request.name })}</Text>
      <ConfirmActions
        onClose={onClose}
        onConfirm={async () => {
          try {
            await request.onDelete();
            onClose();
          } catch (error) {
            notify({ msg: error instanceof Error ? error.message : String(error), color: "red" });
          }
        }}
      />
    </PopupFrame>
  );
}

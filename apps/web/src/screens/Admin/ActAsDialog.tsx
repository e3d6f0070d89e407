import { Button, Dialog, Inline, TextField } from "@trezo/ui";
import { useState } from "react";
import { useSessionService } from "../../app/AppServices";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

export interface ActAsDialogProps {
  /** The user to act as; null: closed. */
  user: { id: number; email: string } | null;
  onClose: () => void;
}

/**
 * "Act as" asks the administrator why first (issue 19): the reason goes with the pretended token into
 * the audit trail, and the user reads it in their profile. At least 3 characters.
 */
export function ActAsDialog({ user, onClose }: ActAsDialogProps) {
  const t = useT();
  const session = useSessionService();
  const notify = useAppStore((state) => state.notify);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const tooShort = reason.trim().length < 3;

  async function actAs() {
    setTried(true);
    if (!user || tooShort) return;
    setSending(true);
    try {
      await session.pretend(user.id, reason.trim());
    } catch {
      notify({ msg: t("auditTrail.actAsFailed"), color: "red" });
      setSending(false);
    }
  }

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason("");
          setTried(false);
          onClose();
        }
      }}
      title={user ? t("auditTrail.reasonTitle", { email: user.email }) : ""}
      description={t("auditTrail.reasonHint")}
      onEnter={() => void actAs()}
      footer={
        <Inline gap="sm">
          <Button variant="secondary" onClick={onClose}>
            {t("auditTrail.cancel")}
          </Button>
          <Button variant="primary" loading={sending} onClick={() => void actAs()}>
            {t("auditTrail.actAsConfirm")}
          </Button>
        </Inline>
      }
    >
      <TextField
        label={t("auditTrail.reasonLabel")}
        value={reason}
        onChange={setReason}
        maxLength={500}
        autoFocus
        {...(tried && tooShort ? { errorMessage: t("auditTrail.reasonTooShort") } : {})}
      />
    </Dialog>
  );
}

import { useId, useState } from "react";
import { useT } from "../../i18n/LocaleProvider";
import { Button } from "../Button/Button";
import type { ConfirmDialogProps } from "../ConfirmDialog/ConfirmDialog";
import { Dialog } from "../Dialog/Dialog";
import { TextField } from "../TextField/TextField";

export type TypedConfirmDialogProps = Omit<ConfirmDialogProps, "tone">;

/**
 * A destructive confirmation the user must type: the confirm button only works once the localised word
 * for "delete" is typed exactly (spec 000 §5, bank deletion on mobile). Surrounding spaces, which phone
 * keyboards add, are ignored; case and accents are not.
 */
export function TypedConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  fullScreen = "mobile",
  children,
  confirmLabel,
  loading = false,
  onConfirm,
  onCancel,
}: TypedConfirmDialogProps) {
  const t = useT();
  const word = t("ui.deleteWord");
  const [typed, setTyped] = useState("");
  const [tried, setTried] = useState(false);
  const fieldId = useId();
  const matches = typed.trim() === word;
  const close = () => {
    setTyped("");
    setTried(false);
    onCancel?.();
    onOpenChange(false);
  };
  const confirm = () => {
    setTried(true);
    if (matches && !loading) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      size="small"
      fullScreen={fullScreen}
      {...(description === undefined ? {} : { description })}
      onEnter={confirm}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t("ui.cancel")}
          </Button>
          <Button variant="danger" loading={loading} disabled={!matches} onClick={confirm}>
            {confirmLabel ?? t("ui.delete")}
          </Button>
        </>
      }
    >
      {children}
      <div style={{ marginTop: 16 }}>
        <TextField
          id={fieldId}
          label={t("ui.typedConfirmLabel", { word })}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          {...(tried && !matches ? { errorMessage: t("ui.typedConfirmMismatch", { word }) } : {})}
        />
      </div>
    </Dialog>
  );
}

import type { ReactNode } from "react";
import { useT } from "../../i18n/LocaleProvider";
import { Button } from "../Button/Button";
import { Dialog, type DialogProps } from "../Dialog/Dialog";

export interface ConfirmDialogProps
  extends Pick<DialogProps, "open" | "onOpenChange" | "title" | "description" | "fullScreen"> {
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  /** Text of the confirm button (default: "Confirmer" in the current locale). */
  confirmLabel?: string;
  /** `danger` for destructive actions (a red confirm button). */
  tone?: "default" | "danger";
  /** The action is running: the confirm button shows busy. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}

/** "Are you sure?" with Cancel and Confirm; Enter confirms, Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  fullScreen,
  children,
  confirmLabel,
  tone = "default",
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const cancel = () => {
    onCancel?.();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      title={title}
      size="small"
      {...(description === undefined ? {} : { description })}
      {...(fullScreen === undefined ? {} : { fullScreen })}
      onEnter={() => {
        if (!loading) onConfirm();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t("ui.cancel")}
          </Button>
          <Button variant={tone === "danger" ? "danger" : "primary"} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? t("ui.confirm")}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

import { Heading } from "@trezo/ui";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useT } from "../../i18n/appI18n";
import * as css from "./PopupFrame.css";

/**
 * The frame of a popup: a modal `<dialog>` (focus kept inside, Escape closes it), full screen when asked
 * (company creation and bank deletion on mobile, spec 000 §2). Interim until ui's Dialog lands; the
 * popups themselves only pass title, content and `onClose`.
 */
export function PopupFrame({
  title,
  children,
  onClose,
  fullScreen = false,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  fullScreen?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={fullScreen ? css.fullScreen : css.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Spec 000 §5: arrow keys are blocked outside inputs while a popup is open.
        const target = event.target as HTMLElement;
        const inInput = ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
        if (event.key.startsWith("Arrow") && !inInput) event.preventDefault();
      }}
    >
      <div className={css.titleRow}>
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
        <button type="button" className={css.close} onClick={onClose} aria-label={t("common.close")}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}

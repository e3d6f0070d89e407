import { Dialog } from "@trezo/ui";
import type { ReactNode } from "react";
import { usePopupHeightCheck } from "./popupHeight";

/**
 * The frame of every popup: ui's Dialog (focus trapped, Escape closes, Enter emits `onEnter`, arrow keys
 * blocked outside inputs), full screen on mobile when asked (company creation and bank deletion, spec
 * 000 §2), and full screen too when its content plus 20 px is taller than the window (popupHeight.ts).
 */
export function PopupFrame({
  title,
  children,
  onClose,
  fullScreen = false,
  footer,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  fullScreen?: boolean;
  footer?: ReactNode;
}) {
  const [contentRef, tooTall] = usePopupHeightCheck();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      fullScreen={fullScreen || tooTall ? "always" : "never"}
      {...(footer ? { footer } : {})}
    >
      <div ref={contentRef}>{children}</div>
    </Dialog>
  );
}

import { Dialog } from "@trezo/ui";
import type { ReactNode } from "react";

/**
 * The frame of every popup: ui's Dialog (focus trapped, Escape closes, Enter emits `onEnter`, arrow keys
 * blocked outside inputs), full screen on mobile when asked (company creation and bank deletion, spec
 * 000 §2).
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
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      fullScreen={fullScreen ? "always" : "never"}
      {...(footer ? { footer } : {})}
    >
      {children}
    </Dialog>
  );
}

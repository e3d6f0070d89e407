import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useBrand } from "../../brand/BrandProvider";
import { useT } from "../../i18n/LocaleProvider";
import { themeRoot } from "../../theme/theme.css";
import { themeClassNames } from "../../theme/themes";
import { IconButton } from "../IconButton/IconButton";
import { OverlayContainer } from "../OverlayContainer/OverlayContainer";
import {
  body,
  content,
  type DialogVariants,
  descriptionText,
  footer as footerClass,
  header,
  overlay,
  title as titleClass,
} from "./Dialog.css";
import { popupKeyDown } from "./keyboard";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** One sentence under the title, read by screen readers when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, right-aligned at the bottom. */
  footer?: ReactNode;
  size?: DialogVariants["size"];
  /** Full screen on phones (`mobile`, as spec 000 asks for company creation and bank deletion), always, or never. */
  fullScreen?: DialogVariants["fullScreen"];
  /** Called when Enter is pressed outside buttons, links and text areas (spec 000 §5). */
  onEnter?: () => void;
  /** Hide the × button (when the footer must be used). */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog (Radix): focus trapped and restored, Escape closes, Enter emits `onEnter`, arrow keys
 * are blocked outside inputs. Rendered in a portal that carries the current theme. The overlays opened
 * inside it (Select, ComboBox, DatePicker, Menu, Popover) render inside its content (OverlayContainer).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size,
  fullScreen,
  onEnter,
  hideCloseButton = false,
}: DialogProps) {
  const t = useT();
  const { theme } = useBrand();
  const [contentNode, setContentNode] = useState<HTMLDivElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className={`${themeClassNames[theme]} ${themeRoot}`} data-theme={theme}>
          <RadixDialog.Overlay className={overlay} />
          <RadixDialog.Content
            ref={setContentNode}
            className={content({ size, fullScreen })}
            onKeyDown={(event) => popupKeyDown(event, onEnter)}
            onOpenAutoFocus={(event) => {
              // Start in the first field when there is one, else on the dialog itself (not on ×),
              // so that Enter emits onEnter at once.
              event.preventDefault();
              const dialog = event.currentTarget as HTMLElement;
              const field = dialog.querySelector<HTMLElement>("input:not([type='hidden']), textarea, select");
              (field ?? dialog).focus();
            }}
            {...(description ? {} : { "aria-describedby": undefined })}
          >
            <div className={header}>
              <div>
                <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className={descriptionText}>{description}</RadixDialog.Description>
                ) : null}
              </div>
              {hideCloseButton ? null : (
                <RadixDialog.Close asChild>
                  <IconButton label={t("ui.close")} icon={<X />} variant="ghost" />
                </RadixDialog.Close>
              )}
            </div>
            <OverlayContainer container={contentNode}>
              {children ? <div className={body}>{children}</div> : null}
              {footer ? <div className={footerClass}>{footer}</div> : null}
            </OverlayContainer>
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

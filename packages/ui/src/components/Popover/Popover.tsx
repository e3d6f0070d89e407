import * as RadixPopover from "@radix-ui/react-popover";
import { type ReactElement, type ReactNode, useState } from "react";
import { useBrand } from "../../brand/BrandProvider";
import { themeClassNames } from "../../theme/themes";
import { OverlayContainer, useOverlayContainer } from "../OverlayContainer/OverlayContainer";
import { popoverContent } from "./Popover.css";

export interface PopoverProps {
  /** The element that opens the popover (a Button, an IconButton...). */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
  /** Accessible name of the panel. */
  label?: string;
}

/**
 * A non-modal panel anchored to its trigger (Radix): Escape and outside clicks close it. Inside a Dialog
 * it renders in the dialog; the overlays opened from it render inside it (OverlayContainer).
 */
export function Popover({
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = "bottom",
  align = "start",
  label,
}: PopoverProps) {
  const { theme } = useBrand();
  const container = useOverlayContainer();
  const [contentNode, setContentNode] = useState<HTMLDivElement | null>(null);
  return (
    <RadixPopover.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <div className={themeClassNames[theme]}>
          <RadixPopover.Content
            ref={setContentNode}
            className={popoverContent}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            {...(label ? { "aria-label": label } : {})}
          >
            <OverlayContainer container={contentNode}>{children}</OverlayContainer>
          </RadixPopover.Content>
        </div>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

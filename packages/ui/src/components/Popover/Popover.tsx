import * as RadixPopover from "@radix-ui/react-popover";
import type { ReactElement, ReactNode } from "react";
import { useBrand } from "../../brand/BrandProvider";
import { themeClassNames } from "../../theme/themes";
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

/** A non-modal panel anchored to its trigger (Radix): Escape and outside clicks close it. */
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
  return (
    <RadixPopover.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <div className={themeClassNames[theme]}>
          <RadixPopover.Content
            className={popoverContent}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            {...(label ? { "aria-label": label } : {})}
          >
            {children}
          </RadixPopover.Content>
        </div>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

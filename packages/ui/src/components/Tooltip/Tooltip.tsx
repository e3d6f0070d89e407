import type { ReactElement, ReactNode } from "react";
import { Tooltip as AriaTooltip, Focusable, TooltipTrigger } from "react-aria-components";
import { usePortalThemeClassName } from "../../brand/BrandProvider";
import { tooltip } from "./Tooltip.css";

type FocusableChild = Parameters<typeof Focusable>[0]["children"];

export interface TooltipProps {
  /** A focusable element (a button, a link) that the tooltip describes. */
  children: ReactElement;
  content: ReactNode;
  placement?: "top" | "bottom" | "start" | "end";
  /** Delay before showing on hover, in ms (focus shows it at once). */
  delay?: number;
  defaultOpen?: boolean;
}

/**
 * A short hint on hover and keyboard focus (react-aria). Never put essential information only in a
 * tooltip: touch screens cannot hover.
 */
export function Tooltip({ children, content, placement = "top", delay = 600, defaultOpen }: TooltipProps) {
  const portalTheme = usePortalThemeClassName();
  return (
    <TooltipTrigger delay={delay} {...(defaultOpen === undefined ? {} : { defaultOpen })}>
      <Focusable>{children as FocusableChild}</Focusable>
      <AriaTooltip placement={placement} offset={6} className={`${portalTheme} ${tooltip}`}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";
import { switchRoot, thumb, track } from "./Switch.css";

export interface SwitchProps extends Omit<AriaSwitchProps, "children" | "className"> {
  children: ReactNode;
  className?: string;
}

/** An on/off switch (react-aria) for settings that apply at once. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={[switchRoot, className].filter(Boolean).join(" ")}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}

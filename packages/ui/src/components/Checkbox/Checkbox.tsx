import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from "react-aria-components";
import { box, checkbox } from "./Checkbox.css";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "children" | "className"> {
  /** Visible label; pass `aria-label` instead when the checkbox stands alone (a table row). */
  children?: ReactNode;
  className?: string;
}

/** A checkbox (react-aria), with checked, indeterminate, invalid and disabled states. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[checkbox, className].filter(Boolean).join(" ")}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? <Minus strokeWidth={3} /> : isSelected ? <Check strokeWidth={3} /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from "react-aria-components";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import type { FieldOption } from "../Select/Select";
import { dot, group, options as optionsClass, radio } from "./RadioGroup.css";

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, "children" | "className">,
    FieldChromeProps {
  options: readonly FieldOption[];
  className?: string;
}

/** A labelled group of exclusive choices (react-aria): arrow keys move between options. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  isInvalid,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[group, className].filter(Boolean).join(" ")}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <div className={optionsClass}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} isDisabled={option.isDisabled ?? false} className={radio}>
            <span className={dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

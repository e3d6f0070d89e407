import { ChevronDown } from "lucide-react";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectValue,
} from "react-aria-components";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { selectTrigger, selectValue } from "../Field/Field.css";
import { choiceRootProps, OptionsPopover } from "./choiceParts";

/** One choice of a Select or ComboBox. */
export interface FieldOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<
      AriaSelectProps<FieldOption>,
      "children" | "className" | "value" | "defaultValue" | "onChange"
    >,
    FieldChromeProps {
  options: readonly FieldOption[];
  /** Id of the chosen option, or null. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  className?: string;
}

/** A labelled single-choice list (react-aria): keyboard type-ahead, screen-reader friendly. */
export function Select({ label, description, ...props }: SelectProps) {
  return (
    <AriaSelect {...choiceRootProps(props)}>
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Button className={selectTrigger}>
        <SelectValue className={selectValue} />
        <ChevronDown size={16} aria-hidden="true" />
      </Button>
      <FieldFooter description={description} errorMessage={props.errorMessage} />
      <OptionsPopover items={props.options} />
    </AriaSelect>
  );
}

import { ChevronDown } from "lucide-react";
import type { Ref } from "react";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
} from "react-aria-components";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { control, controlButton, input } from "../Field/Field.css";
import { choiceRootProps, OptionsPopover } from "../Select/choiceParts";
import type { FieldOption } from "../Select/Select";

export interface ComboBoxProps
  extends Omit<
      AriaComboBoxProps<FieldOption>,
      "children" | "className" | "value" | "defaultValue" | "onChange" | "items" | "defaultItems"
    >,
    FieldChromeProps {
  options: readonly FieldOption[];
  /** Id of the chosen option, or null. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled choice with type-to-filter (react-aria), for long lists (categories, banks...). */
export function ComboBox({ label, description, placeholder, inputRef, ...props }: ComboBoxProps) {
  return (
    <AriaComboBox {...choiceRootProps(props)} defaultItems={props.options}>
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Group className={control}>
        <Input ref={inputRef} {...(placeholder === undefined ? {} : { placeholder })} className={input} />
        <Button className={controlButton}>
          <ChevronDown size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={props.errorMessage} />
      <OptionsPopover />
    </AriaComboBox>
  );
}

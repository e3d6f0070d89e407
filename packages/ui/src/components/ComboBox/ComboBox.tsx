import { ChevronDown } from "lucide-react";
import type { Ref } from "react";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
} from "react-aria-components";
import { usePortalThemeClassName } from "../../brand/BrandProvider";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { control, controlButton, fieldRoot, input, listBox, listBoxItem, popover } from "../Field/Field.css";
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
export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  inputRef,
  isInvalid,
  className,
  ...props
}: ComboBoxProps) {
  const portalTheme = usePortalThemeClassName();
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      disabledKeys={disabledKeys}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[fieldRoot, className].filter(Boolean).join(" ")}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Group className={control}>
        <Input ref={inputRef} {...(placeholder === undefined ? {} : { placeholder })} className={input} />
        <Button className={controlButton}>
          <ChevronDown size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={`${portalTheme} ${popover}`} offset={4}>
        <ListBox<FieldOption> className={listBox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={listBoxItem}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

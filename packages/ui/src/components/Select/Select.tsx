import { ChevronDown } from "lucide-react";
import type { Key } from "react-aria-components";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from "react-aria-components";
import { usePortalThemeClassName } from "../../brand/BrandProvider";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { fieldRoot, listBox, listBoxItem, popover, selectTrigger, selectValue } from "../Field/Field.css";

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
export function Select({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue,
  onChange,
  isInvalid,
  className,
  ...props
}: SelectProps) {
  const portalTheme = usePortalThemeClassName();
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      {...props}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      disabledKeys={disabledKeys}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[fieldRoot, className].filter(Boolean).join(" ")}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Button className={selectTrigger}>
        <SelectValue className={selectValue} />
        <ChevronDown size={16} aria-hidden="true" />
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={`${portalTheme} ${popover}`} offset={4}>
        <ListBox className={listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={listBoxItem}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

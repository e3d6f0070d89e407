import type { ReactNode } from "react";
import { type Key, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { usePortalThemeClassName } from "../../brand/BrandProvider";
import { fieldRoot, listBox, listBoxItem, popover } from "../Field/Field.css";
import type { FieldOption } from "./Select";

/** The props of Select and ComboBox that set their react-aria root the same way. */
interface ChoiceRootProps {
  options: readonly FieldOption[];
  value?: string | null | undefined;
  defaultValue?: string | null | undefined;
  onChange?: ((id: string | null) => void) | undefined;
  isInvalid?: boolean | undefined;
  errorMessage?: ReactNode;
  className?: string | undefined;
}

/**
 * What Select and ComboBox hand their react-aria root alike: the other props as given, the chosen id
 * (controlled or not), string ids out, the disabled options, invalid when there is an error, and the
 * field's root class.
 */
export function choiceRootProps<TProps extends ChoiceRootProps>(props: TProps) {
  const { options, value, defaultValue, onChange, isInvalid, errorMessage, className, ...rest } = props;
  return {
    ...rest,
    ...(value !== undefined ? { value } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    onChange: (key: Key | null) => onChange?.(key === null ? null : String(key)),
    disabledKeys: options.filter((option) => option.isDisabled).map((option) => option.id),
    isInvalid: isInvalid ?? Boolean(errorMessage),
    className: [fieldRoot, className].filter(Boolean).join(" "),
  };
}

/** The themed popover listing the options (a ComboBox's come from its root's items, a Select's are given). */
export function OptionsPopover({ items }: { items?: readonly FieldOption[] }) {
  const portalTheme = usePortalThemeClassName();
  return (
    <Popover className={`${portalTheme} ${popover}`} offset={4}>
      <ListBox<FieldOption> className={listBox} {...(items ? { items } : {})}>
        {(option) => (
          <ListBoxItem id={option.id} textValue={option.label} className={listBoxItem}>
            {option.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}

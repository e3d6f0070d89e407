/** Bound number, money, date, select, combo box, checkbox and switch fields. */
import { Checkbox as UiCheckbox, type CheckboxProps as UiCheckboxProps } from "@trezo/ui/Checkbox";
import { ComboBox as UiComboBox, type ComboBoxProps as UiComboBoxProps } from "@trezo/ui/ComboBox";
import { DatePicker as UiDatePicker, type DatePickerProps as UiDatePickerProps } from "@trezo/ui/DatePicker";
import { MoneyField as UiMoneyField, type MoneyFieldProps as UiMoneyFieldProps } from "@trezo/ui/MoneyField";
import {
  NumberField as UiNumberField,
  type NumberFieldProps as UiNumberFieldProps,
} from "@trezo/ui/NumberField";
import { Select as UiSelect, type SelectProps as UiSelectProps } from "@trezo/ui/Select";
import { Switch as UiSwitch, type SwitchProps as UiSwitchProps } from "@trezo/ui/Switch";
import { vars } from "@trezo/ui/theme";
import { type ReactNode, useId } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useBoundField } from "./useBoundField";

type Bound<TProps, TValues extends FieldValues> = Omit<
  TProps,
  | "value"
  | "defaultValue"
  | "onChange"
  | "onBlur"
  | "name"
  | "errorMessage"
  | "isInvalid"
  | "inputRef"
  | "isSelected"
> & { name: FieldPath<TValues> };

/**
 * What every bound field below hands its ui field besides its value: the form's name and blur, the
 * validity and its translated message, and validation shown by aria (our message, not the browser's).
 */
function boundProps({ field, errorMessage, isInvalid }: ReturnType<typeof useBoundField>) {
  return {
    name: field.name,
    onBlur: field.onBlur,
    isInvalid,
    errorMessage,
    validationBehavior: "aria" as const,
  };
}

/** boundProps, and the form's ref on the field's input (focus on the first error). */
function boundInputProps(bound: ReturnType<typeof useBoundField>) {
  return { ...boundProps(bound), inputRef: bound.field.ref };
}

/** The form's value as the ui field takes it (null when empty); the field's changes go straight to the form. */
function nullableValue<T>({ field }: ReturnType<typeof useBoundField>) {
  return { value: (field.value as T | null | undefined) ?? null, onChange: field.onChange };
}

/** A number field bound to the form (value: number, or null when empty). */
export function NumberField<TValues extends FieldValues>({
  name,
  ...props
}: Bound<UiNumberFieldProps, TValues>) {
  const bound = useBoundField<TValues>(name);
  const value = bound.field.value as number | null | undefined;
  return (
    <UiNumberField
      {...props}
      {...boundInputProps(bound)}
      value={value ?? Number.NaN}
      onChange={(next) => bound.field.onChange(Number.isNaN(next) ? null : next)}
    />
  );
}

/** A money field bound to the form, in integer cents (or null when empty). */
export function MoneyField<TValues extends FieldValues>({
  name,
  ...props
}: Bound<UiMoneyFieldProps, TValues>) {
  const bound = useBoundField<TValues>(name);
  return <UiMoneyField {...props} {...boundInputProps(bound)} {...nullableValue<number>(bound)} />;
}

/** A date field bound to the form (`YYYY-MM-DD`, or null). */
export function DateField<TValues extends FieldValues>({
  name,
  ...props
}: Bound<UiDatePickerProps, TValues>) {
  const bound = useBoundField<TValues>(name);
  return <UiDatePicker {...props} {...boundProps(bound)} {...nullableValue<string>(bound)} />;
}

/** A select bound to the form (the chosen option's id, or null). */
export function SelectField<TValues extends FieldValues>({ name, ...props }: Bound<UiSelectProps, TValues>) {
  const bound = useBoundField<TValues>(name);
  return <UiSelect {...props} {...boundProps(bound)} {...nullableValue<string>(bound)} />;
}

/** A combo box bound to the form (the chosen option's id, or null). */
export function ComboBoxField<TValues extends FieldValues>({
  name,
  ...props
}: Bound<UiComboBoxProps, TValues>) {
  const bound = useBoundField<TValues>(name);
  return <UiComboBox {...props} {...boundInputProps(bound)} {...nullableValue<string>(bound)} />;
}

/**
 * A checkbox or a switch bound to a boolean of the form (`toggle` draws it with the given props), with
 * the error under it, tied to it by aria-describedby.
 */
function BoundToggle<TValues extends FieldValues>({
  name,
  withValidity,
  toggle,
}: {
  name: FieldPath<TValues>;
  /** Whether the toggle takes the invalid state and aria validation (a checkbox does, a switch does not). */
  withValidity: boolean;
  toggle: (props: ToggleProps) => ReactNode;
}) {
  const { field, errorMessage, isInvalid } = useBoundField<TValues>(name);
  const errorId = useId();
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: vars.space.xxs }}>
      {toggle({
        name: field.name,
        isSelected: Boolean(field.value),
        onChange: field.onChange,
        onBlur: field.onBlur,
        inputRef: field.ref,
        ...(withValidity ? { isInvalid, validationBehavior: "aria" as const } : {}),
        ...(errorMessage ? { "aria-describedby": errorId } : {}),
      })}
      {errorMessage ? (
        <p id={errorId} style={{ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.xs }}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}

type ToggleProps = Pick<UiCheckboxProps, "name" | "isSelected" | "onChange" | "onBlur" | "inputRef"> & {
  isInvalid?: boolean;
  validationBehavior?: "aria";
  "aria-describedby"?: string;
};

/** A checkbox bound to a boolean of the form. */
export function CheckboxField<TValues extends FieldValues>({
  name,
  ...props
}: Bound<UiCheckboxProps, TValues>) {
  return (
    <BoundToggle<TValues> name={name} withValidity toggle={(bound) => <UiCheckbox {...props} {...bound} />} />
  );
}

/** A switch bound to a boolean of the form. */
export function SwitchField<TValues extends FieldValues>({ name, ...props }: Bound<UiSwitchProps, TValues>) {
  return (
    <BoundToggle<TValues>
      name={name}
      withValidity={false}
      toggle={(bound) => <UiSwitch {...props} {...bound} />}
    />
  );
}

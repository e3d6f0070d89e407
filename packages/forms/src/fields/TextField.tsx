import { TextField as UiTextField, type TextFieldProps as UiTextFieldProps } from "@trezo/ui/TextField";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useBoundField } from "./useBoundField";

/** Props of a bound text field: the ui field's, minus what the form provides. */
export interface TextFieldProps<TValues extends FieldValues>
  extends Omit<
    UiTextFieldProps,
    "value" | "defaultValue" | "onChange" | "onBlur" | "name" | "errorMessage" | "isInvalid" | "inputRef"
  > {
  name: FieldPath<TValues>;
  /** Rewrites what is typed before it is stored and shown (masks of SIRET, IBAN...). */
  mask?: (value: string) => string;
}

/** A ui TextField bound to the field `name` of the enclosing <Form>. */
export function TextField<TValues extends FieldValues>({ name, mask, ...props }: TextFieldProps<TValues>) {
  const { field, errorMessage, isInvalid } = useBoundField<TValues>(name);
  return (
    <UiTextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ""}
      onChange={(value) => field.onChange(mask ? mask(value) : value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      validationBehavior="aria"
    />
  );
}

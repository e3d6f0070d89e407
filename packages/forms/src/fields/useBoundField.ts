import { useLocale } from "@trezo/ui/i18n";
import { type FieldPath, type FieldValues, useController } from "react-hook-form";
import { translateFormError } from "../schemas/formError";

/**
 * The react-hook-form controller of the field `name` of the enclosing <Form>, with its error already
 * translated into the user's locale (schemas carry message keys, see schemas/formError).
 *
 * Leaving a field the user has not changed does not judge it (issue 12): the focus passes through
 * fields (the first one of a dialog takes it on opening, a click on a list below takes it away), and
 * a required field turned red because the user chose a currency first. Such a field is checked on
 * submit; a field the user changed is checked when left, as the form's mode says ("onTouched").
 */
export function useBoundField<TValues extends FieldValues>(name: FieldPath<TValues>) {
  const locale = useLocale();
  const { field, fieldState, formState } = useController<TValues>({ name });
  const message = fieldState.error?.message;
  const onBlur = () => {
    if (fieldState.isDirty || fieldState.isTouched || formState.isSubmitted) field.onBlur();
  };
  return {
    field: { ...field, onBlur },
    locale,
    errorMessage: message ? translateFormError(message, locale) : undefined,
    isInvalid: fieldState.invalid,
  };
}

import { useLocale } from "@trezo/ui/i18n";
import { type FieldPath, type FieldValues, useController } from "react-hook-form";
import { translateFormError } from "../schemas/formError";

/**
 * The react-hook-form controller of the field `name` of the enclosing <Form>, with its error already
 * translated into the user's locale (schemas carry message keys, see schemas/formError).
 */
export function useBoundField<TValues extends FieldValues>(name: FieldPath<TValues>) {
  const locale = useLocale();
  const { field, fieldState } = useController<TValues>({ name });
  const message = fieldState.error?.message;
  return {
    field,
    locale,
    errorMessage: message ? translateFormError(message, locale) : undefined,
    isInvalid: fieldState.invalid,
  };
}

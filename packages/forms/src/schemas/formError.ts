/**
 * Schemas carry message keys (`forms.validation.siretInvalid`), not sentences, so one schema serves
 * every locale and the server; the fields translate them with `translateFormError` in the user's locale.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@trezo/domain";
import { type Locale, type MessageKey, translate } from "@trezo/i18n";

type ValidationName<K> = K extends `forms.validation.${infer Name}` ? Name : never;

/** Name of a validation message in the `forms.validation` namespace. */
export type FormErrorName = ValidationName<MessageKey>;

/** The message key of a validation error, as carried by a zod issue. */
export function formError(name: FormErrorName): `forms.validation.${FormErrorName}` {
  return `forms.validation.${name}`;
}

/**
 * The message to show for a zod issue's message in `locale`: a `forms.validation.*` key is translated
 * (with the password limits and the locale's confirm word filled in); any other text is shown as is.
 */
export function translateFormError(message: string, locale: Locale): string {
  if (!message.startsWith("forms.validation.")) return message;
  return translate(message as MessageKey, locale, {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
    word: translate("common.deleteWord", locale),
  });
}

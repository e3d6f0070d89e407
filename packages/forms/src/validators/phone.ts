/**
 * Telephone numbers through libphonenumber-js with its full metadata ("max"), which knows the valid
 * number ranges of each country and not only their lengths: "06 00 00 00 00" is the right length for
 * France but no mobile operator uses it.
 */
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";

/** Country assumed for numbers typed without an international prefix: the product is French first. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "FR";

/** The number in E.164 ("+33612345678") when it is a valid number, else undefined. */
export function parsePhone(
  value: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | undefined {
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A number as people read it: national format in the default country, international elsewhere. */
export function formatPhone(value: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  if (!parsed) return value;
  return parsed.country === defaultCountry ? parsed.formatNational() : parsed.formatInternational();
}

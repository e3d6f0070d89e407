/**
 * IBAN checks: ibantools knows every country's length, BBAN format and the mod-97 checksum; on top of
 * it we apply the spec's rule (000 §5): when no country is known, the first two characters of the IBAN
 * must be letters (a country code), else the billing error of the spec is shown.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, validateIBAN } from "ibantools";

/** What is wrong with an IBAN, if anything. */
export type IbanVerdict = "valid" | "invalid" | "countryUnknown";

/** Upper case, spaces and dashes removed: the form banks store and exchange. */
export function normaliseIban(value: string): string {
  return electronicFormatIBAN(value) ?? "";
}

/** An IBAN in groups of 4 ("FR76 3000 6000 ..."), as printed on a statement. */
export function formatIban(value: string): string {
  const iban = normaliseIban(value);
  return friendlyFormatIBAN(iban) ?? iban;
}

/**
 * Checks an IBAN. `knownCountry` is the ISO 3166 country of the billing details when the form knows it;
 * without it, an IBAN that does not start with two letters cannot be placed in any country.
 */
export function checkIban(value: string, knownCountry?: string): IbanVerdict {
  const iban = normaliseIban(value);
  if (!knownCountry && !/^[A-Z]{2}/.test(iban)) return "countryUnknown";
  if (knownCountry && !iban.startsWith(knownCountry.toUpperCase())) return "invalid";
  return validateIBAN(iban).valid ? "valid" : "invalid";
}

/** Whether `value` is a valid IBAN of any country. */
export function isValidIban(value: string): boolean {
  return checkIban(value) === "valid";
}

import { isValidBIC } from "ibantools";

/** Upper case without spaces: how a BIC (SWIFT code) is stored. */
export function normaliseBic(value: string): string {
  return value.replace(/\s/g, "").toUpperCase();
}

/** A BIC: 4 letters of bank, a known country code, 2 characters of location, an optional 3-character branch. */
export function isValidBic(value: string): boolean {
  return isValidBIC(normaliseBic(value));
}

import { isIsoCurrency } from "@trezo/domain";

let list: string[] | undefined;

/**
 * The ISO 4217 currencies an account may hold: the runtime's list (Intl), without the funds, metals and
 * testing codes (X.. other than the CFA, CFP and East Caribbean francs and dollars), sorted.
 */
export function isoCurrencyList(): string[] {
  list ??= Intl.supportedValuesOf("currency")
    .filter((code) => isIsoCurrency(code))
    .filter((code) => !code.startsWith("X") || ["XAF", "XOF", "XPF", "XCD"].includes(code))
    .sort();
  return list;
}

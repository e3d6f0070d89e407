import { useApiQuery } from "@trezo/api";
import { useLocale } from "../../i18n/appI18n";

/** The currencies offered before the list has come (and if it does not): EUR first, the default. */
export const FIRST_CURRENCIES = ["EUR", "USD", "GBP", "CHF"] as const;

/** "USD — US Dollar" in the user's language, EUR and the usual ones first, then the ISO list by code. */
export function currencyOptionsOf(
  codes: readonly string[],
  locale: string,
): Array<{ id: string; label: string }> {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  const ordered = [
    ...FIRST_CURRENCIES,
    ...codes.filter((code) => !FIRST_CURRENCIES.some((first) => first === code)),
  ];
  return ordered.map((code) => ({ id: code, label: `${code} — ${names.of(code) ?? code}` }));
}

/** The ISO 4217 currencies an account may hold (getCurrencyList), as select options. */
export function useCurrencyOptions(): Array<{ id: string; label: string }> {
  const locale = useLocale();
  const list = useApiQuery("getCurrencyList", {}, { staleTime: 60 * 60 * 1000 });
  return currencyOptionsOf(list.data?.currencies.map((currency) => currency.code) ?? [], locale);
}

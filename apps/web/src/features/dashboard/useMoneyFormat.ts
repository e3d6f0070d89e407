import { intlLocaleOf } from "@trezo/i18n";
import { useMemo } from "react";
import { useLocale } from "../../i18n/appI18n";

/**
 * Cents as money in the current locale, with one cached Intl formatter: the same text as `formatMoney`
 * of @trezo/i18n, without building a formatter for each of the table's cells.
 */
export function useMoneyFormat(currency: string): (cents: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocaleOf(locale), { style: "currency", currency });
    return (cents: number) => format.format(cents / 100);
  }, [locale, currency]);
}

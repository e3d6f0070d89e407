import { moneyFormatter } from "@trezo/i18n";
import { useMemo } from "react";
import { useLocale } from "../i18n/appI18n";

/**
 * Cents as money in the current locale: `moneyFormatter` of @trezo/i18n (one cached Intl formatter for
 * all of the table's cells; "0,00 €", never "-0,00 €").
 */
export function useMoneyFormat(currency: string): (cents: number) => string {
  const locale = useLocale();
  return useMemo(() => moneyFormatter(currency, locale), [locale, currency]);
}

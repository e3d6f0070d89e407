import { moneyFormatter as i18nMoneyFormatter, intlLocaleOf, type Locale } from "@trezo/i18n";

/**
 * Formats integer cents in full, as in tooltips and data tables ("12 345,67 €"): `moneyFormatter` of
 * @trezo/i18n (one cached Intl.NumberFormat per locale and currency, never "-0,00 €").
 */
export function moneyFormatter(locale: Locale, currency: string): (cents: number) => string {
  return i18nMoneyFormatter(currency, locale);
}

/** Formats integer cents for an axis tick: compact ("12 k€", "1,2 M€"). */
export function compactMoneyFormatter(locale: Locale, currency: string): (cents: number) => string {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), {
    style: "currency",
    currency,
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
    signDisplay: "negative",
  });
  return (cents) => format.format(cents / 100 + 0);
}

/** Formats a share (0 to 1) as a percentage of the locale ("42,5 %"). */
export function percentFormatter(locale: Locale): (share: number) => string {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { style: "percent", maximumFractionDigits: 1 });
  return (share) => format.format(share);
}

/** Formats a plain number of the locale. */
export function numberFormatter(locale: Locale): (value: number) => string {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 2 });
  return (value) => format.format(value);
}

/** What the values of an indicator or a sparkline are. */
export type ValueUnit = "money" | "number" | "percent";

/** Formats a value of `unit`: money in cents, a plain number, or a percentage given in percent (68.5). */
export function valueFormatter(unit: ValueUnit, locale: Locale, currency: string): (value: number) => string {
  if (unit === "money") return moneyFormatter(locale, currency);
  if (unit === "percent") {
    const percent = percentFormatter(locale);
    return (value) => percent(value / 100);
  }
  return numberFormatter(locale);
}

/** Formats an axis tick of `unit` (compact for money). */
export function compactValueFormatter(
  unit: ValueUnit,
  locale: Locale,
  currency: string,
): (value: number) => string {
  return unit === "money" ? compactMoneyFormatter(locale, currency) : valueFormatter(unit, locale, currency);
}

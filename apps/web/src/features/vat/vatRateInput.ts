import { isVatRate } from "@trezo/domain";
import { intlLocaleOf, type Locale } from "@trezo/i18n";

/**
 * A rate as typed ("5,5", "5.5 %", "20") in basis points, or null when it is not a VAT rate (not a number,
 * more than two decimals, below 0 % or above 100 %).
 */
export function vatRateFromInput(text: string): number | null {
  const cleaned = text.replace(/[\s%\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d+(?:\.\d{1,2})?$/.test(cleaned)) return null;
  const basisPoints = Math.round(Number(cleaned) * 100);
  return isVatRate(basisPoints) ? basisPoints : null;
}

/** 550 → "5,5 %" in the locale. */
export function formatVatRate(rateBp: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: "percent", maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}

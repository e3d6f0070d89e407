import type { IsoDate } from "../periods";

/**
 * VAT regimes (CGI art. 287): `monthly` and `quarterly` are the normal regime's CA3 returns (quarterly is
 * allowed under 4,000 € of yearly VAT); `simplified` is the RSI: one CA12 return a year and two
 * instalments, in July and December.
 */
export const VAT_REGIMES = ["monthly", "quarterly", "simplified"] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

/**
 * When VAT becomes due (CGI art. 269): on receipts (`receipts`, the rule for services: the cash date) or
 * on debits (`debits`, the rule for goods and the option for services: the invoice, or accrual, date).
 */
export const VAT_BASES = ["receipts", "debits"] as const;
export type VatBasis = (typeof VAT_BASES)[number];

/** Earliest and latest day of the month the official calendar gives for CA3 payments (15 to 24). */
export const VAT_DUE_DAY_RANGE = { min: 15, max: 24 } as const;

/** A month as `YYYY-MM`. */
export type MonthKey = string;

/** `2026-11` → `{ year: 2026, month: 11 }`. */
export function yearMonthOf(key: MonthKey): { year: number; month: number } {
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) };
}

/** `{ 2026, 13 }` → `2027-01`: months past 12 (or below 1) roll into the next (previous) years. */
export function monthKey(year: number, month: number): MonthKey {
  const index = year * 12 + (month - 1);
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}`;
}

/** The month after `key` moved by `months`. */
export function addMonths(key: MonthKey, months: number): MonthKey {
  const { year, month } = yearMonthOf(key);
  return monthKey(year, month + months);
}

/** The day `day` of the month `key` (the due day of a payment made that month). */
export function dayOfMonth(key: MonthKey, day: number): IsoDate {
  return `${key}-${String(day).padStart(2, "0")}`;
}

/** 0 for Sunday … 6 for Saturday. */
function weekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The CA12 deadline for the calendar year `year`: the second business day after 1 May of the next year
 * (BOI-TVA-DECLA-20-20-20: "le deuxième jour ouvré suivant le 1er mai"). Saturdays, Sundays and 1 May
 * are not business days: 3 May 2023, 3 May 2024, 5 May 2025, 5 May 2026.
 */
export function annualReturnDueDate(year: number): IsoDate {
  const next = year + 1;
  let businessDays = 0;
  for (let day = 2; day <= 31; day += 1) {
    const wd = weekday(next, 5, day);
    if (wd === 0 || wd === 6) continue;
    businessDays += 1;
    if (businessDays === 2) return dayOfMonth(monthKey(next, 5), day);
  }
  throw new Error("unreachable");
}

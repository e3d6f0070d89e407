/**
 * Inline editing of a forecast cell: what the user typed becomes the cell's new forecast. The change is
 * kept as a one-off cash-flow series of the category in that period (labelled as typed in the
 * dashboard): the first edit creates it, later edits of the same cell change it, so that editing
 * never rewrites the user's own recurring series.
 */
import { intlLocaleOf, type Locale } from "@trezo/i18n";

/**
 * Reads an amount typed in `locale` ("1 250,50", "-800", "1250.50", "1.250,50 €") into cents; null when it
 * is not an amount.
 */
export function parseMoneyInput(text: string, locale: Locale): number | null {
  const decimal =
    new Intl.NumberFormat(intlLocaleOf(locale)).formatToParts(1.5).find((part) => part.type === "decimal")
      ?.value ?? ",";
  let cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f'’€$£]|kr|EUR|грн|₴/gi, "")
    .replace(/^−/, "-");
  if (cleaned === "" || cleaned === "-") return null;
  const other = decimal === "," ? "." : ",";
  // "1250.50" typed with the other separator as the only one, followed by one or two digits: a decimal.
  const otherAsDecimal = new RegExp(`^-?\\d+\\${other}\\d{1,2}$`);
  if (!cleaned.includes(decimal) && otherAsDecimal.test(cleaned)) cleaned = cleaned.replace(other, decimal);
  cleaned = cleaned.split(other).join("");
  const parts = cleaned.split(decimal);
  if (parts.length > 2) return null;
  const [whole = "", fraction = ""] = parts;
  if (!/^-?\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return null;
  const negative = whole.startsWith("-");
  const cents = Number(whole.replace("-", "")) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** Cents as the user would type them in `locale`: no grouping, no currency, the locale's decimal sign. */
export function editableAmount(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { useGrouping: false, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

/** A series behind a cell, as getDashboardTransactions answers it. */
export interface CellSeries {
  cfs: { id: number; label: string; frequency: string; amount_cents: number | null; formula: string | null };
  occurrences: ReadonlyArray<{ date: string; cents: number }>;
}

export type ForecastChange =
  | { kind: "none" }
  | { kind: "create"; amountCents: number; date: string }
  | { kind: "update"; cfsId: number; amountCents: number };

/**
 * What to do so that the cell's forecast becomes `targetCents`: nothing when it already is; change the
 * dashboard's own one-off series of the cell when there is one; else create one for the difference,
 * dated `date` (the period's first day, or today in the current period).
 */
export function planForecastChange(
  targetCents: number,
  currentForecastCents: number,
  seriesBehindCell: readonly CellSeries[],
  dashboardLabel: string,
  date: string,
): ForecastChange {
  const delta = targetCents - currentForecastCents;
  if (delta === 0) return { kind: "none" };
  const own = seriesBehindCell.find(
    (series) =>
      series.cfs.frequency === "once" &&
      series.cfs.formula === null &&
      series.cfs.label === dashboardLabel &&
      series.occurrences.length === 1,
  );
  if (own) {
    return { kind: "update", cfsId: own.cfs.id, amountCents: (own.cfs.amount_cents ?? 0) + delta };
  }
  return { kind: "create", amountCents: delta, date };
}

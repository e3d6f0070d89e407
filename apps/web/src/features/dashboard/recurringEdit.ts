/**
 * A forecast typed in a cell that a recurring series feeds. The user chooses (decision documented in
 * apps/web/src/features/cashFlowSeries/README.md):
 * - "this period only": the series stays as it is and the difference is kept as the dashboard's one-off
 *   series of the cell (as for any other cell, see forecastEdit);
 * - "this period and the following": the series is split at the edited occurrence. The original ends the
 *   day before that occurrence, and a copy of it (same category, label, frequency, end or remaining
 *   count, growth, VAT and payment delay) starts on that occurrence with the amount that makes the cell
 *   show what was typed. When the edited occurrence is the first one, the series' amount simply changes.
 *
 * The choice is offered when exactly one fixed-amount recurring series of the row has exactly one
 * occurrence in the cell (a weekly series seen by month has several: the difference is then kept as a
 * one-off, and the series is changed in its editor).
 */
import { type CashFlowSeries, expandSeries, withVat } from "@trezo/domain";
import type { SeriesOutput } from "../cashFlowSeries/seriesForm";

export interface SeriesBehindCell {
  cfs: SeriesOutput;
  occurrences: ReadonlyArray<{ accrual_date: string; date: string; cents: number }>;
}

/** The recurring series a cell edit may change, and its occurrence in the cell. */
export interface RecurringTarget {
  series: SeriesOutput;
  occurrence: { accrual_date: string; date: string; cents: number };
}

/** The recurring series to ask about, or null when the edit is a one-off whatever happens. */
export function recurringTargetOf(
  seriesOfRow: readonly SeriesBehindCell[],
  dashboardLabel: string,
): RecurringTarget | null {
  const candidates = seriesOfRow.filter(
    (series) => series.cfs.frequency !== "once" && series.cfs.label !== dashboardLabel,
  );
  if (candidates.length !== 1) return null;
  const [only] = candidates;
  const occurrence = only?.occurrences[0];
  if (!only || !occurrence || only.occurrences.length !== 1 || only.cfs.formula !== null) return null;
  return { series: only.cfs, occurrence };
}

/** The day before an ISO date. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** How many occurrences of `series` fall before `accrualDate` (the 0-based index of the one on it). */
export function occurrencesBefore(series: SeriesOutput, accrualDate: string): number {
  const stand_in: CashFlowSeries = {
    id: String(series.id),
    categoryId: String(series.category_id),
    amount: { kind: "fixed", cents: 0 },
    frequency: series.frequency,
    start: series.start,
    end: series.end,
    count: series.count,
  };
  if (accrualDate <= series.start) return 0;
  return expandSeries(stand_in, series.start, dayBefore(accrualDate)).length;
}

/**
 * The amount excluding VAT whose occurrence (VAT added, rounded as the engine does) is `cashCents`,
 * or the nearest one when no amount gives it to the cent.
 */
export function amountExcludingVat(cashCents: number, vatRateBp: number | null): number {
  if (!vatRateBp) return cashCents;
  const estimate = Math.round((cashCents * 10_000) / (10_000 + vatRateBp));
  let best = estimate;
  for (let candidate = estimate - 2; candidate <= estimate + 2; candidate += 1) {
    if (Math.abs(withVat(candidate, vatRateBp) - cashCents) < Math.abs(withVat(best, vatRateBp) - cashCents))
      best = candidate;
  }
  return best;
}

export type FollowingChange =
  | { kind: "updateWhole"; cfsId: number; amountCents: number }
  | {
      kind: "split";
      cfsId: number;
      /** The original's new end: the day before the edited occurrence. */
      end: string;
      next: {
        category_id: number;
        label: string;
        amount_cents: number;
        frequency: SeriesOutput["frequency"];
        start: string;
        end: string | null;
        count: number | null;
        growth_rate_bp: number | null;
        vat_rate_bp: number | null;
        payment_delay_days: number;
      };
    };

/** What "this period and the following" does to make the occurrence `deltaCents` larger. */
export function planFollowingChange(target: RecurringTarget, deltaCents: number): FollowingChange {
  const { series, occurrence } = target;
  const amountCents = amountExcludingVat(occurrence.cents + deltaCents, series.vat_rate_bp);
  const before = occurrencesBefore(series, occurrence.accrual_date);
  if (before === 0) return { kind: "updateWhole", cfsId: series.id, amountCents };
  return {
    kind: "split",
    cfsId: series.id,
    end: dayBefore(occurrence.accrual_date),
    next: {
      category_id: series.category_id,
      label: series.label,
      amount_cents: amountCents,
      frequency: series.frequency,
      start: occurrence.accrual_date,
      end: series.end,
      count: series.count === null ? null : series.count - before,
      growth_rate_bp: series.growth_rate_bp,
      vat_rate_bp: series.vat_rate_bp,
      payment_delay_days: series.payment_delay_days,
    },
  };
}

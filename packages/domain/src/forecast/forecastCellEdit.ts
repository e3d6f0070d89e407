/**
 * What typing a forecast in a dashboard cell does (spec 001 §7.5, decision in
 * apps/web/src/features/cashFlowSeries/README.md). The cell's forecast becomes what was typed; the
 * difference is kept so that editing never rewrites the user's own series unasked:
 * - a one-off series that the dashboard made for the cell (origin "dashboard_cell") takes the difference;
 *   without one, a new one-off series of the category is created for it, dated the period's first day
 *   (today in the current period, so that it counts in what remains);
 * - when exactly one fixed-amount recurring series of the row has exactly one occurrence in the cell, the
 *   user chooses: "this period only" (the one-off above) or "this period and the following": the series
 *   is split at the edited occurrence, the original ending the day before it and a copy (same category,
 *   label, frequency, end or remaining count, growth, VAT and payment delay) starting on it with the
 *   amount that makes the cell show what was typed. When the edited occurrence is the series' first, the
 *   series' amount simply changes.
 *
 * Pure: the server reads the series, asks this planner, and applies the plan in one transaction.
 */
import type { Cents } from "../money";
import { withVat } from "../money/rate";
import type { IsoDate, Period } from "../periods";
import type { CashFlowSeries } from "./cashFlowSeries";
import type { Occurrence } from "./expandSeries";

/**
 * Who made a series: the user (the series editor, the API), the dashboard for what was typed in a cell,
 * or the import of the dashboard's forecast template (one one-off series per typed cell).
 */
export const SERIES_ORIGINS = ["user", "dashboard_cell", "template_import"] as const;
export type SeriesOrigin = (typeof SERIES_ORIGINS)[number];

/** The answer to "this period only, or this one and the following?". */
export type RecurringChoice = "thisPeriod" | "following";

/** A series of the edited row (its own category, not a subcategory's), with its occurrences in the cell. */
export interface SeriesInCell {
  series: CashFlowSeries;
  origin: SeriesOrigin;
  occurrences: readonly Pick<Occurrence, "index" | "accrualDate" | "cents">[];
}

export interface CellEdit {
  /** What the user typed. */
  targetCents: Cents;
  /** The forecast the cell showed when the user typed. */
  shownCents: Cents;
  period: Pick<Period, "start" | "end">;
  today: IsoDate;
  seriesOfRow: readonly SeriesInCell[];
  /** The user's answer when a recurring series feeds the cell; null before they were asked. */
  choice: RecurringChoice | null;
}

/** The copy that carries a split series on from the edited occurrence. */
export type SeriesCopy = Omit<CashFlowSeries, "id" | "amount"> & { amountCents: Cents };

export type CellEditPlan =
  /** The cell already shows what was typed. */
  | { kind: "none" }
  /** A recurring series feeds the cell: ask the user first (nothing is written). */
  | { kind: "askChoice"; seriesId: string; occurrenceCents: Cents; deltaCents: Cents }
  /** A new one-off series (origin "dashboard_cell") of `amountCents` on `date`. */
  | { kind: "createOneOff"; amountCents: Cents; date: IsoDate }
  /** A series' fixed amount becomes `amountCents`. */
  | { kind: "setAmount"; seriesId: string; amountCents: Cents }
  /** The series ends on `end`; `copy` carries it on. */
  | { kind: "split"; seriesId: string; end: IsoDate; copy: SeriesCopy };

/** The day before an ISO date. */
export function dayBefore(date: IsoDate): IsoDate {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The amount excluding VAT whose occurrence (VAT added, rounded as the engine does) is `cashCents`,
 * or the nearest one when no amount gives it to the cent.
 */
export function amountExcludingVat(cashCents: Cents, vatRateBp: number | null | undefined): Cents {
  if (!vatRateBp) return cashCents;
  const estimate = Math.round((cashCents * 10_000) / (10_000 + vatRateBp));
  let best = estimate;
  for (let candidate = estimate - 2; candidate <= estimate + 2; candidate += 1) {
    if (Math.abs(withVat(candidate, vatRateBp) - cashCents) < Math.abs(withVat(best, vatRateBp) - cashCents))
      best = candidate;
  }
  return best;
}

/** The dashboard's own one-off series of the cell, if there is one. */
function ownOneOffOf(seriesOfRow: readonly SeriesInCell[]): SeriesInCell | undefined {
  return seriesOfRow.find(
    ({ series, origin, occurrences }) =>
      origin === "dashboard_cell" &&
      series.frequency === "once" &&
      series.amount.kind === "fixed" &&
      occurrences.length === 1,
  );
}

/** The recurring series to ask about, or undefined when the edit is a one-off whatever happens. */
function recurringOf(seriesOfRow: readonly SeriesInCell[]): SeriesInCell | undefined {
  const candidates = seriesOfRow.filter(
    ({ series, origin }) => series.frequency !== "once" && origin !== "dashboard_cell",
  );
  const [only] = candidates;
  if (candidates.length !== 1 || !only) return undefined;
  if (only.occurrences.length !== 1 || only.series.amount.kind !== "fixed") return undefined;
  return only;
}

/** What "this period and the following" does to make the occurrence `deltaCents` larger. */
function followingPlan(recurring: SeriesInCell, deltaCents: Cents): CellEditPlan {
  const { series } = recurring;
  const occurrence = recurring.occurrences[0];
  if (!occurrence) throw new Error("a recurring series without its occurrence in the cell");
  const amountCents = amountExcludingVat(occurrence.cents + deltaCents, series.vatRate);
  if (occurrence.index === 0) return { kind: "setAmount", seriesId: series.id, amountCents };
  const { id: _id, amount: _amount, ...kept } = series;
  return {
    kind: "split",
    seriesId: series.id,
    end: dayBefore(occurrence.accrualDate),
    copy: {
      ...kept,
      amountCents,
      start: occurrence.accrualDate,
      count: series.count == null ? null : series.count - occurrence.index,
    },
  };
}

/** Plans a forecast typed in a cell (see the module's comment). */
export function planCellEdit(edit: CellEdit): CellEditPlan {
  const deltaCents = edit.targetCents - edit.shownCents;
  if (deltaCents === 0) return { kind: "none" };
  // Formula series take their amounts from the dashboard's values: typing never changes them.
  const seriesOfRow = edit.seriesOfRow.filter(
    ({ series, occurrences }) => series.amount.kind === "fixed" && occurrences.length > 0,
  );
  const recurring = recurringOf(seriesOfRow);
  if (recurring && edit.choice === null) {
    return {
      kind: "askChoice",
      seriesId: recurring.series.id,
      occurrenceCents: recurring.occurrences[0]?.cents ?? 0,
      deltaCents,
    };
  }
  if (recurring && edit.choice === "following") return followingPlan(recurring, deltaCents);
  const own = ownOneOffOf(seriesOfRow);
  if (own && own.series.amount.kind === "fixed") {
    return { kind: "setAmount", seriesId: own.series.id, amountCents: own.series.amount.cents + deltaCents };
  }
  const { start, end } = edit.period;
  const date = edit.today > start && edit.today <= end ? edit.today : start;
  return { kind: "createOneOff", amountCents: deltaCents, date };
}

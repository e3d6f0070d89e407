import { type Cents, grownAmount, withVat } from "../money";
import type { IsoDate } from "../periods";
import {
  addMonthsClamped,
  type CivilDate,
  civilOf,
  civilOfEpochDay,
  type EpochDay,
  epochDayOf,
  epochDayOfCivil,
  isoDateOfEpochDay,
  wholeYearsBetween,
} from "./calendar";
import type { CashFlowSeries, Frequency } from "./cashFlowSeries";
import { cashFlowSeriesProblems } from "./cashFlowSeriesProblems";
import { applyPaymentTerms, monthlyCashPlacement, type PaymentTerms, placeMonthlyCash } from "./paymentTerms";

/** One forecast cash movement of a series. */
export interface Occurrence {
  seriesId: string;
  categoryId: string;
  /** 0 for the first occurrence of the series. */
  index: number;
  /** When the flow is due, before the payment delay. */
  accrualDate: IsoDate;
  /**
   * When the cash moves: the accrual date moved by the payment terms (for a series repeating by calendar
   * months, in commercial months of 30 days, so that it pays once a period: see `monthlyCashPlacement`).
   */
  date: IsoDate;
  cents: Cents;
}

/** The same occurrence in epoch days, for the dashboard's loops. */
export interface RawOccurrence {
  index: number;
  accrualDay: EpochDay;
  cashDay: EpochDay;
  cents: Cents;
}

/** Months between occurrences for the calendar frequencies. */
const MONTH_STEP: Partial<Record<Frequency, number>> = {
  monthly: 1,
  quarterly: 3,
  "half-yearly": 6,
  yearly: 12,
};

/**
 * The amount of a formula series for an accrual date (in cents, before VAT), or `undefined` to skip
 * that occurrence (the formula has no value for it).
 */
export type FormulaAmount = (accrualDay: EpochDay, accrualDate: CivilDate) => Cents | undefined;

/** Throws a RangeError naming the faulty fields when the series cannot be expanded. */
export function assertExpandable(series: CashFlowSeries): void {
  const problems = cashFlowSeriesProblems(series);
  if (problems.length > 0) {
    const list = problems.map((problem) => `${problem.field} ${problem.code}`).join(", ");
    throw new RangeError(`series ${series.id}: ${list}`);
  }
}

/** The payment terms of a series (its delay in days, "fin de mois", the day of the next month). */
export function paymentTermsOf(series: CashFlowSeries): PaymentTerms {
  const endOfMonth = series.paymentEndOfMonth ?? false;
  return {
    days: series.paymentDelayDays ?? 0,
    endOfMonth,
    dayOfMonth: endOfMonth ? (series.paymentDayOfMonth ?? null) : null,
  };
}

/**
 * Calls `visit` for each occurrence whose cash date falls between `fromDay` and `toDay` (included),
 * in date order. Counts (`count`) are taken from the start of the series, not of the window.
 */
export function visitOccurrences(
  series: CashFlowSeries,
  fromDay: EpochDay,
  toDay: EpochDay,
  visit: (occurrence: RawOccurrence) => void,
  formulaAmount?: FormulaAmount,
): void {
  assertExpandable(series);
  const start = civilOf(series.start);
  const startDay = epochDayOfCivil(start);
  const endDay = series.end == null ? Number.POSITIVE_INFINITY : epochDayOf(series.end);
  const count = series.count ?? Number.POSITIVE_INFINITY;
  const terms = paymentTermsOf(series);
  const plainDelay = !terms.endOfMonth;
  const growth = series.growthRate ?? 0;
  const vat = series.vatRate ?? 0;
  const monthStep = MONTH_STEP[series.frequency];
  // A calendar-month series pays on the same day of a month the same distance away each time.
  const placement = monthStep === undefined ? undefined : monthlyCashPlacement(terms, start.day);
  let cachedSteps = -1;
  let cachedCents: Cents = 0;

  for (let index = 0; index < count; index += 1) {
    if (series.frequency === "once" && index > 0) return;
    let accrual: CivilDate;
    let accrualDay: EpochDay;
    let growthSteps: number;
    if (monthStep !== undefined) {
      accrual = addMonthsClamped(start, index * monthStep);
      accrualDay = epochDayOfCivil(accrual);
      growthSteps = Math.floor((index * monthStep) / 12);
    } else {
      accrualDay = startDay + (series.frequency === "weekly" ? index * 7 : 0);
      accrual = civilOfEpochDay(accrualDay);
      growthSteps = wholeYearsBetween(start, accrual);
    }
    if (accrualDay > endDay) return;
    const cashDay =
      placement !== undefined
        ? epochDayOfCivil(placeMonthlyCash(accrual, placement))
        : plainDelay
          ? accrualDay + terms.days
          : epochDayOfCivil(applyPaymentTerms(terms, accrual));
    if (cashDay > toDay) return;
    if (cashDay < fromDay) continue;
    let cents: Cents | undefined;
    if (series.amount.kind === "fixed") {
      // The amount only changes at each anniversary: compute it (exactly, on bigints) once a year.
      if (growthSteps !== cachedSteps) {
        cachedSteps = growthSteps;
        cachedCents = grownAmount(series.amount.cents, growth, growthSteps, vat);
      }
      cents = cachedCents;
    } else {
      const excludingVat = formulaAmount?.(accrualDay, accrual);
      cents = excludingVat === undefined ? undefined : withVat(excludingVat, vat);
    }
    if (cents !== undefined) visit({ index, accrualDay, cashDay, cents });
  }
}

/**
 * The occurrences of a series whose cash date falls in [from, to], both included, for previews and the
 * series detail. A formula series needs `formulaAmount`; without it, its occurrences are left out.
 */
export function expandSeries(
  series: CashFlowSeries,
  from: IsoDate,
  to: IsoDate,
  formulaAmount?: FormulaAmount,
): Occurrence[] {
  const occurrences: Occurrence[] = [];
  visitOccurrences(
    series,
    epochDayOf(from),
    epochDayOf(to),
    (raw) =>
      occurrences.push({
        seriesId: series.id,
        categoryId: series.categoryId,
        index: raw.index,
        accrualDate: isoDateOfEpochDay(raw.accrualDay),
        date: isoDateOfEpochDay(raw.cashDay),
        cents: raw.cents,
      }),
    formulaAmount,
  );
  return occurrences;
}

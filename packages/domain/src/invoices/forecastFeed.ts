import { epochDayOf, isoDateOfEpochDay } from "../forecast/calendar";
import type { PendingItem } from "../forecast/dashboardInput";
import { invoiceExpectedDate, type PaymentDelayWindow } from "../forecast/pendingItems";
import type { Cents } from "../money";
import type { IsoDate } from "../periods";
import { etsLeftCents } from "./expectedPayments";

/**
 * What invoices and checks give the forecast (DESIGN §6): one pending item per ETS, for the amount left
 * of it (a partly paid ETS counts what is left, a fully matched one nothing), at the date its money is
 * expected. The engine moves a late one to the current period. Nothing is counted twice: an ETS is one
 * item, and the matched part of it is in the actuals through its bank transactions.
 */

/** An ETS of an invoice (open, partly paid or engaged) or of a pending check, as the forecast needs it. */
export interface ForecastEts {
  id: string;
  /** Invoice ETS follow the payment delay rules; check ETS come at the check's expected cash date. */
  source: "invoice" | "check";
  categoryId: string | null;
  /** Signed as the money moves. */
  amountCents: Cents;
  matchedCents: Cents;
  /** The instalment's due date, or the check's expected cash date. */
  expectedDate: IsoDate;
  /** normalizeLabel of the counterparty: the key of its learned payment delay. */
  normalizedCounterparty: string;
}

/** How the expected date of an invoice ETS is set. */
export interface ExpectedDateRules {
  /** The category's payment delay window (editCategoryDetails), or null. */
  windowOf: (categoryId: string | null) => PaymentDelayWindow | null | undefined;
  /** The counterparty's learned delay in days, when learned delays are on and it has one. */
  learnedDelayOf: (normalizedCounterparty: string) => number | undefined;
}

/**
 * When the money of an invoice ETS is expected: its due date plus the counterparty's learned delay when
 * there is one (it says more about this customer than the category does), else the category's window
 * (the prudent end of it), else the due date.
 */
export function etsForecastDate(ets: ForecastEts, rules: ExpectedDateRules): IsoDate {
  if (ets.source === "check") return ets.expectedDate;
  const learned = rules.learnedDelayOf(ets.normalizedCounterparty);
  if (learned !== undefined) return isoDateOfEpochDay(epochDayOf(ets.expectedDate) + learned);
  return invoiceExpectedDate(ets.expectedDate, ets.amountCents, rules.windowOf(ets.categoryId));
}

/** The engine's pending items: one per ETS (ids `ets:<id>`), matched when nothing is left. */
export function pendingItemsOfEts(list: readonly ForecastEts[], rules: ExpectedDateRules): PendingItem[] {
  return list.map((ets) => {
    const left = etsLeftCents(ets.amountCents, ets.matchedCents);
    return {
      kind: ets.source,
      id: `ets:${ets.id}`,
      categoryId: ets.categoryId,
      cents: left,
      expectedDate: etsForecastDate(ets, rules),
      matched: left === 0,
    };
  });
}

/** A fully paid invoice ETS: when it was due and when its (last) payment came. */
export interface PaymentSample {
  normalizedCounterparty: string;
  dueDate: IsoDate;
  paidOn: IsoDate;
}

/** Fewer samples than this say nothing about a customer's habit. */
export const MIN_DELAY_SAMPLES = 2;
/** Learned delays are kept within these bounds (days after the due date; early payers are negative). */
export const LEARNED_DELAY_BOUNDS = { min: -60, max: 180 } as const;

/**
 * Each counterparty's payment delay learned from its paid instalments: the median of (paid on − due) in
 * days, rounded, bounded; only for counterparties with at least MIN_DELAY_SAMPLES samples. The median
 * keeps one very late payment from moving every forecast.
 */
export function learnPaymentDelays(samples: readonly PaymentSample[]): Map<string, number> {
  const gaps = new Map<string, number[]>();
  for (const sample of samples) {
    if (!sample.normalizedCounterparty) continue;
    const gap = epochDayOf(sample.paidOn) - epochDayOf(sample.dueDate);
    const list = gaps.get(sample.normalizedCounterparty);
    if (list) list.push(gap);
    else gaps.set(sample.normalizedCounterparty, [gap]);
  }
  const delays = new Map<string, number>();
  for (const [counterparty, list] of gaps) {
    if (list.length < MIN_DELAY_SAMPLES) continue;
    list.sort((a, b) => a - b);
    const middle = list.length >> 1;
    const median =
      list.length % 2 === 1
        ? (list[middle] as number)
        : ((list[middle - 1] as number) + (list[middle] as number)) / 2;
    delays.set(
      counterparty,
      Math.min(LEARNED_DELAY_BOUNDS.max, Math.max(LEARNED_DELAY_BOUNDS.min, Math.round(median))),
    );
  }
  return delays;
}

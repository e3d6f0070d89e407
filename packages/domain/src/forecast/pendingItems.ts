import type { Cents } from "../money";
import type { IsoDate } from "../periods";
import { addMonthsClamped, civilOf, epochDayOf, epochDayOfCivil, isoDateOfEpochDay } from "./calendar";
import type { PendingItem } from "./dashboardInput";

/** Unit of a bound of a category's payment delay window (editCategoryDetails). */
export type DelayUnit = "day" | "week" | "month";

/** One bound of the window: a whole number of days, weeks or months. */
export interface DelayBound {
  value: number;
  unit: DelayUnit;
}

/**
 * How late the invoices of a category are paid after their due date, from `from` to `to`
 * (editCategoryDetails' invoice-frequency from/to values with units).
 */
export interface PaymentDelayWindow {
  from: DelayBound;
  to: DelayBound;
}

/** The date itself, once checked to be a real YYYY-MM-DD date (RangeError otherwise). */
function checkedDate(date: IsoDate): IsoDate {
  civilOf(date);
  return date;
}

/** `date` moved later by one bound; a month later keeps the day, or the month's last day (31 Jan + 1 month = 28 Feb). */
export function shiftByDelay(date: IsoDate, bound: DelayBound): IsoDate {
  if (!Number.isInteger(bound.value) || bound.value < 0) {
    throw new RangeError(`A payment delay is a whole number of ${bound.unit}s, not ${bound.value}`);
  }
  if (bound.unit === "month") {
    return isoDateOfEpochDay(epochDayOfCivil(addMonthsClamped(civilOf(date), bound.value)));
  }
  const days = bound.unit === "week" ? bound.value * 7 : bound.value;
  return isoDateOfEpochDay(epochDayOf(date) + days);
}

/**
 * When the money of an unpaid invoice is expected: its due date moved by its category's payment delay
 * window. The window is a range; the forecast needs one date, and takes the prudent one, as a treasurer
 * plans: money coming in at the late end of the window, money going out at the early end (so the forecast
 * never shows cash sooner than the window allows, nor a payment later). Without a window, the due date.
 */
export function invoiceExpectedDate(
  dueDate: IsoDate,
  cents: Cents,
  window: PaymentDelayWindow | null | undefined,
): IsoDate {
  if (!window) return checkedDate(dueDate);
  const first = shiftByDelay(dueDate, window.from);
  const second = shiftByDelay(dueDate, window.to);
  // A window typed the wrong way round (from after to) still means the same range.
  const [early, late] = first <= second ? [first, second] : [second, first];
  return cents >= 0 ? late : early;
}

/** An invoice as the forecast needs it: a customer invoice positive, a supplier invoice negative. */
export interface OpenInvoice {
  id: string;
  categoryId: string | null;
  /** Left to pay, signed. */
  cents: Cents;
  dueDate: IsoDate;
  /** Paid: matched to a bank transaction (ETS), whose money is in the actuals. */
  matched: boolean;
}

/** A check as the forecast needs it: received positive, issued negative. */
export interface OpenCheck {
  id: string;
  categoryId: string | null;
  cents: Cents;
  /** When it is expected on the account (cashed). */
  cashDate: IsoDate;
  /** Cashed: matched to a bank transaction. */
  matched: boolean;
}

/**
 * The engine's pending items (DESIGN §6) from a company's invoices and checks: invoices at their expected
 * date from `windowOf(categoryId)`, checks at their cash date. Matched ones are kept (the engine leaves
 * them out), so that one list says what was considered.
 */
export function pendingItemsOf(
  invoices: readonly OpenInvoice[],
  checks: readonly OpenCheck[],
  windowOf: (categoryId: string | null) => PaymentDelayWindow | null | undefined,
): PendingItem[] {
  return [
    ...invoices.map(
      (invoice): PendingItem => ({
        kind: "invoice",
        id: invoice.id,
        categoryId: invoice.categoryId,
        cents: invoice.cents,
        expectedDate: invoiceExpectedDate(invoice.dueDate, invoice.cents, windowOf(invoice.categoryId)),
        matched: invoice.matched,
      }),
    ),
    ...checks.map(
      (check): PendingItem => ({
        kind: "check",
        id: check.id,
        categoryId: check.categoryId,
        cents: check.cents,
        expectedDate: checkedDate(check.cashDate),
        matched: check.matched,
      }),
    ),
  ];
}

import { addDays, addMonths, addWeeks } from "date-fns";
import { fromLocalDate, type IsoDate, isIsoDate, toLocalDate } from "../periods/isoDate";

/** A payment delay counted from the invoice's issue date: "30 days", "2 months". */
export interface PaymentDelay {
  value: number;
  unit: "day" | "week" | "month";
}

/** Which rule gave an invoice its expected payment date (the screen says it in words). */
export type ExpectedDateRule =
  /** The invoice states its due date (BT-9). */
  | "invoiceDueDate"
  /** The counterparty's known terms (its learned payment delay, or terms typed for it). */
  | "counterpartyTerms"
  /** The window of the invoice's category (its invoice-frequency "to" bound). */
  | "categoryWindow"
  /** Nothing known: the issue date itself (due on receipt). */
  | "issueDate";

/** What is known about when an invoice will be paid. */
export interface ExpectedDateInput {
  /** The invoice's issue date (BT-2). */
  issueDate: IsoDate;
  /** The due date the invoice states (BT-9), or null (a MINIMUM-profile Factur-X never states one). */
  dueDate: IsoDate | null;
  /** The counterparty's known payment delay, or null when none is known. */
  counterpartyDelay: PaymentDelay | null;
  /** The category's invoice window (from/to delays after the issue date), or null when it has none. */
  categoryWindow: { from: PaymentDelay; to: PaymentDelay } | null;
}

/** An expected payment date and the rule that gave it. */
export interface ExpectedDate {
  date: IsoDate;
  rule: ExpectedDateRule;
}

/** The issue date moved by a delay; months keep the day, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addPaymentDelay(date: IsoDate, delay: PaymentDelay): IsoDate {
  if (!Number.isSafeInteger(delay.value) || delay.value < 0) {
    throw new RangeError(`A payment delay is a whole number ≥ 0, got ${delay.value}`);
  }
  const start = toLocalDate(date);
  const moved =
    delay.unit === "day"
      ? addDays(start, delay.value)
      : delay.unit === "week"
        ? addWeeks(start, delay.value)
        : addMonths(start, delay.value);
  return fromLocalDate(moved);
}

/**
 * When an invoice is expected to be paid, and why: its own due date (BT-9) when it states one, else the
 * issue date plus the counterparty's known delay, else the issue date plus the end ("to") of its
 * category's invoice window, else the issue date itself. A due date before the issue date is still the
 * invoice's word (a back-dated invoice): it is kept, the forecast moves late items to the current period.
 */
export function expectedPaymentDate(input: ExpectedDateInput): ExpectedDate {
  if (!isIsoDate(input.issueDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${input.issueDate}`);
  if (input.dueDate !== null) {
    if (!isIsoDate(input.dueDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${input.dueDate}`);
    return { date: input.dueDate, rule: "invoiceDueDate" };
  }
  if (input.counterpartyDelay !== null) {
    return { date: addPaymentDelay(input.issueDate, input.counterpartyDelay), rule: "counterpartyTerms" };
  }
  if (input.categoryWindow !== null) {
    return { date: addPaymentDelay(input.issueDate, input.categoryWindow.to), rule: "categoryWindow" };
  }
  return { date: input.issueDate, rule: "issueDate" };
}

import { isCents } from "../money";
import { civilOf } from "./calendar";
import { type CashFlowSeries, FREQUENCIES } from "./cashFlowSeries";
import { arePaymentTermsValid } from "./paymentTerms";

/** Why a cash-flow series cannot be saved or expanded. */
export type SeriesProblemCode =
  | "invalidDate"
  | "endBeforeStart"
  | "invalidCount"
  | "invalidPaymentDelay"
  | "invalidAmount"
  | "emptyFormula"
  | "invalidRate"
  | "invalidFrequency";

export interface SeriesProblem {
  field:
    | "start"
    | "end"
    | "count"
    | "paymentDelayDays"
    | "paymentDayOfMonth"
    | "amount"
    | "growthRate"
    | "vatRate"
    | "frequency";
  code: SeriesProblemCode;
}

/** Payment delays are capped at ten years either way: beyond, it is a typing error, not a delay. */
export const MAX_PAYMENT_DELAY_DAYS = 3660;

function isDate(value: string): boolean {
  try {
    civilOf(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every problem of a series, by field, so that the server refuses it with the field path (and the same
 * rules apply wherever a series is created, edited or imported). An empty list means it can be expanded.
 * A formula's own syntax is checked by `parseFormula`, which gives the position of the error.
 */
export function cashFlowSeriesProblems(series: CashFlowSeries): SeriesProblem[] {
  const problems: SeriesProblem[] = [];
  if (!(FREQUENCIES as readonly string[]).includes(series.frequency)) {
    problems.push({ field: "frequency", code: "invalidFrequency" });
  }
  const startValid = isDate(series.start);
  if (!startValid) problems.push({ field: "start", code: "invalidDate" });
  if (series.end != null) {
    if (!isDate(series.end)) problems.push({ field: "end", code: "invalidDate" });
    else if (startValid && series.end < series.start) problems.push({ field: "end", code: "endBeforeStart" });
  }
  if (series.count != null && (!Number.isSafeInteger(series.count) || series.count < 1)) {
    problems.push({ field: "count", code: "invalidCount" });
  }
  const delay = series.paymentDelayDays ?? 0;
  if (!Number.isSafeInteger(delay) || Math.abs(delay) > MAX_PAYMENT_DELAY_DAYS) {
    problems.push({ field: "paymentDelayDays", code: "invalidPaymentDelay" });
  }
  const dayOfMonth = series.paymentDayOfMonth ?? null;
  if (
    dayOfMonth !== null &&
    !arePaymentTermsValid({ days: 0, endOfMonth: series.paymentEndOfMonth ?? false, dayOfMonth })
  ) {
    problems.push({ field: "paymentDayOfMonth", code: "invalidPaymentDelay" });
  }
  if (series.amount.kind === "fixed" && !isCents(series.amount.cents)) {
    problems.push({ field: "amount", code: "invalidAmount" });
  }
  if (series.amount.kind === "formula" && series.amount.formula.trim() === "") {
    problems.push({ field: "amount", code: "emptyFormula" });
  }
  for (const field of ["growthRate", "vatRate"] as const) {
    const rate = series[field];
    if (rate != null && (!Number.isSafeInteger(rate) || rate <= -10_000 || rate > 1_000_000)) {
      problems.push({ field, code: "invalidRate" });
    }
  }
  return problems;
}

import type { Cents } from "../money";

/** Where a period stands against today. */
export type PeriodTense = "past" | "current" | "future";

/**
 * What the forecast still adds in the current period: the part of the forecast not yet reached by the
 * actual, in the forecast's direction only. Forecast -3 000 € of wages with -1 000 € paid so far leaves
 * -2 000 €; with -3 500 € paid, nothing remains (an overspend is never turned into a refund).
 */
export function remainingForecast(actual: Cents, forecast: Cents): Cents {
  const remaining = forecast - actual;
  if (forecast > 0) return remaining > 0 ? remaining : 0;
  if (forecast < 0) return remaining < 0 ? remaining : 0;
  return 0;
}

/**
 * The value a dashboard cell shows (DESIGN §6): the actual in a past period, the forecast in a future one,
 * and in the current period the actual plus what remains of the forecast in the same direction.
 */
export function shownValue(tense: PeriodTense, actual: Cents, forecast: Cents): Cents {
  if (tense === "past") return actual;
  if (tense === "future") return forecast;
  return actual + remainingForecast(actual, forecast);
}

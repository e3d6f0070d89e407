/**
 * How a change to a series is kept in a scenario (spec 000 §5, scenarios): a series the scenario owns
 * (the base's own, or one the scenario added) changes in place; a base series seen from another scenario
 * changes as that scenario's one change event on it, whose patch gathers every change made there; a
 * series of a third scenario cannot be changed from this one.
 */

/** Where a change to a series goes. */
export type ScenarioSeriesTarget = "ownSeries" | "scenarioEvent" | "otherScenario";

/** Where a change (or removal) of a series of `seriesScenarioId` made in `scenarioId` goes. */
export function scenarioSeriesTarget(
  seriesScenarioId: number,
  scenarioId: number,
  baseScenarioId: number,
): ScenarioSeriesTarget {
  if (seriesScenarioId === scenarioId) return "ownSeries";
  return seriesScenarioId === baseScenarioId ? "scenarioEvent" : "otherScenario";
}

/** A series patch: only the fields it changes (`amount_cents` and `formula` exclude each other). */
export interface SeriesPatch {
  readonly amount_cents?: number | null | undefined;
  readonly formula?: string | null | undefined;
}

/**
 * The scenario's patch after `fields` are changed on top of `existing`: later fields win, and a series
 * is a fixed amount or a formula, never both: setting one drops the other from the patch (else an old
 * formula would still win over a newly typed amount).
 */
export function mergeSeriesPatch<P extends SeriesPatch>(existing: P | null | undefined, fields: P): P {
  const merged: { -readonly [K in keyof SeriesPatch]: SeriesPatch[K] } = { ...(existing ?? {}), ...fields };
  if (fields.amount_cents !== undefined && fields.amount_cents !== null && fields.formula === undefined)
    merged.formula = null;
  if (fields.formula !== undefined && fields.formula !== null && fields.amount_cents === undefined)
    merged.amount_cents = null;
  return merged as P;
}

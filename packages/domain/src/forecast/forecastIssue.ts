import type { FormulaErrorCode, FormulaSyntaxError } from "../formula";

/**
 * Something in the forecast data that the dashboard had to leave out; the dashboard is still computed,
 * and the screen can say which series or event is at fault and why.
 */
export type ForecastIssue =
  /** The series cannot be expanded (end before start, count below 1...); `detail` says which field. */
  | { code: "invalidSeries"; seriesId: string; detail: string }
  /** The series' category does not exist (any more). */
  | { code: "unknownCategory"; seriesId: string; categoryId: string }
  | { code: "formulaSyntax"; seriesId: string; error: FormulaSyntaxError }
  /** Formula series that depend on each other's categories in a loop; `cycle` lists their ids. */
  | { code: "formulaCycle"; seriesId: string; cycle: string[] }
  /** A formula series may not use begin, income, expense, variation or end: they depend on every series. */
  | { code: "formulaSystemValue"; seriesId: string }
  /** The formula uses a category fed by a formula series that is itself in error. */
  | { code: "formulaBrokenDependency"; seriesId: string }
  /** The formula gives an error value for a period (division by zero...): that occurrence is left out. */
  | { code: "formulaValue"; seriesId: string; periodKey: string; error: FormulaErrorCode }
  /** A scenario event changes or removes a series that no longer exists. */
  | { code: "staleEvent"; scenarioId: string; eventId: string; seriesId: string };

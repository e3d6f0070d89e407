/**
 * The forecast engine (DESIGN §6), pure and synchronous:
 * - `expandSeries` / `visitOccurrences`: the occurrences of a cash-flow series (six frequencies, end or
 *   count, month-end anchors, yearly growth, VAT, payment delay, formula amounts);
 * - `scenarioSeries`: a scenario's series, as events over the base;
 * - `computeDashboard`: actual / forecast / shown per category row and period, balances, thresholds,
 *   backups, for several scenarios at once, from plain data the server aggregates in SQL;
 * - `dashboardFormulaContext`: what report indicators and formula previews read from a dashboard.
 * Money is integer cents throughout (see `money`).
 */
export {
  addMonthsClamped,
  type CivilDate,
  civilOf,
  civilOfEpochDay,
  daysInMonth,
  type EpochDay,
  epochDayOf,
  isoDateOfEpochDay,
} from "./calendar";
export {
  type CashFlowSeries,
  type CashFlowSeriesPatch,
  FREQUENCIES,
  type Frequency,
  type SeriesAmount,
} from "./cashFlowSeries";
export {
  cashFlowSeriesProblems,
  MAX_PAYMENT_DELAY_DAYS,
  type SeriesProblem,
  type SeriesProblemCode,
} from "./cashFlowSeriesProblems";
export {
  backupOf,
  computeDashboard,
  type Dashboard,
  type DashboardRow,
  type DashboardTotals,
  type ScenarioDashboard,
} from "./computeDashboard";
export { dashboardFormulaContext } from "./dashboardFormulaContext";
export {
  type ActualTotal,
  type BackupCell,
  type CategoryKind,
  type DashboardAccount,
  type DashboardCategory,
  type DashboardInput,
  type PendingItem,
  UNCATEGORISED_EXPENSE_ID,
  UNCATEGORISED_INCOME_ID,
} from "./dashboardInput";
export {
  assertExpandable,
  expandSeries,
  type FormulaAmount,
  type Occurrence,
  paymentTermsOf,
} from "./expandSeries";
export {
  amountExcludingVat,
  type CellEdit,
  type CellEditPlan,
  dayBefore,
  planCellEdit,
  type RecurringChoice,
  SERIES_ORIGINS,
  type SeriesCopy,
  type SeriesInCell,
  type SeriesOrigin,
} from "./forecastCellEdit";
export type { ForecastIssue } from "./forecastIssue";
export {
  applyPaymentTerms,
  arePaymentTermsValid,
  CASH_TERMS,
  formatPaymentTerms,
  MAX_PAYMENT_TERMS_DAYS,
  type MonthlyCashPlacement,
  monthlyCashPlacement,
  type PaymentTerms,
  parsePaymentTerms,
  placeMonthlyCash,
} from "./paymentTerms";
export {
  type DelayBound,
  type DelayUnit,
  invoiceExpectedDate,
  type OpenCheck,
  type OpenInvoice,
  type PaymentDelayWindow,
  pendingItemsOf,
  shiftByDelay,
} from "./pendingItems";
export {
  mergeSeriesPatch,
  type ScenarioSeriesTarget,
  type SeriesPatch,
  scenarioSeriesTarget,
} from "./scenarioChanges";
export {
  type Scenario,
  type ScenarioChange,
  type ScenarioEvent,
  type StaleEvent,
  scenarioSeries,
  withoutGroup,
} from "./scenarios";
export { type PeriodTense, remainingForecast, shownValue } from "./shownValue";

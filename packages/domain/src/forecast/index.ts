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
  backupOf,
  computeDashboard,
  type Dashboard,
  type DashboardRow,
  type DashboardTotals,
  type ScenarioDashboard,
} from "./computeDashboard";
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
export { assertExpandable, expandSeries, type FormulaAmount, type Occurrence } from "./expandSeries";
export type { ForecastIssue } from "./forecastIssue";
export {
  type Scenario,
  type ScenarioChange,
  type ScenarioEvent,
  type StaleEvent,
  scenarioSeries,
  withoutGroup,
} from "./scenarios";
export { type PeriodTense, remainingForecast, shownValue } from "./shownValue";

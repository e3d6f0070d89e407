/**
 * The shape of getDashboardChartData's answer that the screen reads (packages/api contract
 * `dashboardChartDataSchema`). Declared structurally here so that the table and chart models are pure
 * functions testable without the API; the hook in useDashboardData checks that the contract's output
 * is assignable to it.
 */

export interface DashboardPeriod {
  key: string;
  start: string;
  end: string;
  tense: "past" | "current" | "future";
}

export interface DashboardCategoryRow {
  id: string;
  name: string;
  parent_id: string | null;
  depth: number;
  kind: "income" | "expense";
  in_income_or_expense: boolean;
  is_uncategorised: boolean;
}

/** One row's figures in one scenario; amounts are signed integer cents (expense negative). */
export interface DashboardRowValues {
  id: string;
  actual: readonly number[];
  forecast: readonly number[];
  shown: readonly number[];
  variance: readonly number[];
  /** The compared backup's forecast (actual vs expected); null without a backup. */
  expected?: readonly number[] | null;
}

export interface DashboardTotals {
  income: readonly number[];
  expense: readonly number[];
  outside_income_and_expense: readonly number[];
  variation: readonly number[];
  begin: readonly number[];
  end: readonly number[];
}

export interface DashboardScenarioFigures {
  scenario_id: number;
  rows: readonly DashboardRowValues[];
  totals: DashboardTotals;
  threshold_period_keys: readonly string[];
  issues: readonly unknown[];
}

export interface DashboardData {
  today: string;
  granularity: "month" | "week";
  currency: string;
  periods: readonly DashboardPeriod[];
  current_period_index: number;
  rows: readonly DashboardCategoryRow[];
  threshold_cents: number | null;
  /** The backup the `expected` figures come from; null without one. */
  backup_id: number | null;
  /** Totals and balances of the actuals alone, for the actual mode (no forecast in any balance). */
  actual_totals: DashboardTotals;
  scenarios: readonly DashboardScenarioFigures[];
}

/**
 * The data of a cash-flow chart and the pure work done on it before drawing: one row per period
 * holding the base scenario's flows and every scenario's end balance, and the runs of periods whose
 * end balance falls below the threshold (DESIGN §6: "the threshold marks every period whose end falls
 * below it").
 */

/** Past periods show actual figures, future ones forecast; the current one mixes both (DESIGN §6). */
export type PeriodStatus = "actual" | "current" | "forecast";

/** One period of one scenario. Amounts are integer cents; expense is positive (money going out). */
export interface CashFlowPeriod {
  /** "2026-03" for a month, "2026-03-02" for a week starting that day. */
  key: string;
  /** How the period reads; derived from the key in the chart's locale when absent. */
  label?: string | undefined;
  status: PeriodStatus;
  /** Shown income: actual for past periods, forecast for future ones. */
  income: number;
  /** Shown expense (positive). */
  expense: number;
  /** Forecast income kept for comparison in past and current periods (tooltip variance). */
  forecastIncome?: number | undefined;
  /** Forecast expense kept for comparison in past and current periods. */
  forecastExpense?: number | undefined;
  endBalance: number;
}

/** A scenario's periods. The first scenario given to the chart is the base one. */
export interface CashFlowScenario {
  id: string;
  name: string;
  periods: readonly CashFlowPeriod[];
}

/** One drawn row: the base scenario's period and each scenario's end balance by scenario index. */
export interface CashFlowRow {
  key: string;
  label: string;
  status: PeriodStatus;
  income: number;
  expense: number;
  /**
   * The bars, one series per look: actual (and current) periods solid, forecast periods light. Each
   * holds the period's value or null; expenses are negative, drawn below the axis. Four plain series
   * draw much faster than two series styled bar by bar.
   */
  incomeActualBar: number | null;
  incomeForecastBar: number | null;
  expenseActualBar: number | null;
  expenseForecastBar: number | null;
  forecastIncome: number | undefined;
  forecastExpense: number | undefined;
  /** End balance of the base scenario on actual and current periods (solid line). */
  actualBalance: number | null;
  /** End balance of the base scenario on the current and forecast periods (dashed line). */
  forecastBalance: number | null;
  endBalance: number;
  belowThreshold: boolean;
  /** End balance per scenario index (0 is the base scenario); null where a scenario has no period. */
  scenarioBalances: Array<number | null>;
}

/** Builds the drawn rows from the scenarios (periods of the base scenario give the x axis). */
export function buildCashFlowRows(
  scenarios: readonly CashFlowScenario[],
  labelOf: (key: string) => string,
  threshold: number | undefined,
): CashFlowRow[] {
  const [base] = scenarios;
  if (!base) return [];
  const balancesByScenario = scenarios.map(
    (scenario) => new Map(scenario.periods.map((period) => [period.key, period.endBalance])),
  );
  return base.periods.map((period) => ({
    key: period.key,
    label: period.label ?? labelOf(period.key),
    status: period.status,
    income: period.income,
    expense: period.expense,
    incomeActualBar: period.status === "forecast" ? null : period.income,
    incomeForecastBar: period.status === "forecast" ? period.income : null,
    expenseActualBar: period.status === "forecast" ? null : -period.expense,
    expenseForecastBar: period.status === "forecast" ? -period.expense : null,
    forecastIncome: period.forecastIncome,
    forecastExpense: period.forecastExpense,
    actualBalance: period.status === "forecast" ? null : period.endBalance,
    forecastBalance: period.status === "actual" ? null : period.endBalance,
    endBalance: period.endBalance,
    belowThreshold: threshold !== undefined && period.endBalance < threshold,
    scenarioBalances: balancesByScenario.map((balances) => balances.get(period.key) ?? null),
  }));
}

/** A run of consecutive periods below the threshold: drawn as one highlighted band. */
export interface PeriodRun {
  firstKey: string;
  lastKey: string;
}

/** The runs of consecutive rows whose end balance is below the threshold. */
export function belowThresholdRuns(rows: readonly CashFlowRow[]): PeriodRun[] {
  const runs: PeriodRun[] = [];
  let current: PeriodRun | undefined;
  for (const row of rows) {
    if (!row.belowThreshold) {
      current = undefined;
      continue;
    }
    if (current) current.lastKey = row.key;
    else {
      current = { firstKey: row.key, lastKey: row.key };
      runs.push(current);
    }
  }
  return runs;
}

/** Actual, forecast and variance (actual − forecast) of a flow in one period; undefined parts are unknown. */
export interface FlowComparison {
  actual: number | undefined;
  forecast: number | undefined;
  variance: number | undefined;
}

/**
 * A flow with the sign the dashboard's table gives it (one convention on every screen and in the chart's
 * data table and tooltip): income positive, expense negative. The chart's rows hold expense positive only
 * to draw it.
 */
export function signedFlow(flow: "income" | "expense", amount: number): number;
export function signedFlow(flow: "income" | "expense", amount: number | undefined): number | undefined;
export function signedFlow(flow: "income" | "expense", amount: number | undefined): number | undefined {
  if (amount === undefined) return undefined;
  return flow === "expense" ? 0 - amount : amount;
}

/**
 * Compares actual and forecast of income or expense for the tooltip and the table, signed as the
 * dashboard's table (expense negative; the variance is actual − forecast, as its variance mode).
 */
export function compareFlow(row: CashFlowRow, flow: "income" | "expense"): FlowComparison {
  const shown = signedFlow(flow, flow === "income" ? row.income : row.expense);
  const kept = signedFlow(flow, flow === "income" ? row.forecastIncome : row.forecastExpense);
  if (row.status === "forecast") return { actual: undefined, forecast: shown, variance: undefined };
  return { actual: shown, forecast: kept, variance: kept === undefined ? undefined : shown - kept };
}

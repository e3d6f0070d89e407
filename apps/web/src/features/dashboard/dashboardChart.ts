/**
 * The dashboard data as CashFlowChart draws it: the shown scenario first (its bars and balance), then
 * the compared scenarios (their balances overlaid). The chart wants expense as a positive amount.
 */
import type { CashFlowScenario, PeriodStatus } from "@trezo/charts";
import type { DashboardData, DashboardPeriod } from "./dashboardData";

const STATUS: Record<DashboardPeriod["tense"], PeriodStatus> = {
  past: "actual",
  current: "current",
  future: "forecast",
};

/** Sums the forecast of the root categories in income or expense, per period. */
function forecastTotals(data: DashboardData, scenarioIndex: number, kind: "income" | "expense"): number[] {
  const figures = data.scenarios[scenarioIndex];
  const sums = data.periods.map(() => 0);
  if (!figures) return sums;
  const byId = new Map(figures.rows.map((row) => [row.id, row]));
  for (const row of data.rows) {
    if (row.depth !== 0 || !row.in_income_or_expense || row.kind !== kind) continue;
    const forecast = byId.get(row.id)?.forecast ?? [];
    for (let index = 0; index < sums.length; index++)
      sums[index] = (sums[index] ?? 0) + (forecast[index] ?? 0);
  }
  return sums;
}

/**
 * One chart scenario per scenario of the data, in `order` (the shown scenario first); `nameOf` names
 * them, `labelOf` labels the periods.
 */
export function chartScenarios(
  data: DashboardData,
  order: readonly number[],
  nameOf: (scenarioId: number) => string,
  labelOf: (period: DashboardPeriod) => string,
): CashFlowScenario[] {
  return order.flatMap((scenarioId) => {
    const index = data.scenarios.findIndex((figures) => figures.scenario_id === scenarioId);
    const figures = data.scenarios[index];
    if (!figures) return [];
    const forecastIncome = forecastTotals(data, index, "income");
    const forecastExpense = forecastTotals(data, index, "expense");
    return [
      {
        id: String(scenarioId),
        name: nameOf(scenarioId),
        periods: data.periods.map((period, periodIndex) => ({
          key: period.key,
          label: labelOf(period),
          status: STATUS[period.tense],
          income: figures.totals.income[periodIndex] ?? 0,
          expense: -(figures.totals.expense[periodIndex] ?? 0),
          forecastIncome: forecastIncome[periodIndex] ?? 0,
          forecastExpense: -(forecastExpense[periodIndex] ?? 0),
          endBalance: figures.totals.end[periodIndex] ?? 0,
        })),
      },
    ];
  });
}

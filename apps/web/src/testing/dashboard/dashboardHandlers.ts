/**
 * Fake server answers shared by the dashboard's and the series editor's Chromium tests: the computed
 * table of the fixture, its scenarios, its category tree and a monthly payroll series of "Salaires".
 */
import type { CallOutput } from "@trezo/api";
import type { DashboardData } from "../../features/dashboard/dashboardData";
import { dashboardFixture } from "./dashboardFixture";
import { type FakeHandlers, fixtureScenarios } from "./renderDashboard";
import { monthlySeriesFixture } from "./seriesFixture";

/** getDashboardChartData answering only the asked scenarios, in the asked order. */
export function chartHandler(data: DashboardData = dashboardFixture()) {
  return (body: Record<string, unknown>) => {
    const ids = (body.scenarioIds as number[] | undefined) ?? [1];
    return {
      ...data,
      current_period_key: "2026-11",
      backup_id: null,
      scenarios: ids.flatMap((id) => data.scenarios.filter((figures) => figures.scenario_id === id)),
    };
  };
}

type CategoryNode = CallOutput<"getCategoryTree">["categories"][number];

const node = (
  id: number,
  name: string,
  direction: "income" | "expense",
  position: number,
  children: CategoryNode[] = [],
  parentId: number | null = null,
): CategoryNode => ({
  id,
  name,
  parent_id: parentId,
  direction,
  position,
  depth: parentId === null ? 1 : 2,
  forecast_enabled: true,
  not_include_in_income_or_expense: false,
  payment_delay: null,
  children,
});

/** The fixture's categories: Ventes › Services, Salaires, Virements internes. */
export function categoryTreeFixture() {
  return {
    categories: [
      node(10, "Ventes", "income", 0, [node(11, "Services", "income", 0, [], 10)]),
      node(20, "Salaires", "expense", 1),
      node(30, "Virements internes", "expense", 2),
    ],
  };
}

/** The payroll of "Salaires": −6 000,00 € a month from October 2026, in the base scenario. */
export function payrollSeries() {
  return monthlySeriesFixture({
    id: 5,
    scenario_id: 1,
    category_id: 20,
    label: "Paie",
    amount_cents: -600_000,
    start: "2026-10-01",
  });
}

/** What is behind the "Salaires" cell of December: the payroll's occurrence. */
export function payrollCell() {
  return {
    period: { key: "2026-12", start: "2026-12-01", end: "2026-12-31" },
    actual_cents: 0,
    transaction_count: 0,
    transactions: [],
    adjustments: [],
    series: [
      {
        cfs: payrollSeries(),
        occurrences: [{ accrual_date: "2026-12-01", date: "2026-12-01", cents: -600_000 }],
      },
    ],
    expected_payments: [
      {
        ets_id: 71,
        invoice_id: 31,
        bank_check_id: null,
        number: "PAIE-2026-12",
        counterparty_name: "Cabinet Paie 12",
        engaged: false,
        left_cents: -150_000,
        expected_date: "2026-12-15",
        late: false,
      },
    ],
  };
}

export function dashboardHandlers(): FakeHandlers {
  return {
    getScenarios: () => fixtureScenarios(),
    getDashboardChartData: chartHandler(),
    getBanksAndAccountsList: () => ({ banks: [] }),
    getDashboardTransactions: payrollCell,
    getCategoryTree: categoryTreeFixture,
  };
}

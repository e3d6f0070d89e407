/**
 * A small, hand-checked dashboard answer for tests: three months (past, current, future), income
 * "Ventes" with a subcategory "Services", expense "Salaires", an internal transfer category outside
 * income and expense, and the two uncategorised rows. Figures add up as the server's would.
 */
import type { DashboardData } from "../../features/dashboard/dashboardData";

export const FIXTURE_BASE_ID = 1;
export const FIXTURE_HIRING_ID = 2;

export function dashboardFixture(): DashboardData {
  const periods = [
    { key: "2026-10", start: "2026-10-01", end: "2026-10-31", tense: "past" as const },
    { key: "2026-11", start: "2026-11-01", end: "2026-11-30", tense: "current" as const },
    { key: "2026-12", start: "2026-12-01", end: "2026-12-31", tense: "future" as const },
  ];
  const row = (id: string, actual: number[], forecast: number[], shown: number[]) => ({
    id,
    actual,
    forecast,
    shown,
    variance: actual.map((value, index) => value - (forecast[index] ?? 0)),
    expected: null,
  });
  const baseRows = [
    row("10", [1_000_000, 400_000, 0], [900_000, 1_000_000, 1_000_000], [1_000_000, 1_000_000, 1_000_000]),
    row("11", [200_000, 100_000, 0], [200_000, 200_000, 200_000], [200_000, 200_000, 200_000]),
    row("20", [-600_000, -300_000, 0], [-600_000, -600_000, -600_000], [-600_000, -600_000, -600_000]),
    row("30", [-50_000, 0, 0], [0, 0, 0], [-50_000, 0, 0]),
    row("uncategorised:income", [12_345, 0, 0], [0, 0, 0], [12_345, 0, 0]),
    row("uncategorised:expense", [0, -2_345, 0], [0, 0, 0], [0, -2_345, 0]),
  ];
  // Income 1 012 345 / 1 000 000 / 1 000 000; expense −600 000 / −602 345 / −600 000; outside −50 000.
  const totals = (
    extraExpense: number[],
    income = [1_012_345, 1_000_000, 1_000_000],
    baseExpense = [-600_000, -602_345, -600_000],
  ) => {
    const expense = baseExpense.map((value, index) => value + (extraExpense[index] ?? 0));
    const outside = [-50_000, 0, 0];
    const variation = income.map((value, index) => value + (expense[index] ?? 0) + (outside[index] ?? 0));
    const begin = [500_000];
    const end: number[] = [];
    variation.forEach((value, index) => {
      end[index] = (begin[index] ?? 0) + value;
      if (index + 1 < variation.length) begin[index + 1] = end[index] ?? 0;
    });
    return { income, expense, outside_income_and_expense: outside, variation, begin, end };
  };
  return {
    today: "2026-11-21",
    granularity: "month",
    currency: "EUR",
    periods,
    current_period_index: 1,
    rows: [
      {
        id: "10",
        name: "Ventes",
        parent_id: null,
        depth: 0,
        kind: "income",
        in_income_or_expense: true,
        is_uncategorised: false,
      },
      {
        id: "11",
        name: "Services",
        parent_id: "10",
        depth: 1,
        kind: "income",
        in_income_or_expense: true,
        is_uncategorised: false,
      },
      {
        id: "20",
        name: "Salaires",
        parent_id: null,
        depth: 0,
        kind: "expense",
        in_income_or_expense: true,
        is_uncategorised: false,
      },
      {
        id: "30",
        name: "Virements internes",
        parent_id: null,
        depth: 0,
        kind: "expense",
        in_income_or_expense: false,
        is_uncategorised: false,
      },
      {
        id: "uncategorised:income",
        name: "",
        parent_id: null,
        depth: 0,
        kind: "income",
        in_income_or_expense: true,
        is_uncategorised: true,
      },
      {
        id: "uncategorised:expense",
        name: "",
        parent_id: null,
        depth: 0,
        kind: "expense",
        in_income_or_expense: true,
        is_uncategorised: true,
      },
    ],
    threshold_cents: 1_000_000,
    backup_id: null,
    // Actuals alone: 1 012 345 / 500 000 / 0 in, −600 000 / −302 345 / 0 out; December stays at today's balance.
    actual_totals: totals([0, 0, 0], [1_012_345, 500_000, 0], [-600_000, -302_345, 0]),
    scenarios: [
      {
        scenario_id: FIXTURE_BASE_ID,
        rows: baseRows,
        totals: totals([0, 0, 0]),
        threshold_period_keys: ["2026-10"],
        issues: [],
      },
      {
        // The hiring scenario: one more salary of 3 000,00 € in December.
        scenario_id: FIXTURE_HIRING_ID,
        rows: baseRows.map((values) =>
          values.id === "20"
            ? row(
                "20",
                [-600_000, -300_000, 0],
                [-600_000, -600_000, -900_000],
                [-600_000, -600_000, -900_000],
              )
            : values,
        ),
        totals: totals([0, 0, -300_000]),
        threshold_period_keys: ["2026-10"],
        issues: [],
      },
    ],
  };
}

/** The dashboard of a company without data: only the uncategorised rows, every figure zero. */
export function emptyDashboardFixture(): DashboardData {
  const data = dashboardFixture();
  const zeros = data.periods.map(() => 0);
  const rows = data.rows.filter((row) => row.is_uncategorised);
  const values = (id: string) => ({ id, actual: zeros, forecast: zeros, shown: zeros, variance: zeros });
  return {
    ...data,
    rows,
    scenarios: [
      {
        scenario_id: 1,
        rows: rows.map((row) => values(row.id)),
        totals: {
          income: zeros,
          expense: zeros,
          outside_income_and_expense: zeros,
          variation: zeros,
          begin: zeros,
          end: zeros,
        },
        threshold_period_keys: [],
        issues: [],
      },
    ],
  };
}

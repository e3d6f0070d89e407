import { describe, expect, it } from "vitest";
import { dashboardFixture } from "../../testing/dashboard/dashboardFixture";
import type { DashboardData } from "./dashboardData";
import { hasDashboardData, onboardingSteps } from "./onboardingSteps";

function emptyCompany(): DashboardData {
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

describe("the guide of a new company", () => {
  it("shows while the table is empty, with no step done", () => {
    const data = emptyCompany();
    expect(hasDashboardData(data)).toBe(false);
    expect(onboardingSteps(data, 0).map((step) => [step.id, step.done])).toEqual([
      ["addBank", false],
      ["importStatement", false],
      ["createCategories", false],
    ]);
  });

  it("marks the bank step done once a bank exists", () => {
    expect(onboardingSteps(emptyCompany(), 1)[0]?.done).toBe(true);
  });

  it("goes away once there are categories or figures", () => {
    const data = dashboardFixture();
    expect(hasDashboardData(data)).toBe(true);
    expect(onboardingSteps(data, 1).every((step) => step.done)).toBe(true);
  });
});

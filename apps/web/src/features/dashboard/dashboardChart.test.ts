import { describe, expect, it } from "vitest";
import {
  dashboardFixture,
  FIXTURE_BASE_ID,
  FIXTURE_HIRING_ID,
} from "../../testing/dashboard/dashboardFixture";
import { chartScenarios } from "./dashboardChart";

describe("chart scenarios", () => {
  const data = dashboardFixture();
  const scenarios = chartScenarios(
    data,
    [FIXTURE_HIRING_ID, FIXTURE_BASE_ID],
    (id) => (id === FIXTURE_BASE_ID ? "Base" : "Embauche"),
    (period) => period.key,
  );

  it("puts the shown scenario first and overlays the others", () => {
    expect(scenarios.map((scenario) => scenario.name)).toEqual(["Embauche", "Base"]);
    expect(scenarios[0]?.periods.map((period) => period.endBalance)).toEqual([862_345, 1_260_000, 1_360_000]);
    expect(scenarios[1]?.periods.map((period) => period.endBalance)).toEqual([862_345, 1_260_000, 1_660_000]);
  });

  it("gives expense as a positive amount, statuses by tense and the forecast for comparison", () => {
    const [october, november, december] = scenarios[0]?.periods ?? [];
    expect(october).toMatchObject({
      status: "actual",
      income: 1_012_345,
      expense: 600_000,
      forecastIncome: 900_000,
    });
    expect(november?.status).toBe("current");
    expect(december).toMatchObject({ status: "forecast", expense: 900_000, forecastExpense: 900_000 });
  });

  it("skips a scenario the data does not hold", () => {
    expect(chartScenarios(data, [99], String, (period) => period.key)).toEqual([]);
  });
});

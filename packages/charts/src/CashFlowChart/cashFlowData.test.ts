import { describe, expect, it } from "vitest";
import { belowThresholdRuns, buildCashFlowRows, type CashFlowPeriod, compareFlow } from "./cashFlowData";

const period = (key: string, status: CashFlowPeriod["status"], endBalance: number): CashFlowPeriod => ({
  key,
  status,
  income: 1000,
  expense: 800,
  forecastIncome: status === "forecast" ? undefined : 900,
  endBalance,
});

describe("buildCashFlowRows", () => {
  const base = {
    id: "base",
    name: "Base",
    periods: [
      period("2026-01", "actual", 5000),
      period("2026-02", "current", 3000),
      period("2026-03", "forecast", 1000),
      period("2026-04", "forecast", 6000),
      period("2026-05", "forecast", 2000),
    ],
  };
  const hiring = { id: "s2", name: "Embauche", periods: [period("2026-03", "forecast", -500)] };
  const rows = buildCashFlowRows([base, hiring], (key) => `label ${key}`, 2500);

  it("splits the balance line at the current period so both segments join", () => {
    expect(rows.map((row) => row.actualBalance)).toEqual([5000, 3000, null, null, null]);
    expect(rows.map((row) => row.forecastBalance)).toEqual([null, 3000, 1000, 6000, 2000]);
  });

  it("draws expenses below the axis and keeps each scenario's balance by period", () => {
    expect(rows.map((row) => row.expenseActualBar)).toEqual([-800, -800, null, null, null]);
    expect(rows.map((row) => row.incomeForecastBar)).toEqual([null, null, 1000, 1000, 1000]);
    expect(rows.map((row) => row.scenarioBalances[1])).toEqual([null, null, -500, null, null]);
    expect(rows[0]?.label).toBe("label 2026-01");
  });

  it("marks runs of periods below the threshold", () => {
    expect(rows.map((row) => row.belowThreshold)).toEqual([false, false, true, false, true]);
    expect(belowThresholdRuns(rows)).toEqual([
      { firstKey: "2026-03", lastKey: "2026-03" },
      { firstKey: "2026-05", lastKey: "2026-05" },
    ]);
    const consecutive = buildCashFlowRows([base], String, 4000);
    expect(belowThresholdRuns(consecutive)).toEqual([
      { firstKey: "2026-02", lastKey: "2026-03" },
      { firstKey: "2026-05", lastKey: "2026-05" },
    ]);
  });

  it("compares actual and forecast: variance only where both are known, expense negative as in the grid", () => {
    expect(compareFlow(rows[0] as never, "income")).toEqual({ actual: 1000, forecast: 900, variance: 100 });
    expect(compareFlow(rows[0] as never, "expense")).toEqual({
      actual: -800,
      forecast: undefined,
      variance: undefined,
    });
    expect(compareFlow(rows[2] as never, "income")).toEqual({
      actual: undefined,
      forecast: 1000,
      variance: undefined,
    });
  });

  it("has no rows without a scenario", () => {
    expect(buildCashFlowRows([], String, undefined)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { evaluateIndicators } from "../formula";
import { computeDashboard } from "./computeDashboard";
import { dashboardFormulaContext } from "./dashboardFormulaContext";

describe("dashboardFormulaContext", () => {
  const dashboard = computeDashboard({
    today: "2026-02-10",
    granularity: "month",
    from: "2026-01-01",
    to: "2026-03-31",
    categories: [
      { id: "sales", parentId: null, kind: "income" },
      { id: "wages", parentId: null, kind: "expense" },
    ],
    actuals: [
      { categoryId: "sales", periodKey: "2026-01", cents: 150_000 },
      { categoryId: "wages", periodKey: "2026-01", cents: -60_000 },
    ],
    accounts: [{ id: "a", balanceCents: 500_000 }],
    baseSeries: [
      {
        id: "s",
        categoryId: "sales",
        amount: { kind: "fixed", cents: 100_000 },
        frequency: "monthly",
        start: "2026-02-05",
      },
      {
        id: "w",
        categoryId: "wages",
        amount: { kind: "fixed", cents: -50_000 },
        frequency: "monthly",
        start: "2026-02-25",
      },
    ],
    scenarios: [{ id: "base", events: [] }],
  });

  it("lets indicators read categories and system values in currency units", () => {
    const outcomes = evaluateIndicators(
      [
        { id: "margin", formula: "SAFE_DIV(#sales + #wages, #sales) * 100" },
        { id: "check", formula: "VAL(end, -1) = begin" },
        { id: "low", formula: "MINV(VALUES(end))" },
      ],
      dashboardFormulaContext(dashboard, "base"),
    );
    expect(outcomes.get("margin")).toEqual({ status: "computed", values: [60, 50, 50] });
    expect(outcomes.get("check")).toEqual({ status: "computed", values: [0, 1, 1] });
    // Begin of January: 5 000 € today minus the 900 € of January's actuals.
    expect(outcomes.get("low")).toEqual({ status: "computed", values: [5000, 5000, 5000] });
  });

  it("refuses an unknown scenario", () => {
    expect(() => dashboardFormulaContext(dashboard, "nope")).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import type { CashFlowSeries } from "./cashFlowSeries";
import { backupOf, computeDashboard, type Dashboard } from "./computeDashboard";
import { type DashboardInput, UNCATEGORISED_EXPENSE_ID, UNCATEGORISED_INCOME_ID } from "./dashboardInput";
import { MARCH_2026_DASHBOARD, monthlySeries, SALES_AND_SERVICES } from "./forecastTestData";

const monthly = monthlySeries;

/** A company on 15 March 2026, shown from January to June; every figure below is computed by hand. */
const input: DashboardInput = {
  ...MARCH_2026_DASHBOARD,
  categories: [
    ...SALES_AND_SERVICES,
    { id: "wages", parentId: null, kind: "expense" },
    { id: "transfers", parentId: null, kind: "expense", excludedFromIncomeAndExpense: true },
  ],
  actuals: [
    { categoryId: "sales", periodKey: "2026-01", cents: 100_000 },
    { categoryId: "services", periodKey: "2026-01", cents: 10_000 },
    { categoryId: "sales", periodKey: "2026-02", cents: 120_000 },
    { categoryId: "sales", periodKey: "2026-03", cents: 50_000 },
    { categoryId: "wages", periodKey: "2026-01", cents: -80_000 },
    { categoryId: "wages", periodKey: "2026-02", cents: -80_000 },
    { categoryId: "wages", periodKey: "2026-03", cents: -80_000 },
    { categoryId: "transfers", periodKey: "2026-02", cents: -30_000 },
    { categoryId: null, periodKey: "2026-03", cents: 5_000 },
    { categoryId: null, periodKey: "2026-03", cents: -2_000 },
  ],
  accounts: [
    { id: "main", balanceCents: 1_000_000 },
    { id: "savings", balanceCents: 200_000 },
    { id: "hidden", balanceCents: 9_999_900, included: false },
  ],
  baseSeries: [
    monthly("sales-plan", "sales", 100_000, "2026-01-05"),
    monthly("payroll", "wages", -80_000, "2026-01-28"),
  ],
  scenarios: [
    { id: "base", events: [] },
    {
      id: "hire",
      events: [
        {
          id: "e1",
          groupId: "g",
          change: { kind: "add", series: monthly("dev", "wages", -300_000, "2026-05-01") },
        },
      ],
    },
  ],
  pendingItems: [
    {
      kind: "invoice",
      id: "late",
      categoryId: "sales",
      cents: 30_000,
      expectedDate: "2026-02-10",
      matched: false,
    },
    {
      kind: "invoice",
      id: "paid",
      categoryId: "sales",
      cents: 99_000,
      expectedDate: "2026-04-10",
      matched: true,
    },
    {
      kind: "check",
      id: "chk",
      categoryId: "wages",
      cents: -15_000,
      expectedDate: "2026-04-05",
      matched: false,
    },
  ],
  thresholdCents: 1_220_000,
};

const rowOf = (dashboard: Dashboard, scenarioId: string, rowId: string) => {
  const row = dashboard.scenarios
    .find((one) => one.scenarioId === scenarioId)
    ?.rows.find((one) => one.id === rowId);
  if (!row) throw new Error(`no row ${rowId}`);
  return row;
};
const totalsOf = (dashboard: Dashboard, scenarioId: string) => {
  const scenario = dashboard.scenarios.find((one) => one.scenarioId === scenarioId);
  if (!scenario) throw new Error(`no scenario ${scenarioId}`);
  return scenario.totals;
};

describe("computeDashboard", () => {
  const dashboard = computeDashboard(input);

  it("lists the periods shown and finds the current one", () => {
    expect(dashboard.periods.map((period) => period.key)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    expect(dashboard.currentPeriodIndex).toBe(2);
  });

  it("shows actuals in the past, forecast in the future, and actual plus remaining forecast now", () => {
    const sales = rowOf(dashboard, "base", "sales");
    expect(sales.actual).toEqual([110_000, 120_000, 50_000, 0, 0, 0]);
    // The late invoice moved to March; the matched one no longer counts.
    expect(sales.forecast).toEqual([100_000, 100_000, 130_000, 100_000, 100_000, 100_000]);
    expect(sales.shown).toEqual([110_000, 120_000, 130_000, 100_000, 100_000, 100_000]);
    const wages = rowOf(dashboard, "base", "wages");
    expect(wages.shown).toEqual([-80_000, -80_000, -80_000, -95_000, -80_000, -80_000]);
  });

  it("rolls subcategories up into their parent and keeps the tree's order", () => {
    expect(rowOf(dashboard, "base", "services")).toMatchObject({
      parentId: "sales",
      depth: 1,
      actual: [10_000, 0, 0, 0, 0, 0],
    });
    expect(dashboard.scenarios[0]?.rows.map((row) => row.id)).toEqual([
      "sales",
      "services",
      "wages",
      "transfers",
      UNCATEGORISED_INCOME_ID,
      UNCATEGORISED_EXPENSE_ID,
    ]);
  });

  it("puts uncategorised money in one system row per sign", () => {
    expect(rowOf(dashboard, "base", UNCATEGORISED_INCOME_ID).shown[2]).toBe(5_000);
    expect(rowOf(dashboard, "base", UNCATEGORISED_EXPENSE_ID).shown[2]).toBe(-2_000);
  });

  it("rebuilds the balances from today's balances and keeps excluded categories out of income and expense", () => {
    const totals = totalsOf(dashboard, "base");
    // Today 1 200 000 on the included accounts, minus the 13 000 of actuals since 1 January.
    expect(totals.begin).toEqual([1_187_000, 1_217_000, 1_227_000, 1_280_000, 1_285_000, 1_305_000]);
    expect(totals.end).toEqual([1_217_000, 1_227_000, 1_280_000, 1_285_000, 1_305_000, 1_325_000]);
    expect(totals.income[1]).toBe(120_000);
    expect(totals.expense[1]).toBe(-80_000);
    expect(totals.outsideIncomeAndExpense[1]).toBe(-30_000);
    expect(totals.variation[1]).toBe(10_000);
    // End of the current period: today's balance plus what remains of its forecast.
    expect(totals.end[2]).toBe(1_200_000 + 80_000);
  });

  it("balances the actual mode on actuals alone: a future period keeps today's balance, never a forecast", () => {
    const actual = dashboard.actualTotals;
    // The same opening as the shown figures (today's 1 200 000 minus the 13 000 booked since 1 January)...
    expect(actual.begin[0]).toBe(totalsOf(dashboard, "base").begin[0]);
    // ...then only what was booked: March ends at today's balance, and April to June stay there.
    expect(actual.end).toEqual([1_217_000, 1_227_000, 1_200_000, 1_200_000, 1_200_000, 1_200_000]);
    expect(actual.begin.slice(3)).toEqual([1_200_000, 1_200_000, 1_200_000]);
    expect(actual.variation).toEqual([30_000, 10_000, -27_000, 0, 0, 0]);
    expect(actual.income).toEqual([110_000, 120_000, 55_000, 0, 0, 0]);
    // A scenario's forecast changes nothing in it.
    expect(
      computeDashboard({ ...input, scenarios: [input.scenarios[1] ?? { id: "x", events: [] }] }).actualTotals,
    ).toEqual(actual);
  });

  it("marks the periods below the threshold", () => {
    expect(dashboard.scenarios[0]?.thresholdPeriodKeys).toEqual(["2026-01"]);
  });

  it("overlays a scenario's events, and a group switched off gives the base back", () => {
    expect(totalsOf(dashboard, "hire").end.slice(3)).toEqual([1_285_000, 1_005_000, 725_000]);
    const switchedOff = computeDashboard({
      ...input,
      scenarios: [{ id: "hire", events: input.scenarios[1]?.events ?? [], disabledGroupIds: ["g"] }],
    });
    expect(totalsOf(switchedOff, "hire")).toEqual(totalsOf(dashboard, "base"));
  });

  it("compares actuals with a backup's forecast", () => {
    const backup = backupOf(dashboard, "hire");
    const later = computeDashboard({ ...input, today: "2026-06-15", backup });
    expect(rowOf(later, "base", "wages").expected).toEqual([
      -80_000, -80_000, -80_000, -95_000, -380_000, -380_000,
    ]);
  });

  it("starts a future range from today's balance plus the forecast in between", () => {
    const future = computeDashboard({ ...input, from: "2026-05-01", to: "2026-06-30" });
    expect(future.currentPeriodIndex).toBe(-1);
    expect(totalsOf(future, "base").begin).toEqual([1_285_000, 1_305_000]);
  });

  it("rebuilds a past range from the actuals up to today", () => {
    const past = computeDashboard({ ...input, from: "2026-01-01", to: "2026-02-28" });
    expect(totalsOf(past, "base").end).toEqual([1_217_000, 1_227_000]);
  });

  it("works by ISO week for the 13-week view, a late invoice moving to the current week", () => {
    const weekly = computeDashboard({
      ...input,
      granularity: "week",
      today: "2026-11-21",
      from: "2026-11-21",
      to: "2027-02-14",
      actuals: [{ categoryId: "sales", periodKey: "2026-W47", cents: 7_000 }],
      baseSeries: [{ ...monthly("rent", "wages", -50_000, "2026-12-01") }],
      pendingItems: [
        {
          kind: "invoice",
          id: "late",
          categoryId: "sales",
          cents: 20_000,
          expectedDate: "2026-10-01",
          matched: false,
        },
      ],
    });
    expect(weekly.periods).toHaveLength(13);
    expect(weekly.periods[0]?.key).toBe("2026-W47");
    expect(rowOf(weekly, "base", "sales").shown[0]).toBe(20_000);
    expect(rowOf(weekly, "base", "wages").forecast.filter((cents) => cents !== 0)).toEqual([
      -50_000, -50_000, -50_000,
    ]);
    const totals = totalsOf(weekly, "base");
    expect(totals.begin[0]).toBe(1_200_000 - 7_000);
    expect(totals.end[0]).toBe(1_200_000 + 13_000);
  });
});

describe("formula series in the dashboard", () => {
  const base: DashboardInput = {
    ...input,
    pendingItems: [],
    categories: [
      ...input.categories,
      { id: "vat", parentId: null, kind: "expense" },
      { id: "other", parentId: null, kind: "expense" },
    ],
  };

  it("evaluates a formula per period on the values shown, then rounds to the cent", () => {
    const dashboard = computeDashboard({
      ...base,
      baseSeries: [
        ...base.baseSeries,
        {
          ...monthly("vat-due", "vat", 0, "2026-01-20"),
          amount: { kind: "formula", formula: "-#sales * 0.2" },
        },
      ],
    });
    // 20 % of the sales shown: January 1 100 €, then 1 200 €, 1 000 € (current: 500 actual + 500 remaining)...
    expect(rowOf(dashboard, "base", "vat").forecast).toEqual([
      -22_000, -24_000, -20_000, -20_000, -20_000, -20_000,
    ]);
    expect(dashboard.scenarios[0]?.issues).toEqual([]);
  });

  it("orders formula series by the categories they read, and reports cycles and errors", () => {
    const formula = (id: string, categoryId: string, text: string): CashFlowSeries => ({
      ...monthly(id, categoryId, 0, "2026-01-20"),
      amount: { kind: "formula", formula: text },
    });
    const dashboard = computeDashboard({
      ...base,
      baseSeries: [
        ...base.baseSeries,
        formula("b", "other", "#vat * 2"),
        formula("a", "vat", "-#sales / 10"),
        formula("loop1", "transfers", "#other + #transfers"),
        formula("sys", "other", "end * 0.01"),
        formula("bad", "other", "1 +"),
        formula("div", "other", "1 / (#sales - 1000)"),
      ],
    });
    expect(rowOf(dashboard, "base", "vat").forecast[3]).toBe(-10_000);
    // b reads vat after a fed it (vat shows its actual, 0, in past January); div adds 1 / (1 100 - 1 000) €
    // in January and fails where sales are 1 000 €.
    expect(rowOf(dashboard, "base", "other").forecast[0]).toBe(1);
    expect(rowOf(dashboard, "base", "other").forecast[3]).toBe(-20_000);
    const issues = dashboard.scenarios[0]?.issues ?? [];
    expect(issues).toContainEqual({ code: "formulaCycle", seriesId: "loop1", cycle: ["loop1", "loop1"] });
    expect(issues).toContainEqual({ code: "formulaSystemValue", seriesId: "sys" });
    expect(issues).toContainEqual(expect.objectContaining({ code: "formulaSyntax", seriesId: "bad" }));
    expect(issues).toContainEqual({
      code: "formulaValue",
      seriesId: "div",
      periodKey: "2026-03",
      error: "divisionByZero",
    });
  });

  it("reports series of unknown categories and invalid series without failing the dashboard", () => {
    const dashboard = computeDashboard({
      ...base,
      baseSeries: [
        monthly("ghost", "deleted", -1, "2026-01-01"),
        { ...monthly("broken", "wages", -1, "2026-01-01"), count: 0 },
      ],
    });
    expect(dashboard.scenarios[0]?.issues.map((issue) => issue.code)).toEqual([
      "unknownCategory",
      "invalidSeries",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  dashboardFixture,
  FIXTURE_BASE_ID,
  FIXTURE_HIRING_ID,
} from "../../testing/dashboard/dashboardFixture";
import { buildDashboardTable, collapsibleIds } from "./dashboardTable";

const data = dashboardFixture();
const byId = (table: ReturnType<typeof buildDashboardTable>, id: string) => {
  const row = table.rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

describe("the dashboard table", () => {
  it("splits the current period into its actual part and what remains of the forecast", () => {
    const table = buildDashboardTable(data, FIXTURE_BASE_ID, "shown", new Set());
    expect(table.columns.map((column) => column.id)).toEqual([
      "2026-10",
      "2026-11:actual",
      "2026-11:remaining",
      "2026-12",
    ]);
    // Ventes: 4 000 € received of 10 000 € expected, 6 000 € still to come.
    expect(byId(table, "10").values).toEqual([1_000_000, 400_000, 600_000, 1_000_000]);
    // Income total of the current period: actual part from the roots, remaining = shown − actual.
    expect(byId(table, "total:income").values).toEqual([1_012_345, 400_000, 600_000, 1_000_000]);
    expect(byId(table, "total:begin").values).toEqual([500_000, 862_345, null, 1_260_000]);
    expect(byId(table, "total:end").values).toEqual([862_345, null, 1_260_000, 1_660_000]);
  });

  it("shows one column per period in the other modes, with totals from the root categories", () => {
    const forecast = buildDashboardTable(data, FIXTURE_BASE_ID, "forecast", new Set());
    expect(forecast.columns).toHaveLength(3);
    expect(byId(forecast, "total:income").values).toEqual([900_000, 1_000_000, 1_000_000]);
    expect(byId(forecast, "total:expense").values).toEqual([-600_000, -600_000, -600_000]);
    const variance = buildDashboardTable(data, FIXTURE_BASE_ID, "variance", new Set());
    expect(byId(variance, "10").values).toEqual([100_000, -600_000, -1_000_000]);
    expect(byId(variance, "total:outside").values).toEqual([-50_000, 0, 0]);
  });

  it("balances the actual mode on actuals alone: December keeps November's closing, no forecast", () => {
    const actual = buildDashboardTable(data, FIXTURE_HIRING_ID, "actual", new Set());
    expect(byId(actual, "total:begin").values).toEqual([500_000, 862_345, 1_060_000]);
    expect(byId(actual, "total:end").values).toEqual([862_345, 1_060_000, 1_060_000]);
    expect(byId(actual, "total:income").values).toEqual([1_012_345, 500_000, 0]);
    expect(byId(actual, "total:variation").values).toEqual([362_345, 197_655, 0]);
  });

  it("marks the periods below the threshold and lets only forecasts of categories be edited", () => {
    const shown = buildDashboardTable(data, FIXTURE_BASE_ID, "shown", new Set());
    expect(shown.columns.map((column) => column.belowThreshold)).toEqual([true, false, false, false]);
    expect(byId(shown, "20").editable).toEqual([false, false, false, true]);
    expect(byId(shown, "uncategorised:expense").editable).toEqual([false, false, false, false]);
    expect(byId(shown, "total:variation").editable).toEqual([false, false, false, false]);
    const forecast = buildDashboardTable(data, FIXTURE_BASE_ID, "forecast", new Set());
    expect(byId(forecast, "20").editable).toEqual([false, true, true]);
  });

  it("hides the subcategories of a collapsed category", () => {
    const open = buildDashboardTable(data, FIXTURE_BASE_ID, "shown", new Set());
    expect(open.rows.map((row) => row.id)).toContain("11");
    expect(byId(open, "10")).toMatchObject({ hasChildren: true, expanded: true });
    const closed = buildDashboardTable(data, FIXTURE_BASE_ID, "shown", new Set(collapsibleIds(data)));
    expect(closed.rows.map((row) => row.id)).toEqual([
      "total:begin",
      "10",
      "20",
      "30",
      "uncategorised:income",
      "uncategorised:expense",
      "total:income",
      "total:expense",
      "total:outside",
      "total:variation",
      "total:end",
    ]);
    expect(byId(closed, "10").expanded).toBe(false);
  });

  it("shows the asked scenario", () => {
    const hiring = buildDashboardTable(data, FIXTURE_HIRING_ID, "shown", new Set());
    expect(byId(hiring, "20").values.at(-1)).toBe(-900_000);
    expect(byId(hiring, "total:end").values.at(-1)).toBe(1_360_000);
  });
});

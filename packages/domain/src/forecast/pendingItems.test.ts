import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { periodOf } from "../periods";
import { computeDashboard } from "./computeDashboard";
import type { DashboardInput } from "./dashboardInput";
import { MARCH_2026_DASHBOARD, SALES_AND_SERVICES } from "./forecastTestData";
import { invoiceExpectedDate, type PaymentDelayWindow, pendingItemsOf, shiftByDelay } from "./pendingItems";

const window: PaymentDelayWindow = { from: { value: 2, unit: "week" }, to: { value: 1, unit: "month" } };

describe("shiftByDelay", () => {
  it("moves by days, weeks and months, a month keeping the day or the month's last one", () => {
    expect(shiftByDelay("2026-12-20", { value: 15, unit: "day" })).toBe("2027-01-04");
    expect(shiftByDelay("2026-02-20", { value: 2, unit: "week" })).toBe("2026-03-06");
    expect(shiftByDelay("2027-01-31", { value: 1, unit: "month" })).toBe("2027-02-28");
    expect(shiftByDelay("2028-01-31", { value: 1, unit: "month" })).toBe("2028-02-29");
    expect(shiftByDelay("2026-11-21", { value: 0, unit: "month" })).toBe("2026-11-21");
  });

  it("refuses a negative or fractional delay and a date that does not exist", () => {
    expect(() => shiftByDelay("2026-11-21", { value: -1, unit: "day" })).toThrow(RangeError);
    expect(() => shiftByDelay("2026-11-21", { value: 1.5, unit: "week" })).toThrow(RangeError);
    expect(() => shiftByDelay("2026-02-30", { value: 1, unit: "day" })).toThrow(RangeError);
  });
});

describe("invoiceExpectedDate", () => {
  it("expects money in at the late end of the window and money out at the early end", () => {
    expect(invoiceExpectedDate("2026-01-31", 120_000, window)).toBe("2026-02-28");
    expect(invoiceExpectedDate("2026-01-31", -120_000, window)).toBe("2026-02-14");
  });

  it("uses the due date without a window, and reads a reversed window as the same range", () => {
    expect(invoiceExpectedDate("2026-05-10", 1, null)).toBe("2026-05-10");
    const reversed = { from: window.to, to: window.from };
    expect(invoiceExpectedDate("2026-01-31", 500, reversed)).toBe("2026-02-28");
    expect(invoiceExpectedDate("2026-01-31", -500, reversed)).toBe("2026-02-14");
    expect(() => invoiceExpectedDate("2026-13-01", 1, null)).toThrow(RangeError);
  });
});

/** A company on 15 March 2026 with one income and one expense category, shown from January to June. */
const base: DashboardInput = {
  ...MARCH_2026_DASHBOARD,
  categories: [...SALES_AND_SERVICES, { id: "suppliers", parentId: null, kind: "expense" }],
  actuals: [{ categoryId: "sales", periodKey: "2026-02", cents: 50_000 }],
  accounts: [{ id: "main", balanceCents: 1_000_000 }],
  baseSeries: [],
  scenarios: [{ id: "base", events: [] }],
};

describe("invoices and checks in the dashboard", () => {
  it("puts an open invoice in its category at its expected period, and a check at its cash date", () => {
    const windows = new Map([["services", window]]);
    const pendingItems = pendingItemsOf(
      [
        { id: "i1", categoryId: "services", cents: 240_000, dueDate: "2026-03-31", matched: false },
        { id: "i2", categoryId: "suppliers", cents: -90_000, dueDate: "2026-05-02", matched: false },
        { id: "i3", categoryId: "services", cents: 777_700, dueDate: "2026-04-10", matched: true },
      ],
      [{ id: "c1", categoryId: "suppliers", cents: -12_345, cashDate: "2026-06-30", matched: false }],
      (categoryId) => windows.get(categoryId ?? ""),
    );
    expect(pendingItems.map((item) => item.expectedDate)).toEqual([
      "2026-04-30",
      "2026-05-02",
      "2026-05-10",
      "2026-06-30",
    ]);
    const dashboard = computeDashboard({ ...base, pendingItems });
    const rows = dashboard.scenarios[0]?.rows ?? [];
    const row = (id: string) => rows.find((one) => one.id === id);
    // 31 March + 1 month (the late end, money in) = 30 April; the paid invoice no longer counts.
    expect(row("services")?.forecast).toEqual([0, 0, 0, 240_000, 0, 0]);
    expect(row("sales")?.shown).toEqual([0, 50_000, 0, 240_000, 0, 0]);
    expect(row("suppliers")?.forecast).toEqual([0, 0, 0, 0, -90_000, -12_345]);
    expect(dashboard.scenarios[0]?.totals.end.at(-1)).toBe(1_000_000 + 240_000 - 90_000 - 12_345);
  });

  it("changes exactly one forecast cell by the invoice's amount (or nothing once matched)", () => {
    const reference = computeDashboard(base).scenarios[0];
    fc.assert(
      fc.property(
        fc.constantFrom("sales", "services", "suppliers"),
        fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((cents) => cents !== 0),
        fc.integer({ min: 0, max: 365 }),
        fc.boolean(),
        (categoryId, cents, offset, matched) => {
          const dueDate = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
          const pendingItems = pendingItemsOf(
            [{ id: "i", categoryId, cents, dueDate, matched }],
            [],
            () => null,
          );
          const scenario = computeDashboard({ ...base, pendingItems }).scenarios[0];
          // Late money is still expected: it moves to the current period (DESIGN §6).
          const period =
            dueDate < base.today
              ? 2
              : ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"].indexOf(
                  periodOf(dueDate, "month").key,
                );
          for (const [index, row] of (scenario?.rows ?? []).entries()) {
            const before = reference?.rows[index]?.forecast ?? [];
            const counts =
              !matched &&
              period >= 0 &&
              (row.id === categoryId || (categoryId === "services" && row.id === "sales"));
            row.forecast.forEach((value, cell) => {
              expect(value - (before[cell] as number)).toBe(counts && cell === period ? cents : 0);
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CashFlowSeries } from "./cashFlowSeries";
import { expandSeries } from "./expandSeries";

function series(overrides: Partial<CashFlowSeries>): CashFlowSeries {
  return {
    id: "s",
    categoryId: "c",
    amount: { kind: "fixed", cents: -100_000 },
    frequency: "monthly",
    start: "2026-01-31",
    ...overrides,
  };
}

const dates = (occurrences: { date: string }[]) => occurrences.map((occurrence) => occurrence.date);

describe("expandSeries", () => {
  it("puts a 31st monthly series on the last day of shorter months", () => {
    expect(dates(expandSeries(series({}), "2026-01-01", "2026-05-31"))).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
    ]);
  });

  it("repeats by each frequency", () => {
    const from = "2026-01-01";
    const to = "2026-12-31";
    expect(dates(expandSeries(series({ frequency: "once", start: "2026-03-05" }), from, to))).toEqual([
      "2026-03-05",
    ]);
    expect(expandSeries(series({ frequency: "weekly", start: "2026-01-05" }), from, to)).toHaveLength(52);
    expect(dates(expandSeries(series({ frequency: "quarterly", start: "2026-02-15" }), from, to))).toEqual([
      "2026-02-15",
      "2026-05-15",
      "2026-08-15",
      "2026-11-15",
    ]);
    expect(dates(expandSeries(series({ frequency: "half-yearly", start: "2025-08-31" }), from, to))).toEqual([
      "2026-02-28",
      "2026-08-31",
    ]);
    expect(
      dates(expandSeries(series({ frequency: "yearly", start: "2024-02-29" }), "2024-01-01", "2028-12-31")),
    ).toEqual(["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"]);
  });

  it("stops at the end date or after count occurrences, counted from the start of the series", () => {
    expect(expandSeries(series({ end: "2026-04-29" }), "2026-01-01", "2026-12-31")).toHaveLength(3);
    expect(expandSeries(series({ count: 4 }), "2026-01-01", "2026-12-31")).toHaveLength(4);
    expect(dates(expandSeries(series({ count: 4 }), "2026-03-01", "2026-12-31"))).toEqual([
      "2026-03-31",
      "2026-04-30",
    ]);
    expect(expandSeries(series({ count: 10, end: "2026-02-28" }), "2026-01-01", "2026-12-31")).toHaveLength(
      2,
    );
  });

  it("shifts the cash date by the payment delay, keeping the accrual date", () => {
    const once = series({ frequency: "once", paymentDelayDays: 30 });
    const [first] = expandSeries(once, "2026-01-01", "2026-12-31");
    expect(first).toMatchObject({ accrualDate: "2026-01-31", date: "2026-03-02" });
    // A January occurrence paid in March is outside a February-only window... and inside a March one.
    expect(expandSeries(once, "2026-02-01", "2026-02-28")).toEqual([]);
    expect(expandSeries(once, "2026-03-01", "2026-03-31")).toHaveLength(1);
  });

  it("moves a monthly series by commercial months: 30 jours is the same day a month later", () => {
    const monthly = series({ start: "2026-01-01", paymentDelayDays: 30, count: 3 });
    // Day by day, 1 February + 30 days is 3 March: nothing in February and two payments in March.
    expect(dates(expandSeries(monthly, "2026-01-01", "2026-12-31"))).toEqual([
      "2026-02-01",
      "2026-03-01",
      "2026-04-01",
    ]);
    const monthEnd = series({ start: "2026-01-31", paymentDelayDays: 30, count: 3 });
    expect(dates(expandSeries(monthEnd, "2026-01-01", "2026-12-31"))).toEqual([
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
    ]);
  });

  it("pays a monthly series with 45 jours fin de mois at the end of the month reached", () => {
    const monthly = series({
      start: "2026-01-15",
      paymentDelayDays: 45,
      paymentEndOfMonth: true,
      count: 3,
    });
    expect(expandSeries(monthly, "2026-01-01", "2026-12-31")).toMatchObject([
      { accrualDate: "2026-01-15", date: "2026-02-28" },
      { accrualDate: "2026-02-15", date: "2026-03-31" },
      { accrualDate: "2026-03-15", date: "2026-04-30" },
    ]);
    const tenth = series({
      start: "2026-01-15",
      paymentEndOfMonth: true,
      paymentDayOfMonth: 10,
      count: 2,
    });
    expect(dates(expandSeries(tenth, "2026-01-01", "2026-12-31"))).toEqual(["2026-02-10", "2026-03-10"]);
  });

  it("applies the terms day by day to a weekly series", () => {
    const weekly = series({
      frequency: "weekly",
      start: "2026-01-26",
      paymentDelayDays: 10,
      paymentEndOfMonth: true,
      count: 2,
    });
    // 26 January + 10 days = 5 February → 28 February; 2 February + 10 days → 28 February.
    expect(dates(expandSeries(weekly, "2026-01-01", "2026-12-31"))).toEqual(["2026-02-28", "2026-02-28"]);
  });

  it("grows at each anniversary and adds VAT, rounding once", () => {
    const grown = expandSeries(
      series({
        amount: { kind: "fixed", cents: 100_000 },
        start: "2026-01-15",
        growthRate: 1000,
        vatRate: 2000,
      }),
      "2026-01-01",
      "2028-01-31",
    );
    expect(grown.map((occurrence) => occurrence.cents)).toEqual([
      ...new Array(12).fill(120_000),
      ...new Array(12).fill(132_000),
      145_200,
    ]);
    const weekly = expandSeries(
      series({
        frequency: "weekly",
        amount: { kind: "fixed", cents: 1000 },
        start: "2026-01-05",
        growthRate: 5000,
      }),
      "2026-12-20",
      "2027-01-20",
    );
    expect(weekly.map((occurrence) => [occurrence.date, occurrence.cents])).toEqual([
      ["2026-12-21", 1000],
      ["2026-12-28", 1000],
      ["2027-01-04", 1000],
      ["2027-01-11", 1500],
      ["2027-01-18", 1500],
    ]);
  });

  it("asks the formula for each accrual date and adds VAT to it", () => {
    const occurrences = expandSeries(
      series({ amount: { kind: "formula", formula: "#x" }, vatRate: 2000, count: 3 }),
      "2026-01-01",
      "2026-12-31",
      (_day, date) => (date.month === 2 ? undefined : date.month * 100),
    );
    expect(occurrences.map((occurrence) => occurrence.cents)).toEqual([120, 360]);
  });

  it("refuses a series it cannot expand", () => {
    expect(() => expandSeries(series({ end: "2025-01-01" }), "2026-01-01", "2026-12-31")).toThrow(
      /end endBeforeStart/,
    );
    expect(() => expandSeries(series({ count: 0 }), "2026-01-01", "2026-12-31")).toThrow(
      /count invalidCount/,
    );
    expect(() => expandSeries(series({ start: "2026-02-30" }), "2026-01-01", "2026-12-31")).toThrow(
      RangeError,
    );
  });

  it("gives every occurrence of a window, whatever the window's cut", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("weekly", "monthly", "quarterly", "half-yearly", "yearly" as const),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 700 }),
        (frequency, day, delay, cut) => {
          const whole = series({
            frequency,
            start: `2026-01-${String(day).padStart(2, "0")}`,
            paymentDelayDays: delay,
          });
          const all = expandSeries(whole, "2026-01-01", "2028-12-31");
          const cutDate = new Date(Date.UTC(2026, 0, 1 + cut)).toISOString().slice(0, 10);
          const dayBefore = new Date(Date.UTC(2026, 0, cut)).toISOString().slice(0, 10);
          const parts = [
            ...expandSeries(whole, "2026-01-01", dayBefore),
            ...expandSeries(whole, cutDate, "2028-12-31"),
          ];
          expect(parts).toEqual(all);
        },
      ),
      { numRuns: 100 },
    );
  });
});

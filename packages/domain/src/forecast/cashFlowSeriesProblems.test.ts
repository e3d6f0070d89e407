import { describe, expect, it } from "vitest";
import type { CashFlowSeries } from "./cashFlowSeries";
import { cashFlowSeriesProblems } from "./cashFlowSeriesProblems";
import { monthlySeries } from "./forecastTestData";

const valid: CashFlowSeries = {
  ...monthlySeries("s", "c", -120_000, "2026-01-31"),
  end: "2026-12-31",
  count: 12,
  growthRate: 250,
  vatRate: 2000,
  paymentDelayDays: 30,
};

describe("cashFlowSeriesProblems", () => {
  it("accepts a valid series", () => {
    expect(cashFlowSeriesProblems(valid)).toEqual([]);
    expect(cashFlowSeriesProblems({ ...valid, end: null, count: null, growthRate: null })).toEqual([]);
  });

  it("names every faulty field", () => {
    expect(
      cashFlowSeriesProblems({
        ...valid,
        frequency: "daily" as CashFlowSeries["frequency"],
        start: "2026-02-30",
        count: 0,
        paymentDelayDays: 1.5,
        amount: { kind: "fixed", cents: 10.5 },
        growthRate: -10_000,
        vatRate: 0.5,
      }),
    ).toEqual([
      { field: "frequency", code: "invalidFrequency" },
      { field: "start", code: "invalidDate" },
      { field: "count", code: "invalidCount" },
      { field: "paymentDelayDays", code: "invalidPaymentDelay" },
      { field: "amount", code: "invalidAmount" },
      { field: "growthRate", code: "invalidRate" },
      { field: "vatRate", code: "invalidRate" },
    ]);
    expect(cashFlowSeriesProblems({ ...valid, end: "2025-12-31" })).toEqual([
      { field: "end", code: "endBeforeStart" },
    ]);
    expect(cashFlowSeriesProblems({ ...valid, end: "31/12/2026" })).toEqual([
      { field: "end", code: "invalidDate" },
    ]);
    expect(cashFlowSeriesProblems({ ...valid, amount: { kind: "formula", formula: "  " } })).toEqual([
      { field: "amount", code: "emptyFormula" },
    ]);
    expect(cashFlowSeriesProblems({ ...valid, paymentDelayDays: 4000 })).toEqual([
      { field: "paymentDelayDays", code: "invalidPaymentDelay" },
    ]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDateOfEpochDay } from "../forecast/calendar";
import { computeDashboard } from "../forecast/computeDashboard";
import type { DashboardInput, PendingItem } from "../forecast/dashboardInput";
import {
  editInstalment,
  etsLeftCents,
  type Instalment,
  invoiceStatusOf,
  splitIntoInstalments,
} from "./expectedPayments";
import {
  type ExpectedDateRules,
  type ForecastEts,
  learnPaymentDelays,
  pendingItemsOfEts,
} from "./forecastFeed";

const NO_RULES: ExpectedDateRules = { windowOf: () => null, learnedDelayOf: () => undefined };
const TODAY = "2026-11-15";

/** The forecast the engine gives the pending items, summed over every period shown (2026-2027). */
function forecastTotal(items: readonly PendingItem[]): number {
  const input: DashboardInput = {
    today: TODAY,
    granularity: "month",
    from: "2026-01-01",
    to: "2027-12-31",
    categories: [
      { id: "in", parentId: null, kind: "income" },
      { id: "out", parentId: null, kind: "expense" },
    ],
    actuals: [],
    accounts: [],
    baseSeries: [],
    scenarios: [{ id: "base", events: [] }],
    pendingItems: items,
  };
  const dashboard = computeDashboard(input);
  const rows = dashboard.scenarios[0]?.rows ?? [];
  return rows
    .filter((row) => row.parentId === null)
    .reduce((sum, row) => sum + row.forecast.reduce((a, b) => a + b, 0), 0);
}

/** An invoice of `total` cents split into instalments, each paid by some share (0 to all of it). */
const invoiceArbitrary = fc
  .record({
    total: fc.integer({ min: 1, max: 5_000_000 }),
    sign: fc.constantFrom(1, -1),
    count: fc.integer({ min: 1, max: 4 }),
    firstDay: fc.integer({ min: 20_400, max: 20_800 }),
    paidShares: fc.array(fc.constantFrom(0, 0.25, 0.5, 1), { minLength: 4, maxLength: 4 }),
  })
  .map(({ total, sign, count, firstDay, paidShares }) => {
    const parts = splitIntoInstalments(
      sign * total,
      count,
      Array.from({ length: count }, (_, index) => isoDateOfEpochDay(firstDay + 30 * index)),
    );
    const list: ForecastEts[] = parts.map((part, index) => ({
      id: String(index),
      source: "invoice",
      categoryId: sign > 0 ? "in" : "out",
      amountCents: part.amountCents,
      matchedCents: Math.trunc(part.amountCents * (paidShares[index] ?? 0)),
      expectedDate: part.expectedDate,
      normalizedCounterparty: "DUPONT",
    }));
    return { total: sign * total, list };
  });

describe("the forecast of invoices (properties)", () => {
  it("forecast plus matched is the invoice's total, to the cent; no ETS is counted twice", () => {
    fc.assert(
      fc.property(invoiceArbitrary, ({ total, list }) => {
        const items = pendingItemsOfEts(list, NO_RULES);
        expect(new Set(items.map((item) => item.id)).size).toBe(list.length);
        const matched = list.reduce((sum, one) => sum + one.matchedCents, 0);
        expect(forecastTotal(items) + matched).toBe(total);
      }),
      { numRuns: 60 },
    );
  });

  it("a fully matched invoice contributes nothing to the forecast", () => {
    fc.assert(
      fc.property(invoiceArbitrary, ({ list }) => {
        const paid = list.map((one) => ({ ...one, matchedCents: one.amountCents }));
        const items = pendingItemsOfEts(paid, NO_RULES);
        expect(items.every((item) => item.matched)).toBe(true);
        expect(forecastTotal(items)).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it("an instalment edit keeps the total and the matched amounts", () => {
    fc.assert(
      fc.property(invoiceArbitrary, fc.integer({ min: 1, max: 5_000_000 }), ({ total, list }, amount) => {
        const instalments: Instalment[] = list.map((one) => ({
          id: one.id,
          amountCents: one.amountCents,
          matchedCents: one.matchedCents,
          expectedDate: one.expectedDate,
        }));
        const edit = editInstalment(instalments, total, {
          id: null,
          amountCents: Math.sign(total) * amount,
          expectedDate: "2027-06-01",
          newId: "new",
        });
        if (!edit.ok) return;
        expect(edit.instalments.reduce((sum, one) => sum + one.amountCents, 0)).toBe(total);
        for (const one of edit.instalments) {
          expect(Math.abs(one.amountCents)).toBeGreaterThanOrEqual(Math.abs(one.matchedCents));
          expect(Math.sign(one.amountCents)).toBe(Math.sign(total));
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe("pendingItemsOfEts", () => {
  const base: ForecastEts = {
    id: "7",
    source: "invoice",
    categoryId: "in",
    amountCents: 100_000,
    matchedCents: 40_000,
    expectedDate: "2026-12-01",
    normalizedCounterparty: "DUPONT",
  };

  it("counts what is left of a partly paid ETS", () => {
    expect(pendingItemsOfEts([base], NO_RULES)).toEqual([
      {
        kind: "invoice",
        id: "ets:7",
        categoryId: "in",
        cents: 60_000,
        expectedDate: "2026-12-01",
        matched: false,
      },
    ]);
  });

  it("puts a late unpaid ETS in the current period", () => {
    const late = pendingItemsOfEts([{ ...base, expectedDate: "2026-03-01" }], NO_RULES);
    expect(forecastTotal(late)).toBe(60_000);
  });

  it("uses the learned delay before the category's window, and checks come at their date", () => {
    const rules: ExpectedDateRules = {
      windowOf: () => ({ from: { value: 1, unit: "month" }, to: { value: 2, unit: "month" } }),
      learnedDelayOf: (name) => (name === "DUPONT" ? 12 : undefined),
    };
    const [learned, windowed, check] = pendingItemsOfEts(
      [base, { ...base, id: "8", normalizedCounterparty: "MARTIN" }, { ...base, id: "9", source: "check" }],
      rules,
    );
    expect(learned?.expectedDate).toBe("2026-12-13");
    expect(windowed?.expectedDate).toBe("2027-02-01");
    expect(check?.expectedDate).toBe("2026-12-01");
  });
});

describe("learnPaymentDelays", () => {
  it("takes the median delay of customers with enough paid instalments", () => {
    const delays = learnPaymentDelays([
      { normalizedCounterparty: "A", dueDate: "2026-01-31", paidOn: "2026-02-10" },
      { normalizedCounterparty: "A", dueDate: "2026-02-28", paidOn: "2026-03-04" },
      { normalizedCounterparty: "A", dueDate: "2026-03-31", paidOn: "2026-09-30" },
      { normalizedCounterparty: "B", dueDate: "2026-03-31", paidOn: "2026-04-30" },
    ]);
    expect([...delays]).toEqual([["A", 10]]);
  });
});

describe("ETS amounts and statuses", () => {
  it("never leaves a negative amount left", () => {
    expect(etsLeftCents(100, 120)).toBe(0);
    expect(etsLeftCents(-100, -30)).toBe(-70);
  });

  it("derives open, partially paid and paid, and keeps draft and cancelled", () => {
    expect(invoiceStatusOf("open", [{ amountCents: 100, matchedCents: 0 }])).toBe("open");
    expect(invoiceStatusOf("open", [{ amountCents: 100, matchedCents: 40 }])).toBe("partially_paid");
    expect(invoiceStatusOf("partially_paid", [{ amountCents: 100, matchedCents: 100 }])).toBe("paid");
    expect(invoiceStatusOf("paid", [{ amountCents: 100, matchedCents: 0 }])).toBe("open");
    expect(invoiceStatusOf("cancelled", [{ amountCents: 100, matchedCents: 100 }])).toBe("cancelled");
  });
});

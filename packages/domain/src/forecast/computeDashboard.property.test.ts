import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { periodOf } from "../periods";
import { isoDateOfEpochDay } from "./calendar";
import type { CashFlowSeries } from "./cashFlowSeries";
import { computeDashboard } from "./computeDashboard";
import type { DashboardInput } from "./dashboardInput";

const FIRST_DAY = 20_300; // 2025-07-31
const dateArbitrary = fc.integer({ min: FIRST_DAY, max: FIRST_DAY + 900 }).map(isoDateOfEpochDay);
const centsArbitrary = fc.integer({ min: -5_000_000, max: 5_000_000 });

const seriesArbitrary = (categoryIds: string[]) =>
  fc.record({
    id: fc.uuid(),
    categoryId: fc.constantFrom(...categoryIds),
    amount: centsArbitrary.map((cents) => ({ kind: "fixed" as const, cents })),
    frequency: fc.constantFrom("once", "weekly", "monthly", "quarterly", "half-yearly", "yearly" as const),
    start: dateArbitrary,
    count: fc.option(fc.integer({ min: 1, max: 30 })),
    growthRate: fc.option(fc.integer({ min: -2000, max: 3000 })),
    vatRate: fc.option(fc.constantFrom(2000, 1000, 550, 210)),
    paymentDelayDays: fc.option(fc.integer({ min: -10, max: 90 })),
  }) satisfies fc.Arbitrary<CashFlowSeries>;

const inputArbitrary: fc.Arbitrary<DashboardInput> = fc
  .record({
    parents: fc.array(
      fc.record({
        parent: fc.nat(),
        kind: fc.constantFrom("income", "expense" as const),
        excluded: fc.boolean(),
      }),
      {
        minLength: 1,
        maxLength: 7,
      },
    ),
    granularity: fc.constantFrom("month", "week" as const),
    today: dateArbitrary,
    from: dateArbitrary,
    span: fc.integer({ min: 0, max: 400 }),
  })
  .chain(({ parents, granularity, today, from, span }) => {
    const categories = parents.map(({ parent, kind, excluded }, index) => ({
      id: `c${index}`,
      parentId: index === 0 || parent % (index + 1) === index ? null : `c${parent % index}`,
      kind,
      excludedFromIncomeAndExpense: excluded,
    }));
    const ids = categories.map((category) => category.id);
    const to = isoDateOfEpochDay(
      Math.min(FIRST_DAY + 900, Number(new Date(`${from}T00:00:00Z`)) / 86_400_000 + span),
    );
    return fc.record({
      today: fc.constant(today),
      granularity: fc.constant(granularity),
      from: fc.constant(from),
      to: fc.constant(to),
      categories: fc.constant(categories),
      actuals: fc.array(
        fc
          .record({
            categoryId: fc.constantFrom(...ids, null, "deleted"),
            date: dateArbitrary,
            cents: centsArbitrary,
          })
          .map(({ categoryId, date, cents }) => ({
            categoryId,
            periodKey: periodOf(date, granularity).key,
            cents,
          })),
        { maxLength: 30 },
      ),
      accounts: fc.array(fc.record({ id: fc.uuid(), balanceCents: centsArbitrary, included: fc.boolean() }), {
        maxLength: 3,
      }),
      baseSeries: fc.array(seriesArbitrary(ids), { maxLength: 6 }),
      scenarios: fc.constant([{ id: "base", events: [] }]),
      pendingItems: fc.array(
        fc.record({
          kind: fc.constantFrom("invoice", "check" as const),
          id: fc.uuid(),
          categoryId: fc.constantFrom(...ids, null),
          cents: centsArbitrary,
          expectedDate: dateArbitrary,
          matched: fc.boolean(),
        }),
        { maxLength: 5 },
      ),
      thresholdCents: fc.option(centsArbitrary),
    });
  })
  .filter((input) => input.from <= input.to);

describe("computeDashboard properties", () => {
  it("chains the balances: end(p) = begin(p) + variation(p) = begin(p + 1)", () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const { totals } = computeDashboard(input).scenarios[0] ?? expect.unreachable();
        totals.end.forEach((end, period) => {
          expect(end).toBe((totals.begin[period] as number) + (totals.variation[period] as number));
          if (period + 1 < totals.begin.length) expect(totals.begin[period + 1]).toBe(end);
        });
      }),
      { numRuns: 150 },
    );
  });

  it("adds the categories up to the variation, and income + expense + excluded flows too", () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const dashboard = computeDashboard(input);
        const { rows, totals } = dashboard.scenarios[0] ?? expect.unreachable();
        totals.variation.forEach((variation, period) => {
          const topLevel = rows
            .filter((row) => row.parentId === null)
            .reduce((sum, row) => sum + (row.shown[period] as number), 0);
          expect(topLevel).toBe(variation);
          expect(
            (totals.income[period] as number) +
              (totals.expense[period] as number) +
              (totals.outsideIncomeAndExpense[period] as number),
          ).toBe(variation);
        });
        for (const row of rows) {
          const children = rows.filter((child) => child.parentId === row.id);
          if (children.length === 0) continue;
          row.actual.forEach((actual, period) => {
            const childSum = children.reduce((sum, child) => sum + (child.actual[period] as number), 0);
            const own = input.actuals
              .filter(
                (total) => total.categoryId === row.id && total.periodKey === dashboard.periods[period]?.key,
              )
              .reduce((sum, total) => sum + total.cents, 0);
            expect(actual).toBe(childSum + own);
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it("gives the base for a scenario without events, or with all its groups off", () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.array(seriesArbitrary(["c0"]), { minLength: 1, maxLength: 3 }),
        (input, added) => {
          const dashboard = computeDashboard({
            ...input,
            scenarios: [
              { id: "base", events: [] },
              { id: "empty", events: [] },
              {
                id: "off",
                disabledGroupIds: ["g"],
                events: [
                  ...added.map((series, index) => ({
                    id: `e${index}`,
                    groupId: "g",
                    change: { kind: "add" as const, series },
                  })),
                  ...input.baseSeries.map((series) => ({
                    id: `r${series.id}`,
                    groupId: "g",
                    change: { kind: "remove" as const, seriesId: series.id },
                  })),
                ],
              },
            ],
          });
          const [base, empty, off] = dashboard.scenarios;
          expect({ ...empty, scenarioId: "base" }).toEqual(base);
          expect({ ...off, scenarioId: "base" }).toEqual(base);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("never counts a forecast occurrence once its period is past", () => {
    fc.assert(
      fc.property(inputArbitrary, dateArbitrary, centsArbitrary, (input, date, cents) => {
        const currentStart = periodOf(input.today, input.granularity).start;
        fc.pre(date < currentStart);
        const before = computeDashboard(input);
        const past: CashFlowSeries = {
          id: "past",
          categoryId: "c0",
          amount: { kind: "fixed", cents },
          frequency: "once",
          start: date,
        };
        const after = computeDashboard({ ...input, baseSeries: [...input.baseSeries, past] });
        const [beforeScenario] = before.scenarios;
        const [afterScenario] = after.scenarios;
        expect(afterScenario?.totals).toEqual(beforeScenario?.totals);
        expect(afterScenario?.rows.map((row) => row.shown)).toEqual(
          beforeScenario?.rows.map((row) => row.shown),
        );
      }),
      { numRuns: 80 },
    );
  });
});

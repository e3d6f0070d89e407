import { describe, expect, it } from "vitest";
import { withVat } from "../money/rate";
import type { CashFlowSeries } from "./cashFlowSeries";
import { expandSeries } from "./expandSeries";
import {
  amountExcludingVat,
  type CellEdit,
  dayBefore,
  planCellEdit,
  type SeriesInCell,
} from "./forecastCellEdit";

const rent: CashFlowSeries = {
  id: "5",
  categoryId: "20",
  label: "Loyer",
  amount: { kind: "fixed", cents: -150_000 },
  frequency: "monthly",
  start: "2026-01-31",
  end: null,
  count: 24,
  growthRate: null,
  vatRate: null,
  paymentDelayDays: 0,
};
const april = { start: "2026-04-01", end: "2026-04-30" };

/** A series as the server hands it to the planner: its occurrences in the cell. */
function inCell(
  series: CashFlowSeries,
  origin: SeriesInCell["origin"] = "user",
  period = april,
): SeriesInCell {
  return { series, origin, occurrences: expandSeries(series, period.start, period.end) };
}

function edit(fields: Partial<CellEdit>): CellEdit {
  return {
    targetCents: 0,
    shownCents: 0,
    period: april,
    today: "2026-02-10",
    seriesOfRow: [],
    choice: null,
    ...fields,
  };
}

const typedBefore: CashFlowSeries = {
  id: "9",
  categoryId: "20",
  // Typed by a user in another locale: the origin says it is the dashboard's, not the label.
  label: "Typed in the dashboard",
  amount: { kind: "fixed", cents: 50_000 },
  frequency: "once",
  start: "2026-04-01",
};

describe("a forecast typed in a cell", () => {
  it("does nothing when the cell already shows what was typed", () => {
    expect(
      planCellEdit(edit({ targetCents: -150_000, shownCents: -150_000, seriesOfRow: [inCell(rent)] })),
    ).toEqual({ kind: "none" });
  });

  it("creates a one-off series for the difference, on the period's first day or today in the current period", () => {
    expect(planCellEdit(edit({ targetCents: 30_000, shownCents: 10_000 }))).toEqual({
      kind: "createOneOff",
      amountCents: 20_000,
      date: "2026-04-01",
    });
    expect(planCellEdit(edit({ targetCents: 30_000, shownCents: 10_000, today: "2026-04-12" }))).toEqual({
      kind: "createOneOff",
      amountCents: 20_000,
      date: "2026-04-12",
    });
  });

  it("changes the dashboard's own one-off series of the cell, whatever its label, instead of adding another", () => {
    expect(
      planCellEdit(
        edit({ targetCents: 0, shownCents: -70_000, seriesOfRow: [inCell(typedBefore, "dashboard_cell")] }),
      ),
    ).toEqual({
      kind: "setAmount",
      seriesId: "9",
      amountCents: 120_000,
    });
    // The same one-off made by the user is the user's: it stays, and the difference gets its own series.
    expect(
      planCellEdit(edit({ targetCents: 0, shownCents: -70_000, seriesOfRow: [inCell(typedBefore)] })),
    ).toEqual({
      kind: "createOneOff",
      amountCents: 70_000,
      date: "2026-04-01",
    });
  });

  it("asks first when one recurring series has one occurrence in the cell", () => {
    expect(
      planCellEdit(
        edit({
          targetCents: -170_000,
          shownCents: -100_000,
          seriesOfRow: [inCell(rent), inCell(typedBefore, "dashboard_cell")],
        }),
      ),
    ).toEqual({ kind: "askChoice", seriesId: "5", occurrenceCents: -150_000, deltaCents: -70_000 });
  });

  it("does not ask when the cell has several occurrences, several recurring series or a formula series", () => {
    const weekly = { ...rent, frequency: "weekly" as const };
    const twice = edit({ targetCents: 1, seriesOfRow: [inCell(weekly)] });
    expect(planCellEdit(twice).kind).toBe("createOneOff");
    const two = edit({ targetCents: 1, seriesOfRow: [inCell(rent), inCell({ ...rent, id: "7" })] });
    expect(planCellEdit(two).kind).toBe("createOneOff");
    const formula = { ...rent, amount: { kind: "formula" as const, formula: "#3" } };
    const withFormula = edit({
      targetCents: 1,
      seriesOfRow: [
        { series: formula, origin: "user", occurrences: [{ index: 3, accrualDate: "2026-04-30", cents: 0 }] },
      ],
    });
    expect(planCellEdit(withFormula).kind).toBe("createOneOff");
  });

  it("for this period only, keeps the difference as the cell's one-off", () => {
    const plan = planCellEdit(
      edit({
        targetCents: -170_000,
        shownCents: -150_000,
        seriesOfRow: [inCell(rent), inCell(typedBefore, "dashboard_cell")],
        choice: "thisPeriod",
      }),
    );
    expect(plan).toEqual({ kind: "setAmount", seriesId: "9", amountCents: 30_000 });
  });

  it("for the following, splits the series at the edited occurrence: the original ends the day before, a copy carries the new amount and what remains of the count", () => {
    const plan = planCellEdit(
      edit({ targetCents: -170_000, shownCents: -150_000, seriesOfRow: [inCell(rent)], choice: "following" }),
    );
    expect(plan).toEqual({
      kind: "split",
      seriesId: "5",
      end: "2026-04-29",
      copy: {
        categoryId: "20",
        label: "Loyer",
        amountCents: -170_000,
        frequency: "monthly",
        // 31/01, 28/02, 31/03 come before 30/04.
        start: "2026-04-30",
        end: null,
        count: 21,
        growthRate: null,
        vatRate: null,
        paymentDelayDays: 0,
      },
    });
  });

  it("for the following, changes the whole series when its first occurrence is edited", () => {
    const january = { start: "2026-01-01", end: "2026-01-31" };
    expect(
      planCellEdit(
        edit({
          targetCents: -100_000,
          shownCents: -150_000,
          period: january,
          seriesOfRow: [inCell(rent, "user", january)],
          choice: "following",
        }),
      ),
    ).toEqual({ kind: "setAmount", seriesId: "5", amountCents: -100_000 });
  });

  it("finds the amount excluding VAT that gives the typed cash amount", () => {
    for (const cash of [-120_000, -120_001, 99_999, 1]) {
      const excluding = amountExcludingVat(cash, 2000);
      expect(Math.abs(withVat(excluding, 2000) - cash)).toBeLessThanOrEqual(1);
    }
    expect(withVat(amountExcludingVat(-120_000, 2000), 2000)).toBe(-120_000);
    expect(amountExcludingVat(-5_000, null)).toBe(-5_000);
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
  });
});

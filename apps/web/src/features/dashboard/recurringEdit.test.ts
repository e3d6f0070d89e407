import { withVat } from "@trezo/domain";
import { describe, expect, it } from "vitest";
import type { SeriesOutput } from "../cashFlowSeries/seriesForm";
import {
  amountExcludingVat,
  dayBefore,
  occurrencesBefore,
  planFollowingChange,
  recurringTargetOf,
} from "./recurringEdit";

const LABEL = "Saisie du tableau de bord";

const rent: SeriesOutput = {
  id: 5,
  scenario_id: 1,
  category_id: 20,
  label: "Loyer",
  description: "",
  displayed: true,
  amount_cents: -150_000,
  formula: null,
  frequency: "monthly",
  start: "2026-01-31",
  end: null,
  count: 24,
  growth_rate_bp: null,
  vat_rate_bp: null,
  payment_delay_days: 0,
};

const occurrence = (accrual: string, cents: number) => ({ accrual_date: accrual, date: accrual, cents });

describe("a forecast typed on a recurring series", () => {
  it("asks about the one recurring series with one occurrence in the cell", () => {
    const target = recurringTargetOf(
      [
        { cfs: rent, occurrences: [occurrence("2026-04-30", -150_000)] },
        // The dashboard's own one-off of the cell is not a recurring series.
        {
          cfs: { ...rent, id: 6, label: LABEL, frequency: "once" },
          occurrences: [occurrence("2026-04-01", -1_000)],
        },
      ],
      LABEL,
    );
    expect(target?.series.id).toBe(5);
    expect(target?.occurrence.accrual_date).toBe("2026-04-30");
  });

  it("does not ask when the cell has several occurrences, several series or a formula", () => {
    const weekly = { ...rent, frequency: "weekly" as const };
    expect(
      recurringTargetOf(
        [{ cfs: weekly, occurrences: [occurrence("2026-04-01", -1), occurrence("2026-04-08", -1)] }],
        LABEL,
      ),
    ).toBeNull();
    expect(
      recurringTargetOf(
        [
          { cfs: rent, occurrences: [occurrence("2026-04-30", -1)] },
          { cfs: { ...rent, id: 7 }, occurrences: [occurrence("2026-04-30", -1)] },
        ],
        LABEL,
      ),
    ).toBeNull();
    expect(
      recurringTargetOf(
        [
          {
            cfs: { ...rent, amount_cents: null, formula: "[Ventes]" },
            occurrences: [occurrence("2026-04-30", -1)],
          },
        ],
        LABEL,
      ),
    ).toBeNull();
  });

  it("counts the occurrences before a date, month ends clamped", () => {
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
    expect(occurrencesBefore(rent, "2026-01-31")).toBe(0);
    // 31/01, 28/02, 31/03 come before 30/04.
    expect(occurrencesBefore(rent, "2026-04-30")).toBe(3);
  });

  it("splits the series at the edited occurrence: the original ends the day before, a copy carries the new amount and what remains of the count", () => {
    const change = planFollowingChange(
      { series: rent, occurrence: occurrence("2026-04-30", -150_000) },
      -20_000,
    );
    expect(change).toEqual({
      kind: "split",
      cfsId: 5,
      end: "2026-04-29",
      next: {
        category_id: 20,
        label: "Loyer",
        amount_cents: -170_000,
        frequency: "monthly",
        start: "2026-04-30",
        end: null,
        count: 21,
        growth_rate_bp: null,
        vat_rate_bp: null,
        payment_delay_days: 0,
      },
    });
  });

  it("changes the whole series when the first occurrence is edited", () => {
    expect(
      planFollowingChange({ series: rent, occurrence: occurrence("2026-01-31", -150_000) }, 50_000),
    ).toEqual({ kind: "updateWhole", cfsId: 5, amountCents: -100_000 });
  });

  it("finds the amount excluding VAT that gives the typed cash amount", () => {
    for (const cash of [-120_000, -120_001, 99_999, 1]) {
      const excluding = amountExcludingVat(cash, 2000);
      expect(Math.abs(withVat(excluding, 2000) - cash)).toBeLessThanOrEqual(1);
    }
    expect(withVat(amountExcludingVat(-120_000, 2000), 2000)).toBe(-120_000);
    expect(amountExcludingVat(-5_000, null)).toBe(-5_000);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grownAmount } from "../money";
import { civilOf, daysInMonth } from "./calendar";
import type { CashFlowSeries } from "./cashFlowSeries";
import { expandSeries } from "./expandSeries";
import {
  applyPaymentTerms,
  formatPaymentTerms,
  monthlyCashPlacement,
  type PaymentTerms,
  parsePaymentTerms,
} from "./paymentTerms";

const terms = (days: number, endOfMonth = false, dayOfMonth: number | null = null): PaymentTerms => ({
  days,
  endOfMonth,
  dayOfMonth,
});

const termsArbitrary: fc.Arbitrary<PaymentTerms> = fc.oneof(
  fc.integer({ min: -3660, max: 3660 }).map((days) => terms(days)),
  fc.integer({ min: -400, max: 400 }).map((days) => terms(days, true)),
  fc
    .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 31 }))
    .map(([days, day]) => terms(days, true, day)),
);

describe("parsePaymentTerms", () => {
  it.each([
    ["30 jours", terms(30)],
    ["30 JOURS", terms(30)],
    ["30j", terms(30)],
    ["30", terms(30)],
    ["1 jour", terms(1)],
    ["60 jours date de facture", terms(60)],
    ["60 jours net", terms(60)],
    ["45 jours fin de mois", terms(45, true)],
    ["45 jours  fin  de mois", terms(45, true)],
    ["45 j fdm", terms(45, true)],
    ["fin de mois", terms(0, true)],
    ["fin de mois le 10", terms(0, true, 10)],
    ["30 jours fin de mois le 15", terms(30, true, 15)],
    ["fin de mois le 1er", terms(0, true, 1)],
    ["comptant", terms(0)],
    ["À réception", terms(0)],
    ["", terms(0)],
    ["-15 jours", terms(-15)],
    ["45 days end of month", terms(45, true)],
    ["end of month the 10th", terms(0, true, 10)],
  ])("reads %j", (text, expected) => {
    expect(parsePaymentTerms(text)).toEqual(expected);
  });

  it.each([
    "trente jours",
    "30 semaines",
    "fin de mois le 32",
    "fin de mois le 0",
    "9999 jours",
    "30 jours le 10",
    "45 jours fin de mois fin de mois",
  ])("refuses %j", (text) => {
    expect(parsePaymentTerms(text)).toBeNull();
  });

  it("reads back every formatted terms", () => {
    fc.assert(
      fc.property(termsArbitrary, (value) => {
        expect(parsePaymentTerms(formatPaymentTerms(value))).toEqual(value);
      }),
    );
  });
});

describe("formatPaymentTerms", () => {
  it.each([
    [terms(30), "30 jours"],
    [terms(1), "1 jour"],
    [terms(0), "comptant"],
    [terms(45, true), "45 jours fin de mois"],
    [terms(0, true), "fin de mois"],
    [terms(0, true, 10), "fin de mois le 10"],
    [terms(60, true, 5), "60 jours fin de mois le 5"],
  ])("writes %j as %j", (value, expected) => {
    expect(formatPaymentTerms(value)).toBe(expected);
  });
});

describe("applyPaymentTerms", () => {
  it.each([
    ["2026-02-01", terms(30), "2026-03-03"],
    ["2026-01-15", terms(45, true), "2026-03-31"],
    ["2026-01-10", terms(45, true), "2026-02-28"],
    ["2026-01-20", terms(0, true, 10), "2026-02-10"],
    ["2026-01-20", terms(0, true, 31), "2026-02-28"],
    ["2028-01-20", terms(0, true, 31), "2028-02-29"],
    ["2026-03-10", terms(-15), "2026-02-23"],
    ["2026-12-20", terms(30, true, 10), "2027-02-10"],
  ])("moves %s by %j to %s", (date, value, expected) => {
    const { year, month, day } = applyPaymentTerms(value, civilOf(date));
    expect(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`).toBe(expected);
  });

  it("never pays before the terms' days nor, at the end of a month, on another day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }),
        termsArbitrary,
        (date, value) => {
          const civil = {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
          };
          const paid = applyPaymentTerms(value, civil);
          const days = (Date.UTC(paid.year, paid.month - 1, paid.day) - date.getTime()) / 86_400_000;
          expect(Math.floor(days)).toBeGreaterThanOrEqual(value.days - 1);
          if (value.endOfMonth && value.dayOfMonth === null) {
            expect(paid.day).toBe(daysInMonth(paid.year, paid.month));
          }
        },
      ),
    );
  });
});

describe("monthlyCashPlacement", () => {
  it("counts commercial months of 30 days", () => {
    expect(monthlyCashPlacement(terms(30), 1)).toEqual({ months: 1, day: 1 });
    expect(monthlyCashPlacement(terms(30), 31)).toEqual({ months: 1, day: 31 });
    expect(monthlyCashPlacement(terms(45), 1)).toEqual({ months: 1, day: 16 });
    expect(monthlyCashPlacement(terms(45, true), 10)).toEqual({ months: 1, day: "end" });
    expect(monthlyCashPlacement(terms(0, true, 10), 20)).toEqual({ months: 1, day: 10 });
    expect(monthlyCashPlacement(terms(-10), 5)).toEqual({ months: -1, day: 25 });
  });
});

const monthIndexOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

describe("a monthly series with payment terms", () => {
  it("pays exactly once a month, and the right total to the cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2020, max: 2035 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: -50_000_000, max: 50_000_000 }).filter((cents) => cents !== 0),
        fc.integer({ min: -2_000, max: 2_000 }),
        termsArbitrary,
        (year, month, rawDay, count, cents, growth, value) => {
          const day = Math.min(rawDay, daysInMonth(year, month));
          const series: CashFlowSeries = {
            id: "s",
            categoryId: "c",
            amount: { kind: "fixed", cents },
            frequency: "monthly",
            start: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
            count,
            growthRate: growth,
            paymentDelayDays: value.days,
            paymentEndOfMonth: value.endOfMonth,
            paymentDayOfMonth: value.dayOfMonth,
          };
          const occurrences = expandSeries(series, "2000-01-01", "2099-12-31");
          expect(occurrences).toHaveLength(count);
          const months = occurrences.map((occurrence) => monthIndexOf(occurrence.date));
          // One payment a month, in consecutive months: never none one month and two the next.
          for (let index = 1; index < months.length; index += 1) {
            expect(months[index]).toBe((months[0] as number) + index);
          }
          // The delay shifts the payments, never their months' spacing, and the total stays exact.
          const total = occurrences.reduce((sum, occurrence) => sum + occurrence.cents, 0);
          let expected = 0;
          for (let index = 0; index < count; index += 1) {
            expected += grownAmount(cents, growth, Math.floor(index / 12), 0);
          }
          expect(total).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("over a window, pays once in each month between its first and last payment", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), termsArbitrary, (day, value) => {
        const series: CashFlowSeries = {
          id: "s",
          categoryId: "c",
          amount: { kind: "fixed", cents: 250_000 },
          frequency: "monthly",
          start: `2026-01-${String(Math.min(day, 31)).padStart(2, "0")}`,
          paymentDelayDays: value.days,
          paymentEndOfMonth: value.endOfMonth,
          paymentDayOfMonth: value.dayOfMonth,
        };
        // A horizon of two years, after the first payments (the delay shifts them).
        const occurrences = expandSeries(series, "2038-01-01", "2039-12-31");
        expect(occurrences.map((occurrence) => occurrence.date.slice(0, 7))).toEqual(
          Array.from(
            { length: 24 },
            (_, index) => `${2038 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`,
          ),
        );
        expect(occurrences.reduce((sum, occurrence) => sum + occurrence.cents, 0)).toBe(24 * 250_000);
      }),
      { numRuns: 200 },
    );
  });
});

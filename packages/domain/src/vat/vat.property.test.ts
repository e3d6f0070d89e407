import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateVat } from "./calculateVat";
import { addMonths, VAT_BASES, VAT_REGIMES } from "./vatCalendar";
import { type TaxableFlow, type VatSettings, vatForecast } from "./vatForecast";
import { FRENCH_VAT_RATES_BP } from "./vatRates";

const dateArb = fc
  .record({
    year: fc.integer({ min: 2025, max: 2027 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);

const flowArb: fc.Arbitrary<TaxableFlow> = fc.record({
  accrualDate: dateArb,
  cashDate: dateArb,
  cents: fc.integer({ min: -5_000_000, max: 5_000_000 }),
  rateBp: fc.constantFrom(...FRENCH_VAT_RATES_BP),
});

const settingsArb: fc.Arbitrary<VatSettings> = fc.record({
  regime: fc.constantFrom(...VAT_REGIMES),
  basis: fc.constantFrom(...VAT_BASES),
  dueDay: fc.integer({ min: 15, max: 24 }),
  regimeChangedOn: fc.option(dateArb, { nil: null }),
  previousRegime: fc.option(fc.constantFrom(...VAT_REGIMES), { nil: null }),
});

/** Whole years, so that every return of the window is filed inside it (the CA12 of the last year too). */
const window = { fromMonth: "2025-01", toMonth: "2027-12", currentMonth: "2025-01" };

describe("VAT forecast properties", () => {
  it("is zero when there are no sales and no purchases (or only untaxed ones)", () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.array(flowArb.map((flow) => ({ ...flow, rateBp: 0 }))),
        (settings, flows) => {
          const forecast = vatForecast({ settings, flows, actualPayments: [], ...window });
          expect(forecast.schedule).toEqual([]);
          expect(forecast.carriedCreditCents).toBe(0);
        },
      ),
    );
  });

  it("settles every cent of net VAT: payments plus the credit still carried are the VAT owed", () => {
    fc.assert(
      fc.property(settingsArb, fc.array(flowArb, { maxLength: 40 }), (settings, flows) => {
        const forecast = vatForecast({ settings, flows, actualPayments: [], ...window });
        let owed = 0;
        for (const cents of forecast.netVatByMonth.values()) owed += cents;
        const paid = forecast.schedule.reduce((total, payment) => total - payment.cents, 0);
        expect(paid - forecast.carriedCreditCents).toBe(owed);
        for (const payment of forecast.schedule) expect(Number.isSafeInteger(payment.cents)).toBe(true);
      }),
    );
  });

  it("makes the simplified regime's instalments and CA12 balance add up to the year's VAT", () => {
    const simplified: VatSettings = {
      regime: "simplified",
      basis: "receipts",
      dueDay: 24,
      regimeChangedOn: null,
      previousRegime: null,
    };
    fc.assert(
      fc.property(fc.array(flowArb, { maxLength: 40 }), (flows) => {
        const forecast = vatForecast({ settings: simplified, flows, actualPayments: [], ...window });
        for (const year of [2025, 2026, 2027]) {
          let yearVat = 0;
          for (let month = `${year}-01`; month <= `${year}-12`; month = addMonths(month, 1)) {
            yearVat += forecast.netVatByMonth.get(month) ?? 0;
          }
          const paid = forecast.schedule
            .filter((payment) => payment.fromMonth.startsWith(String(year)))
            .reduce((total, payment) => total - payment.cents, 0);
          expect(paid).toBe(yearVat);
          const instalments = forecast.schedule.filter(
            (payment) => payment.kind === "instalment" && payment.fromMonth.startsWith(String(year)),
          );
          let previousVat = 0;
          for (let month = `${year - 1}-01`; month <= `${year - 1}-12`; month = addMonths(month, 1)) {
            previousVat += forecast.netVatByMonth.get(month) ?? 0;
          }
          expect(instalments.length).toBe(previousVat >= 100_000 ? 2 : 0);
        }
      }),
    );
  });

  it("drops the forecast of every month holding an actual VAT payment", () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.array(flowArb, { maxLength: 30 }),
        fc.array(dateArb, { maxLength: 5 }),
        (settings, flows, paidOn) => {
          const forecast = vatForecast({
            settings,
            flows,
            actualPayments: paidOn.map((date) => ({ date, cents: -100 })),
            ...window,
          });
          const paidMonths = new Set(paidOn.map((date) => date.slice(0, 7)));
          for (const payment of forecast.payments)
            expect(paidMonths.has(payment.dueDate.slice(0, 7))).toBe(false);
        },
      ),
    );
  });
});

describe("calculateVat properties", () => {
  it("keeps excluding + VAT = including to the cent, per line, per rate and in total", () => {
    const lineArb = fc.record({
      amountCents: fc.integer({ min: -10_000_000, max: 10_000_000 }),
      rateBp: fc.constantFrom(...FRENCH_VAT_RATES_BP),
      includesVat: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (lines) => {
        const result = calculateVat(lines);
        for (const line of [...result.lines, ...result.byRate, { ...result.totals, rateBp: 0 }]) {
          expect(line.excludingVatCents + line.vatCents).toBe(line.includingVatCents);
        }
        const lineVat = result.lines.reduce((total, line) => total + line.vatCents, 0);
        expect(result.totals.vatCents).toBe(lineVat);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { calculateVat } from "./calculateVat";
import { annualReturnDueDate } from "./vatCalendar";
import { type TaxableFlow, type VatSettings, vatForecast } from "./vatForecast";
import { isVatRate, vatIncludedIn } from "./vatRates";

const monthly: VatSettings = {
  regime: "monthly",
  basis: "receipts",
  dueDay: 24,
  regimeChangedOn: null,
  previousRegime: null,
};

const sale = (date: string, cents: number, rateBp = 2000): TaxableFlow => ({
  accrualDate: date,
  cashDate: date,
  cents,
  rateBp,
});

describe("VAT rates", () => {
  it("accepts whole basis points from 0 % to 100 %", () => {
    expect([2000, 1000, 550, 210, 0].every(isVatRate)).toBe(true);
    expect(isVatRate(-1)).toBe(false);
    expect(isVatRate(10_001)).toBe(false);
    expect(isVatRate(5.5)).toBe(false);
  });
  it("finds the VAT held in an amount including VAT", () => {
    expect(vatIncludedIn(12_000, 2000)).toBe(2000);
    expect(vatIncludedIn(-12_000, 2000)).toBe(-2000);
    expect(vatIncludedIn(1056, 550)).toBe(55);
  });
});

describe("calculateVat", () => {
  it("rounds each line to the cent, as an invoice does, and sums the rounded lines", () => {
    const result = calculateVat([
      { amountCents: 1001, rateBp: 550, includesVat: false },
      { amountCents: 1001, rateBp: 550, includesVat: false },
      { amountCents: 12_000, rateBp: 2000, includesVat: true },
    ]);
    // 10,01 € at 5,5 % is 0,55055 €: 0,55 € per line, 1,10 € for both (not 1,1011 € rounded once).
    expect(result.lines[0]).toEqual({
      rateBp: 550,
      excludingVatCents: 1001,
      vatCents: 55,
      includingVatCents: 1056,
    });
    expect(result.byRate).toEqual([
      { rateBp: 2000, excludingVatCents: 10_000, vatCents: 2000, includingVatCents: 12_000 },
      { rateBp: 550, excludingVatCents: 2002, vatCents: 110, includingVatCents: 2112 },
    ]);
    expect(result.totals).toEqual({ excludingVatCents: 12_002, vatCents: 2110, includingVatCents: 14_112 });
  });
  it("refuses an invalid rate", () => {
    expect(() => calculateVat([{ amountCents: 100, rateBp: -5, includesVat: false }])).toThrow(RangeError);
  });
});

describe("the official calendar", () => {
  it("puts the CA12 on the second business day after 1 May", () => {
    // Dates published on impots.gouv.fr for the 2022, 2023 and 2024 returns.
    expect(annualReturnDueDate(2022)).toBe("2023-05-03");
    expect(annualReturnDueDate(2023)).toBe("2024-05-03");
    expect(annualReturnDueDate(2024)).toBe("2025-05-05");
    expect(annualReturnDueDate(2025)).toBe("2026-05-05");
  });

  it("pays a monthly CA3 on the due day of the next month", () => {
    const forecast = vatForecast({
      settings: monthly,
      flows: [sale("2026-11-10", 120_000), sale("2026-11-20", -60_000)],
      actualPayments: [],
      fromMonth: "2026-11",
      toMonth: "2026-12",
      currentMonth: "2026-11",
    });
    expect(forecast.payments).toEqual([
      {
        kind: "return",
        regime: "monthly",
        dueDate: "2026-12-24",
        cents: -10_000,
        fromMonth: "2026-11",
        toMonth: "2026-11",
      },
    ]);
  });

  it("pays a quarterly CA3 in the month after the quarter", () => {
    const forecast = vatForecast({
      settings: { ...monthly, regime: "quarterly", dueDay: 19 },
      flows: [sale("2027-01-05", 12_000), sale("2027-03-31", 12_000), sale("2027-04-01", 12_000)],
      actualPayments: [],
      fromMonth: "2027-01",
      toMonth: "2027-06",
      currentMonth: "2027-01",
    });
    expect(forecast.payments.map((payment) => [payment.dueDate, payment.cents])).toEqual([
      ["2027-04-19", -4000],
      ["2027-07-19", -2000],
    ]);
  });

  it("carries a CA3 credit forward to the next return", () => {
    const forecast = vatForecast({
      settings: monthly,
      flows: [sale("2027-01-05", -24_000), sale("2027-02-05", 36_000)],
      actualPayments: [],
      fromMonth: "2027-01",
      toMonth: "2027-03",
      currentMonth: "2027-01",
    });
    expect(forecast.payments.map((payment) => [payment.dueDate, payment.cents])).toEqual([
      ["2027-03-24", -2000],
    ]);
    expect(forecast.carriedCreditCents).toBe(0);
  });

  it("takes VAT on debits at the invoice date and on receipts at the cash date", () => {
    const flow: TaxableFlow = {
      accrualDate: "2027-01-30",
      cashDate: "2027-03-02",
      cents: 12_000,
      rateBp: 2000,
    };
    const dueOn = (basis: "debits" | "receipts") =>
      vatForecast({
        settings: { ...monthly, basis },
        flows: [flow],
        actualPayments: [],
        fromMonth: "2027-01",
        toMonth: "2027-12",
        currentMonth: "2027-01",
      }).payments.map((payment) => payment.dueDate);
    expect(dueOn("debits")).toEqual(["2027-02-24"]);
    expect(dueOn("receipts")).toEqual(["2027-04-24"]);
  });

  it("asks the simplified regime's instalments in July (55 %) and December (40 %), and the balance with the CA12", () => {
    // 2026: 10,000 € of VAT (previous year's base); 2027: 12,000 €.
    const flows = [sale("2026-06-15", 6_000_000), sale("2027-06-15", 7_200_000)];
    const forecast = vatForecast({
      settings: { ...monthly, regime: "simplified", dueDay: 15 },
      flows,
      actualPayments: [],
      fromMonth: "2026-01",
      toMonth: "2027-12",
      currentMonth: "2027-01",
    });
    expect(forecast.payments.map((payment) => [payment.kind, payment.dueDate, payment.cents])).toEqual([
      ["annualReturn", "2027-05-04", -1_000_000],
      ["instalment", "2027-07-15", -550_000],
      ["instalment", "2027-12-15", -400_000],
      ["annualReturn", "2028-05-03", -250_000],
    ]);
  });

  it("asks no instalment when the previous year's VAT is under 1,000 €", () => {
    const forecast = vatForecast({
      settings: { ...monthly, regime: "simplified" },
      flows: [sale("2026-06-15", 599_994), sale("2027-06-15", 600_000)],
      actualPayments: [],
      fromMonth: "2026-01",
      toMonth: "2027-12",
      currentMonth: "2027-01",
    });
    expect(forecast.payments.map((payment) => payment.kind)).toEqual(["annualReturn", "annualReturn"]);
  });

  it("follows the regime change date: monthly returns before it, the simplified regime after", () => {
    const forecast = vatForecast({
      settings: {
        ...monthly,
        regime: "simplified",
        regimeChangedOn: "2027-01-01",
        previousRegime: "monthly",
      },
      flows: [sale("2026-12-10", 12_000), sale("2027-02-10", 12_000)],
      actualPayments: [],
      fromMonth: "2026-12",
      toMonth: "2027-12",
      currentMonth: "2026-12",
    });
    expect(forecast.payments.map((payment) => [payment.regime, payment.dueDate, payment.cents])).toEqual([
      ["monthly", "2027-01-24", -2000],
      ["simplified", "2028-05-03", -2000],
    ]);
  });

  it("lets an actual payment replace the forecast of its month, and drops past payments", () => {
    const forecast = vatForecast({
      settings: monthly,
      flows: [sale("2026-10-10", 12_000), sale("2026-11-10", 12_000), sale("2026-12-10", 12_000)],
      actualPayments: [{ date: "2026-12-20", cents: -2500 }],
      fromMonth: "2026-10",
      toMonth: "2026-12",
      currentMonth: "2026-12",
    });
    expect(forecast.schedule.map((payment) => payment.dueDate)).toEqual([
      "2026-11-24",
      "2026-12-24",
      "2027-01-24",
    ]);
    expect(forecast.payments.map((payment) => payment.dueDate)).toEqual(["2027-01-24"]);
  });
});

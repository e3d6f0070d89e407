import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  convertMinorUnits,
  convertOnDate,
  currencyExponent,
  isIsoCurrency,
  MissingRateError,
  parseRate,
  rateOn,
} from "./currencies";

describe("ISO 4217 exponents", () => {
  it("knows JPY 0, EUR 2, BHD 3 and the codes of the runtime", () => {
    expect([currencyExponent("JPY"), currencyExponent("EUR"), currencyExponent("BHD")]).toEqual([0, 2, 3]);
    expect(isIsoCurrency("USD")).toBe(true);
    expect(isIsoCurrency("usd")).toBe(false);
    expect(isIsoCurrency("ZZZ")).toBe(false);
  });
});

describe("convertMinorUnits", () => {
  it("converts between exponents exactly, rounding half away from zero", () => {
    expect(convertMinorUnits(10_000, "EUR", "USD", "1.0845")).toBe(10_845);
    expect(convertMinorUnits(10_000, "EUR", "JPY", "162.53")).toBe(16_253);
    expect(convertMinorUnits(1, "EUR", "JPY", "150")).toBe(2); // 1.5 yen
    expect(convertMinorUnits(-1, "EUR", "JPY", "150")).toBe(-2);
    expect(convertMinorUnits(1000, "EUR", "BHD", "0.4089")).toBe(4089);
    expect(() => parseRate("-1")).toThrow(RangeError);
    expect(() => parseRate("0")).toThrow(RangeError);
  });

  const currency = fc.constantFrom("EUR", "USD", "JPY", "BHD", "GBP", "CLF");
  const rate = fc
    .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 4 }))
    .map(([digits, decimals]) => (digits / 10 ** decimals).toFixed(decimals));
  const amount = fc.integer({ min: -10_000_000, max: 10_000_000 });
  /** Whether `a` converts to a safe integer (beyond, the conversion refuses: tested below). */
  const convertible = (a: number, from: string, to: string, r: string) =>
    Math.abs(a) * Number(r) * 10 ** Math.max(0, currencyExponent(to) - currencyExponent(from)) <
    Number.MAX_SAFE_INTEGER / 2;

  it("is symmetric for expenses: convert(-a) = -convert(a)", () => {
    fc.assert(
      fc.property(amount, currency, currency, rate, (a, from, to, r) => {
        fc.pre(convertible(a, from, to, r));
        expect(convertMinorUnits(-a, from, to, r)).toBe(-convertMinorUnits(a, from, to, r) || 0);
      }),
    );
  });

  it("converts a sum within half a minor unit per term of the sum of conversions", () => {
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 20 }),
        currency,
        currency,
        rate,
        (amounts, from, to, r) => {
          const sum = amounts.reduce((total, one) => total + one, 0);
          fc.pre([sum, ...amounts].every((one) => convertible(one, from, to, r)));
          const ofSum = convertMinorUnits(sum, from, to, r);
          const sumOf = amounts.reduce((total, one) => total + convertMinorUnits(one, from, to, r), 0);
          expect(Math.abs(ofSum - sumOf)).toBeLessThanOrEqual(Math.ceil(amounts.length / 2));
        },
      ),
    );
  });

  it("refuses a conversion whose result is no safe integer rather than rounding it", () => {
    // 200,000,000 yen at 98,978 units of a 4-decimal currency per yen: about 1.98e17 minor units.
    expect(() => convertMinorUnits(-200_000_000, "JPY", "CLF", "98978")).toThrow(RangeError);
    expect(convertMinorUnits(-1_000_000, "JPY", "CLF", "98978")).toBe(-1_000_000 * 98_978 * 10_000);
  });

  it("keeps an amount at a rate of 1 between currencies of the same exponent", () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(convertMinorUnits(a, "EUR", "USD", "1")).toBe(a);
      }),
    );
  });
});

describe("rateOn", () => {
  const rates = [
    { from: "EUR", to: "USD", date: "2026-11-20", rate: "1.05" },
    { from: "EUR", to: "USD", date: "2026-11-23", rate: "1.0845" },
  ];
  it("takes the latest rate on or before the date, and inverts it the other way", () => {
    expect(rateOn(rates, "EUR", "USD", "2026-11-22")?.rate).toBe("1.05");
    expect(rateOn(rates, "EUR", "USD", "2026-11-24")?.rate).toBe("1.0845");
    expect(rateOn(rates, "EUR", "USD", "2026-11-19")).toBeUndefined();
    expect(rateOn(rates, "USD", "EUR", "2026-11-24")?.rate).toBe("0.922083909636");
  });

  it("converts dated amounts at the rate of their date: a day's total within half a unit per item", () => {
    const rates = [
      { from: "EUR", to: "USD", date: "2024-01-02", rate: "1.0956" },
      { from: "EUR", to: "USD", date: "2024-01-05", rate: "1.0921" },
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            date: fc.constantFrom("2024-01-02", "2024-01-03", "2024-01-05", "2024-01-07"),
            amount: fc.integer({ min: -1e9, max: 1e9 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (items) => {
          const converted = items.map((item) => convertOnDate({ ...item, currency: "USD" }, "EUR", rates));
          for (const [index, one] of converted.entries()) {
            // The rate of its date: the 5th's from the 5th on, the 2nd's before.
            const expected = (items[index]?.date ?? "") >= "2024-01-05" ? "2024-01-05" : "2024-01-02";
            expect(one.rate?.date).toBe(expected);
            expect(one.original.amount).toBe(items[index]?.amount);
          }
          for (const day of ["2024-01-02", "2024-01-05"]) {
            const ofDay = converted.filter((one) => one.rate?.date === day);
            if (ofDay.length === 0) continue;
            const rate = ofDay[0]?.rate?.rate ?? "1";
            const ofSum = convertMinorUnits(
              ofDay.reduce((total, one) => total + one.original.amount, 0),
              "USD",
              "EUR",
              rate,
            );
            const sumOf = ofDay.reduce((total, one) => total + one.amount, 0);
            expect(Math.abs(ofSum - sumOf)).toBeLessThanOrEqual(Math.ceil(ofDay.length / 2));
          }
        },
      ),
    );
  });

  it("keeps an amount already in the target currency, and refuses a date before every rate", () => {
    const rates = [{ from: "EUR", to: "USD", date: "2024-01-05", rate: "1.0921" }];
    expect(convertOnDate({ date: "2024-01-01", amount: 123, currency: "EUR" }, "EUR", rates)).toEqual({
      amount: 123,
      original: { date: "2024-01-01", amount: 123, currency: "EUR" },
      rate: null,
    });
    expect(() => convertOnDate({ date: "2024-01-04", amount: 1, currency: "USD" }, "EUR", rates)).toThrow(
      MissingRateError,
    );
    expect(convertOnDate({ date: "2024-01-05", amount: 10921, currency: "USD" }, "EUR", rates).amount).toBe(
      10000,
    );
  });
});

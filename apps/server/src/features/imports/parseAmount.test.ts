import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  detectDecimalSeparator,
  numberToCents,
  parseAmountToCents,
  parseFixedDecimalToCents,
} from "./parseAmount";

describe("parseAmountToCents", () => {
  it.each([
    ["1 234,56", ",", 123_456],
    ["1\u00a0234,56", ",", 123_456],
    ["1\u202f234,56 €", ",", 123_456],
    ["1.234,56", ",", 123_456],
    ["-12,00", ",", -1200],
    ["12,00-", ",", -1200],
    ["(12,00)", ",", -1200],
    ["+12,5", ",", 1250],
    ["45", ",", 4500],
    ["0,00", ",", 0],
    ["-0,00", ",", 0],
    ["1,234.56", ".", 123_456],
    ["-1'234.56", ".", -123_456],
    ["EUR 99.90", ".", 9990],
    ["-45.00 USD", ".", -4500],
    // More than two decimals: rounded to the cent, half away from zero.
    ["12,3456", ",", 1235],
    ["-30,000", ",", -3000],
    ["1.005", ".", 101],
    ["-0.125", ".", -13],
    ["-0.124", ".", -12],
  ] as const)("%s (%s) → %i", (raw, separator, cents) => {
    expect(parseAmountToCents(raw, separator)).toBe(cents);
  });

  it.each([
    ["douze", ","],
    ["", ","],
    ["1,234.5", ","],
    ["12.34.5", ","],
    ["1.2.3", "."],
    ["--12", ","],
    ["-12-", ","],
    ["12,00,00", ","],
    ["1 2 3,4a", ","],
  ] as const)("refuses %j", (raw, separator) => {
    expect(parseAmountToCents(raw, separator)).toBeNull();
  });

  it("reads back any amount written the French way or the English way", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.boolean(), (cents, trailingMinus) => {
        const absolute = Math.abs(cents);
        const units = Math.floor(absolute / 100).toLocaleString("fr-FR");
        const decimals = String(absolute % 100).padStart(2, "0");
        const french =
          cents < 0
            ? trailingMinus
              ? `${units},${decimals}-`
              : `-${units},${decimals}`
            : `${units},${decimals}`;
        expect(parseAmountToCents(french, ",")).toBe(cents);
        const english = `${cents < 0 ? "-" : ""}${Math.floor(absolute / 100).toLocaleString("en-GB")}.${decimals}`;
        expect(parseAmountToCents(english, ".")).toBe(cents);
      }),
    );
  });
});

describe("detectDecimalSeparator", () => {
  it("reads the separator from the samples, comma when nothing tells", () => {
    expect(detectDecimalSeparator(["-12,00", "1 234,56"])).toBe(",");
    expect(detectDecimalSeparator(["-12.00", "1,234.56"])).toBe(".");
    expect(detectDecimalSeparator(["12", "45"])).toBe(",");
    expect(detectDecimalSeparator(["-30.000", "12.3456"])).toBe(".");
    expect(detectDecimalSeparator(["1.234.567"])).toBe(",");
  });
});

describe("parseFixedDecimalToCents (OFX, CAMT: the notation is the format's)", () => {
  it.each([
    ["-30.000", true, -3000],
    ["12.3456", true, 1235],
    ["-30,000", true, -3000],
    ["1234.5", false, 123_450],
    [".5", false, 50],
    ["+7", false, 700],
  ] as const)("%s → %i", (raw, comma, cents) => {
    expect(parseFixedDecimalToCents(raw, comma)).toBe(cents);
  });
  it.each([["1,234.56"], ["1 234,56"], ["12-"], ["."], ["1,5"]])("refuses %j in CAMT", (raw) => {
    expect(parseFixedDecimalToCents(raw, false)).toBeNull();
  });
});

describe("numberToCents (XLSX numbers)", () => {
  it("rounds what the user typed, not the binary float", () => {
    expect(numberToCents(1.005)).toBe(101);
    expect(numberToCents(-84.12)).toBe(-8412);
    expect(numberToCents(0.1 + 0.2)).toBe(30);
    expect(numberToCents(1e-9)).toBe(0);
    expect(numberToCents(1e300)).toBeNull();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDecimalHundredths } from "./decimal";

/** Cents written as an xs:decimal with `decimals` digits after the point (≥ 2: padded with zeros). */
function written(cents: bigint, decimals: number): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const units = (magnitude / 100n).toString();
  const fraction = (magnitude % 100n).toString().padStart(2, "0").padEnd(decimals, "0");
  return `${negative ? "-" : ""}${units}.${fraction}`;
}

const safeCents = fc.bigInt({ min: -BigInt(Number.MAX_SAFE_INTEGER), max: BigInt(Number.MAX_SAFE_INTEGER) });

describe("parseDecimalHundredths", () => {
  it("reads xs:decimal amounts exactly", () => {
    expect(parseDecimalHundredths("1234.56")).toBe(123456);
    expect(parseDecimalHundredths("  +0.1 ")).toBe(10);
    expect(parseDecimalHundredths(".5")).toBe(50);
    expect(parseDecimalHundredths("12.")).toBe(1200);
    expect(parseDecimalHundredths("-0.00")).toBe(0);
    expect(parseDecimalHundredths("1.005")).toBe(101);
    expect(parseDecimalHundredths("-0.125")).toBe(-13);
    expect(parseDecimalHundredths("0.0049999")).toBe(0);
    expect(parseDecimalHundredths("5.5")).toBe(550);
  });

  it("refuses anything that is not an xs:decimal", () => {
    for (const raw of [
      "",
      "-",
      ".",
      "1,5",
      "1 234.00",
      "1,234.56",
      "1.234,56",
      "1e3",
      "12€",
      "--1",
      "0x10",
      "NaN",
    ]) {
      expect(parseDecimalHundredths(raw)).toBeNull();
    }
    expect(parseDecimalHundredths("90071992547409.92")).toBeNull();
  });

  it("round-trips any amount to the cent, whatever the number of decimals written (property)", () => {
    fc.assert(
      fc.property(safeCents, fc.integer({ min: 2, max: 12 }), (cents, decimals) => {
        expect(parseDecimalHundredths(written(cents, decimals))).toBe(Number(cents));
      }),
    );
  });

  it("reads whole and one-decimal writings of the same amount (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (tenths) => {
        const negative = tenths < 0n ? "-" : "";
        const magnitude = tenths < 0n ? -tenths : tenths;
        expect(parseDecimalHundredths(`${negative}${magnitude / 10n}.${magnitude % 10n}`)).toBe(
          Number(tenths * 10n),
        );
        expect(parseDecimalHundredths(`${negative}${magnitude}`)).toBe(Number(tenths * 100n));
      }),
    );
  });

  it("rounds extra decimals half away from zero (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }),
        fc.integer({ min: 0, max: 9 }),
        fc.stringMatching(/^\d{0,6}$/),
        (cents, third, rest) => {
          const text = `${written(cents, 2)}${third}${rest}`;
          const away = third >= 5 ? (cents < 0n || (cents === 0n && text.startsWith("-")) ? -1n : 1n) : 0n;
          expect(parseDecimalHundredths(text)).toBe(Number(cents + away));
        },
      ),
    );
  });

  it("never misreads a thousands separator: grouped writings are refused, 1.234 is one unit (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (thousands, units) => {
        const group = String(units).padStart(3, "0");
        expect(parseDecimalHundredths(`${thousands},${group}`)).toBeNull();
        expect(parseDecimalHundredths(`${thousands} ${group}.00`)).toBeNull();
        expect(parseDecimalHundredths(`${thousands}\u00a0${group}`)).toBeNull();
        expect(parseDecimalHundredths(`${thousands}.${group},00`)).toBeNull();
        const read = parseDecimalHundredths(`${thousands}.${group}`);
        expect(read).not.toBe((thousands * 1000 + units) * 100);
        // 1.234 is 1.23 (one unit and change), never a thousand and more.
        expect(read).toBeGreaterThanOrEqual(thousands * 100);
        expect(read).toBeLessThanOrEqual(thousands * 100 + 100);
      }),
    );
  });
});

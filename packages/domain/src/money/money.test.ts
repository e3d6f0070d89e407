import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertCents, isCents, sumCents } from "./cents";
import { basisPointsFromPercent, grownAmount, withVat } from "./rate";
import {
  centsFromUnits,
  divideRoundHalfAwayFromZero,
  multiplyByRatio,
  roundHalfAwayFromZero,
} from "./rounding";

describe("cents", () => {
  it("accepts only safe integers", () => {
    expect(isCents(1234)).toBe(true);
    expect(isCents(12.34)).toBe(false);
    expect(isCents(2 ** 53)).toBe(false);
    expect(isCents("12")).toBe(false);
    expect(() => assertCents(0.1)).toThrow(RangeError);
  });

  it("sums exactly and refuses to overflow", () => {
    expect(sumCents([10, 20, -5])).toBe(25);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe("rounding half away from zero", () => {
  it("rounds halves away from zero, symmetrically", () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(3.5)).toBe(4); // banker's would give 4 too
    expect(roundHalfAwayFromZero(4.5)).toBe(5); // banker's would give 4
    expect(roundHalfAwayFromZero(2.49)).toBe(2);
    expect(roundHalfAwayFromZero(-2.51)).toBe(-3);
  });

  it("treats binary near-halves as the half the user typed", () => {
    expect(centsFromUnits(1.005)).toBe(101);
    expect(centsFromUnits(-1.005)).toBe(-101);
    expect(centsFromUnits(0.1 + 0.2)).toBe(30);
  });

  it("divides bigints with the same rule", () => {
    expect(divideRoundHalfAwayFromZero(5n, 2n)).toBe(3n);
    expect(divideRoundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfAwayFromZero(7n, 3n)).toBe(2n);
    expect(() => divideRoundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });

  it("is symmetric for every amount and ratio", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (amount, ratio) => {
          expect(multiplyByRatio(-amount, BigInt(ratio), 10_000n)).toBe(
            -multiplyByRatio(amount, BigInt(ratio), 10_000n) || 0,
          );
        },
      ),
    );
  });

  it("multiplies beyond the safe range of the intermediate product", () => {
    expect(multiplyByRatio(9_000_000_000_000, 12_000n, 10_000n)).toBe(10_800_000_000_000);
  });
});

describe("rates", () => {
  it("reads percents into basis points exactly", () => {
    expect(basisPointsFromPercent(20)).toBe(2000);
    expect(basisPointsFromPercent(5.5)).toBe(550);
    expect(basisPointsFromPercent(2.1)).toBe(210);
    expect(() => basisPointsFromPercent(2.125)).toThrow(RangeError);
  });

  it("adds VAT to the cent, half away from zero", () => {
    expect(withVat(10_000, 2000)).toBe(12_000);
    expect(withVat(1001, 550)).toBe(1056); // 1056.055
    expect(withVat(1010, 550)).toBe(1066); // 1065.55 → up
    expect(withVat(-1010, 550)).toBe(-1066);
    expect(withVat(333, 210)).toBe(340); // 339.993
  });

  it("compounds growth exactly and rounds once", () => {
    expect(grownAmount(100_000, 250, 0)).toBe(100_000);
    expect(grownAmount(100_000, 250, 1)).toBe(102_500);
    expect(grownAmount(100_000, 250, 2)).toBe(105_063); // 105062.5 → up
    // Rounding every year would drift: 1 cent × 1.5^k rounded each step stays at 2, 3, 5...
    expect(grownAmount(1, 5000, 4)).toBe(5); // 5.0625
    expect(grownAmount(100_000, 1000, 1, 2000)).toBe(132_000);
    expect(grownAmount(-100_000, -1000, 1)).toBe(-90_000);
  });

  it("agrees with a float computation within one cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 0, max: 10 }),
        (amount, growth, steps) => {
          const float = amount * (1 + growth / 10_000) ** steps;
          expect(Math.abs(grownAmount(amount, growth, steps) - float)).toBeLessThanOrEqual(
            0.5 + 1e-6 * Math.abs(float),
          );
        },
      ),
    );
  });
});

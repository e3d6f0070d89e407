import type { Cents } from "./cents";
import { multiplyByRatio } from "./rounding";

/**
 * A percentage stored exactly as an integer number of basis points (hundredths of a percent):
 * 20 % VAT is `2000`, 5,5 % is `550`, 2,1 % is `210`, a 2,5 % growth is `250`. Integers keep growth and
 * VAT exact; a rate finer than 0,01 % is refused rather than silently rounded.
 */
export type BasisPoints = number;

const BASIS_POINTS_PER_UNIT = 10_000n;

/** `5.5` (percent) → `550` basis points; throws if the percent has more than two decimals. */
export function basisPointsFromPercent(percent: number): BasisPoints {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError(`A rate has at most two decimals, got ${percent}`);
  }
  return basisPoints;
}

/** Throws unless `rate` is an integer number of basis points greater than -100 %. */
export function assertRate(rate: BasisPoints, what = "rate"): BasisPoints {
  if (!Number.isSafeInteger(rate) || rate <= -10_000) {
    throw new RangeError(`${what} must be whole basis points above -100 %, got ${rate}`);
  }
  return rate;
}

/**
 * The amount including VAT: `amount × (1 + vat)`, rounded once to the cent, half away from zero.
 * The VAT of 10,01 € at 5,5 % is 0,55055 €, so 10,01 € excl. VAT is 10,56 € incl. VAT.
 */
export function withVat(amountExcludingVat: Cents, vatRate: BasisPoints): Cents {
  assertRate(vatRate, "VAT rate");
  return multiplyByRatio(amountExcludingVat, BASIS_POINTS_PER_UNIT + BigInt(vatRate), BASIS_POINTS_PER_UNIT);
}

/**
 * `amount × (1 + growth)^steps × (1 + vat)`, computed exactly as a fraction and rounded only once, half
 * away from zero, so that twenty years of 2 % growth do not accumulate twenty roundings.
 */
export function grownAmount(
  amount: Cents,
  growthRate: BasisPoints,
  steps: number,
  vatRate: BasisPoints = 0,
): Cents {
  assertRate(growthRate, "growth rate");
  assertRate(vatRate, "VAT rate");
  if (!Number.isSafeInteger(steps) || steps < 0) throw new RangeError(`steps must be ≥ 0, got ${steps}`);
  if ((growthRate === 0 || steps === 0) && vatRate === 0) return amount;
  const growthFactor = BASIS_POINTS_PER_UNIT + BigInt(growthRate);
  const numerator = growthFactor ** BigInt(steps) * (BASIS_POINTS_PER_UNIT + BigInt(vatRate));
  const denominator = BASIS_POINTS_PER_UNIT ** BigInt(steps + 1);
  return multiplyByRatio(amount, numerator, denominator);
}

import { assertCents, type Cents } from "./cents";

/**
 * Rounding rule: half away from zero ("arrondi commercial"), the rule of French invoicing and VAT
 * (BOFiP: a VAT amount is rounded to the nearest cent, a half cent going up), rather than banker's
 * rounding, which users would not recognise on an invoice. It is symmetric: `round(-x) = -round(x)`,
 * so an expense (a negative amount) rounds exactly like the matching income.
 */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const magnitude = Math.abs(value);
  let rounded = Math.floor(magnitude);
  // Compare the fraction with a tolerance: 1.005 * 100 is 100.49999999999999 in binary floating point,
  // which a user means as a half.
  if (magnitude - rounded >= 0.5 - 1e-9 * Math.max(1, magnitude)) rounded += 1;
  return value < 0 ? -rounded : rounded;
}

/** A decimal amount in currency units (a formula result, `12.345`) as cents, rounded half away from zero. */
export function centsFromUnits(units: number): Cents {
  return assertCents(roundHalfAwayFromZero(units * 100), "amount");
}

/** Cents as currency units, for formulas and charts (`1234` → `12.34`). */
export function unitsFromCents(cents: Cents): number {
  return cents / 100;
}

/** `numerator / denominator` on bigints, rounded half away from zero (denominator > 0). */
export function divideRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("denominator must be positive");
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/**
 * `amount × numerator / denominator`, computed exactly and rounded once, half away from zero.
 * Stays on `number` while the product is a safe integer and uses `bigint` beyond.
 */
export function multiplyByRatio(amount: Cents, numerator: bigint, denominator: bigint): Cents {
  assertCents(amount);
  const exact = divideRoundHalfAwayFromZero(BigInt(amount) * numerator, denominator);
  return assertCents(Number(exact), "result");
}

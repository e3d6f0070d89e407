import { divideRoundHalfAwayFromZero } from "../money/rounding";
import type { IsoDate } from "../periods";

/**
 * ISO 4217 minor-unit exponents that are not 2 (ISO 4217 list one, "Minor unit" column). Intl's CLDR
 * digits are not used: CLDR shows some currencies with fewer digits than ISO gives them (HUF, TWD…), and
 * money is stored in ISO minor units.
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Whether `code` is an ISO 4217 currency this runtime knows (three upper-case letters). */
export function isIsoCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
}

/** The currency's minor-unit exponent: JPY 0, EUR 2, BHD 3. */
export function currencyExponent(code: string): number {
  return EXPONENTS[code] ?? 2;
}

/** A reference rate: one unit of `from` is worth `rate` units of `to` on `date` (ECB: from EUR). */
export interface ExchangeRate {
  from: string;
  to: string;
  date: IsoDate;
  /** Decimal text as published ("1.0845"), kept exact. */
  rate: string;
}

/** "1.0845" → 10845n / 10000n; throws on anything but a positive decimal. */
export function parseRate(rate: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d{1,12}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Invalid exchange rate ${rate}`);
  const decimals = match[2] ?? "";
  const numerator = BigInt(`${match[1]}${decimals}`);
  if (numerator === 0n) throw new RangeError("An exchange rate is positive");
  return { numerator, denominator: 10n ** BigInt(decimals.length) };
}

/**
 * `amount` minor units of `from` in minor units of `to` at `rate` (units of `to` per unit of `from`),
 * computed exactly on bigints and rounded once, half away from zero (symmetric for expenses).
 */
export function convertMinorUnits(amount: number, from: string, to: string, rate: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not minor units: ${amount}`);
  const { numerator, denominator } = parseRate(rate);
  const shift = currencyExponent(to) - currencyExponent(from);
  const scaledNumerator = BigInt(amount) * numerator * (shift > 0 ? 10n ** BigInt(shift) : 1n);
  const scaledDenominator = denominator * (shift < 0 ? 10n ** BigInt(-shift) : 1n);
  const result = divideRoundHalfAwayFromZero(scaledNumerator, scaledDenominator);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(-Number.MAX_SAFE_INTEGER)) {
    throw new RangeError("Converted amount out of range");
  }
  return Number(result);
}

/**
 * The rate that converts `from` into `to` on `date`: the latest of `rates` published on or before it (a
 * weekend or a holiday takes the last business day's), direct or inverted; undefined without one.
 * `rates` need not be sorted.
 */
export function rateOn(
  rates: readonly ExchangeRate[],
  from: string,
  to: string,
  date: IsoDate,
): ExchangeRate | undefined {
  let best: ExchangeRate | undefined;
  for (const rate of rates) {
    if (rate.date > date) continue;
    if (!((rate.from === from && rate.to === to) || (rate.from === to && rate.to === from))) continue;
    if (!best || rate.date > best.date) best = rate;
  }
  if (!best || best.from === from) return best;
  // Inverted with 12 significant decimals: enough for minor units of any amount below 10^12 units.
  const { numerator, denominator } = parseRate(best.rate);
  const scaled = divideRoundHalfAwayFromZero(denominator * 10n ** 12n, numerator);
  const text = scaled.toString().padStart(13, "0");
  return { from, to, date: best.date, rate: `${text.slice(0, -12)}.${text.slice(-12)}` };
}

/** An amount of a currency on a date (a day's total of an account, a balance). */
export interface DatedAmount {
  date: IsoDate;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

/** A converted amount with what it came from: the original and the rate (traceable in cell details). */
export interface ConvertedAmount {
  amount: number;
  original: DatedAmount;
  /** Null when the amount was already in the target currency. */
  rate: ExchangeRate | null;
}

/** No rate converts `from` into `to` on or before `date`. */
export class MissingRateError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly date: IsoDate,
  ) {
    super(`No ${from}/${to} rate on or before ${date}`);
  }
}

/**
 * `item` in minor units of `to` at the rate of its date (rateOn: the latest published on or before it),
 * each conversion rounded once (convertMinorUnits). Rule for sums: a total of converted items differs
 * from the conversion of their sum (same day) by at most half a minor unit per item, rounded up.
 * Throws MissingRateError when no rate is known on or before the date.
 */
export function convertOnDate(
  item: DatedAmount,
  to: string,
  rates: readonly ExchangeRate[],
): ConvertedAmount {
  if (item.currency === to) return { amount: item.amount, original: item, rate: null };
  const rate = rateOn(rates, item.currency, to, item.date);
  if (!rate) throw new MissingRateError(item.currency, to, item.date);
  return { amount: convertMinorUnits(item.amount, item.currency, to, rate.rate), original: item, rate };
}

import { type Cents, multiplyByRatio } from "../money";

/** The French VAT rates (CGI art. 278 to 281 nonies), in basis points: 20 %, 10 %, 5,5 %, 2,1 % and 0 %. */
export const FRENCH_VAT_RATES_BP: readonly number[] = [2000, 1000, 550, 210, 0];

/** Highest rate a company may declare: 100 %. */
export const MAX_VAT_RATE_BP = 10_000;

/** True for a VAT rate a company may use: whole basis points (0,01 %) from 0 % to 100 %. */
export function isVatRate(rateBp: number): boolean {
  return Number.isSafeInteger(rateBp) && rateBp >= 0 && rateBp <= MAX_VAT_RATE_BP;
}

/**
 * The VAT held in an amount including VAT: `amount − round(amount / (1 + rate))`, the excluding-VAT amount
 * rounded half away from zero, so that excluding + VAT = including to the cent. Signed like the amount.
 */
export function vatIncludedIn(amountIncludingVat: Cents, rateBp: number): Cents {
  if (rateBp === 0) return 0;
  const excluding = multiplyByRatio(amountIncludingVat, 10_000n, BigInt(10_000 + rateBp));
  return amountIncludingVat - excluding;
}

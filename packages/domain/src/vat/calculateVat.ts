import { type Cents, multiplyByRatio } from "../money";
import { isVatRate, vatIncludedIn } from "./vatRates";

/** One line to price: an amount excluding VAT, or including it, and its rate. */
export interface VatLineInput {
  amountCents: Cents;
  rateBp: number;
  /** Whether `amountCents` includes VAT (an amount paid) or excludes it (a price). */
  includesVat: boolean;
}

export interface VatLine {
  rateBp: number;
  excludingVatCents: Cents;
  vatCents: Cents;
  includingVatCents: Cents;
}

export interface VatCalculation {
  lines: VatLine[];
  /** Per rate, as an invoice's VAT breakdown lists them (highest rate first). */
  byRate: VatLine[];
  totals: Omit<VatLine, "rateBp">;
}

/**
 * Excluding VAT, VAT and including VAT of each line, each rounded to the cent half away from zero on its
 * own line (as an invoice does); totals are sums of the rounded lines, so they always add up:
 * excluding + VAT = including, line by line, per rate and in total.
 */
export function calculateVat(lines: readonly VatLineInput[]): VatCalculation {
  const computed = lines.map((line): VatLine => {
    if (!isVatRate(line.rateBp)) throw new RangeError(`Invalid VAT rate ${line.rateBp}`);
    if (line.includesVat) {
      const vat = vatIncludedIn(line.amountCents, line.rateBp);
      return {
        rateBp: line.rateBp,
        excludingVatCents: line.amountCents - vat,
        vatCents: vat,
        includingVatCents: line.amountCents,
      };
    }
    const vat = multiplyByRatio(line.amountCents, BigInt(line.rateBp), 10_000n);
    return {
      rateBp: line.rateBp,
      excludingVatCents: line.amountCents,
      vatCents: vat,
      includingVatCents: line.amountCents + vat,
    };
  });
  const sum = (items: readonly VatLine[]) => ({
    excludingVatCents: items.reduce((total, line) => total + line.excludingVatCents, 0),
    vatCents: items.reduce((total, line) => total + line.vatCents, 0),
    includingVatCents: items.reduce((total, line) => total + line.includingVatCents, 0),
  });
  const rates = [...new Set(computed.map((line) => line.rateBp))].sort((a, b) => b - a);
  return {
    lines: computed,
    byRate: rates.map((rateBp) => ({ rateBp, ...sum(computed.filter((line) => line.rateBp === rateBp)) })),
    totals: sum(computed),
  };
}

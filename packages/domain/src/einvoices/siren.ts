/**
 * French company identifiers as e-invoices carry them: a SIREN (9 digits, the company), a SIRET
 * (14 digits: the SIREN and a 5-digit establishment number), or an intra-EU VAT id `FR` + 2-character
 * key + SIREN.
 */

/** The SIREN an identifier names: a SIREN as is, a SIRET's first 9 digits, or null (spaces and dots ignored). */
export function sirenOfIdentifier(identifier: string): string | null {
  const digits = identifier.replace(/[\s.\u00a0-]/g, "");
  if (/^\d{9}$/.test(digits)) return digits;
  if (/^\d{14}$/.test(digits)) return digits.slice(0, 9);
  return null;
}

/** The SIREN inside a French VAT id (`FR` + key + SIREN, e.g. FR40303265045 → 303265045), or null. */
export function sirenOfFrenchVatId(vatId: string): string | null {
  const compact = vatId.replace(/[\s.\u00a0-]/g, "").toUpperCase();
  const match = /^FR[0-9A-Z]{2}(\d{9})$/.exec(compact);
  return match?.[1] ?? null;
}

/** Which side of an invoice the company is on: it sells (a customer invoice, a receivable) or buys (a supplier invoice, a payable). */
export type EInvoiceDirection = "customer" | "supplier";

/**
 * Whether an invoice is a customer or a supplier invoice for the company of SIREN `companySiren`: the
 * company is the seller → customer invoice; the buyer → supplier invoice; neither → null (the caller
 * says "this invoice names neither party as your company"). An invoice naming the company on both
 * sides (an internal re-invoicing) counts as a customer invoice: the seller side wins.
 */
export function eInvoiceDirection(
  parties: { sellerSiren: string | null; buyerSiren: string | null },
  companySiren: string,
): EInvoiceDirection | null {
  const company = sirenOfIdentifier(companySiren);
  if (company === null) return null;
  if (parties.sellerSiren === company) return "customer";
  if (parties.buyerSiren === company) return "supplier";
  return null;
}

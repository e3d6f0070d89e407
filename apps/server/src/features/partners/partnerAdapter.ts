/**
 * One interface for every invoicing and accounting partner (issue 23): an adapter checks the API token a
 * company gave and reads the partner's invoices, in Trezo's terms. Adapters are written from each
 * partner's public API documentation and tested against a local HTTP server answering its documented
 * payloads; they hold no state (the token comes with each call).
 */

/** The partner's account an API token opens. */
export interface PartnerAccount {
  /** The partner's id of the account. */
  ref: string;
  /** Its name, as the partner says it. */
  label: string;
}

/** An invoice as a partner has it, in cents, dates `YYYY-MM-DD`. */
export interface PartnerInvoice {
  /** The partner's id of the invoice. */
  externalId: string;
  /** customer: a sale (receivable); supplier: a purchase (payable). */
  kind: "customer" | "supplier";
  number: string;
  label: string;
  counterpartyName: string;
  issueDate: string;
  /** The payment deadline; the issue date when the partner has none. */
  dueDate: string;
  amountExclTaxCents: number;
  vatCents: number;
  amountInclTaxCents: number;
  /** What is still to be paid (including VAT). */
  remainingCents: number;
  currency: string;
  /** draft and cancelled invoices are not imported; paid ones are, as history. */
  status: "draft" | "open" | "paid" | "cancelled";
}

export interface PartnerAdapter {
  /** The registry name of the partner. */
  readonly name: string;
  /** The account the token opens; PartnerRefusedError when the partner refuses the token. */
  verify(token: string): Promise<PartnerAccount>;
  /** Every invoice (customer and supplier) the token can read. */
  invoices(token: string): Promise<PartnerInvoice[]>;
}

/** The partner refused the token (401/403): the company must give a new one. */
export class PartnerRefusedError extends Error {
  constructor(readonly status: number) {
    super(`partner refused the token (${status})`);
    this.name = "PartnerRefusedError";
  }
}

/** The partner did not answer, or answered something unreadable: try again later. */
export class PartnerUnavailableError extends Error {
  constructor(readonly detail: string) {
    super(`partner unavailable: ${detail}`);
    this.name = "PartnerUnavailableError";
  }
}

/**
 * Cents of a decimal amount as partners write them ("230.32", "34.0", "-12", 12.5), rounded half away
 * from zero past the second decimal; null when it is no number.
 */
export function centsOfDecimal(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const match = /^(-?)(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, units = "0", decimals = ""] = match;
  const padded = `${decimals}000`;
  let cents = Number(units) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign === "-" ? -cents : cents;
}

/** A `YYYY-MM-DD` date of a partner's date or date-time, else null. */
export function isoDateOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match?.[1] ?? null;
}

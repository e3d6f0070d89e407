import { eInvoiceDirection, sirenOfFrenchVatId, sirenOfIdentifier } from "@trezo/domain";
import { parseDecimalHundredths } from "./decimal";
import type { EInvoice, EInvoiceFormat, EInvoiceParty, EInvoiceProfile, EInvoiceVatLine } from "./types";
import { EInvoiceReadError } from "./types";
import { attributeOf, first, textOf, type XmlElement } from "./xml";

/** A party as the document writes it, before its SIREN is decided. */
export interface RawParty {
  name: string | null;
  /** Legal and global ids with their ISO 6523 scheme (0002 SIRENE, 0009 SIRET…), or null when unstated. */
  ids: Array<{ id: string; scheme: string | null }>;
  vatIds: string[];
}

/** An invoice as one syntax (CII or UBL) reads it: amounts as written (not yet signed for credit notes). */
export interface RawInvoice {
  profile: EInvoiceProfile;
  typeCode: string;
  /** UBL's CreditNote root says so by itself; otherwise the type code decides. */
  creditNoteRoot: boolean;
  number: string;
  issueDate: string;
  dueDate: string | null;
  paymentTerms: string | null;
  currency: string;
  lineNetAmounts: number[];
  lineTotal: number | null;
  allowanceTotal: number | null;
  chargeTotal: number | null;
  taxBasisTotal: number;
  vatTotal: number | null;
  grandTotal: number;
  prepaid: number | null;
  rounding: number | null;
  duePayable: number | null;
  vatBreakdown: EInvoiceVatLine[];
  seller: RawParty;
  buyer: RawParty;
  payeeIban: string | null;
}

/**
 * A party's identifiers (`ids` of RawParty) from the id elements a syntax gives, with their schemeID:
 * `accept` says which schemes count (a legal registration counts with or without one; a global id or an
 * electronic address only with a scheme the reader trusts).
 */
export function partyIds(
  elements: readonly XmlElement[],
  accept: (scheme: string | null) => boolean = () => true,
): RawParty["ids"] {
  const ids: RawParty["ids"] = [];
  for (const element of elements) {
    const id = textOf(element);
    const scheme = attributeOf(element, "schemeID");
    if (id !== null && accept(scheme)) ids.push({ id, scheme });
  }
  return ids;
}

/** The document totals both syntaxes state, by their element names in `container` (BG-22). */
export interface TotalNames {
  lineTotal: string;
  allowanceTotal: string;
  chargeTotal: string;
  taxBasisTotal: string;
  grandTotal: string;
  prepaid: string;
  rounding: string;
  duePayable: string;
}

/** Reads BT-106..BT-115 (but BT-110, written differently by each syntax) from the totals element. */
export function documentTotals(
  container: XmlElement | undefined,
  names: TotalNames,
): Pick<RawInvoice, keyof TotalNames> {
  return {
    lineTotal: amountOf(first(container, names.lineTotal), "BT-106"),
    allowanceTotal: amountOf(first(container, names.allowanceTotal), "BT-107"),
    chargeTotal: amountOf(first(container, names.chargeTotal), "BT-108"),
    taxBasisTotal: requiredAmount(first(container, names.taxBasisTotal), "BT-109"),
    grandTotal: requiredAmount(first(container, names.grandTotal), "BT-112"),
    prepaid: amountOf(first(container, names.prepaid), "BT-113"),
    rounding: amountOf(first(container, names.rounding), "BT-114"),
    duePayable: requiredAmount(first(container, names.duePayable), "BT-115"),
  };
}

/** UNTDID 1001 codes of credit notes in EN 16931 (BT-3). */
const CREDIT_NOTE_CODES = new Set([
  "81",
  "83",
  "261",
  "262",
  "296",
  "308",
  "381",
  "396",
  "420",
  "458",
  "532",
]);

/** An amount element read exactly, or a missingField error naming the business term. */
export function amountOf(node: XmlElement | undefined, term: string): number | null {
  const raw = textOf(node);
  if (raw === null) return null;
  const cents = parseDecimalHundredths(raw);
  if (cents === null) throw new EInvoiceReadError("missingField", { field: term });
  return cents;
}

/** A required amount. */
export function requiredAmount(node: XmlElement | undefined, term: string): number {
  const cents = amountOf(node, term);
  if (cents === null) throw new EInvoiceReadError("missingField", { field: term });
  return cents;
}

/** A required text. */
export function requiredText(node: XmlElement | undefined, term: string): string {
  const text = textOf(node);
  if (text === null) throw new EInvoiceReadError("missingField", { field: term });
  return text;
}

/** A checked calendar date YYYY-MM-DD from "YYYYMMDD" (CII format 102) or "YYYY-MM-DD" (UBL), or a missingField error. */
export function dateOf(raw: string | null, term: string): string | null {
  if (raw === null) return null;
  const compact = raw.trim();
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(compact);
  if (!match) throw new EInvoiceReadError("missingField", { field: term });
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new EInvoiceReadError("missingField", { field: term });
  }
  return day;
}

/**
 * The SIREN and SIRET of a party: a scheme 0002 id (SIRENE: a SIREN, or a SIRET whose first 9 digits
 * are the SIREN), a scheme 0009 id (SIRET), an id without scheme of 9 or 14 digits, else the SIREN
 * inside a French VAT id.
 */
export function partyOf(raw: RawParty): EInvoiceParty {
  let siren: string | null = null;
  let siret: string | null = null;
  const ranked = [
    ...raw.ids.filter((id) => id.scheme === "0002"),
    ...raw.ids.filter((id) => id.scheme === "0009"),
    ...raw.ids.filter((id) => id.scheme === null),
  ];
  for (const { id } of ranked) {
    const digits = id.replace(/[\s.\u00a0-]/g, "");
    const found = sirenOfIdentifier(digits);
    if (found === null) continue;
    if (digits.length === 14 && siret === null) siret = digits;
    if (siren === null) siren = found;
  }
  const vatId = raw.vatIds[0]?.replace(/\s+/g, "").toUpperCase() ?? null;
  if (siren === null && vatId !== null) siren = sirenOfFrenchVatId(vatId);
  return { name: raw.name, siren, siret, vatId };
}

function sum(amounts: number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/**
 * The EN 16931 arithmetic the totals must satisfy, checked to the cent when the figures are present:
 * BR-CO-10 lines = line total, BR-CO-13 line total − allowances + charges = total excl. VAT,
 * BR-CO-14 breakdown VAT = total VAT, BR-CO-15 excl. VAT + VAT = incl. VAT,
 * BR-CO-16 incl. VAT − prepaid + rounding = amount due. The first broken rule is named.
 */
export function checkAmounts(raw: RawInvoice): void {
  const broken = (rule: string) => new EInvoiceReadError("amountsInconsistent", { rule });
  if (raw.lineTotal !== null && raw.lineNetAmounts.length > 0 && sum(raw.lineNetAmounts) !== raw.lineTotal) {
    throw broken("BR-CO-10");
  }
  if (
    raw.lineTotal !== null &&
    raw.lineTotal - (raw.allowanceTotal ?? 0) + (raw.chargeTotal ?? 0) !== raw.taxBasisTotal
  ) {
    throw broken("BR-CO-13");
  }
  if (
    raw.vatTotal !== null &&
    raw.vatBreakdown.length > 0 &&
    sum(raw.vatBreakdown.map((line) => line.vatCents)) !== raw.vatTotal
  ) {
    throw broken("BR-CO-14");
  }
  // BT-110 is optional in MINIMUM: without it, the VAT is what the grand total adds to the basis.
  if (raw.vatTotal !== null && raw.taxBasisTotal + raw.vatTotal !== raw.grandTotal) throw broken("BR-CO-15");
  if (
    raw.duePayable !== null &&
    raw.grandTotal - (raw.prepaid ?? 0) + (raw.rounding ?? 0) !== raw.duePayable
  ) {
    throw broken("BR-CO-16");
  }
}

/**
 * The normalised invoice: amounts checked then signed (a credit note's negated), parties identified,
 * and its direction for the company of SIREN `companySiren` (neitherParty when it is neither side).
 */
export function finishInvoice(
  raw: RawInvoice,
  source: { fileName: string; format: EInvoiceFormat; attachmentName: string | null },
  companySiren: string,
): EInvoice {
  checkAmounts(raw);
  const seller = partyOf(raw.seller);
  const buyer = partyOf(raw.buyer);
  const direction = eInvoiceDirection({ sellerSiren: seller.siren, buyerSiren: buyer.siren }, companySiren);
  if (direction === null) throw new EInvoiceReadError("neitherParty");
  const creditNote = raw.creditNoteRoot || CREDIT_NOTE_CODES.has(raw.typeCode);
  const sign = (cents: number) => (creditNote && cents !== 0 ? -cents : cents);
  const amountDue = raw.duePayable ?? raw.grandTotal - (raw.prepaid ?? 0) + (raw.rounding ?? 0);
  return {
    source,
    profile: raw.profile,
    documentType: creditNote ? "creditNote" : "invoice",
    typeCode: raw.typeCode,
    direction,
    number: raw.number,
    issueDate: raw.issueDate,
    dueDate: raw.dueDate,
    paymentTerms: raw.paymentTerms,
    currency: raw.currency.toUpperCase(),
    totalExcludingTaxCents: sign(raw.taxBasisTotal),
    totalVatCents: sign(raw.vatTotal ?? raw.grandTotal - raw.taxBasisTotal),
    totalIncludingTaxCents: sign(raw.grandTotal),
    prepaidCents: sign(raw.prepaid ?? 0),
    amountDueCents: sign(amountDue),
    vatBreakdown: raw.vatBreakdown.map((line) => ({
      ...line,
      basisCents: sign(line.basisCents),
      vatCents: sign(line.vatCents),
    })),
    seller,
    buyer,
    counterparty: direction === "customer" ? buyer : seller,
    payeeIban: raw.payeeIban?.replace(/\s+/g, "").toUpperCase() ?? null,
  };
}

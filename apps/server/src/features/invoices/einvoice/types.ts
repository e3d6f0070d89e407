import type { EInvoiceDirection } from "@trezo/domain";

/**
 * The invoice's syntax and wrapping: a Factur-X/ZUGFeRD PDF (CII inside), a CII XML file, or UBL 2.1
 * (an XML file, or, rarely, a PDF carrying UBL: then `source.attachmentName` is set).
 */
export type EInvoiceFormat = "factur-x" | "cii" | "ubl";

/**
 * The profile the invoice declares (CII: ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID;
 * UBL: cbc:CustomizationID). XRechnung and other CIUS of EN 16931 read as "EN 16931"; a UBL document
 * without an EN 16931 customization reads as "UBL".
 */
export type EInvoiceProfile = "MINIMUM" | "BASIC WL" | "BASIC" | "EN 16931" | "EXTENDED" | "UBL";

/** A party of the invoice: seller (BG-4) or buyer (BG-7). */
export interface EInvoiceParty {
  /** BT-27 / BT-44 (the trading name when the legal name is missing), or null. */
  name: string | null;
  /** The SIREN: a scheme 0002 legal id (SIREN, or a SIRET's first 9 digits), a SIRET (scheme 0009), else the French VAT id's. */
  siren: string | null;
  /** The SIRET when the invoice gives one (a 14-digit scheme 0002 or 0009 id), else null. */
  siret: string | null;
  /** The VAT id (BT-31 / BT-48), as written, without spaces, or null. */
  vatId: string | null;
}

/** One line of the VAT breakdown (BG-23). Amounts in cents, signed like the invoice's. */
export interface EInvoiceVatLine {
  /** The VAT category (BT-118: S standard, Z zero, E exempt, AE reverse charge, K intra-EU, G export, O outside scope, L, M). */
  categoryCode: string;
  /** The rate in hundredths of a percent (BT-119: 20 % → 2000, 5.5 % → 550), null when the category has none. */
  rateHundredths: number | null;
  /** The taxable amount (BT-116). */
  basisCents: number;
  /** The VAT amount (BT-117). */
  vatCents: number;
}

/**
 * One e-invoice, read and normalised. Every amount is integer cents in the invoice's currency; a credit
 * note (CII TypeCode 381 and the other credit-note codes, UBL CreditNote) has its amounts negated, so
 * a credit note of 120.00 € reads -12000 and adds up with invoices as they do on the account.
 */
export interface EInvoice {
  /** Where it was read: the uploaded file's name (or the zip entry's), the format, the PDF attachment's name. */
  source: { fileName: string; format: EInvoiceFormat; attachmentName: string | null };
  profile: EInvoiceProfile;
  /** "creditNote" for the credit-note type codes (381, 261, 262, 296, 308, 396, 420, 458, 532, 81, 83) and UBL CreditNote. */
  documentType: "invoice" | "creditNote";
  /** The raw type code (BT-3), e.g. "380". */
  typeCode: string;
  /** customer: the company sells (a receivable); supplier: the company buys (a payable). */
  direction: EInvoiceDirection;
  /** BT-1. */
  number: string;
  /** BT-2, YYYY-MM-DD. */
  issueDate: string;
  /** BT-9, YYYY-MM-DD, or null (never stated by a MINIMUM-profile invoice; see expectedPaymentDate). */
  dueDate: string | null;
  /** BT-20, the payment terms as written, or null. */
  paymentTerms: string | null;
  /** BT-5, ISO 4217 (upper case). */
  currency: string;
  /** BT-109 total excluding VAT. */
  totalExcludingTaxCents: number;
  /** BT-110 total VAT in the invoice currency (when a MINIMUM invoice omits it: the grand total minus the basis). */
  totalVatCents: number;
  /** BT-112 total including VAT. */
  totalIncludingTaxCents: number;
  /** BT-113 amount already paid (0 when none). */
  prepaidCents: number;
  /** BT-115 amount due for payment: what the forecast expects (not the grand total when part is prepaid). */
  amountDueCents: number;
  /** BG-23, one line per category and rate (empty for a MINIMUM-profile invoice, which has none). */
  vatBreakdown: EInvoiceVatLine[];
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  /** The other party: the buyer of a customer invoice, the seller of a supplier invoice. */
  counterparty: EInvoiceParty;
  /** BT-84 the IBAN to pay (the first credit transfer account), without spaces, or null. */
  payeeIban: string | null;
}

/** Why a file (or a zip entry) gave no invoice. Each has its message `einvoice.errors.<code>`. */
export type EInvoiceErrorCode =
  /** Neither a PDF, an XML nor a zip, or an XML of another kind (wrong root element). */
  | "notEInvoice"
  /** A PDF that could not be read (truncated, damaged, encrypted). */
  | "unreadablePdf"
  /** A readable PDF with no Factur-X/ZUGFeRD/XRechnung XML attached. */
  | "pdfWithoutXml"
  /** XML that is not well formed (params: line, column). */
  | "malformedXml"
  /** XML declaring a DOCTYPE or entities (XXE, billion laughs): refused unread. */
  | "unsafeXml"
  /** An e-invoice format or profile this reader does not take (params: value). */
  | "unsupportedProfile"
  /** A required field is missing or unreadable (params: field, the BT term). */
  | "missingField"
  /** Totals that contradict each other or the lines (params: rule). */
  | "amountsInconsistent"
  /** The company is neither the seller nor the buyer (by SIREN). */
  | "neitherParty"
  /** The file is over the size limit (params: max, in MB). */
  | "fileTooLarge"
  /** The zip holds too many files or too much once uncompressed (params: files, max). */
  | "zipTooLarge"
  /** The zip could not be read. */
  | "unreadableZip"
  /** The zip holds no file that could be an e-invoice. */
  | "emptyZip";

/** A file (or zip entry) refused, with the values its message takes. */
export interface EInvoiceError {
  fileName: string;
  code: EInvoiceErrorCode;
  params: Record<string, string>;
}

/** What `readEInvoices` gives: every invoice read, and every file refused (a zip can give both). */
export interface EInvoiceReadResult {
  invoices: EInvoice[];
  errors: EInvoiceError[];
}

/** Thrown inside the readers, caught by readEInvoices and turned into an EInvoiceError. */
export class EInvoiceReadError extends Error {
  constructor(
    readonly code: EInvoiceErrorCode,
    readonly params: Record<string, string> = {},
  ) {
    super(code);
    this.name = "EInvoiceReadError";
  }
}

/** Limits that keep a hostile upload from exhausting the server. */
export const EINVOICE_LIMITS = {
  /** One uploaded file (PDF, XML or zip), bytes. */
  maxFileBytes: 20 * 1024 * 1024,
  /** One XML document (attached or alone), bytes, before parsing. */
  maxXmlBytes: 5 * 1024 * 1024,
  /** Files in one zip. */
  maxZipEntries: 500,
  /** All files of one zip once uncompressed, bytes. */
  maxZipTotalBytes: 100 * 1024 * 1024,
  /** XML element nesting. */
  maxXmlDepth: 64,
} as const;

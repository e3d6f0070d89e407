import { z } from "zod";
import { invoicesPage } from "../access";
import { defineCall } from "../call";
import {
  centsSchema,
  companyInput,
  currencySchema,
  idSchema,
  isoDateSchema,
  successOutput,
  updatedCountOutput,
} from "../schemas";
import { downloadedFileSchema } from "./transactions";

/**
 * Invoices, bank checks and their expected payments (spec 001 §7.6, issue 15; the model is described in
 * apps/server/src/features/invoices/README.md). Every call needs invoices_page_access; the server also
 * refuses invoice calls when the company's invoices_allowed flag is off and check calls when
 * checks_allowed is off (403 `module_disabled`), as spec 000 §6 gives /invoices and /checks.
 *
 * Amounts are integer cents. An invoice's amounts are the document's (a credit note is negative); ETS,
 * matches, paid and left amounts are signed as the money moves (in positive, out negative).
 */

export const invoiceKindSchema = z.enum(["customer", "supplier"]);
export const invoiceStatusSchema = z.enum(["draft", "open", "partially_paid", "paid", "cancelled"]);
export const bankCheckDirectionSchema = z.enum(["issued", "received"]);
export const bankCheckStatusSchema = z.enum(["pending", "cashed", "cancelled"]);
export const matchReasonSchema = z.enum([
  "amount_exact",
  "amount_close",
  "number",
  "counterparty",
  "iban",
  "date",
]);

const numberSchema = z.string().trim().min(1).max(100);
const sirenSchema = z.string().regex(/^\d{9}$/);
const siretSchema = z.string().regex(/^\d{14}$/);
const ibanSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/));

/** An invoice as typed in the form (createInvoice) or imported. */
export const invoiceDraftSchema = z.object({
  kind: invoiceKindSchema,
  /** A signed quote or purchase order not invoiced yet (forecast like an invoice, shown apart). */
  engaged: z.boolean().default(false),
  number: numberSchema,
  label: z.string().trim().max(500).default(""),
  counterparty_name: z.string().trim().min(1).max(200),
  counterparty_siren: sirenSchema.nullable().optional(),
  counterparty_siret: siretSchema.nullable().optional(),
  counterparty_iban: ibanSchema.nullable().optional(),
  issue_date: isoDateSchema,
  due_date: isoDateSchema,
  amount_excl_tax_cents: centsSchema,
  vat_cents: centsSchema,
  amount_incl_tax_cents: centsSchema,
  currency: currencySchema.default("EUR"),
  category_id: idSchema.nullable().optional(),
  /** draft or open when created; the others follow the payments (cancelled through updateInvoice). */
  status: z.enum(["draft", "open"]).default("open"),
});
export type InvoiceDraft = z.input<typeof invoiceDraftSchema>;

/** What updateInvoice may change: any field of the draft, and cancelling or reopening. */
export const invoicePatchSchema = invoiceDraftSchema
  .omit({ status: true, engaged: true, currency: true })
  .partial()
  .extend({ status: z.enum(["draft", "open", "cancelled"]).optional() });

/** An expected payment of an invoice or a check. */
export const etsSchema = z.object({
  id: idSchema,
  invoice_id: idSchema.nullable(),
  bank_check_id: idSchema.nullable(),
  amount_cents: z.number().int(),
  matched_cents: z.number().int(),
  /** Always shown: what is still expected. */
  left_cents: z.number().int(),
  /** The instalment's due date (a check: its expected cashing date). */
  expected_date: isoDateSchema,
  /** When the forecast expects the money (learned delay or category window); the current day when late. */
  forecast_date: isoDateSchema,
  late: z.boolean(),
  position: z.number().int(),
});
export type Ets = z.infer<typeof etsSchema>;

/** A bank transaction paying (part of) an ETS. */
export const etsMatchSchema = z.object({
  id: idSchema,
  ets_id: idSchema,
  transaction_id: idSchema,
  amount_cents: z.number().int(),
  source: z.enum(["manual", "auto"]),
  transaction_date: isoDateSchema,
  transaction_label: z.string(),
  transaction_amount_cents: z.number().int(),
});

export const invoiceSchema = z.object({
  id: idSchema,
  kind: invoiceKindSchema,
  engaged: z.boolean(),
  number: z.string(),
  label: z.string(),
  counterparty_name: z.string(),
  counterparty_siren: z.string().nullable(),
  counterparty_siret: z.string().nullable(),
  counterparty_iban: z.string().nullable(),
  issue_date: isoDateSchema,
  due_date: isoDateSchema,
  amount_excl_tax_cents: z.number().int(),
  vat_cents: z.number().int(),
  amount_incl_tax_cents: z.number().int(),
  currency: currencySchema,
  category_id: idSchema.nullable(),
  category_source: z.enum(["manual", "rule"]).nullable(),
  status: invoiceStatusSchema,
  /** The attached document (uploadDocument), or null. */
  document: z.object({ file_name: z.string(), content_type: z.string() }).nullable(),
  /** Signed as the money moves. */
  paid_cents: z.number().int(),
  left_cents: z.number().int(),
  /** Unpaid past its due date (draft and cancelled invoices are never late). */
  late: z.boolean(),
  days_late: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** An invoice with its ETS and their matches (getInvoice). */
export const invoiceDetailSchema = invoiceSchema.extend({
  ets: z.array(etsSchema),
  matches: z.array(etsMatchSchema),
});

/** Filters of listInvoices, getInvoicesDetails and downloadInvoices; all combined. */
export const invoiceFiltersSchema = z.object({
  kind: invoiceKindSchema.optional(),
  status: z.array(invoiceStatusSchema).max(5).optional(),
  engaged: z.boolean().optional(),
  /** Unpaid past the due date. */
  late: z.boolean().optional(),
  dueFrom: isoDateSchema.optional(),
  dueTo: isoDateSchema.optional(),
  /** The start of the counterparty's name (accents and case ignored). */
  counterparty: z.string().trim().max(100).optional(),
  /** Words of the number or the label. */
  text: z.string().trim().max(100).optional(),
  categoryIds: z.array(idSchema).max(500).optional(),
  uncategorised: z.boolean().optional(),
  /** On the amount including tax, inclusive. */
  amountMin: z.number().int().optional(),
  amountMax: z.number().int().optional(),
});
export type InvoiceFilters = z.infer<typeof invoiceFiltersSchema>;

export const invoiceSortSchema = z.object({
  field: z.enum(["due_date", "issue_date", "amount", "number"]).default("due_date"),
  direction: z.enum(["asc", "desc"]).default("asc"),
});

const invoiceItemInput = companyInput.extend({ invoiceId: idSchema });
const invoiceOutput = z.object({ invoice: invoiceDetailSchema });

export const createInvoice = defineCall({
  method: "POST",
  path: "createInvoice",
  summary:
    "Creates an invoice (or an engaged quote or order) with one ETS for its total at the due date; a second invoice of the same counterparty and number is refused.",
  input: companyInput.extend({ invoice: invoiceDraftSchema }),
  output: invoiceOutput,
  access: invoicesPage,
});

export const updateInvoice = defineCall({
  method: "POST",
  path: "updateInvoice",
  summary:
    "Changes an invoice; a new total is taken up by its latest unpaid ETS (refused when the paid part exceeds it). Cancelling keeps its matches but takes it out of the forecast.",
  input: invoiceItemInput.extend({ invoice: invoicePatchSchema }),
  output: invoiceOutput,
  access: invoicesPage,
});

export const getInvoice = defineCall({
  method: "POST",
  path: "getInvoice",
  summary: "One invoice with its ETS, their amounts left and the transactions matched to them.",
  input: invoiceItemInput,
  output: invoiceOutput,
  access: invoicesPage,
});

export const listInvoices = defineCall({
  method: "POST",
  path: "listInvoices",
  summary: "A page of the company's invoices, filtered and sorted (keyset on the sort column and id).",
  input: companyInput.extend({
    filters: invoiceFiltersSchema.default({}),
    sort: invoiceSortSchema.default({ field: "due_date", direction: "asc" }),
    limit: z.number().int().min(1).max(500).default(50),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  }),
  output: z.object({ invoices: z.array(invoiceSchema), has_more: z.boolean() }),
  access: invoicesPage,
});

export const deleteInvoice = defineCall({
  method: "POST",
  path: "deleteInvoice",
  summary: "Deletes an invoice, its ETS and their matches (the transactions stay), and its document.",
  input: invoiceItemInput,
  output: successOutput,
  access: invoicesPage,
  audit: "deletion",
});

export const updateEngagedInvoices = defineCall({
  method: "POST",
  path: "updateEngagedInvoices",
  summary:
    "Marks invoices as engaged (a signed quote or order not invoiced yet) or as invoiced; they forecast alike and are listed apart.",
  input: companyInput.extend({ invoiceIds: z.array(idSchema).min(1).max(5_000), engaged: z.boolean() }),
  output: updatedCountOutput,
  access: invoicesPage,
});

export const setInvoicesCategory = defineCall({
  method: "POST",
  path: "setInvoicesCategory",
  summary: "Files invoices in a category by hand (null: uncategorised); a person's choice wins over rules.",
  input: companyInput.extend({
    invoiceIds: z.array(idSchema).min(1).max(5_000),
    categoryId: idSchema.nullable(),
  }),
  output: updatedCountOutput,
  access: invoicesPage,
});

/** Totals of a set of invoices, signed as the money moves. */
const invoiceTotalsSchema = z.object({
  count: z.number().int(),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  left_cents: z.number().int(),
  late_cents: z.number().int(),
});

/** Ageing of what is left: not yet due, then 1–30, 31–60, 61–90 and over 90 days late. */
export const ageingSchema = z.object({
  not_due: z.number().int(),
  days_1_30: z.number().int(),
  days_31_60: z.number().int(),
  days_61_90: z.number().int(),
  over_90: z.number().int(),
});

export const getInvoicesDetails = defineCall({
  method: "POST",
  path: "getInvoicesDetails",
  summary:
    "Totals and ageing of the filtered invoices (per side), and each customer's learned payment delay.",
  input: companyInput.extend({ filters: invoiceFiltersSchema.default({}) }),
  output: z.object({
    customer: invoiceTotalsSchema.extend({ ageing: ageingSchema }),
    supplier: invoiceTotalsSchema.extend({ ageing: ageingSchema }),
    learned_delays: z.array(z.object({ counterparty: z.string(), days: z.number().int() })),
  }),
  access: invoicesPage,
});

export const downloadInvoices = defineCall({
  method: "POST",
  path: "downloadInvoices",
  summary:
    "The filtered invoices as XLSX or CSV (at most 200,000 lines); cells that a spreadsheet would run as a formula are prefixed with '.",
  input: companyInput.extend({ format: z.enum(["xlsx", "csv"]), filters: invoiceFiltersSchema.default({}) }),
  output: downloadedFileSchema,
  access: invoicesPage,
  audit: "export",
  secondaryAuth: true,
  timeoutMs: 60_000,
});

export const uploadDocument = defineCall({
  method: "POST",
  path: "uploadDocument",
  summary:
    "Attaches an uploaded PDF (uploadFileChunk, purpose invoiceDocument, at most 10 MB, checked by content) to an invoice, replacing the one it had.",
  input: invoiceItemInput.extend({ uploadId: z.uuid() }),
  output: invoiceOutput,
  access: invoicesPage,
  timeoutMs: 60_000,
});

export const getInvoiceDocument = defineCall({
  method: "POST",
  path: "getInvoiceDocument",
  summary: "The document attached to an invoice (opens from the list).",
  input: invoiceItemInput,
  output: downloadedFileSchema,
  access: invoicesPage,
  secondaryAuth: true,
  timeoutMs: 60_000,
});

/** The fields a column of the invoice template can be mapped to. */
export const INVOICE_FIELDS = [
  "kind",
  "number",
  "counterparty_name",
  "counterparty_siren",
  "counterparty_siret",
  "counterparty_iban",
  "issue_date",
  "due_date",
  "amount_excl_tax",
  "vat",
  "amount_incl_tax",
  "currency",
  "label",
  "engaged",
] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];
export const invoiceFieldSchema = z.enum(INVOICE_FIELDS);

/** Which 0-based column holds each field (absent: not in the file), how dates and amounts are written. */
export const invoiceMappingSchema = z.object({
  headerRow: z.number().int().min(0).max(1000),
  columns: z.partialRecord(invoiceFieldSchema, z.number().int().min(0).max(200)),
  dateOrder: z.enum(["DMY", "YMD", "MDY"]).default("DMY"),
  decimalSeparator: z.enum([",", "."]).default(","),
  /** The side of lines whose file has no kind column. */
  defaultKind: invoiceKindSchema.default("customer"),
});
export type InvoiceMapping = z.input<typeof invoiceMappingSchema>;

export const getInvoicesTemplate = defineCall({
  method: "POST",
  path: "getInvoicesTemplate",
  summary:
    "The spreadsheet template of invoices (XLSX or CSV) with its headers in the caller's language and one example line.",
  input: companyInput.extend({ format: z.enum(["xlsx", "csv"]).default("xlsx") }),
  output: downloadedFileSchema,
  access: invoicesPage,
  secondaryAuth: true,
});

export const getInvoicesHeaders = defineCall({
  method: "POST",
  path: "getInvoicesHeaders",
  summary:
    "Reads an uploaded invoice spreadsheet (uploadFileChunk, purpose invoices): its headers, sample rows and a suggested column mapping.",
  input: companyInput.extend({ uploadId: z.uuid() }),
  output: z.object({
    header_row: z.number().int(),
    headers: z.array(z.string()),
    sample_rows: z.array(z.array(z.string())),
    mapping: invoiceMappingSchema,
    /** Required fields no column could be suggested for. */
    missing: z.array(invoiceFieldSchema),
  }),
  access: invoicesPage,
  timeoutMs: 60_000,
});

/** A refused line of an import: its 1-based line in the file, the field and why. */
export const invoiceLineErrorSchema = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});

/** What addManualInvoices' job found (preview) or did. */
export const addManualInvoicesResultSchema = z.object({
  line_count: z.number().int(),
  added_count: z.number().int(),
  errors: z.array(invoiceLineErrorSchema),
  /** The first 100 lines as they would be added. */
  lines: z.array(invoiceDraftSchema.extend({ line: z.number().int() })),
});

export const addManualInvoices = defineCall({
  method: "POST",
  path: "addManualInvoices",
  summary:
    "Imports the lines of an uploaded invoice spreadsheet with a column mapping, as a job (follow it with getJob; its result lists the lines and their errors): with preview true nothing is written; otherwise every line is added, or none when a line is wrong (its errors name the line and field). Duplicates (same counterparty and number, in the file or already there) are refused. A mapping without a required column is refused at once.",
  input: companyInput.extend({
    uploadId: z.uuid(),
    mapping: invoiceMappingSchema,
    preview: z.boolean().default(false),
  }),
  output: z.object({ jobId: z.uuid() }),
  access: invoicesPage,
  job: { followWith: "getJob", result: addManualInvoicesResultSchema },
});

/* ------------------------------------------------------------------ e-invoices */

/** An e-invoice read from an upload, as it would be created. */
export const eInvoicePreviewSchema = z.object({
  /** The file (or zip entry) it was read from. */
  file_name: z.string(),
  format: z.enum(["factur-x", "cii", "ubl"]),
  profile: z.string(),
  document_type: z.enum(["invoice", "creditNote"]),
  /** customer when the company is the seller, supplier when it is the buyer (by SIREN). */
  kind: invoiceKindSchema,
  number: z.string(),
  counterparty_name: z.string(),
  counterparty_siren: z.string().nullable(),
  counterparty_iban: z.string().nullable(),
  issue_date: isoDateSchema,
  /** The due date the invoice states (BT-9), null when it states none (MINIMUM profile). */
  stated_due_date: isoDateSchema.nullable(),
  /** When its money is expected: the stated due date, else the counterparty's usual terms, else the category's window, else the issue date. */
  expected_date: isoDateSchema,
  expected_date_rule: z.enum(["invoiceDueDate", "counterpartyTerms", "categoryWindow", "issueDate"]),
  /** The rule in the user's words. */
  expected_date_text: z.string(),
  payment_terms: z.string().nullable(),
  currency: z.string(),
  amount_excl_tax_cents: z.number().int(),
  vat_cents: z.number().int(),
  amount_incl_tax_cents: z.number().int(),
  /** BT-115, what is still to pay (the ETS's amount): not the total when part was prepaid. */
  amount_due_cents: z.number().int(),
});

/** A file of the upload that gives no invoice, or an invoice that cannot be created. */
export const eInvoiceFileErrorSchema = z.object({
  file_name: z.string(),
  code: z.string(),
  /** Localised, naming the file. */
  message: z.string(),
});

const eInvoiceImportInput = companyInput.extend({
  /** An upload of uploadFileChunk, purpose einvoices: a Factur-X PDF, a CII or UBL XML, or a zip of them. */
  uploadId: z.uuid(),
  /** The company's SIREN: an invoice it issued is a customer invoice, one it received a supplier invoice. */
  company_siren: sirenSchema,
});

export const previewEInvoices = defineCall({
  method: "POST",
  path: "previewEInvoices",
  summary:
    "Reads an uploaded e-invoice file (Factur-X, CII, UBL, or a zip of them) and tells what importEInvoices would create: each invoice with its direction, amounts, due date or the rule used for its expected date, and the errors per file (unreadable files; the files of a zip that are not e-invoices at all are only listed as skipped; duplicates of an invoice already there or in the upload by counterparty + number, another currency). Writes nothing.",
  input: eInvoiceImportInput,
  output: z.object({
    invoices: z.array(eInvoicePreviewSchema),
    errors: z.array(eInvoiceFileErrorSchema),
    /** Files of a zip that are not e-invoices at all (a read-me, an image): skipped, they block nothing. */
    skipped: z.array(eInvoiceFileErrorSchema),
  }),
  access: invoicesPage,
  timeoutMs: 120_000,
});

export const importEInvoices = defineCall({
  method: "POST",
  path: "importEInvoices",
  summary:
    "Creates the invoices of an uploaded e-invoice file in one transaction, each with one ETS for its amount due at its expected date, filed by the company's rules; when any file of the upload has an error (as previewEInvoices tells), nothing is created and the errors are returned.",
  input: eInvoiceImportInput,
  output: z.object({
    added_count: z.number().int(),
    invoice_ids: z.array(idSchema),
    errors: z.array(eInvoiceFileErrorSchema),
    skipped: z.array(eInvoiceFileErrorSchema),
  }),
  access: invoicesPage,
  timeoutMs: 120_000,
});

/* ------------------------------------------------------------------ ETS */

export const createETS = defineCall({
  method: "POST",
  path: "createETS",
  summary:
    "Adds an instalment to an invoice: its amount is taken from the latest other unpaid instalment, so the total stays the invoice's. A check has exactly one ETS.",
  input: companyInput.extend({
    ets: z.object({
      /** The invoice to add an instalment to (a check's only ETS comes with the check). */
      invoice_id: idSchema,
      amount_cents: centsSchema,
      expected_date: isoDateSchema,
    }),
  }),
  output: z.object({ ets: z.array(etsSchema) }),
  access: invoicesPage,
});

export const updateETS = defineCall({
  method: "POST",
  path: "updateETS",
  summary:
    "Changes an instalment's amount or date; the difference goes to the latest other instalment. Never below what is matched to it.",
  input: companyInput.extend({
    etsId: idSchema,
    amount_cents: centsSchema.optional(),
    expected_date: isoDateSchema.optional(),
  }),
  output: z.object({ ets: z.array(etsSchema) }),
  access: invoicesPage,
});

export const deleteETS = defineCall({
  method: "POST",
  path: "deleteETS",
  summary: "Deletes an unpaid instalment; its amount goes back to the latest other one (the last one stays).",
  input: companyInput.extend({ etsId: idSchema }),
  output: z.object({ ets: z.array(etsSchema) }),
  access: invoicesPage,
  audit: "deletion",
});

export const getETSByInvoiceId = defineCall({
  method: "POST",
  path: "getETSByInvoiceId",
  summary: "The ETS of an invoice with their amounts left.",
  input: invoiceItemInput,
  output: z.object({ ets: z.array(etsSchema) }),
  access: invoicesPage,
});

export const getETSByBankCheckId = defineCall({
  method: "POST",
  path: "getETSByBankCheckId",
  summary: "The ETS of a bank check.",
  input: companyInput.extend({ bankCheckId: idSchema }),
  output: z.object({ ets: z.array(etsSchema) }),
  access: invoicesPage,
});

export const attachTransactionToETS = defineCall({
  method: "POST",
  path: "attachTransactionToETS",
  summary:
    "Matches a bank transaction to an ETS for an amount (default: what is left on both sides). Partial payments add up; more than the transaction or the ETS has left is refused.",
  input: companyInput.extend({
    etsId: idSchema,
    transactionId: idSchema,
    amount_cents: centsSchema.optional(),
  }),
  output: z.object({ ets: etsSchema, match: etsMatchSchema }),
  access: invoicesPage,
});

export const detachTransactionFromETS = defineCall({
  method: "POST",
  path: "detachTransactionFromETS",
  summary: "Undoes a match: the ETS expects the money again.",
  input: companyInput.extend({ etsId: idSchema, transactionId: idSchema }),
  output: z.object({ ets: etsSchema }),
  access: invoicesPage,
  audit: "deletion",
});

export const getDetailsOfInvoiceETS = defineCall({
  method: "POST",
  path: "getDetailsOfInvoiceETS",
  summary: "One ETS with its invoice or check and the transactions matched to it.",
  input: companyInput.extend({ etsId: idSchema }),
  output: z.object({
    ets: etsSchema,
    invoice: invoiceSchema.nullable(),
    bank_check: z.lazy(() => bankCheckSchema).nullable(),
    matches: z.array(etsMatchSchema),
  }),
  access: invoicesPage,
});

/* ------------------------------------------------------------- matching */

export const matchSuggestionSchema = z.object({
  ets_id: idSchema,
  invoice_id: idSchema.nullable(),
  bank_check_id: idSchema.nullable(),
  number: z.string(),
  counterparty_name: z.string(),
  score: z.number().int(),
  reasons: z.array(matchReasonSchema),
  left_cents: z.number().int(),
  expected_date: isoDateSchema,
  day_gap: z.number().int(),
});

export const getETSSuggestions = defineCall({
  method: "POST",
  path: "getETSSuggestions",
  summary:
    "For unmatched transactions (the given ones, else the latest 500 of the last 180 days): the open ETS that may pay them, best first, with why.",
  input: companyInput.extend({ transactionIds: z.array(idSchema).max(500).optional() }),
  output: z.object({
    transactions: z.array(
      z.object({
        transaction_id: idSchema,
        date: isoDateSchema,
        label: z.string(),
        amount_cents: z.number().int(),
        free_cents: z.number().int(),
        suggestions: z.array(matchSuggestionSchema),
      }),
    ),
  }),
  access: invoicesPage,
  timeoutMs: 60_000,
});

export const runETSMatching = defineCall({
  method: "POST",
  path: "runETSMatching",
  summary:
    "Matches automatically the transactions that have one exact and named suggestion (as after every import when the company's option is on); answers how many.",
  input: companyInput,
  output: z.object({ matched_count: z.number().int() }),
  access: invoicesPage,
  timeoutMs: 60_000,
});

export const invoiceSettingsSchema = z.object({
  /** Match automatically when unique and exact (after every import, and runETSMatching). */
  auto_match: z.boolean(),
  /** Expected dates of open invoices from each customer's learned delay (else the category's window). */
  use_learned_delays: z.boolean(),
});

export const getInvoiceSettings = defineCall({
  method: "POST",
  path: "getInvoiceSettings",
  summary: "The company's matching and expected-date options.",
  input: companyInput,
  output: invoiceSettingsSchema,
  access: invoicesPage,
});

export const updateInvoiceSettings = defineCall({
  method: "POST",
  path: "updateInvoiceSettings",
  summary: "Changes the company's matching and expected-date options.",
  input: companyInput.extend(invoiceSettingsSchema.partial().shape),
  output: invoiceSettingsSchema,
  access: invoicesPage,
});

/* --------------------------------------------------------------- checks */

export const bankCheckDraftSchema = z.object({
  direction: bankCheckDirectionSchema,
  number: numberSchema,
  /** Positive: the direction says which way the money goes. */
  amount_cents: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: currencySchema.default("EUR"),
  counterparty_name: z.string().trim().min(1).max(200),
  issue_date: isoDateSchema,
  expected_cash_date: isoDateSchema,
  category_id: idSchema.nullable().optional(),
  comment: z.string().trim().max(500).default(""),
});

export const bankCheckSchema = z.object({
  id: idSchema,
  direction: bankCheckDirectionSchema,
  number: z.string(),
  amount_cents: z.number().int(),
  currency: currencySchema,
  counterparty_name: z.string(),
  issue_date: isoDateSchema,
  expected_cash_date: isoDateSchema,
  category_id: idSchema.nullable(),
  status: bankCheckStatusSchema,
  comment: z.string(),
  /** Signed as the money moves. */
  matched_cents: z.number().int(),
  left_cents: z.number().int(),
  ets_id: idSchema.nullable(),
});
export type BankCheck = z.infer<typeof bankCheckSchema>;

export const bankCheckFiltersSchema = z.object({
  direction: bankCheckDirectionSchema.optional(),
  status: z.array(bankCheckStatusSchema).max(3).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  counterparty: z.string().trim().max(100).optional(),
});
export type BankCheckFilters = z.infer<typeof bankCheckFiltersSchema>;

export const createBankCheck = defineCall({
  method: "POST",
  path: "createBankCheck",
  summary: "Records a check issued or received, with its ETS at the expected cashing date.",
  input: companyInput.extend({ bank_check: bankCheckDraftSchema }),
  output: z.object({ bank_check: bankCheckSchema }),
  access: invoicesPage,
});

export const listBankChecks = defineCall({
  method: "POST",
  path: "listBankChecks",
  summary: "The company's checks, filtered, by expected cashing date.",
  input: companyInput.extend({
    filters: bankCheckFiltersSchema.default({}),
    limit: z.number().int().min(1).max(500).default(100),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  }),
  output: z.object({ bank_checks: z.array(bankCheckSchema), has_more: z.boolean() }),
  access: invoicesPage,
});

export const updateBankCheck = defineCall({
  method: "POST",
  path: "updateBankCheck",
  summary: "Changes a check (its ETS follows its amount and date; never below what is matched); cancels it.",
  input: companyInput.extend({
    bankCheckId: idSchema,
    bank_check: bankCheckDraftSchema
      .omit({ currency: true, direction: true })
      .partial()
      .extend({ status: z.enum(["pending", "cancelled"]).optional() }),
  }),
  output: z.object({ bank_check: bankCheckSchema }),
  access: invoicesPage,
});

export const deleteBankCheck = defineCall({
  method: "POST",
  path: "deleteBankCheck",
  summary: "Deletes a check, its ETS and its matches (the transactions stay).",
  input: companyInput.extend({ bankCheckId: idSchema }),
  output: successOutput,
  access: invoicesPage,
  audit: "deletion",
});

export const getBankChecksDetails = defineCall({
  method: "POST",
  path: "getBankChecksDetails",
  summary: "Totals of the filtered checks: pending and cashed, issued and received.",
  input: companyInput.extend({ filters: bankCheckFiltersSchema.default({}) }),
  output: z.object({
    issued: z.object({
      count: z.number().int(),
      pending_cents: z.number().int(),
      cashed_cents: z.number().int(),
    }),
    received: z.object({
      count: z.number().int(),
      pending_cents: z.number().int(),
      cashed_cents: z.number().int(),
    }),
  }),
  access: invoicesPage,
});

export const invoiceCalls = {
  getInvoicesTemplate,
  addManualInvoices,
  previewEInvoices,
  importEInvoices,
  uploadDocument,
  getInvoiceDocument,
  getInvoicesHeaders,
  createInvoice,
  updateInvoice,
  listInvoices,
  deleteInvoice,
  updateEngagedInvoices,
  setInvoicesCategory,
  getInvoice,
  getInvoicesDetails,
  downloadInvoices,
  createETS,
  updateETS,
  deleteETS,
  getETSByInvoiceId,
  getETSByBankCheckId,
  attachTransactionToETS,
  detachTransactionFromETS,
  getDetailsOfInvoiceETS,
  getETSSuggestions,
  runETSMatching,
  getInvoiceSettings,
  updateInvoiceSettings,
  createBankCheck,
  listBankChecks,
  updateBankCheck,
  deleteBankCheck,
  getBankChecksDetails,
};

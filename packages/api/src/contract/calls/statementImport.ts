import { z } from "zod";
import { readTransactions, seeTransactions } from "../access";
import { defineCall } from "../call";
import { companyInput, idSchema, isoDateSchema } from "../schemas";

/**
 * Files in, statements in (spec 001 §7.5, issue 7 "Statement import"). Files travel as base64 chunks of
 * ordinary JSON calls (uploadFileChunk), so that uploads keep the contract's body limit, timeouts and
 * retries; the call that uses an upload names it by uploadId. Long work is a job polled with getJob.
 */

/** Most characters of one chunk's base64 (about 512 KiB of bytes), below the server's JSON body limit. */
export const MAX_CHUNK_BASE64_LENGTH = 700_000;

export const uploadPurposeSchema = z.enum([
  "statement",
  "attachment",
  "categoryTree",
  "forecastTemplate",
  // Issue 15: an invoice spreadsheet (addManualInvoices) and an invoice's PDF (uploadDocument).
  "invoices",
  "invoiceDocument",
  // An e-invoice file: Factur-X PDF, CII or UBL XML, or a zip of them (previewEInvoices, importEInvoices).
  "einvoices",
]);

export const uploadFileChunk = defineCall({
  method: "POST",
  path: "uploadFileChunk",
  summary:
    "Sends one chunk of a file (base64, in order from index 0; the first chunk opens the upload and returns its uploadId). Size limits: statement 50 MB, attachment 10 MB, categoryTree 5 MB, forecastTemplate 10 MB, invoices 10 MB, invoiceDocument 10 MB, einvoices 20 MB. A forecastTemplate upload needs edit_forecast, invoices, invoiceDocument and einvoices invoices_page_access, the others transactions_info or allow_classification.",
  input: companyInput.extend({
    uploadId: z.uuid().optional(),
    purpose: uploadPurposeSchema,
    fileName: z.string().trim().min(1).max(255),
    /** 0 for an empty file: the upload is accepted and the call that reads it says the file is empty. */
    totalBytes: z.number().int().min(0).max(2_000_000_000),
    index: z.number().int().min(0).max(100_000),
    data: z
      .string()
      .max(MAX_CHUNK_BASE64_LENGTH)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  }),
  output: z.object({ uploadId: z.uuid(), received_bytes: z.number().int(), complete: z.boolean() }),
  // The union of every purpose's flags; the server checks the purpose's own (forecastTemplate: edit_forecast).
  access: {
    kind: "company",
    anyOf: ["transactions_info", "allow_classification", "edit_forecast", "invoices_page_access"],
  },
  timeoutMs: 60_000,
});

/** A job's state: progress 0 to 100; result or error once finished. */
export const jobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  status: z.enum(["running", "done", "failed"]),
  progress: z.number().int().min(0).max(100),
  trackId: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  /** A failed job: the localised message, and the line of the file when there is one. */
  error: z.object({ code: z.string(), message: z.string(), line: z.number().int().nullable() }).nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const getJob = defineCall({
  method: "POST",
  path: "getJob",
  summary: "The progress of a job (statement import, rule reindexing) of the company, by id.",
  input: companyInput.extend({ jobId: z.uuid() }),
  output: jobSchema,
  access: seeTransactions,
});

const columnSchema = z.number().int().min(0).max(200);

/** The fields a column of a CSV or XLSX statement can be mapped to (named in the catalog: imports.fields.*). */
export const MAPPED_FIELDS = [
  "date",
  "valueDate",
  "label",
  "amount",
  "debit",
  "credit",
  "counterparty",
  "reference",
  "currency",
] as const;
/** A field a column can be mapped to. */
export type MappedField = (typeof MAPPED_FIELDS)[number];

/** How to read a CSV or XLSX statement: which 0-based column holds what, how dates and amounts are written. */
export const columnMappingSchema = z.object({
  /**
   * 0-based header row as getHeaders found it; -1 when the file has none. The server always reads a
   * file from the header row it finds itself (one detection for getHeaders, the preview and the import).
   */
  headerRow: z.number().int().min(-1).max(1000),
  date: columnSchema,
  valueDate: columnSchema.nullable().optional(),
  label: z.array(columnSchema).min(1).max(5),
  amount: columnSchema.nullable().optional(),
  debit: columnSchema.nullable().optional(),
  credit: columnSchema.nullable().optional(),
  counterparty: columnSchema.nullable().optional(),
  reference: columnSchema.nullable().optional(),
  currency: columnSchema.nullable().optional(),
  dateOrder: z.enum(["DMY", "YMD", "MDY"]),
  decimalSeparator: z.enum([",", "."]),
});

const statementInput = companyInput.extend({
  accountId: idSchema,
  uploadId: z.uuid(),
  /** For CSV and XLSX: the mapping chosen in the wizard; the remembered or suggested one when absent. */
  mapping: columnMappingSchema.optional(),
});

export const getHeaders = defineCall({
  method: "POST",
  path: "getHeaders",
  summary:
    "Reads an uploaded statement's layout for the import wizard: its format and, for CSV and XLSX, headers, sample rows and a column mapping (the one remembered for the account's bank, else a suggestion).",
  input: companyInput.extend({ accountId: idSchema, uploadId: z.uuid() }),
  output: z.object({
    format: z.enum(["csv", "xlsx", "ofx", "qif", "camt053", "cfonb120", "mt940"]),
    header_row: z.number().int().nullable(),
    headers: z.array(z.string()),
    sample_rows: z.array(z.array(z.string())),
    mapping: columnMappingSchema.nullable(),
    /** The fields no column could be suggested for (the wizard names them and opens the mapping editor). */
    missing: z.array(z.enum(MAPPED_FIELDS)),
    remembered: z.boolean(),
    /**
     * A mapping is remembered for the bank but does not fit this file (other headers, or columns the file
     * lacks): the columns were suggested instead, and the wizard says so.
     */
    remembered_unfit: z.boolean(),
  }),
  access: readTransactions,
  timeoutMs: 60_000,
});

export const statementPreviewLineSchema = z.object({
  line_number: z.number().int(),
  date: isoDateSchema,
  value_date: isoDateSchema.nullable(),
  label: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  counterparty: z.string().nullable(),
  reference: z.string().nullable(),
  /** Already in the account: importing adds it again never. */
  duplicate: z.boolean(),
});

export const previewStatementImport = defineCall({
  method: "POST",
  path: "previewStatementImport",
  summary:
    "Parses an uploaded statement without writing anything: counts of lines, new and duplicate ones, and the first 100 lines. A malformed file is a 400 whose message names the line.",
  input: statementInput,
  output: z.object({
    format: z.string(),
    line_count: z.number().int(),
    new_count: z.number().int(),
    duplicate_count: z.number().int(),
    lines: z.array(statementPreviewLineSchema),
  }),
  access: readTransactions,
  timeoutMs: 120_000,
});

export const importStatement = defineCall({
  method: "POST",
  path: "importStatement",
  summary:
    "Imports an uploaded statement into an account as a job (follow it with getJob): only lines not already there are added, all in one transaction, then the rules file them; a malformed file fails the job with the line named and writes nothing.",
  input: statementInput,
  output: z.object({ jobId: z.uuid() }),
  access: readTransactions,
  timeoutMs: 60_000,
  job: {
    followWith: "getJob",
    /** Lines added, and lines skipped as already there. */
    result: z.object({ added: z.number().int(), duplicates: z.number().int() }),
  },
});

export const addManualTransactions = defineCall({
  method: "POST",
  path: "addManualTransactions",
  summary:
    "Adds transactions typed by hand to an account (at most 1,000 at once); lines identical to ones already there are skipped, the rules file the new ones.",
  input: companyInput.extend({
    accountId: idSchema,
    transactions: z
      .array(
        z.object({
          date: isoDateSchema,
          value_date: isoDateSchema.nullable().optional(),
          label: z.string().trim().min(1).max(500),
          amount_cents: z.number().int().min(-1e13).max(1e13),
          counterparty: z.string().trim().max(200).nullable().optional(),
          reference: z.string().trim().max(200).nullable().optional(),
        }),
      )
      .min(1)
      .max(1000),
  }),
  output: z.object({ added: z.number().int(), duplicates: z.number().int(), ids: z.array(idSchema) }),
  access: readTransactions,
});

export const statementImportCalls = {
  uploadFileChunk,
  getJob,
  getHeaders,
  previewStatementImport,
  importStatement,
  addManualTransactions,
};

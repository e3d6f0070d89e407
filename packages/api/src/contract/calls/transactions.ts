import { z } from "zod";
import { anyone, classifyTransactions, readTransactions } from "../access";
import { defineCall } from "../call";
import {
  companyInput,
  companyItemInput,
  currencySchema,
  idSchema,
  isoDateSchema,
  successOutput,
  updatedCountOutput,
} from "../schemas";

/**
 * Transactions and their attachments (spec 001 §7.5). Reading needs transactions_info; filing
 * (category, status, comment, validation, attachments, edits) needs allow_classification.
 */

/** A file the server produced (exports, templates): the web turns it into a download. */
export const downloadedFileSchema = z.object({
  file_name: z.string(),
  content_type: z.string(),
  /** The file's bytes in base64. */
  content_base64: z.string(),
});

/** What a transaction can be marked as (setTransactionStatus); null: nothing said. */
export const transactionStatusSchema = z.enum(["to_check", "justified", "ignored"]);

/** A transaction as lists show it; amounts are signed integer cents (negative: money out). */
export const transactionSchema = z.object({
  id: idSchema,
  account_id: idSchema,
  date: isoDateSchema,
  value_date: isoDateSchema.nullable(),
  amount_cents: z.number().int(),
  currency: currencySchema,
  label: z.string(),
  counterparty: z.string().nullable(),
  reference: z.string().nullable(),
  category_id: idSchema.nullable(),
  /** How the category was set: by a person (always wins), by a rule, or not at all. */
  category_source: z.enum(["manual", "rule"]).nullable(),
  rule_id: idSchema.nullable(),
  status: transactionStatusSchema.nullable(),
  comment: z.string().nullable(),
  validated: z.boolean(),
  attachment_count: z.number().int(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Server-side filters of getTransactionList and downloadTransactions; all optional, all combined. */
export const transactionFiltersSchema = z.object({
  /** Words looked for in the label, counterparty and reference (accents and case ignored). */
  text: z.string().trim().max(100).optional(),
  dateFrom: isoDateSchema.optional(),
  dateTo: isoDateSchema.optional(),
  /** Signed cents, inclusive. */
  amountMin: z.number().int().optional(),
  amountMax: z.number().int().optional(),
  accountIds: z.array(idSchema).max(200).optional(),
  categoryIds: z.array(idSchema).max(500).optional(),
  uncategorised: z.boolean().optional(),
  status: z
    .array(transactionStatusSchema.or(z.literal("none")))
    .max(4)
    .optional(),
  validated: z.boolean().optional(),
});
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

export const transactionSortSchema = z.object({
  field: z.enum(["date", "amount", "label"]).default("date"),
  direction: z.enum(["asc", "desc"]).default("desc"),
});

const idList = z.array(idSchema).min(1).max(10_000);

export const getTransactionList = defineCall({
  method: "POST",
  path: "getTransactionList",
  summary:
    "A page of transactions: filters, a sort (date, amount or label, with id as tie-break) and an opaque cursor (next_cursor null on the last page). total only when withTotal.",
  input: companyInput.extend({
    filters: transactionFiltersSchema.default({}),
    sort: transactionSortSchema.default({ field: "date", direction: "desc" }),
    cursor: z.string().max(500).nullable().optional(),
    limit: z.number().int().min(1).max(500).default(100),
    withTotal: z.boolean().default(false),
  }),
  output: z.object({
    transactions: z.array(transactionSchema),
    next_cursor: z.string().nullable(),
    total: z.number().int().nullable(),
  }),
  access: readTransactions,
});

export const attachmentSchema = z.object({
  id: idSchema,
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
});

/** Why a transaction is in its category ("why this category"). */
export const categorisationExplanationSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("manual"), category_id: idSchema }),
  z.object({
    kind: z.literal("rule"),
    category_id: idSchema,
    rule_id: idSchema,
    rule_name: z.string().nullable(),
    priority: z.number().int(),
    conditions: z.array(z.record(z.string(), z.unknown())),
  }),
  z.object({ kind: z.literal("deletedRule"), category_id: idSchema, rule_id: idSchema }),
  z.object({ kind: z.literal("uncategorised") }),
]);

export const getTransaction = defineCall({
  method: "POST",
  path: "getTransaction",
  summary: "One transaction with its attachments and the explanation of its category.",
  input: companyItemInput("transactionId"),
  output: z.object({
    transaction: transactionSchema,
    attachments: z.array(attachmentSchema),
    explanation: categorisationExplanationSchema,
  }),
  access: readTransactions,
});

export const updateTransaction = defineCall({
  method: "PUT",
  path: "updateTransaction",
  summary:
    "Edits a transaction of a manual account (date, value date, label, counterparty, reference, amount); rules are applied again unless a person filed it.",
  input: companyInput.extend({
    transactionId: idSchema,
    date: isoDateSchema.optional(),
    value_date: isoDateSchema.nullable().optional(),
    label: z.string().trim().min(1).max(500).optional(),
    counterparty: z.string().trim().max(200).nullable().optional(),
    reference: z.string().trim().max(200).nullable().optional(),
    amount_cents: z.number().int().min(-1e13).max(1e13).optional(),
  }),
  output: z.object({ transaction: transactionSchema }),
  access: classifyTransactions,
});

export const setBankingTransactionsCategory = defineCall({
  method: "POST",
  path: "setBankingTransactionsCategory",
  summary:
    "Files one or many transactions in a category by hand (manual wins over rules, recorded as such); categoryId null gives them back to the rules.",
  input: companyInput.extend({ transactionIds: idList, categoryId: idSchema.nullable() }),
  output: updatedCountOutput,
  access: classifyTransactions,
  timeoutMs: 30_000,
  retries: 3,
});

export const setTransactionStatus = defineCall({
  method: "POST",
  path: "setTransactionStatus",
  summary: "Marks transactions to_check, justified or ignored (null clears it).",
  input: companyInput.extend({
    transactionIds: idList,
    status: transactionStatusSchema.nullable(),
  }),
  output: updatedCountOutput,
  access: classifyTransactions,
});

export const setTransactionComment = defineCall({
  method: "POST",
  path: "setTransactionComment",
  summary: "Sets (or clears with null or '') a transaction's comment.",
  input: companyInput.extend({ transactionId: idSchema, comment: z.string().max(2000).nullable() }),
  output: successOutput,
  access: classifyTransactions,
});

export const setTransactionValidated = defineCall({
  method: "POST",
  path: "setTransactionValidated",
  summary: "Marks transactions validated (checked by a person) or not.",
  input: companyInput.extend({ transactionIds: idList, validated: z.boolean() }),
  output: updatedCountOutput,
  access: classifyTransactions,
});

export const getOldestTransactionDate = defineCall({
  method: "POST",
  path: "getOldestTransactionDate",
  summary: "Date of the oldest transaction (of the given accounts, or of all), null when there is none.",
  input: companyInput.extend({ accountIds: z.array(idSchema).max(200).optional() }),
  output: z.object({ date: isoDateSchema.nullable() }),
  access: readTransactions,
});

export const downloadTransactions = defineCall({
  method: "POST",
  path: "downloadTransactions",
  summary:
    "The filtered transactions as XLSX or CSV (at most 200,000 lines); cells that a spreadsheet would run as a formula are prefixed with '.",
  input: companyInput.extend({
    format: z.enum(["xlsx", "csv"]),
    filters: transactionFiltersSchema.default({}),
    sort: transactionSortSchema.default({ field: "date", direction: "desc" }),
  }),
  output: downloadedFileSchema,
  access: readTransactions,
  audit: "export",
  secondaryAuth: true,
  timeoutMs: 60_000,
});

export const uploadAttachments = defineCall({
  method: "POST",
  path: "uploadAttachments",
  summary:
    "Attaches uploaded files (uploadFileChunk, purpose attachment) to a transaction: PDF, PNG, JPEG or WebP, checked by content, at most 10 MB each.",
  input: companyInput.extend({
    transactionId: idSchema,
    uploadIds: z.array(z.uuid()).min(1).max(10),
  }),
  output: z.object({ attachments: z.array(attachmentSchema) }),
  access: classifyTransactions,
  timeoutMs: 60_000,
});

export const getPresignedUrlForAttachment = defineCall({
  method: "POST",
  path: "getPresignedUrlForAttachment",
  summary: "A signed URL of our server that serves the attachment for 5 minutes, without other credentials.",
  input: companyItemInput("attachmentId"),
  output: z.object({ url: z.string(), expires_at: z.string() }),
  access: readTransactions,
});

export const getAttachmentFile = defineCall({
  method: "GET",
  path: "attachment/{token}",
  summary:
    "The bytes of an attachment, for the signed token of getPresignedUrlForAttachment (application/octet-stream; an expired or forged token is a 403).",
  input: z.object({ token: z.string().min(20).max(1000) }),
  // The handler answers raw bytes, which no JSON schema describes.
  output: z.unknown(),
  access: anyone,
});

export const deleteAttachment = defineCall({
  method: "POST",
  path: "deleteAttachment",
  summary: "Deletes an attachment and its stored file.",
  input: companyItemInput("attachmentId"),
  output: successOutput,
  access: classifyTransactions,
  audit: "deletion",
});

export const transactionCalls = {
  getTransactionList,
  getTransaction,
  updateTransaction,
  setBankingTransactionsCategory,
  setTransactionStatus,
  setTransactionComment,
  setTransactionValidated,
  getOldestTransactionDate,
  downloadTransactions,
  uploadAttachments,
  getPresignedUrlForAttachment,
  getAttachmentFile,
  deleteAttachment,
};

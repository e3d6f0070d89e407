import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  bankAccounts,
  bankConnections,
  categories,
  companies,
  companyIdColumn,
  companyPrimaryKey,
  companyReference,
  companyScopedRow,
  createdAt,
  timestamps,
  transactions,
  updatedAt,
  userReference,
  users,
} from "../schema";

/**
 * Tables of the banking area (issue 7): categorisation rules, jobs with progress, uploaded files in
 * chunks, column mappings remembered per bank, attachments, suggestion settings and dismissals, and the
 * payment delay window of categories. Every row carries `company_id` (DESIGN §3 tenancy).
 */

/**
 * A categorisation rule (DESIGN §6 "Rules"): conditions that must all hold (the domain engine's
 * RuleCondition list, stored as JSON and validated by the engine before every write), the category it
 * sets, and its priority (lower runs first).
 */
export const categorisationRules = pgTable(
  "categorisation_rules",
  {
    ...companyScopedRow(),
    name: text("name"),
    priority: integer("priority").notNull().default(0),
    conditions: jsonb("conditions").notNull(),
    categoryId: integer("category_id").notNull(),
    ...timestamps(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("categorisation_rules_company_idx").on(table.companyId, table.priority),
    companyReference("categorisation_rules_category_fk", table, table.categoryId, categories, "cascade"),
  ],
);

/**
 * Long work (imports, rule reindexing) as a job the client polls by id (DESIGN §3). Progress is kept
 * here, not in process memory, so any server instance can answer the poll.
 */
export const jobs = pgTable(
  "jobs",
  {
    /** Random UUID: a job id cannot be guessed, and is still checked against the company. */
    id: text("id").notNull(),
    companyId: companyIdColumn(),
    kind: text("kind").notNull(),
    /** 'running', 'done' or 'failed'. */
    status: text("status").notNull().default("running"),
    /** 0 to 100. */
    progress: integer("progress").notNull().default(0),
    /** The client's own id of the work (setSubCategoryRules trackId). */
    trackId: text("track_id"),
    result: jsonb("result"),
    /** `{ code, line?, column?, value? }`: never internals. */
    error: jsonb("error"),
    createdBy: userReference("created_by"),
    ...timestamps(),
  },
  (table) => [companyPrimaryKey(table), index("jobs_company_idx").on(table.companyId, table.createdAt)],
);

/**
 * A file sent in base64 chunks through ordinary JSON calls (statements, attachments, category trees),
 * so that uploads keep the contract's JSON body limit, timeouts and retries. Kept in the database, not
 * in process memory or a local disk, so that any instance can assemble it.
 */
export const fileUploads = pgTable(
  "file_uploads",
  {
    id: text("id").notNull(),
    companyId: companyIdColumn(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** 'statement', 'attachment' or 'categoryTree': each has its own size limit. */
    purpose: text("purpose").notNull(),
    fileName: text("file_name").notNull(),
    totalBytes: integer("total_bytes").notNull(),
    receivedBytes: integer("received_bytes").notNull().default(0),
    chunkCount: integer("chunk_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("file_uploads_company_idx").on(table.companyId, table.createdAt),
  ],
);

/** One chunk of an upload, in base64 (text: the same on PGlite and PostgreSQL drivers). */
export const fileUploadChunks = pgTable(
  "file_upload_chunks",
  {
    /** The upload's company (Citus: on the upload's shard). */
    companyId: companyIdColumn(),
    uploadId: text("upload_id").notNull(),
    chunkIndex: integer("chunk_index").notNull(),
    data: text("data").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.uploadId, table.chunkIndex] }),
    companyReference("file_upload_chunks_upload_fk", table, table.uploadId, fileUploads, "cascade"),
  ],
);

/** The CSV/XLSX column mapping last used for a bank connection: the next import needs none. */
export const statementColumnMappings = pgTable(
  "statement_column_mappings",
  {
    companyId: companyIdColumn(),
    connectionId: integer("connection_id").notNull(),
    mapping: jsonb("mapping").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.connectionId] }),
    companyReference(
      "statement_column_mappings_connection_fk",
      table,
      table.connectionId,
      bankConnections,
      "cascade",
    ),
  ],
);

/** A statement import: which file went into which account, and what it added. */
export const statementImports = pgTable(
  "statement_imports",
  {
    ...companyScopedRow(),
    accountId: integer("account_id").notNull(),
    fileName: text("file_name").notNull(),
    format: text("format").notNull(),
    lineCount: integer("line_count").notNull(),
    addedCount: integer("added_count").notNull(),
    duplicateCount: integer("duplicate_count").notNull(),
    importedBy: userReference("imported_by"),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("statement_imports_company_idx").on(table.companyId, table.createdAt),
    companyReference("statement_imports_account_fk", table, table.accountId, bankAccounts, "cascade"),
  ],
);

/** A file attached to a transaction; the bytes live in the file store under <storage_key>. */
export const attachments = pgTable(
  "attachments",
  {
    ...companyScopedRow(),
    transactionId: integer("transaction_id").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** Random name of the stored file: never derived from what the user sent. */
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex("attachments_company_storage_key_unique").on(table.companyId, table.storageKey),
    index("attachments_transaction_idx").on(table.companyId, table.transactionId),
    companyReference("attachments_transaction_fk", table, table.transactionId, transactions, "cascade"),
  ],
);

/** Per-company banking settings (switchSuggestions). */
export const bankingSettings = pgTable("banking_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  suggestionsEnabled: boolean("suggestions_enabled").notNull().default(true),
});

/** Suggestions the user dismissed (deleteSuggestion), by the engine's stable suggestion key. */
export const dismissedSuggestions = pgTable(
  "dismissed_suggestions",
  {
    companyId: companyIdColumn(),
    suggestionKey: text("suggestion_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.suggestionKey] })],
);

/**
 * The payment delay window of a category (editCategoryDetails): invoices of the category are expected
 * between `from` and `to` after their date, each a value and a unit ('day', 'week' or 'month').
 */
export const categoryPaymentDelays = pgTable(
  "category_payment_delays",
  {
    categoryId: integer("category_id").notNull(),
    companyId: companyIdColumn(),
    fromValue: integer("from_value").notNull(),
    fromUnit: text("from_unit").notNull(),
    toValue: integer("to_value").notNull(),
    toUnit: text("to_unit").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.categoryId] }),
    companyReference("category_payment_delays_category_fk", table, table.categoryId, categories, "cascade"),
  ],
);

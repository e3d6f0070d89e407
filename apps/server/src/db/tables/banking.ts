import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  bankAccounts,
  bankConnections,
  belongsTo,
  categories,
  companies,
  companyIdColumn,
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
    categoryId: belongsTo("category_id", () => categories.id),
    ...timestamps(),
  },
  (table) => [index("categorisation_rules_company_idx").on(table.companyId, table.priority)],
);

/**
 * Long work (imports, rule reindexing) as a job the client polls by id (DESIGN §3). Progress is kept
 * here, not in process memory, so any server instance can answer the poll.
 */
export const jobs = pgTable(
  "jobs",
  {
    /** Random UUID: a job id cannot be guessed, and is still checked against the company. */
    id: text("id").primaryKey(),
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
  (table) => [index("jobs_company_idx").on(table.companyId, table.createdAt)],
);

/**
 * A file sent in base64 chunks through ordinary JSON calls (statements, attachments, category trees),
 * so that uploads keep the contract's JSON body limit, timeouts and retries. Kept in the database, not
 * in process memory or a local disk, so that any instance can assemble it.
 */
export const fileUploads = pgTable(
  "file_uploads",
  {
    id: text("id").primaryKey(),
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
  (table) => [index("file_uploads_company_idx").on(table.companyId, table.createdAt)],
);

/** One chunk of an upload, in base64 (text: the same on PGlite and PostgreSQL drivers). */
export const fileUploadChunks = pgTable(
  "file_upload_chunks",
  {
    uploadId: text("upload_id")
      .notNull()
      .references(() => fileUploads.id, { onDelete: "cascade" }),
    chunkIndex: integer("chunk_index").notNull(),
    data: text("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.chunkIndex] })],
);

/** The CSV/XLSX column mapping last used for a bank connection: the next import needs none. */
export const statementColumnMappings = pgTable(
  "statement_column_mappings",
  {
    companyId: companyIdColumn(),
    connectionId: belongsTo("connection_id", () => bankConnections.id),
    mapping: jsonb("mapping").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.connectionId] })],
);

/** A statement import: which file went into which account, and what it added. */
export const statementImports = pgTable(
  "statement_imports",
  {
    ...companyScopedRow(),
    accountId: belongsTo("account_id", () => bankAccounts.id),
    fileName: text("file_name").notNull(),
    format: text("format").notNull(),
    lineCount: integer("line_count").notNull(),
    addedCount: integer("added_count").notNull(),
    duplicateCount: integer("duplicate_count").notNull(),
    importedBy: userReference("imported_by"),
    createdAt: createdAt(),
  },
  (table) => [index("statement_imports_company_idx").on(table.companyId, table.createdAt)],
);

/** A file attached to a transaction; the bytes live under DATA_DIR/attachments/<storage_key>. */
export const attachments = pgTable(
  "attachments",
  {
    ...companyScopedRow(),
    transactionId: belongsTo("transaction_id", () => transactions.id),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** Random name of the stored file: never derived from what the user sent. */
    storageKey: text("storage_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index("attachments_transaction_idx").on(table.companyId, table.transactionId)],
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
    categoryId: integer("category_id")
      .primaryKey()
      .references(() => categories.id, { onDelete: "cascade" }),
    companyId: companyIdColumn(),
    fromValue: integer("from_value").notNull(),
    fromUnit: text("from_unit").notNull(),
    toValue: integer("to_value").notNull(),
    toUnit: text("to_unit").notNull(),
  },
  (table) => [uniqueIndex("category_payment_delays_company_idx").on(table.companyId, table.categoryId)],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  bankAccounts,
  categories,
  companies,
  companyPrimaryKey,
  companyReference,
  companyScopedRow,
  createdAt,
  timestamps,
  transactions,
  updatedAt,
  userReference,
} from "../schema";
import { ets, invoices } from "./invoices";

/**
 * Transfers and payments (issue 22, spec 001 §7.5, spec 000 §3 "Transfer order: pending means ongoing"):
 * orders between the company's own accounts or to suppliers, the attempts that send them (a pain.001
 * file, a payment initiation) and the four-eyes threshold. The rules live in packages/domain/src/transfers.
 */

const cents = (name: string) => bigint(name, { mode: "number" });

/** One transfer order: what leaves which account, for whom, when. */
export const transferOrders = pgTable(
  "transfer_orders",
  {
    ...companyScopedRow(),
    kind: text("kind", { enum: ["internal", "supplier"] }).notNull(),
    status: text("status", { enum: ["draft", "pending", "executed", "rejected", "cancelled"] })
      .notNull()
      .default("draft"),
    debtorAccountId: integer("debtor_account_id").notNull(),
    /** The company's own account credited (internal transfers), else null. */
    creditorAccountId: integer("creditor_account_id"),
    creditorName: text("creditor_name").notNull(),
    creditorIban: text("creditor_iban").notNull(),
    creditorBic: text("creditor_bic").notNull().default(""),
    /** Positive: what leaves the debtor account. */
    amountCents: cents("amount_cents").notNull(),
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    executionDate: date("execution_date", { mode: "string" }).notNull(),
    remittance: text("remittance").notNull().default(""),
    /** The EndToEndId of the file: unique per company, repeated by banks on the settling line. */
    endToEndId: text("end_to_end_id").notNull(),
    /** The supplier invoice and its instalment (ETS) this order pays, if any. */
    invoiceId: integer("invoice_id"),
    etsId: integer("ets_id"),
    categoryId: integer("category_id"),
    approvalRequired: boolean("approval_required").notNull().default(false),
    preparedBy: userReference("prepared_by"),
    approvedBy: userReference("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** The bank line that settled it (status executed). */
    settledTransactionId: integer("settled_transaction_id"),
    /** Why the bank refused it (status rejected). */
    rejectionReason: text("rejection_reason"),
    ...timestamps(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("transfer_orders_company_status_idx").on(table.companyId, table.status, table.executionDate),
    uniqueIndex("transfer_orders_end_to_end_unique").on(table.companyId, table.endToEndId),
    uniqueIndex("transfer_orders_settled_unique")
      .on(table.companyId, table.settledTransactionId)
      .where(sql`${table.settledTransactionId} is not null`),
    companyReference("transfer_orders_debtor_fk", table, table.debtorAccountId, bankAccounts, "cascade"),
    companyReference("transfer_orders_creditor_fk", table, table.creditorAccountId, bankAccounts, "cascade"),
    companyReference("transfer_orders_invoice_fk", table, table.invoiceId, invoices, "cascade"),
    companyReference("transfer_orders_ets_fk", table, table.etsId, ets, "cascade"),
    companyReference("transfer_orders_category_fk", table, table.categoryId, categories, "no action"),
    companyReference(
      "transfer_orders_transaction_fk",
      table,
      table.settledTransactionId,
      transactions,
      "no action",
    ),
    check("transfer_orders_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/** One attempt to send orders: a pain.001 file (its XML kept for download) or a payment initiation. */
export const transferAttempts = pgTable(
  "transfer_attempts",
  {
    ...companyScopedRow(),
    method: text("method", { enum: ["sepa_file", "initiation"] }).notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    /** The file's MsgId, or the provider's payment id. */
    reference: text("reference").notNull(),
    debtorAccountId: integer("debtor_account_id").notNull(),
    executionDate: date("execution_date", { mode: "string" }).notNull(),
    totalCents: cents("total_cents").notNull(),
    fileXml: text("file_xml"),
    createdBy: userReference("created_by"),
    ...timestamps(),
  },
  (table) => [
    companyPrimaryKey(table),
    index("transfer_attempts_company_created_idx").on(table.companyId, table.createdAt),
    companyReference("transfer_attempts_debtor_fk", table, table.debtorAccountId, bankAccounts, "cascade"),
  ],
);

/** Which orders an attempt sent (an order may be sent again after a rejection: several attempts). */
export const transferAttemptOrders = pgTable(
  "transfer_attempt_orders",
  {
    ...companyScopedRow(),
    attemptId: integer("attempt_id").notNull(),
    orderId: integer("order_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex("transfer_attempt_orders_unique").on(table.companyId, table.attemptId, table.orderId),
    index("transfer_attempt_orders_order_idx").on(table.companyId, table.orderId),
    companyReference(
      "transfer_attempt_orders_attempt_fk",
      table,
      table.attemptId,
      transferAttempts,
      "cascade",
    ),
    companyReference("transfer_attempt_orders_order_fk", table, table.orderId, transferOrders, "cascade"),
  ],
);

/** The owner's four-eyes threshold (set-mc): orders from this amount on need a second person's approval. */
export const transferSettings = pgTable("transfer_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  approvalThresholdCents: cents("approval_threshold_cents"),
  updatedAt: updatedAt(),
});

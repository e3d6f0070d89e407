import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  categories,
  companyIdColumn,
  companyReference,
  createdAt,
  timestamps,
  transactions,
  userReference,
} from "../schema";

/**
 * Invoices, bank checks and their expected payments (issue 15; model in
 * apps/server/src/features/invoices/README.md). Every table is born Citus-ready (DESIGN §3): primary key
 * `(company_id, id)`, unique constraints led by `company_id`, and composite foreign keys between these
 * company-scoped tables. Links to the older tables (categories, transactions) are single-column until
 * those tables get their own `(company_id, id)` key.
 */

/** Money in cents as JavaScript numbers: invoice amounts stay far below 2^53. */
const cents = (name: string) => bigint(name, { mode: "number" });

/**
 * An invoice (customer: receivable; supplier: payable) or an engaged item (a signed quote or purchase
 * order not invoiced yet, `engaged`). Amounts are the document's, in cents: a credit note is negative.
 * `status` is draft, open, partially_paid, paid or cancelled; open, partially_paid and paid follow the
 * matches of its ETS, draft and cancelled are set by a person.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").notNull(),
    companyId: companyIdColumn(),
    /** 'customer' or 'supplier'. */
    kind: text("kind", { enum: ["customer", "supplier"] }).notNull(),
    /** A signed quote or purchase order not invoiced yet: forecast like an invoice, shown apart. */
    engaged: boolean("engaged").notNull().default(false),
    number: text("number").notNull(),
    label: text("label").notNull().default(""),
    counterpartyName: text("counterparty_name").notNull(),
    /**
     * counterpartyNameKey(counterparty_name), digits kept ("Client 12" ≠ "Client 13"): what the
     * counterparty filter and the learned delays compare.
     */
    normalizedCounterparty: text("normalized_counterparty").notNull(),
    /** counterpartyKey: the SIREN when known, else the name key; what duplicates compare. */
    counterpartyKey: text("counterparty_key").notNull(),
    counterpartySiren: char("counterparty_siren", { length: 9 }),
    counterpartySiret: char("counterparty_siret", { length: 14 }),
    counterpartyIban: text("counterparty_iban"),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    amountExclTaxCents: cents("amount_excl_tax_cents").notNull(),
    vatCents: cents("vat_cents").notNull(),
    amountInclTaxCents: cents("amount_incl_tax_cents").notNull(),
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    categoryId: integer("category_id"),
    /** How the category was set: 'manual', 'rule' or null (uncategorised); as on transactions. */
    categorySource: text("category_source", { enum: ["manual", "rule"] }),
    ruleId: integer("rule_id"),
    /**
     * What its ETS have received, signed as the money moves (kept with the matches, in the same
     * transaction), so that lists, totals and the late filter read one row.
     */
    paidCents: cents("paid_cents").notNull().default(0),
    status: text("status", { enum: ["draft", "open", "partially_paid", "paid", "cancelled"] })
      .notNull()
      .default("open"),
    /** FileStore key of the attached document (uploadDocument), its name and type. */
    documentKey: text("document_key"),
    documentName: text("document_name"),
    documentType: text("document_type"),
    createdBy: userReference("created_by"),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    companyReference("invoices_category_fk", table, table.categoryId, categories, "no action"),
    // Duplicates are refused by counterparty + number, per side (a customer and a supplier may reuse one).
    uniqueIndex("invoices_company_counterparty_number_unique").on(
      table.companyId,
      table.kind,
      table.counterpartyKey,
      table.number,
    ),
    // listInvoices pages by due date (then id) within a side.
    index("invoices_company_kind_due_idx").on(table.companyId, table.kind, table.dueDate, table.id),
    index("invoices_company_status_idx").on(table.companyId, table.status),
    // The counterparty filter is a prefix of the normalised name: an index range, never a scan.
    index("invoices_company_counterparty_idx").on(
      table.companyId,
      table.normalizedCounterparty.op("text_pattern_ops"),
    ),
    check(
      "invoices_amounts_add_up",
      sql`${table.amountExclTaxCents} + ${table.vatCents} = ${table.amountInclTaxCents}`,
    ),
  ],
);

/**
 * A bank check, issued (money out) or received (money in), for `amount_cents` (positive). It is
 * cashed through one ETS like an invoice instalment; status pending, cashed (its ETS fully matched) or
 * cancelled.
 */
export const bankChecks = pgTable(
  "bank_checks",
  {
    id: serial("id").notNull(),
    companyId: companyIdColumn(),
    direction: text("direction", { enum: ["issued", "received"] }).notNull(),
    number: text("number").notNull(),
    amountCents: cents("amount_cents").notNull(),
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    counterpartyName: text("counterparty_name").notNull(),
    normalizedCounterparty: text("normalized_counterparty").notNull(),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    expectedCashDate: date("expected_cash_date", { mode: "string" }).notNull(),
    categoryId: integer("category_id"),
    status: text("status", { enum: ["pending", "cashed", "cancelled"] })
      .notNull()
      .default("pending"),
    comment: text("comment").notNull().default(""),
    createdBy: userReference("created_by"),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    companyReference("bank_checks_category_fk", table, table.categoryId, categories, "no action"),
    uniqueIndex("bank_checks_company_direction_number_unique").on(
      table.companyId,
      table.direction,
      table.number,
    ),
    index("bank_checks_company_date_idx").on(table.companyId, table.expectedCashDate),
    check("bank_checks_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/**
 * An expected payment (ETS): one instalment of an invoice, or the cashing of a check. `amount_cents` is
 * signed as the money moves (in positive, out negative); `expected_date` is when it is due.
 */
export const ets = pgTable(
  "ets",
  {
    id: serial("id").notNull(),
    companyId: companyIdColumn(),
    invoiceId: integer("invoice_id"),
    bankCheckId: integer("bank_check_id"),
    amountCents: cents("amount_cents").notNull(),
    /** The sum of its matches, kept with them in the same transaction. */
    matchedCents: cents("matched_cents").notNull().default(0),
    expectedDate: date("expected_date", { mode: "string" }).notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: "ets_invoice_fk",
      columns: [table.companyId, table.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "ets_bank_check_fk",
      columns: [table.companyId, table.bankCheckId],
      foreignColumns: [bankChecks.companyId, bankChecks.id],
    }).onDelete("cascade"),
    check("ets_one_owner", sql`(${table.invoiceId} is null) <> (${table.bankCheckId} is null)`),
    index("ets_company_invoice_idx").on(table.companyId, table.invoiceId),
    index("ets_company_check_idx").on(table.companyId, table.bankCheckId),
  ],
);

/**
 * A bank transaction paying (part of) an ETS: `amount_cents` is the part of the transaction given to
 * this ETS, signed like both. A transaction may pay several ETS and an ETS be paid by several
 * transactions (partial payments); the amount left of an ETS is its amount minus its matches.
 */
export const etsMatches = pgTable(
  "ets_matches",
  {
    id: serial("id").notNull(),
    companyId: companyIdColumn(),
    etsId: integer("ets_id").notNull(),
    transactionId: integer("transaction_id").notNull(),
    amountCents: cents("amount_cents").notNull(),
    /** 'manual' (a person attached it or accepted a suggestion) or 'auto' (auto-match). */
    source: text("source", { enum: ["manual", "auto"] })
      .notNull()
      .default("manual"),
    createdBy: userReference("created_by"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      name: "ets_matches_ets_fk",
      columns: [table.companyId, table.etsId],
      foreignColumns: [ets.companyId, ets.id],
    }).onDelete("cascade"),
    companyReference("ets_matches_transaction_fk", table, table.transactionId, transactions, "cascade"),
    uniqueIndex("ets_matches_company_ets_transaction_unique").on(
      table.companyId,
      table.etsId,
      table.transactionId,
    ),
    index("ets_matches_company_transaction_idx").on(table.companyId, table.transactionId),
  ],
);

/** Per-company invoice settings: auto-matching, and whether learned payment delays set expected dates. */
export const invoiceSettings = pgTable("invoice_settings", {
  companyId: companyIdColumn().primaryKey(),
  /** Match automatically when a transaction has one exact suggestion (see the domain's autoMatches). */
  autoMatch: boolean("auto_match").notNull().default(false),
  /** Use each customer's learned payment delay for its open invoices (else the category's window). */
  useLearnedDelays: boolean("use_learned_delays").notNull().default(true),
});

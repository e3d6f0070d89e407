import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  categories,
  companies,
  companyPrimaryKey,
  companyReference,
  companyScopedRow,
  updatedAt,
} from "../schema";

/**
 * VAT (issue 17, spec 001 §7.7 company/{id}/vat): the company's rates, its regime settings and the rate of
 * each category. The rules live in packages/domain/src/vat.
 */

/** One VAT rate the company uses, in basis points (20 % = 2000). Created with the French rates. */
export const vatRates = pgTable(
  "vat_rates",
  {
    ...companyScopedRow(),
    rateBp: integer("rate_bp").notNull(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex("vat_rates_company_rate_unique").on(table.companyId, table.rateBp),
    check("vat_rates_rate_range", sql`${table.rateBp} between 0 and 10000`),
  ],
);

/**
 * The company's VAT settings: regime (monthly / quarterly CA3, simplified CA12), basis (receipts or
 * debits), the due day of its payments, and when the regime last changed (the previous one applies before).
 * The row's presence also says the company's rates were created.
 */
export const vatSettings = pgTable("vat_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  regime: text("regime").notNull().default("monthly"),
  basis: text("basis").notNull().default("receipts"),
  dueDay: smallint("due_day").notNull().default(24),
  regimeChangedOn: date("regime_changed_on", { mode: "string" }),
  previousRegime: text("previous_regime"),
  updatedAt: updatedAt(),
});

/**
 * VAT of a category: its rate (the default of its series that have none, and of its actuals in the VAT
 * forecast), and whether it is where VAT payments are booked (`holds_vat_payments`: its bank lines are
 * actual VAT payments and the forecast payments show in its row).
 */
export const categoryVat = pgTable(
  "category_vat",
  {
    ...companyScopedRow(),
    categoryId: integer("category_id").notNull(),
    rateBp: integer("rate_bp"),
    holdsVatPayments: boolean("holds_vat_payments").notNull().default(false),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex("category_vat_category_unique").on(table.companyId, table.categoryId),
    index("category_vat_payments_idx").on(table.companyId).where(sql`${table.holdsVatPayments}`),
    companyReference("category_vat_category_fk", table, table.categoryId, categories, "cascade"),
  ],
);

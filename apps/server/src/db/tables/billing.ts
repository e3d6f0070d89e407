import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies, companyPrimaryKey, companyScopedRow, createdAt, updatedAt } from "../schema";

/**
 * Billing and subscriptions (issue 20, spec 000 §3 "Subscription", spec 001 §7.9). The rules live in
 * packages/domain/src/plans; the provider adapter in features/billing/providers.
 */

/**
 * A company's subscription: what the payment provider last confirmed (plan, additional quantities,
 * status; written only from its verified events), and the administrator's bypass and free-trial flag.
 * One row per company (the primary key is company_id).
 */
export const companySubscriptions = pgTable(
  "company_subscriptions",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    bypass: boolean("bypass").notNull().default(false),
    freeTrialVersion: boolean("free_trial_version").notNull().default(false),
    /** none, incomplete, active, past_due, canceled (the provider's status). */
    status: text("status").notNull().default("none"),
    planCode: text("plan_code"),
    additionalUsers: integer("additional_users").notNull().default(0),
    additionalBanks: integer("additional_banks").notNull().default(0),
    additionalIntegrations: integer("additional_integrations").notNull().default(0),
    couponCode: text("coupon_code"),
    provider: text("provider"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** The `created` time of the last provider event applied: an older event arriving late changes nothing. */
    lastEventAt: bigint("last_event_at", { mode: "number" }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      "company_subscriptions_status",
      sql`${table.status} in ('none', 'incomplete', 'active', 'past_due', 'canceled')`,
    ),
  ],
);

/** Billing details and the payment method on file (its summary: never a full card number or IBAN). */
export const billingProfiles = pgTable("billing_profiles", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  companyName: text("company_name").notNull(),
  email: text("email").notNull(),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2"),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  country: text("country").notNull(),
  vatNumber: text("vat_number"),
  /** card or sepa_debit; null: no payment method. */
  paymentMethodType: text("payment_method_type"),
  paymentMethodId: text("payment_method_id"),
  /** Card brand, or the IBAN's country for SEPA. */
  paymentMethodLabel: text("payment_method_label"),
  paymentMethodLast4: text("payment_method_last4"),
  cardExpMonth: integer("card_exp_month"),
  cardExpYear: integer("card_exp_year"),
  sepaMandateReference: text("sepa_mandate_reference"),
  updatedAt: updatedAt(),
});

/**
 * Trezo's invoices to a company, numbered without gaps across Trezo (`billing_invoice_counters`), made
 * from the provider's paid-invoice event; the seller and buyer are copied as they were that day.
 */
export const billingInvoices = pgTable(
  "billing_invoices",
  {
    ...companyScopedRow(),
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    /** InvoiceLine[] of the domain. */
    lines: jsonb("lines").notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    vatTreatment: text("vat_treatment").notNull(),
    status: text("status").notNull(),
    buyer: jsonb("buyer").notNull(),
    seller: jsonb("seller").notNull(),
    providerInvoiceId: text("provider_invoice_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex("billing_invoices_company_provider_unique").on(table.companyId, table.providerInvoiceId),
    index("billing_invoices_company_issued_idx").on(table.companyId, table.issuedOn),
  ],
);

/** The last invoice number given each year (one row a year, incremented in the invoice's transaction). */
export const billingInvoiceCounters = pgTable("billing_invoice_counters", {
  year: integer("year").primaryKey(),
  lastSequence: integer("last_sequence").notNull(),
});

/** Provider events already applied (idempotence: a repeated event id changes nothing twice). */
export const paymentProviderEvents = pgTable("payment_provider_events", {
  eventId: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  companyId: integer("company_id"),
  outcome: text("outcome").notNull(),
  receivedAt: createdAt(),
});

/**
 * The built-in sandbox payment provider's own records (customers, checkout sessions, subscriptions,
 * payment methods, invoices as JSON): they stand for the provider's servers, not for Trezo's data.
 */
export const sandboxPaymentObjects = pgTable("sandbox_payment_objects", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  data: jsonb("data").notNull(),
  createdAt: createdAt(),
});

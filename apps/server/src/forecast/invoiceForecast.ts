import {
  type ExpectedDateRules,
  etsForecastDate,
  type ForecastEts,
  learnPaymentDelays,
  type PaymentDelayWindow,
  type PendingItem,
  pendingItemsOfEts,
} from "@trezo/domain";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { companies } from "../db/schema";
import { categoryPaymentDelays } from "../db/tables/banking";
import { invoiceSettings } from "../db/tables/invoices";

/**
 * What invoices and checks give the forecast (issue 15, DESIGN §6): one pending item per ETS of an open
 * or partly paid invoice (engaged items included) and of a pending check, for the amount left of it, at
 * the date its money is expected. Invoices count only when the company's invoices module is on, checks
 * when its checks module is on.
 */

/** The rows of a raw query's result, on either driver. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}

/** Paid instalments of customer invoices, with the date of their last payment. */
export async function paymentSamples(db: Database, companyId: number) {
  const rows = await db.execute(sql`
    select i.normalized_counterparty as counterparty, e.expected_date::text as due, max(t.booked_on)::text as paid
    from ets e
    join invoices i on i.company_id = e.company_id and i.id = e.invoice_id
    join ets_matches m on m.company_id = e.company_id and m.ets_id = e.id
    join transactions t on t.id = m.transaction_id
    where e.company_id = ${companyId} and i.kind = 'customer' and e.matched_cents = e.amount_cents
      and i.status <> 'cancelled'
    group by e.id, i.normalized_counterparty, e.expected_date`);
  return rowsOf(rows).map((row) => ({
    normalizedCounterparty: String(row.counterparty),
    dueDate: String(row.due),
    paidOn: String(row.paid),
  }));
}

/** Each customer's learned payment delay in days (empty when the company switched them off). */
export async function learnedDelaysOf(db: Database, companyId: number): Promise<Map<string, number>> {
  const [settings] = await db
    .select({ useLearnedDelays: invoiceSettings.useLearnedDelays })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.companyId, companyId));
  if (settings && !settings.useLearnedDelays) return new Map();
  return learnPaymentDelays(await paymentSamples(db, companyId));
}

/** How the company's invoice ETS get their expected dates: learned delays, then category windows. */
export async function expectedDateRulesOf(db: Database, companyId: number): Promise<ExpectedDateRules> {
  const windows = new Map<string, PaymentDelayWindow>();
  const rows = await db
    .select()
    .from(categoryPaymentDelays)
    .where(eq(categoryPaymentDelays.companyId, companyId));
  for (const row of rows) {
    windows.set(String(row.categoryId), {
      from: { value: row.fromValue, unit: row.fromUnit as "day" | "week" | "month" },
      to: { value: row.toValue, unit: row.toUnit as "day" | "week" | "month" },
    });
  }
  const learned = await learnedDelaysOf(db, companyId);
  return {
    windowOf: (categoryId) => (categoryId === null ? null : windows.get(categoryId)),
    learnedDelayOf: (counterparty) => learned.get(counterparty),
  };
}

/** The ETS that still count, of the modules the company has on, as raw rows (`where` narrows them). */
async function countingEtsRows(db: Database, companyId: number, where = sql`true`) {
  const [company] = await db
    .select({ invoicesAllowed: companies.invoicesAllowed, checksAllowed: companies.checksAllowed })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || (!company.invoicesAllowed && !company.checksAllowed)) return [];
  const result = await db.execute(sql`
    select e.id, e.invoice_id, e.bank_check_id, e.amount_cents::text as amount, e.matched_cents::text as matched,
      e.expected_date::text as expected, coalesce(i.category_id, c.category_id) as category,
      coalesce(i.normalized_counterparty, c.normalized_counterparty) as counterparty, i.kind,
      coalesce(i.number, c.number) as number, coalesce(i.counterparty_name, c.counterparty_name) as name,
      coalesce(i.engaged, false) as engaged
    from ets e
    left join invoices i on i.company_id = e.company_id and i.id = e.invoice_id
    left join bank_checks c on c.company_id = e.company_id and c.id = e.bank_check_id
    where e.company_id = ${companyId} and e.amount_cents <> e.matched_cents
      and ((${company.invoicesAllowed} and i.status in ('open', 'partially_paid'))
        or (${company.checksAllowed} and c.status = 'pending'))
      and ${where}`);
  return rowsOf(result);
}

/** An ETS row as the forecast feed reads it. */
function forecastEtsOfRow(row: Record<string, unknown>): ForecastEts {
  return {
    id: String(row.id),
    source: row.invoice_id === null ? "check" : "invoice",
    categoryId: row.category === null ? null : String(row.category),
    amountCents: Number(row.amount),
    matchedCents: Number(row.matched),
    expectedDate: String(row.expected),
    // Learned delays are customers' habits: a supplier ETS follows its category's window.
    normalizedCounterparty: row.kind === "customer" ? String(row.counterparty) : "",
  };
}

/** The ETS that still count, of the modules the company has on. */
export async function forecastEtsOf(db: Database, companyId: number): Promise<ForecastEts[]> {
  return (await countingEtsRows(db, companyId)).map(forecastEtsOfRow);
}

/** An expected payment behind a forecast cell (getDashboardTransactions). */
export interface CellExpectedPayment {
  etsId: number;
  invoiceId: number | null;
  bankCheckId: number | null;
  number: string;
  counterpartyName: string;
  engaged: boolean;
  leftCents: number;
  /** When the forecast expects the money (learned delay or category window applied). */
  forecastDate: string;
  /** Expected before today: the forecast counts it in today's period. */
  late: boolean;
}

/**
 * The ETS the forecast counts in one row and period: of these categories (or uncategorised, of one
 * sign), whose forecast date falls in the period, late ones (expected before today) in today's period,
 * as the engine places them. Soonest first.
 */
export async function expectedPaymentsIn(
  db: Database,
  companyId: number,
  row: { categoryIds: readonly number[] } | { uncategorised: "income" | "expense" },
  period: { start: string; end: string },
  today: string,
): Promise<CellExpectedPayment[]> {
  const where =
    "uncategorised" in row
      ? sql`coalesce(i.category_id, c.category_id) is null
          and ${row.uncategorised === "income" ? sql`e.amount_cents > 0` : sql`e.amount_cents < 0`}`
      : row.categoryIds.length === 0
        ? sql`false`
        : sql`coalesce(i.category_id, c.category_id) in (${sql.join(
            row.categoryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const rows = await countingEtsRows(db, companyId, where);
  if (rows.length === 0) return [];
  const rules = await expectedDateRulesOf(db, companyId);
  const result: CellExpectedPayment[] = [];
  for (const raw of rows) {
    const ets = forecastEtsOfRow(raw);
    const forecastDate = etsForecastDate(ets, rules);
    const late = forecastDate < today;
    const counted = late ? today : forecastDate;
    if (counted < period.start || counted > period.end) continue;
    result.push({
      etsId: Number(raw.id),
      invoiceId: raw.invoice_id === null ? null : Number(raw.invoice_id),
      bankCheckId: raw.bank_check_id === null ? null : Number(raw.bank_check_id),
      number: String(raw.number),
      counterpartyName: String(raw.name),
      engaged: raw.engaged === true,
      leftCents: ets.amountCents - ets.matchedCents,
      forecastDate,
      late,
    });
  }
  return result.sort((a, b) =>
    a.forecastDate < b.forecastDate ? -1 : a.forecastDate > b.forecastDate ? 1 : a.etsId - b.etsId,
  );
}

/** The forecast's pending items of the company: its open ETS at their expected dates. */
export async function invoicePendingItems(db: Database, companyId: number): Promise<PendingItem[]> {
  const list = await forecastEtsOf(db, companyId);
  if (list.length === 0) return [];
  return pendingItemsOfEts(list, await expectedDateRulesOf(db, companyId));
}

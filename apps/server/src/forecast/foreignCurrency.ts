import {
  type ActualTotal,
  type ConvertedAmount,
  convertOnDate,
  type Granularity,
  type IsoDate,
  MissingRateError,
  periodOf,
} from "@trezo/domain";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { companies } from "../db/schema";
import { DomainError } from "../errors/domainError";
import { companyRatesOf, type StoredRate } from "./companyRates";
import { rowsOf } from "./dashboardInputOf";

/**
 * Accounts in another currency than the company's (issue 17): their transactions are converted one by one
 * at the rate of their date (the latest published on or before it), their balance at the latest known
 * rate. Each conversion keeps its original amount and rate, so that a cell is traceable (cell details).
 */

/** The company's default currency (the dashboard's). */
export async function defaultCurrencyOf(db: Database, companyId: number): Promise<string> {
  const [row] = await db
    .select({ currency: companies.defaultCurrency })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.currency ?? "EUR";
}

/** A converted transaction of a foreign account, where the dashboard put it. */
export interface ConvertedActual extends ConvertedAmount {
  accountId: number;
  categoryId: string | null;
  periodKey: string;
}

/** The rates needed to convert `currencies` into `to` (the ECB's and the company's own). */
export async function ratesFor(
  db: Database,
  companyId: number,
  currencies: readonly string[],
  to: string,
): Promise<StoredRate[]> {
  const needed = [...new Set([...currencies, to])].filter((code) => code !== "EUR");
  return companyRatesOf(db, companyId, needed);
}

/** A missing rate as the user reads it (which currency, which day). */
export function missingRateError(error: MissingRateError): DomainError {
  const currency = error.from === "EUR" ? error.to : error.from;
  return new DomainError("invalid", "no_exchange_rate", {
    key: "currencies.noRate",
    params: { currency, date: error.date },
  });
}

/** `item` converted into `to`, or the user's message when no rate is known. */
export function converted(
  item: Parameters<typeof convertOnDate>[0],
  to: string,
  rates: readonly StoredRate[],
): ConvertedAmount {
  try {
    return convertOnDate(item, to, rates);
  } catch (error) {
    if (error instanceof MissingRateError) throw missingRateError(error);
    throw error;
  }
}

/**
 * The actual totals of foreign-currency accounts between `from` and `to`: each transaction converted at
 * the rate of its date (rounded once, convertOnDate), then summed per row and period (uncategorised lines
 * apart by sign, as actual_totals keeps them), with their conversions.
 */
export async function foreignActualsBetween(
  db: Database,
  companyId: number,
  accounts: ReadonlyArray<{ id: number; currency: string }>,
  target: string,
  rates: readonly StoredRate[],
  granularity: Granularity,
  from: IsoDate,
  to: IsoDate,
): Promise<{ totals: ActualTotal[]; conversions: ConvertedActual[] }> {
  if (accounts.length === 0) return { totals: [], conversions: [] };
  const first = periodOf(from, granularity).start;
  const last = periodOf(to, granularity).end;
  const accountList = `{${accounts.map((account) => Math.trunc(account.id)).join(",")}}`;
  // Line by line, as cell details show them: the cell is the sum of its converted lines.
  const days = await db.execute(sql`
    select t.account_id as account, t.category_id as category, t.booked_on::text as day,
      t.amount_cents::text as cents
    from transactions t
    where t.company_id = ${companyId} and t.account_id = any(${accountList}::int[])
      and t.booked_on >= ${first}::date and t.booked_on <= ${last}::date`);
  const currencyOf = new Map(accounts.map((account) => [account.id, account.currency]));
  const conversions: ConvertedActual[] = [];
  const sums = new Map<string, ActualTotal>();
  for (const row of rowsOf(days)) {
    const accountId = Number(row.account);
    const categoryId = row.category === null ? null : String(row.category);
    const date = String(row.day);
    const amount = Number(row.cents);
    const conversion = converted(
      { date, amount, currency: currencyOf.get(accountId) ?? target },
      target,
      rates,
    );
    const periodKey = periodOf(date, granularity).key;
    conversions.push({ ...conversion, accountId, categoryId, periodKey });
    // Uncategorised lines stay apart by sign (the dashboard shows receipts and payments to classify).
    const key = `${categoryId ?? (amount >= 0 ? "+" : "-")} ${periodKey}`;
    const total = sums.get(key) ?? { categoryId, periodKey, cents: 0 };
    total.cents += conversion.amount;
    sums.set(key, total);
  }
  return { totals: [...sums.values()], conversions };
}

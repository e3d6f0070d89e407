import { and, asc, desc, eq, max, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { bankAccounts } from "../../db/schema";
import { inCompany } from "../../db/scoped";
import { companyCurrencyRates, currencyRates } from "../../db/tables/currencies";
import type { EcbRate } from "./ecbRates";

/** Rows per insert statement (the history has ~200,000 rates). */
const INSERT_BATCH = 2000;

/** Stores ECB rates, replacing those of the same currency and day, in one transaction. */
export async function upsertEcbRates(db: Database, rates: readonly EcbRate[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < rates.length; start += INSERT_BATCH) {
      const batch = rates.slice(start, start + INSERT_BATCH);
      await tx
        .insert(currencyRates)
        .values(batch.map((rate) => ({ currency: rate.currency, rateOn: rate.date, rate: rate.rate })))
        .onConflictDoUpdate({
          target: [currencyRates.currency, currencyRates.rateOn],
          set: { rate: sql`excluded.rate` },
        });
    }
  });
}

/** The date of each currency's latest ECB rate. */
export async function latestEcbRateDates(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ currency: currencyRates.currency, latest: max(currencyRates.rateOn) })
    .from(currencyRates)
    .groupBy(currencyRates.currency);
  const latest = new Map<string, string>();
  for (const row of rows) if (row.latest) latest.set(row.currency, row.latest);
  return latest;
}

/** Sets (or with null removes) the company's own rate of `currency` on `date`. */
export async function setCompanyRate(
  db: Database,
  companyId: number,
  currency: string,
  date: string,
  rate: string | null,
): Promise<void> {
  if (rate === null) {
    await db
      .delete(companyCurrencyRates)
      .where(
        inCompany(
          companyCurrencyRates,
          companyId,
          and(eq(companyCurrencyRates.currency, currency), eq(companyCurrencyRates.rateOn, date)),
        ),
      );
    return;
  }
  await db
    .insert(companyCurrencyRates)
    .values({ companyId, currency, rateOn: date, rate })
    .onConflictDoUpdate({
      target: [companyCurrencyRates.companyId, companyCurrencyRates.currency, companyCurrencyRates.rateOn],
      set: { rate },
    });
}

/**
 * The currencies a company needs rates for: those its accounts hold and its default currency, less the
 * euro (every rate is against the euro). Sorted.
 */
export async function currenciesNeeded(db: Database, companyId: number, defaultCurrency: string) {
  const rows = await db
    .selectDistinct({ currency: bankAccounts.currency })
    .from(bankAccounts)
    .where(inCompany(bankAccounts, companyId));
  const codes = new Set([...rows.map((row) => row.currency), defaultCurrency]);
  codes.delete("EUR");
  return [...codes].sort();
}

/** The rates the company typed itself, newest first (at most `limit`). */
export async function typedCompanyRates(db: Database, companyId: number, limit = 500) {
  return db
    .select({
      currency: companyCurrencyRates.currency,
      date: companyCurrencyRates.rateOn,
      rate: companyCurrencyRates.rate,
    })
    .from(companyCurrencyRates)
    .where(inCompany(companyCurrencyRates, companyId))
    .orderBy(desc(companyCurrencyRates.rateOn), asc(companyCurrencyRates.currency))
    .limit(limit);
}

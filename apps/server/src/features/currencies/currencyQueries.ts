import { and, eq, max, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
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

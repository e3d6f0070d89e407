import type { ExchangeRate } from "@trezo/domain";
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { inCompany } from "../db/scoped";
import { companyCurrencyRates, currencyRates } from "../db/tables/currencies";

/** A stored rate with where it came from: the ECB's reference rates, or one the company typed. */
export interface StoredRate extends ExchangeRate {
  source: "ecb" | "company";
}

/**
 * The rates a company converts with, EUR as the base (one euro is `rate` units of `to`): the ECB's
 * reference rates and the company's own, the company's winning on the same currency and day. Sorted by
 * currency then date. `currencies` narrows the read (undefined: every currency).
 */
export async function companyRatesOf(
  db: Pick<Database, "select">,
  companyId: number,
  currencies?: readonly string[],
): Promise<StoredRate[]> {
  if (currencies?.length === 0) return [];
  const ecb = await db
    .select({ currency: currencyRates.currency, rateOn: currencyRates.rateOn, rate: currencyRates.rate })
    .from(currencyRates)
    .where(currencies ? inArray(currencyRates.currency, [...currencies]) : undefined)
    .orderBy(asc(currencyRates.currency), asc(currencyRates.rateOn));
  const own = await db
    .select({
      currency: companyCurrencyRates.currency,
      rateOn: companyCurrencyRates.rateOn,
      rate: companyCurrencyRates.rate,
    })
    .from(companyCurrencyRates)
    .where(
      inCompany(
        companyCurrencyRates,
        companyId,
        currencies ? inArray(companyCurrencyRates.currency, [...currencies]) : undefined,
      ),
    );
  const byDay = new Map<string, StoredRate>();
  for (const row of ecb) {
    byDay.set(`${row.currency} ${row.rateOn}`, {
      from: "EUR",
      to: row.currency,
      date: row.rateOn,
      rate: row.rate,
      source: "ecb",
    });
  }
  for (const row of own) {
    byDay.set(`${row.currency} ${row.rateOn}`, {
      from: "EUR",
      to: row.currency,
      date: row.rateOn,
      rate: row.rate,
      source: "company",
    });
  }
  return [...byDay.values()].sort((a, b) => a.to.localeCompare(b.to) || a.date.localeCompare(b.date));
}

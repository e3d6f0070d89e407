import { sql } from "drizzle-orm";
import { char, check, date, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { companyPrimaryKey, companyScopedRow, createdAt } from "../schema";

/**
 * Exchange rates (issue 17, spec 001 §7.5 currenciesHistory). Rates are decimal text as published
 * ("1.0845": units of `currency` for one euro), read exactly by @trezo/domain's currencies.
 */

/**
 * The European Central Bank's reference rates: one row per currency and day, EUR as the base. The same
 * for every company (global, a Citus reference table); loaded by an administrator's upload of the ECB
 * files or by the daily fetch of ECB_RATES_URL.
 */
export const currencyRates = pgTable(
  "currency_rates",
  {
    currency: char("currency", { length: 3 }).notNull(),
    rateOn: date("rate_on", { mode: "string" }).notNull(),
    rate: text("rate").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.currency, table.rateOn] }),
    check("currency_rates_rate_decimal", sql`${table.rate} ~ '^[0-9]+(\\.[0-9]{1,12})?$'`),
  ],
);

/**
 * Rates a company types itself (units of `currency` for one euro on `rate_on`): they win over the ECB's
 * of the same currency and day, for that company only.
 */
export const companyCurrencyRates = pgTable(
  "company_currency_rates",
  {
    ...companyScopedRow(),
    currency: char("currency", { length: 3 }).notNull(),
    rateOn: date("rate_on", { mode: "string" }).notNull(),
    rate: text("rate").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueIndex("company_currency_rates_day_unique").on(table.companyId, table.currency, table.rateOn),
    check("company_currency_rates_rate_decimal", sql`${table.rate} ~ '^[0-9]+(\\.[0-9]{1,12})?$'`),
  ],
);

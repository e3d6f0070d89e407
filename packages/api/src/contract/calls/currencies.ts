import { z } from "zod";
import { companyMember, manageCompany, signedIn, superAdmin } from "../access";
import { defineCall } from "../call";
import { companyInput, currencySchema, emptyInput, isoDateSchema, successOutput } from "../schemas";
import { downloadedFileSchema } from "./transactions";

/**
 * Currencies (spec 001 §7.5 "Currencies: getCurrencyList; GET company/{id}/currenciesHistory (an xlsx
 * result)"; issue 17): the ISO 4217 list, and the rates history (ECB reference rates, EUR as the base,
 * plus the rates a company types, which win for that company).
 */

/** A rate as published: units of the currency for one euro, a positive decimal with at most 12 decimals. */
export const rateTextSchema = z
  .string()
  .regex(/^\d{1,9}(?:\.\d{1,12})?$/)
  .refine((text) => /[1-9]/.test(text), "a rate is positive");

export const getCurrencyList = defineCall({
  method: "POST",
  path: "getCurrencyList",
  summary:
    "The ISO 4217 currencies an account may hold, with their minor-unit exponent (JPY 0, EUR 2, BHD 3) and the date of their latest known rate against the euro.",
  input: emptyInput,
  output: z.object({
    currencies: z.array(
      z.object({
        code: currencySchema,
        exponent: z.number().int().min(0).max(4),
        /** The latest ECB rate's date (EUR: null, it is the base). */
        latest_rate_on: isoDateSchema.nullable(),
      }),
    ),
  }),
  access: signedIn,
});

export const getCurrenciesHistory = defineCall({
  method: "GET",
  path: "company/{companyId}/currenciesHistory",
  summary:
    "The exchange rates the company converts with as an XLSX: date, currency, rate for one euro, source (ECB or typed by the company).",
  input: companyInput,
  output: downloadedFileSchema,
  access: companyMember,
  audit: "export",
  secondaryAuth: true,
  timeoutMs: 60_000,
});

/** Largest ECB file one call takes (under the 1 MB body limit); the web sends the full history in parts. */
export const MAX_RATES_FILE_CHARS = 900_000;

export const uploadCurrencyRates = defineCall({
  method: "POST",
  path: "uploadCurrencyRates",
  summary:
    "Admin: loads the European Central Bank's reference rates from its CSV or XML files (eurofxref-hist.csv, eurofxref-daily.xml…), replacing the rates of the same days; no DOCTYPE is read.",
  input: z.object({ content: z.string().min(1).max(MAX_RATES_FILE_CHARS) }),
  output: z.object({
    imported: z.number().int(),
    currencies: z.number().int(),
    from: isoDateSchema.nullable(),
    to: isoDateSchema.nullable(),
  }),
  access: superAdmin,
  audit: "adminSetting",
  timeoutMs: 60_000,
});

export const setCompanyCurrencyRate = defineCall({
  method: "PUT",
  path: "company/{companyId}/currencyRates",
  summary:
    "Sets the company's own rate of a currency on a day (units for one euro), which wins over the ECB's; null removes it.",
  input: companyInput.extend({
    currency: currencySchema,
    date: isoDateSchema,
    rate: rateTextSchema.nullable(),
  }),
  output: successOutput,
  access: manageCompany,
});

/** A rate as the company converts with: units of `currency` for one euro on `date`, and where it came from. */
const storedRateSchema = z.object({
  currency: currencySchema,
  date: isoDateSchema,
  rate: z.string(),
  source: z.enum(["ecb", "company"]),
});

export const getCompanyCurrencyRates = defineCall({
  method: "GET",
  path: "company/{companyId}/currencyRates",
  summary:
    "The company's currencies: its default currency, each other currency its accounts hold with the latest rate it converts with (ECB or typed), and the rates the company typed itself (newest first).",
  input: companyInput,
  output: z.object({
    default_currency: currencySchema,
    held: z.array(z.object({ currency: currencySchema, latest: storedRateSchema.nullable() })),
    typed: z.array(storedRateSchema),
  }),
  access: companyMember,
});

export const currencyCalls = {
  getCurrencyList,
  getCompanyCurrencyRates,
  getCurrenciesHistory,
  uploadCurrencyRates,
  setCompanyCurrencyRate,
};

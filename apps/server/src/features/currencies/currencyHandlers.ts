import { currencyExponent } from "@trezo/domain";
import { DomainError } from "../../errors/domainError";
import { companyRatesOf } from "../../forecast/companyRates";
import { defaultCurrencyOf } from "../../forecast/foreignCurrency";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { XLSX_CONTENT_TYPE } from "../categories/categoryWorkbook";
import { isoCurrencyList } from "./currencyList";
import { currenciesNeeded, latestEcbRateDates, setCompanyRate, typedCompanyRates } from "./currencyQueries";
import { loadEcbRates } from "./ecbLoad";
import { ratesWorkbook } from "./ratesWorkbook";

type CurrencyHandlers = Pick<
  CallHandlers,
  | "getCurrencyList"
  | "getCompanyCurrencyRates"
  | "getCurrenciesHistory"
  | "uploadCurrencyRates"
  | "setCompanyCurrencyRate"
>;

/** Currencies (spec 001 §7.5): the ISO 4217 list, the rates history export, the rates' upload and typing. */
export const currencyHandlers: CurrencyHandlers = {
  async getCurrencyList(context) {
    const latest = await latestEcbRateDates(context.services.db);
    return {
      currencies: isoCurrencyList().map((code) => ({
        code,
        exponent: currencyExponent(code),
        latest_rate_on: latest.get(code) ?? null,
      })),
    };
  },

  async getCompanyCurrencyRates(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const defaultCurrency = await defaultCurrencyOf(db, company.id);
    const needed = await currenciesNeeded(db, company.id, defaultCurrency);
    const rates = await companyRatesOf(db, company.id, needed);
    const latest = new Map<string, (typeof rates)[number]>();
    for (const rate of rates) latest.set(rate.to, rate);
    const typed = await typedCompanyRates(db, company.id);
    return {
      default_currency: defaultCurrency,
      held: needed.map((currency) => {
        const rate = latest.get(currency);
        return {
          currency,
          latest: rate ? { currency, date: rate.date, rate: rate.rate, source: rate.source } : null,
        };
      }),
      typed: typed.map((rate) => ({ ...rate, source: "company" as const })),
    };
  },

  async getCurrenciesHistory(context) {
    const { company } = mustCompany(context);
    const rates = await companyRatesOf(context.services.db, company.id);
    return {
      file_name: `currencies-history-${new Date().toISOString().slice(0, 10)}.xlsx`,
      content_type: XLSX_CONTENT_TYPE,
      content_base64: (await ratesWorkbook(rates, context.locale)).toString("base64"),
    };
  },

  async uploadCurrencyRates(context) {
    return loadEcbRates(context.services.db, context.input.content);
  },

  async setCompanyCurrencyRate(context) {
    const { company } = mustCompany(context);
    const { currency, date, rate } = context.input;
    if (!isoCurrencyList().includes(currency) || currency === "EUR")
      throw new DomainError(
        "invalid",
        "unknown_currency",
        { key: "currencies.unknownCurrency", params: { currency } },
        [{ path: "currency", message: "not an ISO 4217 currency other than EUR" }],
      );
    await setCompanyRate(context.services.db, company.id, currency, date, rate);
    return { success: true };
  },
};

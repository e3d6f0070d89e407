import { calculateVat } from "@trezo/domain";
import { DomainError, domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import {
  addVatRate,
  type CompanyVat,
  companyCategoryIds,
  companyVatOf,
  deleteVatRate,
  ensureCompanyVat,
  setCategoryRate,
  setVatCategory,
  updateVatSettings,
} from "./vatQueries";

type VatHandlers = Pick<
  CallHandlers,
  "getCompanyVat" | "updateCompanyVat" | "addCompanyVatRate" | "deleteCompanyVatRate" | "calculateVat"
>;

function vatOutput(vat: CompanyVat) {
  return {
    rates: vat.rates.map((rate) => ({ id: rate.id, rate_bp: rate.rateBp })),
    settings: {
      regime: vat.settings.regime,
      basis: vat.settings.basis,
      due_day: vat.settings.dueDay,
      regime_changed_on: vat.settings.regimeChangedOn,
      previous_regime: vat.settings.previousRegime,
      vat_category_id: vat.vatCategoryId,
    },
    categories: [...vat.categoryRates].map(([categoryId, rateBp]) => ({
      category_id: categoryId,
      vat_rate_bp: rateBp,
    })),
  };
}

/** A rate the company does not have: refused with the field at fault. */
const unknownRate = (path: string) =>
  new DomainError("invalid", "unknown_vat_rate", { key: "vat.errors.unknownRate" }, [
    { path, message: "not one of the company's VAT rates" },
  ]);

/** The company's VAT (spec 001 §7.7 company/{id}/vat) and calculateVat. */
export const vatHandlers: VatHandlers = {
  async getCompanyVat(context) {
    return vatOutput(await companyVatOf(context.services.db, mustCompany(context).company.id));
  },

  async updateCompanyVat(context) {
    const companyId = mustCompany(context).company.id;
    const { db } = context.services;
    const { categories = [], settings } = context.input;
    const current = await companyVatOf(db, companyId);
    const rates = new Set(current.rates.map((rate) => rate.rateBp));
    categories.forEach((category, index) => {
      if (category.vat_rate_bp !== null && !rates.has(category.vat_rate_bp)) {
        throw unknownRate(`categories.${index}.vat_rate_bp`);
      }
    });
    const named = [...categories.map((category) => category.category_id)];
    if (settings?.vat_category_id != null) named.push(settings.vat_category_id);
    const known = await companyCategoryIds(db, companyId, named);
    if (named.some((id) => !known.has(id))) throw domainErrors.notFound();
    const regimeChangedOn =
      settings?.regime_changed_on === undefined
        ? current.settings.regimeChangedOn
        : settings.regime_changed_on;
    const previousRegime =
      settings?.previous_regime === undefined ? current.settings.previousRegime : settings.previous_regime;
    if (regimeChangedOn !== null && previousRegime === null) {
      throw domainErrors.invalidInput([
        { path: "settings.previous_regime", message: "required with a change date" },
      ]);
    }
    await db.transaction(async (tx) => {
      await ensureCompanyVat(tx, companyId);
      for (const category of categories) {
        await setCategoryRate(tx, companyId, category.category_id, category.vat_rate_bp);
      }
      if (settings) {
        await updateVatSettings(tx, companyId, {
          ...(settings.regime === undefined ? {} : { regime: settings.regime }),
          ...(settings.basis === undefined ? {} : { basis: settings.basis }),
          ...(settings.due_day === undefined ? {} : { dueDay: settings.due_day }),
          ...(settings.regime_changed_on === undefined
            ? {}
            : { regimeChangedOn: settings.regime_changed_on }),
          ...(settings.previous_regime === undefined ? {} : { previousRegime: settings.previous_regime }),
        });
        if (settings.vat_category_id !== undefined)
          await setVatCategory(tx, companyId, settings.vat_category_id);
      }
    });
    return vatOutput(await companyVatOf(db, companyId));
  },

  async addCompanyVatRate(context) {
    const companyId = mustCompany(context).company.id;
    const { db } = context.services;
    await companyVatOf(db, companyId);
    if (!(await addVatRate(db, companyId, context.input.rate_bp))) {
      throw new DomainError("conflict", "vat_rate_exists", { key: "vat.errors.rateExists" }, [
        { path: "rate_bp", message: "the company already has this rate" },
      ]);
    }
    return vatOutput(await companyVatOf(db, companyId));
  },

  async deleteCompanyVatRate(context) {
    const companyId = mustCompany(context).company.id;
    if (!(await deleteVatRate(context.services.db, companyId, context.input.rateId)))
      throw domainErrors.notFound();
    return { success: true as const };
  },

  async calculateVat(context) {
    const result = calculateVat(
      context.input.lines.map((line) => ({
        amountCents: line.amount_cents,
        rateBp: line.rate_bp,
        includesVat: line.includes_vat,
      })),
    );
    const amounts = (line: { excludingVatCents: number; vatCents: number; includingVatCents: number }) => ({
      excluding_vat_cents: line.excludingVatCents,
      vat_cents: line.vatCents,
      including_vat_cents: line.includingVatCents,
    });
    return {
      lines: result.lines.map((line) => ({ rate_bp: line.rateBp, ...amounts(line) })),
      by_rate: result.byRate.map((line) => ({ rate_bp: line.rateBp, ...amounts(line) })),
      totals: amounts(result.totals),
    };
  },
};

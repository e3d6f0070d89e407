import { MAX_VAT_RATE_BP, VAT_BASES, VAT_DUE_DAY_RANGE, VAT_REGIMES } from "@trezo/domain";
import { z } from "zod";
import { companyMember, manageCompany } from "../access";
import { defineCall } from "../call";
import {
  centsSchema,
  companyInput,
  companyItemInput,
  idSchema,
  isoDateSchema,
  successOutput,
} from "../schemas";

/** VAT (spec 001 §7.7 "VAT: company/{id}/vat", calculateVat; issue 17). Rates are basis points: 20 % = 2000. */

export const vatRateBpSchema = z.number().int().min(0).max(MAX_VAT_RATE_BP);
const regimeSchema = z.enum(VAT_REGIMES);

const vatSettingsFields = {
  regime: regimeSchema,
  basis: z.enum(VAT_BASES),
  due_day: z.number().int().min(VAT_DUE_DAY_RANGE.min).max(VAT_DUE_DAY_RANGE.max),
  /** From this date `regime` applies, `previous_regime` before it. */
  regime_changed_on: isoDateSchema.nullable(),
  previous_regime: regimeSchema.nullable(),
  /** The category where VAT payments are booked (its bank lines replace the forecast payments). */
  vat_category_id: idSchema.nullable(),
};

export const companyVatSchema = z.object({
  rates: z.array(z.object({ id: idSchema, rate_bp: vatRateBpSchema })),
  settings: z.object(vatSettingsFields),
  /** The categories that have a rate (the others have none). */
  categories: z.array(z.object({ category_id: idSchema, vat_rate_bp: vatRateBpSchema })),
});

export const getCompanyVat = defineCall({
  method: "GET",
  path: "company/{companyId}/vat",
  summary:
    "The company's VAT rates (the French ones at first), its VAT settings and the rate of each category.",
  input: companyInput,
  output: companyVatSchema,
  access: companyMember,
});

export const updateCompanyVat = defineCall({
  method: "PATCH",
  path: "company/{companyId}/vat",
  summary:
    "Sets the VAT rate of categories (null removes it; the rate must be one of the company's) and changes VAT settings.",
  input: companyInput.extend({
    categories: z
      .array(z.object({ category_id: idSchema, vat_rate_bp: vatRateBpSchema.nullable() }))
      .max(1000)
      .optional(),
    settings: z.object(vatSettingsFields).partial().optional(),
  }),
  output: companyVatSchema,
  access: manageCompany,
});

export const addCompanyVatRate = defineCall({
  method: "PUT",
  path: "company/{companyId}/vat",
  summary: "Adds a VAT rate to the company's list (0 to 100 %, in basis points).",
  input: companyInput.extend({ rate_bp: vatRateBpSchema }),
  output: companyVatSchema,
  access: manageCompany,
});

export const deleteCompanyVatRate = defineCall({
  method: "DELETE",
  path: "company/{companyId}/vat/{rateId}",
  summary: "Removes a VAT rate; the categories that had it are left without a rate.",
  input: companyItemInput("rateId"),
  output: successOutput,
  access: manageCompany,
  audit: "deletion",
});

const vatLineSchema = z.object({
  amount_cents: centsSchema,
  rate_bp: vatRateBpSchema,
  includes_vat: z.boolean(),
});
const vatAmountsSchema = z.object({
  excluding_vat_cents: centsSchema,
  vat_cents: centsSchema,
  including_vat_cents: centsSchema,
});

export const calculateVat = defineCall({
  method: "POST",
  path: "calculateVat",
  summary: "Amounts excluding and including VAT, rounded to the cent on each line as an invoice does.",
  input: companyInput.extend({ lines: z.array(vatLineSchema).min(1).max(1000) }),
  output: z.object({
    lines: z.array(vatAmountsSchema.extend({ rate_bp: vatRateBpSchema })),
    by_rate: z.array(vatAmountsSchema.extend({ rate_bp: vatRateBpSchema })),
    totals: vatAmountsSchema,
  }),
  access: companyMember,
});

export const vatCalls = {
  getCompanyVat,
  updateCompanyVat,
  addCompanyVatRate,
  deleteCompanyVatRate,
  calculateVat,
};

import { CABINET_FLAGS } from "@trezo/domain";
import { z } from "zod";
import { companyMember, manageCompany, signedIn, superAdmin } from "../access";
import { defineCall } from "../call";
import {
  companyIdOutput,
  companyInput,
  currencySchema,
  emptyInput,
  idSchema,
  isoDateSchema,
  nameSchema,
  successOutput,
} from "../schemas";

/** Companies: infos, flags, parameters, creation (spec 001 §7.7 "Company", spec 000 §3 "Company flags"). */

/** Every company flag of spec 000 §3 with its default, plus what the web app needs around them. */
export const companyInfosSchema = z.object({
  id: idSchema,
  name: z.string(),
  siret: z.string().nullable(),
  parent_id: idSchema.nullable(),
  owner: z.object({ id: idSchema, email: z.string() }).nullable(),
  is_owner: z.boolean(),
  is_demo: z.boolean(),
  is_cpa: z.boolean(),
  is_active: z.boolean(),
  is_trial: z.boolean(),
  trial_end: isoDateSchema.nullable(),
  analytics_allowed: z.boolean(),
  invoices_allowed: z.boolean(),
  checks_allowed: z.boolean(),
  is_standalone: z.boolean(),
  forecastEnabled: z.boolean(),
  forecastVersion: z.number().int(),
  defaultCurrency: currencySchema,
  maxConnections: z.number().int(),
  maxCategoryDepth: z.number().int(),
  availableDepthPlans: z.number().int(),
  incurred_progress_bars_enabled: z.boolean(),
  max_engaged_objective_enabled: z.boolean(),
  partner_integration_visibility: z.boolean(),
  gsheet: z.boolean(),
});
export type CompanyInfos = z.infer<typeof companyInfosSchema>;

/** An entry of the company list (spec 000 §3 "Company list entry"). */
export const companyListEntrySchema = z.object({
  id: idSchema,
  name: z.string(),
  owner: z.object({ email: z.string() }).nullable(),
  parent_id: idSchema.nullable(),
  is_parent: z.boolean(),
  is_cpa: z.boolean(),
  is_trial: z.boolean(),
  is_active: z.boolean(),
});

const adminInformationSchema = z.record(
  z.string().max(64),
  z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
);

export const getCompanyInfos = defineCall({
  method: "POST",
  path: "getCompanyInfos",
  summary: "The selected company's flags (is_cpa and every flag of spec 000 §3 with its default).",
  input: companyInput,
  output: companyInfosSchema,
  access: companyMember,
});

export const getCompanyInfo = defineCall({
  method: "POST",
  path: "getCompanyInfo",
  summary: "The company's identity for the company page: name, SIRET, administrative details.",
  input: companyInput,
  output: z.object({
    id: idSchema,
    name: z.string(),
    siret: z.string().nullable(),
    admin_information: adminInformationSchema,
    onboarding_customization_id: z.string().nullable(),
    created_at: z.string(),
  }),
  access: companyMember,
});

export const isCompanyEmployee = defineCall({
  method: "POST",
  path: "isCompanyEmployee",
  summary: "Whether the user belongs to the company (member, parent firm staff or SuperAdmin).",
  input: companyInput,
  output: z.object({ is_employee: z.boolean(), is_owner: z.boolean() }),
  access: signedIn,
});

export const getParams = defineCall({
  method: "POST",
  path: "getParams",
  summary: "Limits and settings: max connections, max category depth, depth plans, currency, forecast.",
  input: companyInput,
  output: z.object({
    maxConnections: z.number().int(),
    maxCategoryDepth: z.number().int(),
    availableDepthPlans: z.number().int(),
    defaultCurrency: currencySchema,
    forecastEnabled: z.boolean(),
  }),
  access: companyMember,
});

export const getManagedCompanies = defineCall({
  method: "POST",
  path: "getManagedCompanies",
  summary: "Every company the user can open: their own, and the clients of the firms they work for.",
  input: emptyInput,
  output: z.object({ companies: z.array(companyListEntrySchema) }),
  access: signedIn,
});

export const createCompany = defineCall({
  method: "POST",
  path: "createCompany",
  summary:
    "Creates a company; with parentId, a client company of that accounting firm (SIRET required, at most 2 trial clients).",
  input: z.object({
    name: z.string().max(200),
    siret: z.string().max(32).optional(),
    parentId: idSchema.optional(),
    isCpa: z.boolean().optional(),
    /** With parentId: one of the firm's category plan templates, applied in the creation's transaction. */
    templateId: idSchema.optional(),
  }),
  output: companyIdOutput,
  access: signedIn,
});

export const updateCompany = defineCall({
  method: "POST",
  path: "updateCompany",
  summary: "Changes the company's name, SIRET, administrative details and onboarding customisation.",
  input: z.object({
    id: idSchema,
    company: z
      .object({ name: nameSchema.optional(), siret: z.string().max(32).nullable().optional() })
      .optional(),
    admin_information: adminInformationSchema.optional(),
    customization: z.object({ onboarding_customization_id: z.string().max(64).nullable() }).optional(),
  }),
  output: companyInfosSchema,
  access: { kind: "company", anyOf: [...CABINET_FLAGS], ownerOnly: true },
  companyIdField: "id",
});

export const deleteCompany = defineCall({
  method: "POST",
  path: "deleteCompany",
  summary: "Deletes the company and everything it holds (owner, parent firm or SuperAdmin).",
  input: companyInput,
  output: successOutput,
  access: manageCompany,
});

const depthOutput = z.object({ maxCategoryDepth: z.number().int(), availableDepthPlans: z.number().int() });
const connectionsOutput = z.object({ maxConnections: z.number().int() });
const currencyOutput = z.object({ defaultCurrency: currencySchema });

export const getMaxCategoryDepth = defineCall({
  method: "POST",
  path: "getMaxCategoryDepth",
  summary: "How deep the category tree may go (default 4).",
  input: companyInput,
  output: depthOutput,
  access: companyMember,
});

export const setMaxCategoryDepth = defineCall({
  method: "POST",
  path: "setMaxCategoryDepth",
  summary: "Admin: sets the maximum category depth (1 to 10).",
  input: companyInput.extend({ maxCategoryDepth: z.number().int().min(1).max(10) }),
  output: depthOutput,
  access: superAdmin,
  audit: "adminSetting",
  companyIdField: "companyId",
});

export const getMaxConnections = defineCall({
  method: "POST",
  path: "getMaxConnections",
  summary: "How many bank connections the company may have (default 3).",
  input: companyInput,
  output: connectionsOutput,
  access: companyMember,
});

export const setMaxConnections = defineCall({
  method: "POST",
  path: "setMaxConnections",
  summary: "Admin: sets the maximum number of bank connections (0 to 1000).",
  input: companyInput.extend({ maxConnections: z.number().int().min(0).max(1000) }),
  output: connectionsOutput,
  access: superAdmin,
  audit: "adminSetting",
  companyIdField: "companyId",
});

export const getDefaultCurrency = defineCall({
  method: "POST",
  path: "getDefaultCurrency",
  summary: "The company's default currency (EUR unless set).",
  input: companyInput,
  output: currencyOutput,
  access: companyMember,
});

export const setDefaultCurrency = defineCall({
  method: "POST",
  path: "setDefaultCurrency",
  summary: "Admin: sets the company's default currency.",
  input: companyInput.extend({ defaultCurrency: currencySchema }),
  output: currencyOutput,
  access: superAdmin,
  audit: "adminSetting",
  companyIdField: "companyId",
});

export const companyCalls = {
  getCompanyInfos,
  getCompanyInfo,
  isCompanyEmployee,
  getParams,
  getManagedCompanies,
  createCompany,
  updateCompany,
  deleteCompany,
  getMaxCategoryDepth,
  setMaxCategoryDepth,
  getMaxConnections,
  setMaxConnections,
  getDefaultCurrency,
  setDefaultCurrency,
};

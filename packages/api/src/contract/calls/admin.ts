import { z } from "zod";
import { superAdmin } from "../access";
import { defineCall } from "../call";
import { companyInput, idSchema, isoDateSchema, successOutput, userInput } from "../schemas";
import { companyListEntrySchema } from "./companies";

/** Admin-only calls of spec 001 §6 for users and companies (role SuperAdmin). */

const pageInput = {
  search: z.string().max(200).optional(),
  page: z.number().int().min(1).max(100_000).optional(),
};

export const getUsersList = defineCall({
  method: "POST",
  path: "getUsersList",
  summary: "Admin: users, 50 a page, filtered by email or name.",
  input: z.object(pageInput),
  output: z.object({
    users: z.array(
      z.object({
        id: idSchema,
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        role: z.enum(["SuperAdmin", "User"]),
        is_active: z.boolean(),
        salesVisibility: z.boolean(),
        created_at: z.string(),
      }),
    ),
    total: z.number().int(),
  }),
  access: superAdmin,
});

export const getAllCompaniesList = defineCall({
  method: "POST",
  path: "getAllCompaniesList",
  summary: "Admin: companies, 50 a page, filtered by name or SIRET.",
  input: z.object(pageInput),
  output: z.object({ companies: z.array(companyListEntrySchema), total: z.number().int() }),
  access: superAdmin,
});

export const adminGetUserToken = defineCall({
  method: "POST",
  path: "adminGetUserToken",
  summary: "Admin: a pretended-user token to act as another user (recorded in the audit log).",
  input: z.object({ id: idSchema }),
  output: z.object({ token: z.string(), expires_at: z.string(), user_id: idSchema, email: z.string() }),
  access: superAdmin,
});

export const setSalesVisibility = defineCall({
  method: "POST",
  path: "setSalesVisibility",
  summary: "Admin: shows or hides sales features for a user.",
  input: userInput.extend({ salesVisibility: z.boolean() }),
  output: successOutput,
  access: superAdmin,
  audit: "adminSetting",
});

export const setUserActiveState = defineCall({
  method: "POST",
  path: "setUserActiveState",
  summary: "Admin: activates or deactivates a user (an inactive user cannot sign in).",
  input: userInput.extend({ isActive: z.boolean() }),
  output: successOutput,
  access: superAdmin,
});

export const setCompanyActiveState = defineCall({
  method: "POST",
  path: "setCompanyActiveState",
  summary: "Admin: activates or deactivates a company.",
  input: companyInput.extend({ isActive: z.boolean() }),
  output: successOutput,
  access: superAdmin,
  companyIdField: "companyId",
});

export const setEndOfTrialPeriodForCompany = defineCall({
  method: "POST",
  path: "setEndOfTrialPeriodForCompany",
  summary: "Admin: sets the end of the company's trial (null ends the trial).",
  input: companyInput.extend({ trialEnd: isoDateSchema.nullable() }),
  output: successOutput,
  access: superAdmin,
  audit: "adminSetting",
  companyIdField: "companyId",
});

export const updateCompanyModules = defineCall({
  method: "PATCH",
  path: "company/{companyId}/modules",
  summary: "Admin: enables or disables invoices, checks, analytics, forecast and the other company modules.",
  input: companyInput.extend({
    invoices_allowed: z.boolean().optional(),
    checks_allowed: z.boolean().optional(),
    analytics_allowed: z.boolean().optional(),
    forecastEnabled: z.boolean().optional(),
    incurred_progress_bars_enabled: z.boolean().optional(),
    max_engaged_objective_enabled: z.boolean().optional(),
    partner_integration_visibility: z.boolean().optional(),
    gsheet: z.boolean().optional(),
  }),
  output: successOutput,
  access: superAdmin,
  audit: "adminSetting",
  companyIdField: "companyId",
});

export const adminCalls = {
  getUsersList,
  getAllCompaniesList,
  adminGetUserToken,
  setSalesVisibility,
  setUserActiveState,
  setCompanyActiveState,
  setEndOfTrialPeriodForCompany,
  updateCompanyModules,
};

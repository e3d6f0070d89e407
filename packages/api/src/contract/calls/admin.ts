import { GSHEET_TAB_PATTERN } from "@trezo/domain";
import { z } from "zod";
import { superAdmin } from "../access";
import { defineCall } from "../call";
import { companyInput, idSchema, isoDateSchema, successOutput, userInput } from "../schemas";
import { companyListEntrySchema } from "./companies";

/** Admin-only calls of spec 001 §6 for users and companies (role SuperAdmin). */

/** An administrator's configuration of a company: up to 50 flat keys (letters, digits, `_`, `.`, `-`). */
export const companyConfigSchema = z
  .record(
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/),
    z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]),
  )
  .refine((config) => Object.keys(config).length <= 50, { message: "at most 50 keys" });

const pageInput = {
  search: z.string().max(200).optional(),
  page: z.number().int().min(1).max(100_000).optional(),
};

export const getUsersList = defineCall({
  method: "POST",
  path: "getUsersList",
  summary:
    "Admin: users, 50 a page by id, filtered by email or name. `after` (the previous page's `next_after`) pages by key, fast at any depth; `page` pages by offset.",
  input: z.object({ ...pageInput, after: idSchema.optional() }),
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
        /** Sign-ins or recovery requests to this address are locked out right now (from some client address). */
        locked_out: z.boolean(),
      }),
    ),
    total: z.number().int(),
    /** The `after` of the next page; null on the last one. */
    next_after: idSchema.nullable(),
  }),
  access: superAdmin,
});

export const resetUserLockout = defineCall({
  method: "POST",
  path: "resetUserLockout",
  summary:
    "Admin: clears the failed sign-ins and recovery requests counted against a user's address (their lockout).",
  input: userInput,
  output: successOutput,
  access: superAdmin,
  audit: "adminSetting",
});

export const getAllCompaniesList = defineCall({
  method: "POST",
  path: "getAllCompaniesList",
  summary: "Admin: companies, 50 a page, filtered by name or SIRET.",
  input: z.object(pageInput),
  output: z.object({
    companies: z.array(
      companyListEntrySchema.extend({
        /** The modules an administrator switches on /admin (updateCompanyModules). */
        invoices_allowed: z.boolean(),
        checks_allowed: z.boolean(),
        analytics_allowed: z.boolean(),
        /** Scenario backups allowed (setBackup). */
        backup_enabled: z.boolean(),
        /** Custom permissions granted whatever the plan (setCustomPermissions). */
        custom_permissions: z.boolean(),
        /** The spreadsheet export's tab (setGsheetTab); null: the default tab. */
        gsheet_tab: z.string().nullable(),
        /** The administrator's configuration of the company (updateCompanyConfig). */
        config: companyConfigSchema,
      }),
    ),
    total: z.number().int(),
  }),
  access: superAdmin,
});

export const adminGetUserToken = defineCall({
  method: "POST",
  path: "adminGetUserToken",
  summary:
    "Admin: a pretended-user token to act as another user, for the reason the administrator types (recorded in the audit log; the user sees it in their profile).",
  input: z.object({ id: idSchema, reason: z.string().trim().min(3).max(500) }),
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
  summary:
    "Admin: sets the end of the company's trial (null ends the trial); free_trial_version makes it the limited free-trial version (plan limits apply) or a full trial.",
  input: companyInput.extend({
    trialEnd: isoDateSchema.nullable(),
    free_trial_version: z.boolean().optional(),
  }),
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

export const setBackup = defineCall({
  method: "POST",
  path: "setBackup",
  summary: "Admin: allows or forbids the company's scenario backups (createBackup).",
  input: companyInput.extend({ backup: z.boolean() }),
  output: successOutput,
  access: superAdmin,
  audit: "adminSetting",
  companyIdField: "companyId",
});

export const setCustomPermissions = defineCall({
  method: "POST",
  path: "setCustomPermissions",
  summary:
    "Admin: grants the company custom permissions (flags given to one member outside any group) whatever its plan, or withdraws the grant (the plan decides again).",
  input: companyInput.extend({ custom_permissions: z.boolean() }),
  output: successOutput,
  access: superAdmin,
  audit: "adminSetting",
  companyIdField: "companyId",
});

export const setGsheetTab = defineCall({
  method: "POST",
  path: "setGsheetTab",
  summary: "Admin: names the spreadsheet tab the company's gsheet export writes to (null: the default tab).",
  input: companyInput.extend({
    gsheet_tab: z
      .string()
      .trim()
      .regex(GSHEET_TAB_PATTERN, "1 to 100 characters, none of [ ] * ? : / \\")
      .nullable(),
  }),
  output: successOutput,
  access: superAdmin,
  audit: "adminSetting",
  companyIdField: "companyId",
});

export const updateCompanyConfig = defineCall({
  method: "POST",
  path: "updateCompanyConfig",
  summary:
    "Admin: updates the company's configuration: each key given is set, a null value removes its key; other keys stay.",
  input: companyInput.extend({ config: companyConfigSchema }),
  output: z.object({ config: companyConfigSchema }),
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
  resetUserLockout,
  setCompanyActiveState,
  setEndOfTrialPeriodForCompany,
  updateCompanyModules,
  setBackup,
  setCustomPermissions,
  setGsheetTab,
  updateCompanyConfig,
};

import { ALERT_SETTING_LIMITS, CONSOLE_FLAGS } from "@trezo/domain";
import { z } from "zod";
import { defineCall } from "../call";
import { companyInput, idSchema, isoDateSchema, nameSchema } from "../schemas";

/** The accounting firm's console (issue 16): its portfolio of client companies and their alerts. */

const alertKindSchema = z.enum(["belowThreshold", "staleBanks", "toCategorise"]);

/** The figures of a client: null for every field when the user may not see aggregated data. */
const clientFiguresSchema = z.object({
  cashTodayCents: z.number().int(),
  endOfHorizonCents: z.number().int(),
  /** First day of the first month whose projected end balance is under the threshold, or null. */
  firstMonthBelowThreshold: isoDateSchema.nullable(),
  thresholdCents: z.number().int().nullable(),
  /** Whole months today's cash lasts at the last three months' average burn; null: not burning. */
  runwayMonths: z.number().int().nullable(),
});

export const portfolioClientSchema = z.object({
  id: idSchema,
  name: z.string(),
  siret: z.string().nullable(),
  currency: z.string(),
  /** The firm's staff assigned to the client (their names, else e-mails). */
  collaborators: z.array(z.string()),
  /** Their user ids, in the same order (to change who is assigned). */
  collaboratorIds: z.array(idSchema),
  banks: z.array(z.object({ name: z.string(), lastUpdate: z.string().nullable(), stale: z.boolean() })),
  uncategorisedCount: z.number().int(),
  unmatchedInvoiceCount: z.number().int(),
  isTrial: z.boolean(),
  trialEnd: isoDateSchema.nullable(),
  isActive: z.boolean(),
  figures: clientFiguresSchema.nullable(),
  alerts: z.array(alertKindSchema),
});
export type PortfolioClient = z.infer<typeof portfolioClientSchema>;

export const getPortfolio = defineCall({
  method: "POST",
  path: "getPortfolio",
  summary:
    "The accounting firm's console: every managed client with banks, cash, base forecast, runway, backlog and alerts, in one set-wise read.",
  input: companyInput,
  output: z.object({
    today: isoDateSchema,
    /** Whether the user sees the figures (cpap_can_see_aggregated_data or owner level). */
    figures: z.boolean(),
    alertSettings: z.object({
      thresholdWithinWeeks: z.number().int(),
      staleBankDays: z.number().int(),
      toCategoriseAtLeast: z.number().int(),
    }),
    clients: z.array(portfolioClientSchema),
    /** Sums over the clients in the firm's currency (clients in another currency left out), with figures. */
    totals: z.object({ cashTodayCents: z.number().int(), endOfHorizonCents: z.number().int() }).nullable(),
  }),
  access: { kind: "company", anyOf: CONSOLE_FLAGS },
});

const alertSetting = (key: keyof typeof ALERT_SETTING_LIMITS) =>
  z.number().int().min(ALERT_SETTING_LIMITS[key].min).max(ALERT_SETTING_LIMITS[key].max);

export const setPortfolioAlertSettings = defineCall({
  method: "POST",
  path: "setPortfolioAlertSettings",
  summary:
    "The accounting firm's console alert thresholds: weeks before falling under the threshold, days without bank synchronisation, transactions to categorise. The console and the weekly digest use them.",
  input: companyInput.extend({
    thresholdWithinWeeks: alertSetting("thresholdWithinWeeks"),
    staleBankDays: alertSetting("staleBankDays"),
    toCategoriseAtLeast: alertSetting("toCategoriseAtLeast"),
  }),
  output: z.object({
    thresholdWithinWeeks: z.number().int(),
    staleBankDays: z.number().int(),
    toCategoriseAtLeast: z.number().int(),
  }),
  access: { kind: "company", anyOf: [], ownerOnly: true },
});

/** Who may create client files and keep the firm's templates (as createCompany with a parent). */
const manageClientFiles = {
  kind: "company",
  anyOf: ["cpap_access_all_managed_companies", "cpap_cpa_company_access"],
} as const;

const templateSchema = z.object({ id: idSchema, name: z.string(), categoryCount: z.number().int() });

export const listCategoryPlanTemplates = defineCall({
  method: "POST",
  path: "listCategoryPlanTemplates",
  summary: "The accounting firm's category plan templates, to start a new client file from.",
  input: companyInput,
  output: z.object({ templates: z.array(templateSchema) }),
  access: manageClientFiles,
});

export const saveCategoryPlanTemplate = defineCall({
  method: "POST",
  path: "saveCategoryPlanTemplate",
  summary: "Keeps a client's category tree as one of the firm's category plan templates.",
  input: companyInput.extend({ clientId: idSchema, name: nameSchema }),
  output: z.object({ template: templateSchema }),
  access: manageClientFiles,
});

export const portfolioCalls = {
  getPortfolio,
  setPortfolioAlertSettings,
  listCategoryPlanTemplates,
  saveCategoryPlanTemplate,
};

import { z } from "zod";
import { editForecast, readForecast } from "../access";
import { defineCall } from "../call";
import {
  centsSchema,
  colorSchema,
  companyInput,
  idSchema,
  isoDateSchema,
  nameSchema,
  successOutput,
} from "../schemas";

/**
 * The forecast's settings and helpers (spec 001 §7.3, §7.4): threshold, end date, default window, number
 * of series, scenario colours, updateForecast, onboarding, and backups.
 */

/** The balance threshold in cents (null: none). */
const thresholdOutput = z.object({ threshold_cents: centsSchema.nullable() });

export const getThreshold = defineCall({
  method: "POST",
  path: "getThreshold",
  summary: "The balance threshold: periods whose end balance falls below it are flagged.",
  input: companyInput,
  output: thresholdOutput,
  access: readForecast,
});

export const setThreshold = defineCall({
  method: "POST",
  path: "setThreshold",
  summary: "Sets (or clears, with null) the balance threshold.",
  input: companyInput.extend({ threshold_cents: centsSchema.nullable() }),
  output: thresholdOutput,
  access: editForecast,
});

export const getEndDate = defineCall({
  method: "POST",
  path: "getEndDate",
  summary:
    "Where the forecast ends by default: the end of the 12th month ahead, or the last occurrence of a finite series when later (at most 60 months ahead).",
  input: companyInput,
  output: z.object({ end_date: isoDateSchema }),
  access: readForecast,
});

const windowSchema = z.object({ from: isoDateSchema, to: isoDateSchema });

export const getThetaWindow = defineCall({
  method: "POST",
  path: "getThetaWindow",
  summary:
    "The dashboard's default window: by month, 3 months back to 12 ahead; by week, the 13-week rolling view from the current week.",
  input: companyInput,
  output: z.object({ today: isoDateSchema, month: windowSchema, week: windowSchema }),
  access: readForecast,
});

export const getNumberOfCashFlows = defineCall({
  method: "POST",
  path: "getNumberOfCashFlows",
  summary: "How many cash-flow series the base scenario holds, and how many each other scenario adds.",
  input: companyInput,
  output: z.object({
    count: z.number().int(),
    by_scenario: z.array(z.object({ scenario_id: idSchema, count: z.number().int() })),
  }),
  access: readForecast,
});

export const getColors = defineCall({
  method: "POST",
  path: "getColors",
  summary: "The colour of each scenario in charts (its own, or one of the default palette).",
  input: companyInput,
  output: z.object({ colors: z.array(z.object({ scenario_id: idSchema, color: colorSchema })) }),
  access: readForecast,
});

export const updateForecast = defineCall({
  method: "POST",
  path: "updateForecast",
  summary: "Recomputes the company's actual totals from its transactions and stamps the forecast as updated.",
  input: companyInput,
  output: z.object({ success: z.literal(true), updated_at: z.string() }),
  access: editForecast,
  timeoutMs: 60_000,
});

export const setOnboardingDismissed = defineCall({
  method: "POST",
  path: "setOnboardingDismissed",
  summary: "Hides (or shows again) the guide that a new company sees on an empty dashboard.",
  input: companyInput.extend({ dismissed: z.boolean().default(true) }),
  output: successOutput,
  access: readForecast,
});

export const backupSchema = z.object({
  id: idSchema,
  name: z.string(),
  scenario_id: idSchema.nullable(),
  status: z.enum(["active", "inactive"]),
  created_at: z.string(),
});
const backupListOutput = z.object({ backups: z.array(backupSchema) });

export const createBackup = defineCall({
  method: "POST",
  path: "createBackup",
  summary:
    "Snapshots a scenario's forecast (the base when absent) by month and by week, to compare actuals with later.",
  input: companyInput.extend({ name: nameSchema, scenarioId: idSchema.optional() }),
  output: z.object({ backup: backupSchema }),
  access: editForecast,
});

export const getBackupList = defineCall({
  method: "POST",
  path: "getBackupList",
  summary: "The company's backups, newest first.",
  input: companyInput,
  output: backupListOutput,
  access: readForecast,
});

export const setBackupStatus = defineCall({
  method: "POST",
  path: "setBackupStatus",
  summary:
    "Makes a backup the active one (the dashboard's actual vs expected compares with it) or inactive; one active at most.",
  input: companyInput.extend({ backupId: idSchema, status: z.enum(["active", "inactive"]) }),
  output: backupListOutput,
  access: editForecast,
});

export const forecastCalls = {
  getThreshold,
  setThreshold,
  getEndDate,
  getThetaWindow,
  getNumberOfCashFlows,
  getColors,
  updateForecast,
  setOnboardingDismissed,
  createBackup,
  getBackupList,
  setBackupStatus,
};

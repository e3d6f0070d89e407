import { CONSOLE_FLAGS } from "@trezo/domain";
import { z } from "zod";
import { classifyTransactions } from "../access";
import type { CallAccess } from "../call";
import { defineCall } from "../call";
import { centsSchema, companyInput, idSchema, optionalDateRangeFields, successOutput } from "../schemas";
import { fileOutputSchema } from "./dashboard";
import { jobSchema } from "./statementImport";

/**
 * Consolidation of client companies' dashboards (spec 001 §7.5 exportDashboardConsolidationTableXLSX,
 * issue 16): asked in the accounting firm's company about some of its clients.
 */

/** The firm's portfolio flags (spec 000 §6 /console); each client must also be readable by the caller. */
const consolidateClients: CallAccess = { kind: "company", anyOf: CONSOLE_FLAGS };

const consolidationQuery = companyInput.extend({
  /** Client companies of the firm `companyId`, each readable by the caller. */
  clientIds: z.array(idSchema).min(1).max(100),
  granularity: z.enum(["month", "week"]).default("month"),
  ...optionalDateRangeFields,
  /** The consolidating currency (ISO 4217); EUR when absent. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default("EUR"),
});

const centsRow = z.array(centsSchema);

export const consolidationSchema = z.object({
  currency: z.string(),
  periods: z.array(z.object({ key: z.string(), start: z.string(), end: z.string() })),
  companies: z.array(z.object({ company_id: idSchema, name: z.string(), totals: centsRow })),
  rows: z.array(
    z.object({ path: z.array(z.string()), depth: z.number().int(), values: centsRow, eliminated: centsRow }),
  ),
  totals: centsRow,
  eliminated: centsRow,
});

export const getConsolidation = defineCall({
  method: "POST",
  path: "getConsolidation",
  summary:
    "The consolidated dashboard of chosen client companies of the firm (shown amounts of the base scenario): categories matched by their path, converted to the consolidating currency, intercompany flows eliminated; with each company's totals.",
  input: consolidationQuery,
  output: consolidationSchema,
  access: consolidateClients,
  timeoutMs: 60_000,
});

export const exportDashboardConsolidationTableXLSX = defineCall({
  method: "POST",
  path: "exportDashboardConsolidationTableXLSX",
  summary:
    "The consolidation of getConsolidation as a workbook (one sheet per company and a consolidated sheet) built in a job: follow it with getConsolidationJob, whose result, once done, is the file.",
  input: consolidationQuery.extend({ trackId: z.string().trim().min(1).max(100).optional() }),
  output: z.object({ jobId: z.uuid(), trackId: z.string().nullable() }),
  access: consolidateClients,
  audit: "export",
  secondaryAuth: true,
  timeoutMs: 60_000,
  job: { followWith: "getConsolidationJob", result: fileOutputSchema },
});

export const getConsolidationJob = defineCall({
  method: "POST",
  path: "getConsolidationJob",
  summary: "The progress of a consolidation export of the firm, by id: 0 to 100, then the file.",
  input: companyInput.extend({ jobId: z.uuid() }),
  output: jobSchema,
  access: consolidateClients,
  secondaryAuth: true,
});

export const setCategoryIntercompany = defineCall({
  method: "POST",
  path: "setCategoryIntercompany",
  summary:
    "Flags a category as a flow between companies of a group (eliminated with its subcategories when their dashboards are consolidated), or clears the flag.",
  input: companyInput.extend({ categoryId: idSchema, intercompany: z.boolean() }),
  output: successOutput,
  access: classifyTransactions,
});

export const getIntercompanyCategories = defineCall({
  method: "POST",
  path: "getIntercompanyCategories",
  summary: "The ids of the company's categories flagged as intercompany.",
  input: companyInput,
  output: z.object({ categoryIds: z.array(idSchema) }),
  access: classifyTransactions,
});

export const consolidationCalls = {
  getConsolidation,
  exportDashboardConsolidationTableXLSX,
  getConsolidationJob,
  setCategoryIntercompany,
  getIntercompanyCategories,
};

import { READY_REPORTS } from "@trezo/domain";
import { z } from "zod";
import { readForecast } from "../access";
import { defineCall } from "../call";
import { companyInput, idSchema, isoDateSchema, successOutput } from "../schemas";
import { formulaErrorSchema } from "./cashFlowSeries";
import { fileOutputSchema, periodSchema } from "./dashboard";

/**
 * Reports and indicators of /analytics (spec 001 §7.8, spec 000 §3): reports are ordered lists of indicators,
 * each a formula of the language of packages/domain/formula, evaluated over the dashboard's periods. Every
 * call needs what gives /analytics (basic_info, view_forecast or edit_forecast) and the company's
 * analytics_allowed flag (the server refuses with 403 `analytics_not_allowed` otherwise).
 */

const nameSchema = z.string().trim().min(1).max(120);
const colorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/);
const formulaSchema = z.string().trim().min(1).max(2_000);

export const indicatorSchema = z.object({
  id: idSchema,
  reportId: idSchema,
  name: z.string(),
  color: z.string(),
  status: z.boolean(),
  isTechnical: z.boolean(),
  comment: z.string(),
  /** Stored form: `#id` categories, `@id` indicators. */
  formula: z.string(),
  /** As users read it: `[Category]` and `{Indicator}`. */
  formula_display: z.string(),
});

export const reportSchema = z.object({
  id: idSchema,
  name: z.string(),
  indicators: z.array(indicatorSchema),
});

const indicatorFields = {
  name: nameSchema,
  color: colorSchema.default("#30CE8F"),
  status: z.boolean().default(true),
  isTechnical: z.boolean().default(false),
  comment: z.string().max(5_000).default(""),
  /** Typed (`[Category]`, `{Indicator}`) or stored (`#id`, `@id`) form. */
  formula: formulaSchema,
};

export const getReports = defineCall({
  method: "GET",
  path: "company/{companyId}/report",
  summary:
    "The company's reports in their order, each with its indicators in order, and the categories formulas may name (for the editor's completion).",
  input: companyInput,
  output: z.object({
    reports: z.array(reportSchema),
    categories: z.array(z.object({ id: idSchema, name: z.string(), path: z.string() })),
  }),
  access: readForecast,
});

export const createReport = defineCall({
  method: "POST",
  path: "company/{companyId}/report",
  summary:
    "Creates a report, empty or from a ready-made template (gross margin, payroll ratio, BFR, burn rate, cash conversion) built from the company's categories; `missing` names the category roles no category was found for.",
  input: companyInput.extend({
    name: nameSchema.optional(),
    template: z.enum(READY_REPORTS).optional(),
  }),
  output: z.object({ report: reportSchema, missing: z.array(z.string()) }),
  access: readForecast,
});

export const updateReport = defineCall({
  method: "PUT",
  path: "company/{companyId}/report/{id}",
  summary: "Renames a report, moves it to `position` (0 first) in the list, or reorders its indicators.",
  input: companyInput.extend({
    id: idSchema,
    name: nameSchema.optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    /** Every indicator id of the report, in the new order. */
    indicatorOrder: z.array(idSchema).max(1_000).optional(),
  }),
  output: z.object({ report: reportSchema }),
  access: readForecast,
});

export const deleteReport = defineCall({
  method: "DELETE",
  path: "company/{companyId}/report/{id}",
  summary: "Deletes a report and its indicators.",
  input: companyInput.extend({ id: idSchema }),
  output: successOutput,
  access: readForecast,
  audit: "deletion",
});

export const createIndicator = defineCall({
  method: "POST",
  path: "company/{companyId}/indicator",
  summary:
    "Adds an indicator to a report (color #30CE8F by default); a formula that does not parse is refused with its position.",
  input: companyInput.extend({ reportId: idSchema, ...indicatorFields }),
  output: z.object({ indicator: indicatorSchema }),
  access: readForecast,
});

export const updateIndicator = defineCall({
  method: "PUT",
  path: "company/{companyId}/indicator/{id}",
  summary: "Changes an indicator's fields; a formula that does not parse is refused with its position.",
  input: companyInput.extend({
    id: idSchema,
    name: nameSchema.optional(),
    color: colorSchema.optional(),
    status: z.boolean().optional(),
    isTechnical: z.boolean().optional(),
    comment: z.string().max(5_000).optional(),
    formula: formulaSchema.optional(),
  }),
  output: z.object({ indicator: indicatorSchema }),
  access: readForecast,
});

export const deleteIndicator = defineCall({
  method: "DELETE",
  path: "company/{companyId}/indicator/{indicator_id}",
  summary: "Deletes an indicator; those that used it then give the error value unknownIndicator.",
  input: companyInput.extend({ indicator_id: idSchema }),
  output: successOutput,
  access: readForecast,
  audit: "deletion",
});

const reportQuery = {
  id: idSchema,
  granularity: z.enum(["month", "week"]).default("month"),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** The scenario; the base when absent. */
  scenarioId: idSchema.optional(),
};

/** One indicator's outcome: values per period (null where an error value), or why there are none. */
const outcomeSchema = z.object({
  status: z.enum(["computed", "syntaxError", "cycle"]),
  values: z.array(z.number().nullable()),
  /** The error value's code per period (null where a number). */
  errors: z.array(z.string().nullable()),
  error: formulaErrorSchema.nullable(),
  /** The names around the cycle, this indicator first and last. */
  cycle: z.array(z.string()).nullable(),
});

export const getReportValues = defineCall({
  method: "POST",
  path: "company/{companyId}/report/{id}/values",
  summary:
    "Evaluates a report's indicators over the dashboard's periods (months or weeks) for a scenario, in one call from the dashboard's computation; `draft` evaluates an indicator being typed (preview) in the report's context.",
  input: companyInput.extend({
    ...reportQuery,
    draft: z
      .object({
        /** The indicator being edited (its formula replaced by the draft's); absent for a new one. */
        indicatorId: idSchema.optional(),
        name: z.string().max(120).default(""),
        formula: z.string().max(2_000),
      })
      .optional(),
  }),
  output: z.object({
    currency: z.string(),
    periods: z.array(periodSchema),
    indicators: z.array(outcomeSchema.extend({ id: idSchema })),
    draft: outcomeSchema.nullable(),
  }),
  access: readForecast,
  timeoutMs: 120_000,
});

export const exportReportXLSX = defineCall({
  method: "POST",
  path: "company/{companyId}/report/{id}/export",
  summary:
    "The report as a workbook whose indicators are live Excel formulas over the exported category and system rows (recomputed by Excel or LibreOffice); a formula with no Excel equivalent is exported as values with a cell comment saying why.",
  input: companyInput.extend(reportQuery),
  output: fileOutputSchema,
  access: readForecast,
  audit: "export",
  secondaryAuth: true,
  timeoutMs: 120_000,
});

export const reportCalls = {
  getReports,
  createReport,
  updateReport,
  deleteReport,
  createIndicator,
  updateIndicator,
  deleteIndicator,
  getReportValues,
  exportReportXLSX,
};

import { FREQUENCIES, SERIES_ORIGINS } from "@trezo/domain";
import { z } from "zod";
import { editForecast, readForecast } from "../access";
import { defineCall } from "../call";
import {
  centsSchema,
  companyInput,
  companyItemInput,
  idSchema,
  isoDateSchema,
  optionalDateRangeFields,
  successOutput,
} from "../schemas";

/** Cash-flow series (spec 001 §7.4, DESIGN §6): create_cfs, update_cfs, delete_cfs and their readers. */

/** Whole cents that stay exact in a JavaScript number. */
/** Basis points of a rate (250 = 2,5 %): growth between -100 % and +1000 %, VAT 0 to 100 %. */
const growthSchema = z.number().int().min(-10_000).max(100_000);
const vatSchema = z.number().int().min(0).max(10_000);
const formulaTextSchema = z.string().trim().min(1).max(2_000);

/** The fields of a series as a caller writes them; the formula may name categories as `[Name]`. */
const seriesFields = {
  category_id: idSchema,
  label: z.string().trim().max(200),
  amount_cents: centsSchema.nullable(),
  formula: formulaTextSchema.nullable(),
  frequency: z.enum(FREQUENCIES),
  start: isoDateSchema,
  end: isoDateSchema.nullable(),
  count: z.number().int().min(1).max(10_000).nullable(),
  growth_rate_bp: growthSchema.nullable(),
  vat_rate_bp: vatSchema.nullable(),
  payment_delay_days: z.number().int().min(-3660).max(3660),
  /** Payment terms "fin de mois": after the delay, the end of the month reached ("45 jours fin de mois"). */
  payment_end_of_month: z.boolean(),
  /** With payment_end_of_month, then this day of the next month ("fin de mois le 10"). */
  payment_day_of_month: z.number().int().min(1).max(31).nullable(),
};

/** A new series: a fixed amount or a formula, exactly one of them. */
export const seriesInputSchema = z
  .object({
    ...seriesFields,
    label: seriesFields.label.default(""),
    amount_cents: seriesFields.amount_cents.default(null),
    formula: seriesFields.formula.default(null),
    end: seriesFields.end.default(null),
    count: seriesFields.count.default(null),
    growth_rate_bp: seriesFields.growth_rate_bp.default(null),
    vat_rate_bp: seriesFields.vat_rate_bp.default(null),
    payment_delay_days: seriesFields.payment_delay_days.default(0),
    payment_end_of_month: seriesFields.payment_end_of_month.default(false),
    payment_day_of_month: seriesFields.payment_day_of_month.default(null),
  })
  .refine((series) => (series.amount_cents === null) !== (series.formula === null), {
    message: "Exactly one of amount_cents and formula",
    path: ["amount_cents"],
  })
  .refine((series) => series.end === null || series.end >= series.start, {
    message: "end before start",
    path: ["end"],
  })
  .refine((series) => series.payment_day_of_month === null || series.payment_end_of_month, {
    message: "a day of the next month only after an end of month",
    path: ["payment_day_of_month"],
  });

/** The fields update_cfs may change; an amount replaces a formula and the other way round. */
export const seriesPatchSchema = z.object(seriesFields).partial();

/** A series as the server answers it; the formula is shown with category names (`[Loyer]`). */
export const seriesSchema = z.object({
  id: idSchema,
  scenario_id: idSchema,
  category_id: idSchema,
  label: z.string(),
  description: z.string(),
  displayed: z.boolean(),
  /** "dashboard_cell" for the one-off series that holds what was typed in a dashboard cell. */
  origin: z.enum(SERIES_ORIGINS),
  amount_cents: centsSchema.nullable(),
  formula: z.string().nullable(),
  frequency: z.enum(FREQUENCIES),
  start: isoDateSchema,
  end: isoDateSchema.nullable(),
  count: z.number().int().nullable(),
  growth_rate_bp: z.number().int().nullable(),
  vat_rate_bp: z.number().int().nullable(),
  payment_delay_days: z.number().int(),
  payment_end_of_month: z.boolean(),
  payment_day_of_month: z.number().int().nullable(),
});
export type SeriesOutput = z.infer<typeof seriesSchema>;

/** A formula that does not parse: the code of `formulas.syntax`, where, and the message in the caller's locale. */
export const formulaErrorSchema = z.object({
  code: z.string(),
  position: z.number().int(),
  length: z.number().int(),
  message: z.string(),
});

const scenarioTarget = {
  /** The scenario the change is made in; the base scenario when absent. Outside the base, it becomes an event. */
  scenarioId: idSchema.optional(),
  /** Group of the event a change outside the base creates. */
  group_id: z.string().trim().min(1).max(64).nullable().optional(),
};

/** The input naming one series of the company. */
const seriesInput = companyItemInput("cfsId");

const changeOutput = z.object({
  cfs: seriesSchema.nullable(),
  /** The event created or changed when the change was made in a scenario other than the base. */
  event_id: idSchema.nullable(),
});

export const create_cfs = defineCall({
  method: "POST",
  path: "create_cfs",
  summary: "Creates a cash-flow series in the base scenario, or an add event in another scenario.",
  input: companyInput.extend({ ...scenarioTarget, cfs: seriesInputSchema }),
  output: changeOutput,
  access: editForecast,
});

export const update_cfs = defineCall({
  method: "POST",
  path: "update_cfs",
  summary: "Changes a series: in the base scenario directly, in another scenario as a change event.",
  input: seriesInput.extend({ ...scenarioTarget, cfs: seriesPatchSchema }),
  output: changeOutput,
  access: editForecast,
});

export const delete_cfs = defineCall({
  method: "POST",
  path: "delete_cfs",
  summary: "Deletes a series from the base scenario (and every event on it), or removes it in one scenario.",
  input: seriesInput.extend(scenarioTarget),
  output: changeOutput,
  access: editForecast,
  audit: "deletion",
});

export const get_cfs_list = defineCall({
  method: "POST",
  path: "get_cfs_list",
  summary: "The series in effect in a scenario (the base when absent), optionally of one category.",
  input: companyInput.extend({ scenarioId: idSchema.optional(), category_id: idSchema.optional() }),
  output: z.object({ cfs_list: z.array(seriesSchema) }),
  access: readForecast,
});

export const get_cfs_details = defineCall({
  method: "POST",
  path: "get_cfs_details",
  summary: "One series as a scenario sees it, with its occurrences between from and to (a year by default).",
  input: seriesInput.extend({
    scenarioId: idSchema.optional(),
    ...optionalDateRangeFields,
  }),
  output: z.object({
    cfs: seriesSchema,
    occurrences: z.array(z.object({ accrual_date: isoDateSchema, date: isoDateSchema, cents: centsSchema })),
  }),
  access: readForecast,
});

export const get_actual = defineCall({
  method: "POST",
  path: "get_actual",
  summary: "A category's actual per period (subcategories included), to base a series on history.",
  input: companyInput.extend({
    category_id: idSchema,
    from: isoDateSchema,
    to: isoDateSchema,
    granularity: z.enum(["month", "week"]).default("month"),
  }),
  output: z.object({ periods: z.array(z.object({ key: z.string(), cents: centsSchema })) }),
  access: readForecast,
});

export const update_cfs_description = defineCall({
  method: "POST",
  path: "update_cfs_description",
  summary: "Sets the free-text description of a series.",
  input: seriesInput.extend({ description: z.string().max(5_000) }),
  output: successOutput,
  access: editForecast,
});

export const update_cfs_displayed = defineCall({
  method: "POST",
  path: "update_cfs_displayed",
  summary: "Shows or hides a series in the lists (a hidden series still counts in the forecast).",
  input: seriesInput.extend({ displayed: z.boolean() }),
  output: successOutput,
  access: editForecast,
});

export const get_cfs_description = defineCall({
  method: "POST",
  path: "get_cfs_description",
  summary: "The description of a series.",
  input: seriesInput,
  output: z.object({ description: z.string() }),
  access: readForecast,
});

export const previewFormula = defineCall({
  method: "GET",
  path: "company/{companyId}/cfs/previewFormula",
  summary:
    "Evaluates a formula for a series of category_id per month from `from` to `to` (12 months by default) on the base scenario.",
  input: companyInput.extend({
    category_id: idSchema,
    // A query string: a formula of digits only ("1500") arrives as a number.
    formula: z.preprocess((value) => (typeof value === "number" ? String(value) : value), formulaTextSchema),
    ...optionalDateRangeFields,
  }),
  output: z.object({
    /** The formula as stored (`#id` references). */
    formula: z.string().nullable(),
    error: formulaErrorSchema.nullable(),
    /** Per month; `null` where the formula gives an error value (division by zero...). */
    values: z.array(
      z.object({ key: z.string(), cents: centsSchema.nullable(), error: z.string().nullable() }),
    ),
  }),
  access: readForecast,
});

export const saveCashFlowSeries = defineCall({
  method: "POST",
  path: "saveCashFlowSeries",
  summary:
    "The series editor's save, all or nothing: creates a series or changes one (outside the base scenario, as its event, in group_id), with its description and whether it is displayed.",
  input: companyInput.extend({
    ...scenarioTarget,
    series: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("new"), cfs: seriesInputSchema }),
      z.object({ kind: z.literal("existing"), cfsId: idSchema, cfs: seriesPatchSchema }),
    ]),
    description: z.string().max(5_000).optional(),
    displayed: z.boolean().optional(),
  }),
  output: changeOutput,
  access: editForecast,
});

export const recurringChoiceSchema = z.enum(["thisPeriod", "following"]);

export const editForecastCell = defineCall({
  method: "POST",
  path: "editForecastCell",
  summary:
    "Makes a dashboard cell's forecast what was typed, all or nothing: the cell's own one-off series takes the difference, or, when a recurring series feeds the cell and the user chose so, that series changes from this period on. Answers choice_needed (writing nothing) when that choice is still to be asked.",
  input: companyInput.extend({
    /** The scenario shown; the base when absent. Outside the base, the change becomes that scenario's event. */
    scenarioId: idSchema.optional(),
    category_id: idSchema,
    granularity: z.enum(["month", "week"]),
    /** A day of the edited period. */
    date: isoDateSchema,
    /** The forecast the cell showed when the user typed. */
    shown_cents: centsSchema,
    target_cents: centsSchema,
    /** The user's answer about the recurring series; absent before they were asked. */
    choice: recurringChoiceSchema.optional(),
  }),
  output: z.discriminatedUnion("outcome", [
    z.object({ outcome: z.literal("unchanged") }),
    z.object({ outcome: z.literal("saved") }),
    z.object({
      outcome: z.literal("choice_needed"),
      /** The recurring series the cell's change may apply to from this period on. */
      series: seriesSchema,
      occurrence_cents: centsSchema,
      delta_cents: centsSchema,
    }),
  ]),
  access: editForecast,
});

export const cashFlowSeriesCalls = {
  create_cfs,
  update_cfs,
  delete_cfs,
  get_cfs_list,
  get_cfs_details,
  get_actual,
  update_cfs_description,
  update_cfs_displayed,
  get_cfs_description,
  previewFormula,
  saveCashFlowSeries,
  editForecastCell,
};

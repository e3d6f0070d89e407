import { z } from "zod";
import { editForecast, readForecast } from "../access";
import { defineCall } from "../call";
import { centsSchema, companyInput, idSchema, isoDateSchema, optionalDateRangeFields } from "../schemas";
import { seriesSchema } from "./cashFlowSeries";
import { jobSchema } from "./statementImport";

/**
 * The dashboard (spec 001 §7.5 "Dashboard", §7.2 template, DESIGN §6): the category × period table of
 * actual against forecast per scenario, the transactions and series behind a cell, the XLSX export and the
 * forecast template typed in Excel.
 */

const granularitySchema = z.enum(["month", "week"]);

/** What the table covers: a granularity, a period range (the default window when absent), scenarios. */
const dashboardQuery = {
  companyId: idSchema,
  granularity: granularitySchema.default("month"),
  ...optionalDateRangeFields,
  /** Scenarios to compute, the base when absent. */
  scenarioIds: z.array(idSchema).min(1).max(10).optional(),
  /** The backup to compare with; the active backup when absent; none when null. */
  backupId: idSchema.nullable().optional(),
};

const cellsSchema = z.array(centsSchema);

/** One row of the table in one scenario. */
export const dashboardRowSchema = z.object({
  id: z.string(),
  actual: cellsSchema,
  forecast: cellsSchema,
  shown: cellsSchema,
  /** actual − forecast per period. */
  variance: cellsSchema,
  /** The active backup's forecast (actual vs expected); null without a backup. */
  expected: cellsSchema.nullable(),
});

export const dashboardTotalsSchema = z.object({
  income: cellsSchema,
  expense: cellsSchema,
  outside_income_and_expense: cellsSchema,
  variation: cellsSchema,
  begin: cellsSchema,
  end: cellsSchema,
});

/** A column of the dashboard and of a report: past and current periods show actuals, future ones the forecast. */
export const periodSchema = z.object({
  key: z.string(),
  start: isoDateSchema,
  end: isoDateSchema,
  tense: z.enum(["past", "current", "future"]),
});

export const dashboardChartDataSchema = z.object({
  today: isoDateSchema,
  granularity: granularitySchema,
  currency: z.string(),
  periods: z.array(periodSchema),
  current_period_key: z.string(),
  /** -1 when the current period is outside the range. */
  current_period_index: z.number().int(),
  /** The rows in display order (depth-first), then the two uncategorised system rows. */
  rows: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      parent_id: z.string().nullable(),
      depth: z.number().int(),
      kind: z.enum(["income", "expense"]),
      in_income_or_expense: z.boolean(),
      is_uncategorised: z.boolean(),
    }),
  ),
  threshold_cents: centsSchema.nullable(),
  backup_id: idSchema.nullable(),
  /**
   * Totals and balances of the actuals alone (the table's actual mode), the same in every scenario: from
   * today on the balances stay at today's, never counting a forecast.
   */
  actual_totals: dashboardTotalsSchema,
  scenarios: z.array(
    z.object({
      scenario_id: idSchema,
      /** Same order as `rows`. */
      rows: z.array(dashboardRowSchema),
      totals: dashboardTotalsSchema,
      threshold_period_keys: z.array(z.string()),
      /** Series or events the forecast had to leave out, and why (engine codes). */
      issues: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type DashboardChartData = z.infer<typeof dashboardChartDataSchema>;

export const getDashboardChartData = defineCall({
  method: "POST",
  path: "getDashboardChartData",
  summary:
    "The category × period table: actual, forecast, shown value and variance per cell, totals and balances, threshold periods, per scenario.",
  input: z.object(dashboardQuery),
  output: dashboardChartDataSchema,
  access: readForecast,
  timeoutMs: 120_000,
});

export const getDashboardTransactions = defineCall({
  method: "POST",
  path: "getDashboardTransactions",
  summary:
    "What is behind one cell: the transactions and manual adjustments of the row (subcategories included) in the period, the series occurrences of the scenario, and the invoice instalments and checks the forecast expects in it.",
  input: companyInput.extend({
    /** A category id, or `uncategorised:income` / `uncategorised:expense`. */
    row_id: z.string().regex(/^(?:[1-9]\d{0,9}|uncategorised:(?:income|expense))$/),
    granularity: granularitySchema.default("month"),
    /** Any day of the period. */
    date: isoDateSchema,
    scenarioId: idSchema.optional(),
    limit: z.number().int().min(1).max(1_000).default(200),
  }),
  output: z.object({
    period: z.object({ key: z.string(), start: isoDateSchema, end: isoDateSchema }),
    actual_cents: centsSchema,
    transaction_count: z.number().int(),
    transactions: z.array(
      z.object({
        id: idSchema,
        booked_on: isoDateSchema,
        label: z.string(),
        /** In the company's currency (converted when the account is in another one). */
        amount_cents: centsSchema,
        account_id: idSchema,
        category_id: idSchema.nullable(),
        /** A line of an account in another currency: its own amount and the rate that converted it (issue 17). */
        original: z
          .object({
            amount_cents: centsSchema,
            currency: z.string(),
            /** Units of the company's currency for one unit of `currency` (from the rate published on `rate_on`). */
            rate: z.string(),
            rate_on: isoDateSchema,
          })
          .nullable()
          .optional(),
      }),
    ),
    adjustments: z.array(
      z.object({
        id: idSchema,
        booked_on: isoDateSchema,
        label: z.string(),
        amount_cents: centsSchema,
        category_id: idSchema,
      }),
    ),
    series: z.array(
      z.object({
        cfs: seriesSchema,
        occurrences: z.array(
          z.object({ accrual_date: isoDateSchema, date: isoDateSchema, cents: centsSchema }),
        ),
      }),
    ),
    /**
     * The open invoice instalments and pending checks (ETS) the forecast counts in the cell, for what is
     * left of them, at the date it expects their money (late ones in today's period); soonest first.
     */
    expected_payments: z.array(
      z.object({
        ets_id: idSchema,
        invoice_id: idSchema.nullable(),
        bank_check_id: idSchema.nullable(),
        number: z.string(),
        counterparty_name: z.string(),
        /** A signed quote or purchase order not invoiced yet. */
        engaged: z.boolean(),
        left_cents: centsSchema,
        expected_date: isoDateSchema,
        late: z.boolean(),
      }),
    ),
  }),
  access: readForecast,
});

/** A generated file in a JSON answer (the generic call layer speaks JSON). */
export const fileOutputSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  /** The file, base64. */
  content_base64: z.string(),
});

/** The client's own id of a job (the trackId pattern of setSubCategoryRules), echoed back. */
const trackIdSchema = z.string().trim().min(1).max(100);

/** A dashboard job just started: follow it with getDashboardJob. */
const jobStartedSchema = z.object({ jobId: z.uuid(), trackId: z.string().nullable() });

export const exportDashboardXLSX = defineCall({
  method: "POST",
  path: "exportDashboardXLSX",
  summary:
    "Builds the dashboard as a formatted workbook (category tree with outline levels, periods, actual and forecast, totals and balances) in a job: follow it with getDashboardJob, whose result, once done, is the file (filename, content_type, content_base64). A bad range or an unknown scenario is refused at once.",
  input: z.object({
    ...dashboardQuery,
    scenarioIds: z.array(idSchema).min(1).max(1).optional(),
    trackId: trackIdSchema.optional(),
  }),
  output: jobStartedSchema,
  access: readForecast,
  audit: "export",
  secondaryAuth: true,
  timeoutMs: 120_000,
  job: { followWith: "getDashboardJob", result: fileOutputSchema },
});

export const downloadDashboardTemplate = defineCall({
  method: "POST",
  path: "downloadDashboardTemplate",
  summary: "A workbook of the category tree and the months of `period`, to type forecasts in Excel.",
  input: companyInput.extend({
    period: z.object({ from: isoDateSchema, to: isoDateSchema }).optional(),
  }),
  output: fileOutputSchema,
  access: readForecast,
  timeoutMs: 10_000,
});

export const importDashboardXLSX = defineCall({
  method: "POST",
  path: "importDashboardXLSX",
  summary:
    "Imports forecasts typed in the template, uploaded with uploadFileChunk (purpose forecastTemplate, 10 MB at most), in a job followed with getDashboardJob: each non-empty cell becomes a one-off series of its category and month (replacing those of a previous import), all or nothing; the result counts imported and replaced cells, a bad cell fails the job with the cell named.",
  input: companyInput.extend({
    scenarioId: idSchema.optional(),
    uploadId: z.uuid(),
    trackId: trackIdSchema.optional(),
  }),
  output: jobStartedSchema,
  access: editForecast,
  timeoutMs: 120_000,
  job: {
    followWith: "getDashboardJob",
    /** Forecast cells imported, and of them how many replaced a previous import's. */
    result: z.object({ imported: z.number().int(), replaced: z.number().int() }),
  },
});

export const getDashboardJob = defineCall({
  method: "POST",
  path: "getDashboardJob",
  summary:
    "The progress of a dashboard job (XLSX export or template import) of the company, by id: 0 to 100, then the result (the exported file, or the import's counts) or the localised error.",
  input: companyInput.extend({ jobId: z.uuid() }),
  output: jobSchema,
  access: readForecast,
  // A finished export carries the file: the same secondary header as the export itself.
  secondaryAuth: true,
});

export const dashboardCalls = {
  getDashboardChartData,
  getDashboardTransactions,
  exportDashboardXLSX,
  downloadDashboardTemplate,
  importDashboardXLSX,
  getDashboardJob,
};

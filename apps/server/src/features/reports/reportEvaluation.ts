/**
 * A report's indicators evaluated over the dashboard's periods (issue 18): the dashboard of the scenario is
 * computed once by the dashboard code (loadCompanyDashboardInput, computeFromInput), its shown values
 * (actuals in past periods, forecast in future ones) read by the domain's dashboardFormulaContext, and the
 * indicators evaluated in dependency order by evaluateIndicators.
 */
import {
  categoryIdResolver,
  categoryNameKey,
  dashboardFormulaContext,
  evaluateIndicators,
  type FormulaScalar,
  type FormulaSyntaxError,
  formulaForDisplay,
  formulaForStorage,
  type Granularity,
  type IndicatorOutcome,
  type IsoDate,
  isFormulaError,
  parseFormula,
} from "@trezo/domain";
import type { Locale } from "@trezo/i18n";
import type { CompanyRow } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import type { ForecastModel } from "../../forecast/forecastModel";
import { formulaErrorMessage } from "../../forecast/seriesValidation";
import { HttpError } from "../../http/httpError";
import { type CompanyDashboard, computeFromInput, loadCompanyDashboardInput } from "../dashboard/chartData";
import type { IndicatorRow } from "./reportQueries";

export interface ReportQuery {
  granularity: Granularity;
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  scenarioId?: number | undefined;
}

/** The dashboard of the scenario asked (the base by default), without the backup comparison. */
export async function reportDashboard(
  db: Database,
  company: CompanyRow,
  query: ReportQuery,
): Promise<CompanyDashboard> {
  const loaded = await loadCompanyDashboardInput(db, company, {
    granularity: query.granularity,
    from: query.from,
    to: query.to,
    scenarioIds: query.scenarioId === undefined ? undefined : [query.scenarioId],
    backupId: null,
  });
  return computeFromInput(loaded);
}

/** Resolves `{Name}` among a report's indicators: trimmed, without case. */
export function indicatorIdResolver(rows: readonly { id: number; name: string }[]) {
  const ids = new Map<string, string>();
  for (const row of rows) {
    const key = categoryNameKey(row.name);
    if (!ids.has(key)) ids.set(key, String(row.id));
  }
  return (name: string) => ids.get(categoryNameKey(name));
}

/** The formula typed (`[Category]`, `{Indicator}`) in its stored form, or the syntax error with its position. */
export function storedIndicatorFormula(
  typed: string,
  model: ForecastModel,
  reportIndicators: readonly { id: number; name: string }[],
): { ok: true; formula: string } | { ok: false; error: FormulaSyntaxError } {
  const names = {
    categoryId: categoryIdResolver(model.categoryRows),
    indicatorId: indicatorIdResolver(reportIndicators),
  };
  const stored = formulaForStorage(typed, names);
  if (!stored.ok) return stored;
  const parsed = parseFormula(stored.formula);
  return parsed.ok ? stored : parsed;
}

/** The same, or a 400 `formula_syntax` whose field names the position (the editor underlines it). */
export function storedIndicatorFormulaOrFail(
  typed: string,
  model: ForecastModel,
  reportIndicators: readonly { id: number; name: string }[],
  locale: Locale,
): string {
  const stored = storedIndicatorFormula(typed, model, reportIndicators);
  if (stored.ok) return stored.formula;
  throw new HttpError(400, "formula_syntax", { text: formulaErrorMessage(stored.error, locale) }, [
    { path: "formula", message: `${stored.error.code}@${stored.error.position}:${stored.error.length}` },
  ]);
}

/** A stored formula as users read it. */
export function displayFormula(
  formula: string,
  model: ForecastModel,
  reportIndicators: readonly { id: number; name: string }[],
): string {
  const names = new Map(reportIndicators.map((row) => [String(row.id), row.name]));
  return formulaForDisplay(formula, {
    categoryName: model.categoryName,
    indicatorName: (id) => names.get(id),
  });
}

/** The id the draft of a new indicator is evaluated under. */
export const DRAFT_ID = "draft";

export interface Draft {
  indicatorId?: number | undefined;
  name: string;
  formula: string;
}

export interface EvaluatedReport {
  computed: CompanyDashboard;
  outcomes: Map<string, IndicatorOutcome>;
  /** The draft's stored formula, or its syntax error. */
  draft: { ok: true; formula: string } | { ok: false; error: FormulaSyntaxError } | null;
}

/** Evaluates a report's indicators, with the draft in place of the indicator it edits (or added). */
export async function evaluateReport(
  db: Database,
  company: CompanyRow,
  rows: readonly IndicatorRow[],
  query: ReportQuery,
  draft?: Draft,
): Promise<EvaluatedReport> {
  const computed = await reportDashboard(db, company, query);
  const scenario = computed.dashboard.scenarios[0];
  if (!scenario) throw new Error("a report needs one scenario");
  const context = dashboardFormulaContext(computed.dashboard, scenario.scenarioId);
  const formulas = rows.map((row) => ({ id: String(row.id), formula: row.formula }));
  // The dashboard's own forecast model names the categories: read once.
  const stored = draft ? storedIndicatorFormula(draft.formula, computed.model, rows) : null;
  if (draft && stored?.ok) {
    const id = draft.indicatorId === undefined ? DRAFT_ID : String(draft.indicatorId);
    const index = formulas.findIndex((one) => one.id === id);
    if (index >= 0) formulas[index] = { id, formula: stored.formula };
    else formulas.push({ id, formula: stored.formula });
  }
  return { computed, outcomes: evaluateIndicators(formulas, context), draft: stored };
}

/** A value of the engine as the API answers it: a finite number, or null with the error value's code. */
export function valuesOutput(values: readonly FormulaScalar[]) {
  return {
    values: values.map((value) => (isFormulaError(value) || !Number.isFinite(value) ? null : value)),
    errors: values.map((value) =>
      isFormulaError(value) ? value.code : Number.isFinite(value) ? null : "notFinite",
    ),
  };
}

/** One outcome as getReportValues answers it. */
export function outcomeOutput(
  outcome: IndicatorOutcome | undefined,
  nameOf: (id: string) => string,
  locale: Locale,
) {
  if (!outcome) return { status: "computed" as const, values: [], errors: [], error: null, cycle: null };
  switch (outcome.status) {
    case "computed":
      return { status: outcome.status, ...valuesOutput(outcome.values), error: null, cycle: null };
    case "syntaxError":
      return {
        status: outcome.status,
        values: [],
        errors: [],
        error: syntaxErrorOutput(outcome.error, locale),
        cycle: null,
      };
    case "cycle":
      return {
        status: outcome.status,
        values: [],
        errors: [],
        error: null,
        cycle: outcome.cycle.map(nameOf),
      };
  }
}

export function syntaxErrorOutput(error: FormulaSyntaxError, locale: Locale) {
  return {
    code: error.code,
    position: error.position,
    length: error.length,
    message: formulaErrorMessage(error, locale),
  };
}

import type { CallOutput } from "@trezo/api";
import {
  computeDashboard,
  type Dashboard,
  type DashboardInput,
  type DashboardTotals,
  type Granularity,
  type IsoDate,
  UNCATEGORISED_EXPENSE_ID,
  UNCATEGORISED_INCOME_ID,
} from "@trezo/domain";
import { type Locale, translate } from "@trezo/i18n";
import { and, eq } from "drizzle-orm";
import type { CompanyRow } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { backups } from "../../db/tables/forecast";
import type { ScenarioRow } from "../../forecast/baseScenario";
import { companyToday } from "../../forecast/companyToday";
import { dashboardInputOf } from "../../forecast/dashboardInputOf";
import { defaultWindow } from "../../forecast/dashboardWindow";
import { type ForecastModel, loadForecastModel } from "../../forecast/forecastModel";
import { HttpError, httpErrors } from "../../http/httpError";
import { paywallError, paywallStandsFor } from "../billing/subscriptionState";

export type ChartData = CallOutput<"getDashboardChartData">;

/** What the table is asked for, as the contract's dashboard calls take it. */
export interface ChartQuery {
  granularity: Granularity;
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  scenarioIds?: readonly number[] | undefined;
  backupId?: number | null | undefined;
}

/** The backup the dashboard compares with: the one asked (the company's), the active one, or none. */
async function backupIdOf(db: Database, companyId: number, asked: number | null | undefined) {
  if (asked === null) return null;
  const [row] = await db
    .select({ id: backups.id })
    .from(backups)
    .where(
      asked === undefined
        ? and(eq(backups.companyId, companyId), eq(backups.status, "active"))
        : and(eq(backups.companyId, companyId), eq(backups.id, asked)),
    );
  if (!row && asked !== undefined) throw httpErrors.notFound();
  return row?.id ?? null;
}

/**
 * The actual-vs-expected paywall (spec 000 §6): on a plan without it, a backup asked by id is refused and
 * the active backup is not compared with (the table shows no expected figures).
 */
async function backupAllowed(db: Database, company: CompanyRow, asked: number | null | undefined) {
  if (asked === null || !(await paywallStandsFor(db, company, "actualVsExpected"))) return asked;
  if (asked === undefined) return null;
  throw paywallError("actualVsExpected");
}

function scenariosOf(model: ForecastModel, ids: readonly number[] | undefined): ScenarioRow[] {
  if (!ids) return [model.base];
  return [...new Set(ids)].map((id) => {
    const scenario = model.scenarios.find((row) => row.id === id);
    if (!scenario) throw httpErrors.notFound();
    return scenario;
  });
}

/** What the engine computes a company's dashboard from, read with SQL. */
export interface CompanyDashboardInput {
  model: ForecastModel;
  input: DashboardInput;
  today: IsoDate;
  backupId: number | null;
}

/** A company's dashboard with what it was computed from. */
export type CompanyDashboard = Omit<CompanyDashboardInput, "input"> & {
  dashboard: Dashboard;
  thresholdCents: number | null;
};

/**
 * Reads what a company's dashboard is computed from. A bad range, an unknown scenario or backup is an
 * error here, before any computing (so that an export job refuses them at once).
 */
export async function loadCompanyDashboardInput(
  db: Database,
  company: CompanyRow,
  query: ChartQuery,
): Promise<CompanyDashboardInput> {
  const model = await loadForecastModel(db, company.id);
  const today = companyToday();
  const window = defaultWindow(today, query.granularity);
  const backupId = await backupIdOf(db, company.id, await backupAllowed(db, company, query.backupId));
  const input = await dashboardInputOf(db, model, {
    today,
    granularity: query.granularity,
    from: query.from ?? window.from,
    to: query.to ?? window.to,
    scenarios: scenariosOf(model, query.scenarioIds),
    backupId,
  });
  return { model, input, today, backupId };
}

/** The engine's figures from what loadCompanyDashboardInput read (pure computing, no database). */
export function computeFromInput(loaded: CompanyDashboardInput): CompanyDashboard {
  return {
    model: loaded.model,
    dashboard: computeDashboard(loaded.input),
    today: loaded.today,
    backupId: loaded.backupId,
    thresholdCents: loaded.input.thresholdCents ?? null,
  };
}

/** Computes the dashboard of a company: SQL for the inputs, the domain engine for the figures. */
export async function computeCompanyDashboard(
  db: Database,
  company: CompanyRow,
  query: ChartQuery,
  options: { isCancelled?: () => boolean } = {},
): Promise<CompanyDashboard> {
  const loaded = await loadCompanyDashboardInput(db, company, query);
  // The client may cancel a long request (spec 001 §7.5): do not compute for nobody.
  if (options.isCancelled?.())
    throw new HttpError(499, "client_closed_request", { key: "dashboard.errors.clientGone" });
  return computeFromInput(loaded);
}

/** The display name of a dashboard row. */
export function rowNameOf(model: ForecastModel, rowId: string, locale: Locale): string {
  if (rowId === UNCATEGORISED_INCOME_ID) return translate("dashboard.xlsx.uncategorisedIncome", locale);
  if (rowId === UNCATEGORISED_EXPENSE_ID) return translate("dashboard.xlsx.uncategorisedExpense", locale);
  return model.categoryName(rowId) ?? rowId;
}

/** The engine's totals as the contract spells them. */
function totalsOutput(totals: DashboardTotals): ChartData["actual_totals"] {
  return {
    income: totals.income,
    expense: totals.expense,
    outside_income_and_expense: totals.outsideIncomeAndExpense,
    variation: totals.variation,
    begin: totals.begin,
    end: totals.end,
  };
}

/** The engine's dashboard as getDashboardChartData answers it. */
export function chartDataOf(computed: CompanyDashboard, company: CompanyRow, locale: Locale): ChartData {
  const { model, dashboard, today } = computed;
  const first = dashboard.scenarios[0];
  return {
    today,
    granularity: dashboard.periods[0]?.granularity ?? "month",
    currency: company.defaultCurrency,
    periods: dashboard.periods.map((period) => ({
      key: period.key,
      start: period.start,
      end: period.end,
      tense: period.end < today ? "past" : period.start > today ? "future" : "current",
    })),
    current_period_key: dashboard.currentPeriodKey,
    current_period_index: dashboard.currentPeriodIndex,
    rows: (first?.rows ?? []).map((row) => ({
      id: row.id,
      name: rowNameOf(model, row.id, locale),
      parent_id: row.parentId,
      depth: row.depth,
      kind: row.kind,
      in_income_or_expense: row.inIncomeOrExpense,
      is_uncategorised: row.isUncategorised,
    })),
    threshold_cents: computed.thresholdCents,
    backup_id: computed.backupId,
    actual_totals: totalsOutput(dashboard.actualTotals),
    scenarios: dashboard.scenarios.map((scenario) => ({
      scenario_id: Number(scenario.scenarioId),
      rows: scenario.rows.map((row) => ({
        id: row.id,
        actual: row.actual,
        forecast: row.forecast,
        shown: row.shown,
        variance: row.actual.map((actual, index) => actual - (row.forecast[index] as number)),
        expected: row.expected ?? null,
      })),
      totals: totalsOutput(scenario.totals),
      threshold_period_keys: scenario.thresholdPeriodKeys,
      issues: scenario.issues.map((issue) => ({ ...issue }) as Record<string, unknown>),
    })),
  };
}

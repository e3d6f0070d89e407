import {
  type ActualTotal,
  type BackupCell,
  computeDashboard,
  type Dashboard,
  type DashboardInput,
  type DashboardRow,
  type Granularity,
  type IsoDate,
  isoWeekPeriod,
  periodOf,
  periodsBetween,
  withTransferOrders,
} from "@trezo/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { bankAccounts } from "../db/schema";
import { backupCells, forecastSettings } from "../db/tables/forecast";
import { httpErrors } from "../http/httpError";
import type { ScenarioRow } from "./baseScenario";
import { domainScenarioOf, type ForecastModel } from "./forecastModel";
import { converted, defaultCurrencyOf, foreignActualsBetween, ratesFor } from "./foreignCurrency";
import { invoicePendingItems } from "./invoiceForecast";
import { domainSeriesOf } from "./seriesRecord";
import { forecastTransferOrdersOf } from "./transferForecast";
import { withVatForecast } from "./vatForecastFeed";

/** The rows of a raw query's result, on either driver. */
export function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}

/** Longest range one request may ask: ten years of months, five years of weeks. */
export const MAX_PERIODS: Record<Granularity, number> = { month: 120, week: 261 };

/** What a dashboard is asked for. */
export interface DashboardRequest {
  today: IsoDate;
  granularity: Granularity;
  from: IsoDate;
  to: IsoDate;
  scenarios: readonly ScenarioRow[];
  /** A backup to compare with (actual vs expected), or null. */
  backupId: number | null;
}

/** `granularity` as actual_totals stores it. */
export const GRANULARITY_CODE: Record<Granularity, "M" | "W"> = { month: "M", week: "W" };

/** The key of the period starting on `periodStart` (a month's first day or an ISO week's Monday). */
export function periodKeyOfStart(
  periodStart: string,
  granularity: Granularity,
  cache: Map<string, string>,
): string {
  if (granularity === "month") return periodStart.slice(0, 7);
  let key = cache.get(periodStart);
  if (key === undefined) {
    key = isoWeekPeriod(periodStart).key;
    cache.set(periodStart, key);
  }
  return key;
}

/**
 * Actual totals of the given accounts (the dashboard's included ones) from the period holding `from` to the
 * one holding `to`, read from actual_totals (kept by triggers) plus the manual adjustments: a few thousand
 * grouped rows, never a scan of the transactions (grouped in the primary key's order, so the sort is
 * incremental). The accounts come as a list rather than a join: without
 * fresh statistics (right after a bulk import) the planner would loop over bank_accounts per total row.
 */
export async function actualTotalsBetween(
  db: Database,
  companyId: number,
  accountIds: readonly number[],
  granularity: Granularity,
  from: IsoDate,
  to: IsoDate,
): Promise<ActualTotal[]> {
  const first = periodOf(from, granularity).start;
  const last = periodOf(to, granularity).start;
  const code = GRANULARITY_CODE[granularity];
  const unit = granularity === "month" ? sql.raw("'month'") : sql.raw("'week'");
  const accountList = `{${accountIds.map((id) => Math.trunc(id)).join(",")}}`;
  // One row holding the totals as JSON rather than a row per total: PGlite decodes each result row in
  // JavaScript, which cost more than the query itself for the ~15,000 totals of 400 categories × 36
  // months; JSON.parse is native. Sums travel as text so that bigint cents stay exact.
  const totals = await db.execute(sql`
    select coalesce(json_agg(json_build_array(x.category, x.period, x.cents)), '[]')::text as totals
    from (
      select t.category_key as category, t.period_start::text as period, sum(t.cents)::text as cents
      from actual_totals t
      where t.company_id = ${companyId} and t.granularity = ${code} and t.account_id = any(${accountList}::int[])
        and t.period_start >= ${first}::date and t.period_start <= ${last}::date
      group by t.period_start, t.category_key, t.sign
    ) as x`);
  const adjustments = await db.execute(sql`
    select m.category_id as category, date_trunc(${unit}, m.booked_on::timestamp)::date::text as period,
      sum(m.amount_cents)::text as cents
    from manual_adjustments m
    where m.company_id = ${companyId} and m.booked_on >= ${first}::date
      and m.booked_on <= ${periodOf(to, granularity).end}::date
    group by 1, 2`);
  const cache = new Map<string, string>();
  const result: ActualTotal[] = [];
  const add = (category: number, period: string, cents: string) => {
    result.push({
      categoryId: category === 0 ? null : String(category),
      periodKey: periodKeyOfStart(period, granularity, cache),
      cents: Number(cents),
    });
  };
  const grouped = JSON.parse(String(rowsOf(totals)[0]?.totals ?? "[]")) as Array<[number, string, string]>;
  for (const [category, period, cents] of grouped) add(Number(category), period, cents);
  for (const row of rowsOf(adjustments)) add(Number(row.category), String(row.period), String(row.cents));
  return result;
}

/** The company's balance threshold, or null. */
export async function thresholdOf(db: Database, companyId: number): Promise<number | null> {
  const [settings] = await db
    .select({ thresholdCents: forecastSettings.thresholdCents })
    .from(forecastSettings)
    .where(eq(forecastSettings.companyId, companyId));
  return settings?.thresholdCents == null ? null : Number(settings.thresholdCents);
}

/**
 * Builds the engine's input from SQL: categories, series and events (the model), actual totals of the
 * range stretched to today, the accounts' balances, the threshold and the backup's cells.
 */
export async function dashboardInputOf(
  db: Database,
  model: ForecastModel,
  request: DashboardRequest,
): Promise<DashboardInput> {
  const { today, granularity } = request;
  if (request.from > request.to) throw httpErrors.invalidInput([{ path: "from", message: "from after to" }]);
  const shown = periodsBetween(request.from, request.to, granularity);
  if (shown.length > MAX_PERIODS[granularity]) {
    throw httpErrors.invalidInput([{ path: "to", message: `at most ${MAX_PERIODS[granularity]} periods` }]);
  }
  const current = periodOf(today, granularity);
  const first = shown[0]?.start ?? current.start;
  const last = shown[shown.length - 1]?.end ?? current.end;
  const rangeFrom = first < current.start ? first : current.start;
  const rangeTo = last > current.end ? last : current.end;

  const accounts = await db
    .select({
      id: bankAccounts.id,
      balanceCents: bankAccounts.balanceCents,
      included: bankAccounts.included,
      currency: bankAccounts.currency,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, model.companyId));
  // Issue 17: accounts in another currency than the company's are converted (forecast/foreignCurrency).
  const currency = await defaultCurrencyOf(db, model.companyId);
  const foreign = accounts.filter((account) => account.currency !== currency);
  const rates = foreign.length
    ? await ratesFor(
        db,
        model.companyId,
        foreign.map((account) => account.currency),
        currency,
      )
    : [];
  const includedIds = accounts
    .filter((account) => account.included && account.currency === currency)
    .map((account) => account.id);
  const foreignActuals = await foreignActualsBetween(
    db,
    model.companyId,
    foreign.filter((account) => account.included),
    currency,
    rates,
    granularity,
    rangeFrom,
    rangeTo,
  );
  const actuals = [
    ...(await actualTotalsBetween(db, model.companyId, includedIds, granularity, rangeFrom, rangeTo)),
    ...foreignActuals.totals,
  ];
  let backup: BackupCell[] | null = null;
  if (request.backupId !== null) {
    const cells = await db
      .select({ rowId: backupCells.rowId, periodKey: backupCells.periodKey, cents: backupCells.cents })
      .from(backupCells)
      .where(
        and(
          eq(backupCells.companyId, model.companyId),
          eq(backupCells.backupId, request.backupId),
          eq(backupCells.granularity, granularity),
        ),
      );
    backup = cells.map((cell) => ({
      rowId: cell.rowId,
      periodKey: cell.periodKey,
      cents: Number(cell.cents),
    }));
  }
  return withVatForecast(db, model.companyId, {
    today,
    granularity,
    from: request.from,
    to: request.to,
    categories: model.categories,
    actuals,
    // A foreign account's balance at the latest known rate (on or before today).
    accounts: accounts.map((account) => ({
      id: String(account.id),
      balanceCents: account.included
        ? converted(
            { date: today, amount: Number(account.balanceCents), currency: account.currency },
            currency,
            rates,
          ).amount
        : Number(account.balanceCents),
      included: account.included,
    })),
    baseSeries: model.baseSeries.map(domainSeriesOf),
    scenarios: request.scenarios.map((scenario) => domainScenarioOf(model, scenario)),
    // Issue 15: open invoices and pending checks, one item per ETS for what is left of it.
    // Issue 22: transfer orders not settled yet move their invoices' payments to their execution dates.
    pendingItems: withTransferOrders(
      await invoicePendingItems(db, model.companyId),
      await forecastTransferOrdersOf(db, model.companyId),
    ),
    thresholdCents: await thresholdOf(db, model.companyId),
    backup,
  });
}

/** The base scenario's dashboard over a window (a series' history, a formula's preview). */
export async function computeBaseDashboard(
  db: Database,
  model: ForecastModel,
  window: { today: IsoDate; granularity: Granularity; from: IsoDate; to: IsoDate },
): Promise<{ periods: Dashboard["periods"]; rows: DashboardRow[] }> {
  const input = await dashboardInputOf(db, model, { ...window, scenarios: [model.base], backupId: null });
  const dashboard = computeDashboard(input);
  return { periods: dashboard.periods, rows: dashboard.scenarios[0]?.rows ?? [] };
}

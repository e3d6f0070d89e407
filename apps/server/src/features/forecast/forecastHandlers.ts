import { backupOf, computeDashboard, expandSeries, type Granularity, periodOf } from "@trezo/domain";
import { DomainError } from "../../errors/domainError";
import { scenarioOf } from "../../forecast/baseScenario";
import { companyToday } from "../../forecast/companyToday";
import { dashboardInputOf, thresholdOf } from "../../forecast/dashboardInputOf";
import { defaultWindow, shiftMonths } from "../../forecast/dashboardWindow";
import { loadForecastModel } from "../../forecast/forecastModel";
import { domainSeriesOf } from "../../forecast/seriesRecord";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import {
  type BackupCellValues,
  backupList,
  backupOutput,
  insertBackup,
  rebuildActualTotals,
  setBackupStatusOf,
  upsertSettings,
} from "./forecastSettingsQueries";

type ForecastHandlers = Pick<
  CallHandlers,
  | "getThreshold"
  | "setThreshold"
  | "getEndDate"
  | "getThetaWindow"
  | "getNumberOfCashFlows"
  | "getColors"
  | "updateForecast"
  | "setOnboardingDismissed"
  | "createBackup"
  | "getBackupList"
  | "setBackupStatus"
>;

/** Colours of scenarios without their own, in creation order (the base first). */
export const SCENARIO_PALETTE = [
  "#2F6FED",
  "#30CE8F",
  "#F5A524",
  "#E5484D",
  "#8E4EC6",
  "#12A594",
  "#D6409F",
  "#6E56CF",
];

/** How far a backup looks back and ahead: by month and by week. */
const BACKUP_MONTHS_BACK = 24;
const BACKUP_MONTHS_AHEAD = 36;
const BACKUP_WEEKS_BACK = 26;
const BACKUP_WEEKS_AHEAD = 52;

/** Forecast settings, small getters and backups (spec 001 §7.3, §7.4). */
export const forecastHandlers: ForecastHandlers = {
  async getThreshold(context) {
    return { threshold_cents: await thresholdOf(context.services.db, mustCompany(context).company.id) };
  },

  async setThreshold(context) {
    const { company } = mustCompany(context);
    const value = context.input.threshold_cents;
    const row = await upsertSettings(context.services.db, company.id, {
      thresholdCents: value === null ? null : BigInt(value),
    });
    return { threshold_cents: row.thresholdCents === null ? null : Number(row.thresholdCents) };
  },

  async getEndDate(context) {
    const { company } = mustCompany(context);
    const model = await loadForecastModel(context.services.db, company.id);
    const today = companyToday();
    const horizon = periodOf(shiftMonths(today, 12), "month").end;
    const cap = periodOf(shiftMonths(today, 60), "month").end;
    let end = horizon;
    for (const row of model.seriesById.values()) {
      if (row.endOn === null && row.occurrenceCount === null && row.frequency !== "once") continue;
      try {
        const occurrences = expandSeries(domainSeriesOf(row), today, cap, () => 0);
        const last = occurrences[occurrences.length - 1]?.date;
        if (last !== undefined && last > end) end = periodOf(last, "month").end;
      } catch {
        // A series the engine cannot expand does not move the end.
      }
    }
    return { end_date: end };
  },

  async getThetaWindow(context) {
    mustCompany(context);
    const today = companyToday();
    return { today, month: defaultWindow(today, "month"), week: defaultWindow(today, "week") };
  },

  async getNumberOfCashFlows(context) {
    const { company } = mustCompany(context);
    const model = await loadForecastModel(context.services.db, company.id);
    return {
      count: model.baseSeries.length,
      by_scenario: model.scenarios
        .filter((scenario) => !scenario.isBase)
        .map((scenario) => ({
          scenario_id: scenario.id,
          count: (model.eventsByScenario.get(scenario.id) ?? []).filter((event) => event.kind === "add")
            .length,
        })),
    };
  },

  async getColors(context) {
    const { company } = mustCompany(context);
    const model = await loadForecastModel(context.services.db, company.id);
    return {
      colors: model.scenarios.map((scenario, index) => ({
        scenario_id: scenario.id,
        color: scenario.color ?? (SCENARIO_PALETTE[index % SCENARIO_PALETTE.length] as string),
      })),
    };
  },

  async updateForecast(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    // The triggers keep the totals exact; a rebuild is the safety net after a bulk load or a repair.
    await rebuildActualTotals(db, company.id);
    const row = await upsertSettings(db, company.id, { forecastUpdatedAt: new Date() });
    return { success: true as const, updated_at: (row.forecastUpdatedAt ?? new Date()).toISOString() };
  },

  async setOnboardingDismissed(context) {
    const { company } = mustCompany(context);
    await upsertSettings(context.services.db, company.id, { onboardingDismissed: context.input.dismissed });
    return { success: true as const };
  },

  async createBackup(context) {
    const { company } = mustCompany(context);
    // An administrator may switch a company's backups off (setBackup, issue 19).
    if (!company.backupEnabled)
      throw new DomainError("forbidden", "backups_disabled", { key: "server.backupsDisabled" });
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const scenario = await scenarioOf(db, company.id, context.input.scenarioId);
    const today = companyToday();
    const currentWeek = new Date(`${periodOf(today, "week").start}T00:00:00Z`).getTime();
    const dayOffset = (days: number) => new Date(currentWeek + days * 86_400_000).toISOString().slice(0, 10);
    const ranges: Array<{ granularity: Granularity; from: string; to: string }> = [
      {
        granularity: "month",
        from: periodOf(shiftMonths(today, -BACKUP_MONTHS_BACK), "month").start,
        to: periodOf(shiftMonths(today, BACKUP_MONTHS_AHEAD), "month").end,
      },
      {
        granularity: "week",
        from: dayOffset(-7 * BACKUP_WEEKS_BACK),
        to: dayOffset(7 * BACKUP_WEEKS_AHEAD + 6),
      },
    ];

    const cells: BackupCellValues[] = [];
    for (const range of ranges) {
      const input = await dashboardInputOf(db, model, {
        today,
        granularity: range.granularity,
        from: range.from,
        to: range.to,
        scenarios: [scenario],
        backupId: null,
      });
      const dashboard = computeDashboard(input);
      for (const cell of backupOf(dashboard, String(scenario.id))) {
        cells.push({
          granularity: range.granularity,
          rowId: cell.rowId,
          periodKey: cell.periodKey,
          cents: BigInt(cell.cents),
        });
      }
    }
    const row = await insertBackup(
      db,
      {
        companyId: company.id,
        scenarioId: scenario.id,
        name: context.input.name,
        createdBy: mustAuth(context).user.id,
      },
      cells,
    );
    return { backup: backupOutput(row) };
  },

  async getBackupList(context) {
    return { backups: await backupList(context.services.db, mustCompany(context).company.id) };
  },

  async setBackupStatus(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { backupId, status } = context.input;
    await setBackupStatusOf(db, company.id, backupId, status);
    return { backups: await backupList(db, company.id) };
  },
};

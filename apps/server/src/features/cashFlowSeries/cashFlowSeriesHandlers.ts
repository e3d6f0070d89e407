import {
  addMonthsClamped,
  centsFromUnits,
  civilOf,
  computeDashboard,
  evaluateFormula,
  expandSeries,
  type FormulaContext,
  isFormulaError,
  parseFormula,
  periodOf,
} from "@trezo/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { cashFlowSeries, scenarioEvents } from "../../db/tables/forecast";
import { DomainError } from "../../errors/domainError";
import { HttpError, httpErrors } from "../../http/httpError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { baseScenarioOf, type ScenarioRow, scenarioOf } from "../forecast/baseScenario";
import { companyToday } from "../forecast/companyToday";
import { dashboardInputOf } from "../forecast/dashboardInputOf";
import { effectiveSeriesRows, type ForecastModel, loadForecastModel } from "../forecast/forecastModel";
import {
  columnsOf,
  domainSeriesOf,
  patchedRow,
  type SeriesRow,
  type StoredSeriesFields,
  seriesOutputOf,
} from "./seriesRecord";
import {
  assertCompanyCategory,
  assertSeriesExpandable,
  formulaErrorMessage,
  storedFormulaOf,
} from "./seriesValidation";

type SeriesHandlers = Pick<
  CallHandlers,
  | "create_cfs"
  | "update_cfs"
  | "delete_cfs"
  | "get_cfs_list"
  | "get_cfs_details"
  | "get_actual"
  | "update_cfs_description"
  | "update_cfs_displayed"
  | "get_cfs_description"
  | "previewFormula"
>;

/** `months` months after the first day of `date`'s month, as a date. */
function monthsAfter(date: string, months: number): string {
  const { year, month, day } = addMonthsClamped(civilOf(date), months);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function seriesOfCompany(model: ForecastModel, cfsId: number): SeriesRow {
  const series = model.seriesById.get(cfsId);
  if (!series) throw httpErrors.notFound();
  return series;
}

/** The fields of a create or update payload in their stored form, the formula checked and converted. */
function storedFieldsOf(
  given: { [K in keyof StoredSeriesFields]?: StoredSeriesFields[K] | undefined },
  model: ForecastModel,
  locale: Parameters<typeof storedFormulaOf>[2],
): StoredSeriesFields {
  // Fields left out stay as they are: drop the undefined ones.
  const fields = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  ) as StoredSeriesFields;
  const stored: StoredSeriesFields = { ...fields };
  if (fields.category_id !== undefined) assertCompanyCategory(model, fields.category_id, "cfs.category_id");
  if (fields.formula != null) stored.formula = storedFormulaOf(fields.formula, model, locale, "cfs.formula");
  return stored;
}

/** A new row as it would be stored, for validation before the insert. */
function draftRow(companyId: number, scenarioId: number, fields: StoredSeriesFields): SeriesRow {
  const now = new Date();
  return {
    id: 0,
    companyId,
    scenarioId,
    categoryId: 0,
    label: "",
    description: "",
    displayed: true,
    amountCents: null,
    formula: null,
    frequency: "monthly",
    startOn: "1970-01-01",
    endOn: null,
    occurrenceCount: null,
    growthRateBp: null,
    vatRateBp: null,
    paymentDelayDays: 0,
    createdAt: now,
    updatedAt: now,
    ...columnsOf(fields),
  };
}

/** The scenario a change is made in: the one named, else the series' own. */
async function targetScenario(
  db: Database,
  model: ForecastModel,
  series: SeriesRow,
  scenarioId: number | undefined,
): Promise<ScenarioRow> {
  if (scenarioId !== undefined) return scenarioOf(db, model.companyId, scenarioId);
  const own = model.scenarios.find((scenario) => scenario.id === series.scenarioId);
  if (!own) throw httpErrors.notFound();
  return own;
}

function otherScenario(): HttpError {
  return new HttpError(400, "series_other_scenario", { key: "dashboard.errors.seriesOtherScenario" });
}

/** Cash-flow series (spec 001 §7.4). A change outside the base scenario is stored as an event of it. */
export const cashFlowSeriesHandlers: SeriesHandlers = {
  async create_cfs(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const scenario = await scenarioOf(db, company.id, context.input.scenarioId);
    const fields = storedFieldsOf(context.input.cfs, model, context.locale);
    const draft = draftRow(company.id, scenario.id, fields);
    assertSeriesExpandable(draft);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = draft;
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.insert(cashFlowSeries).values(values).returning();
      if (!row) throw new Error("series insert returned nothing");
      if (scenario.isBase) return { row, eventId: null };
      const [event] = await tx
        .insert(scenarioEvents)
        .values({
          companyId: company.id,
          scenarioId: scenario.id,
          groupId: context.input.group_id ?? null,
          name: row.label,
          kind: "add",
          seriesId: row.id,
        })
        .returning({ id: scenarioEvents.id });
      return { row, eventId: event?.id ?? null };
    });
    return { cfs: seriesOutputOf(result.row, model.categoryName), event_id: result.eventId };
  },

  async update_cfs(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const series = seriesOfCompany(model, context.input.cfsId);
    const scenario = await targetScenario(db, model, series, context.input.scenarioId);
    const fields = storedFieldsOf(context.input.cfs, model, context.locale);

    if (series.scenarioId === scenario.id) {
      const updated = patchedRow(series, fields);
      assertSeriesExpandable(updated);
      const groupId = context.input.group_id;
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(cashFlowSeries)
          .set({ ...columnsOf(fields), updatedAt: new Date() })
          .where(eq(cashFlowSeries.id, series.id))
          .returning();
        if (!row) throw httpErrors.notFound();
        if (scenario.isBase) return { row, eventId: null };
        // A series this scenario added lives through its add event: group_id regroups that event.
        const addEvent = and(
          eq(scenarioEvents.scenarioId, scenario.id),
          eq(scenarioEvents.seriesId, series.id),
          eq(scenarioEvents.kind, "add"),
        );
        const [event] =
          groupId === undefined
            ? await tx.select({ id: scenarioEvents.id }).from(scenarioEvents).where(addEvent)
            : await tx
                .update(scenarioEvents)
                .set({ groupId })
                .where(addEvent)
                .returning({ id: scenarioEvents.id });
        return { row, eventId: event?.id ?? null };
      });
      return { cfs: seriesOutputOf(result.row, model.categoryName), event_id: result.eventId };
    }
    if (series.scenarioId !== model.base.id) throw otherScenario();

    // A change in another scenario: one change event per series and scenario, its patch merged.
    const existing = (model.eventsByScenario.get(scenario.id) ?? []).find(
      (event) => event.kind === "change" && event.seriesId === series.id,
    );
    const patch = { ...((existing?.patch ?? {}) as StoredSeriesFields), ...fields };
    const seen = patchedRow(series, patch);
    assertSeriesExpandable(seen);
    let eventId: number;
    if (existing) {
      await db
        .update(scenarioEvents)
        .set({
          patch: patch as Record<string, unknown>,
          ...(context.input.group_id === undefined ? {} : { groupId: context.input.group_id }),
        })
        .where(eq(scenarioEvents.id, existing.id));
      eventId = existing.id;
    } else {
      const [event] = await db
        .insert(scenarioEvents)
        .values({
          companyId: company.id,
          scenarioId: scenario.id,
          groupId: context.input.group_id ?? null,
          name: series.label,
          kind: "change",
          seriesId: series.id,
          patch: patch as Record<string, unknown>,
        })
        .returning({ id: scenarioEvents.id });
      if (!event) throw new Error("event insert returned nothing");
      eventId = event.id;
    }
    return { cfs: seriesOutputOf(seen, model.categoryName), event_id: eventId };
  },

  async delete_cfs(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const series = seriesOfCompany(model, context.input.cfsId);
    const scenario = await targetScenario(db, model, series, context.input.scenarioId);
    if (series.scenarioId === scenario.id) {
      // Its events (an add event, or changes and removals in other scenarios) go with it (ON DELETE CASCADE).
      await db.delete(cashFlowSeries).where(eq(cashFlowSeries.id, series.id));
      return { cfs: null, event_id: null };
    }
    if (series.scenarioId !== model.base.id) throw otherScenario();
    const [event] = await db
      .insert(scenarioEvents)
      .values({
        companyId: company.id,
        scenarioId: scenario.id,
        groupId: context.input.group_id ?? null,
        name: series.label,
        kind: "remove",
        seriesId: series.id,
      })
      .returning({ id: scenarioEvents.id });
    return { cfs: null, event_id: event?.id ?? null };
  },

  async get_cfs_list(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const scenario = await scenarioOf(db, company.id, context.input.scenarioId);
    const categoryId = context.input.category_id;
    const rows = effectiveSeriesRows(model, scenario)
      .filter((row) => categoryId === undefined || row.categoryId === categoryId)
      .sort((a, b) => a.id - b.id);
    return { cfs_list: rows.map((row) => seriesOutputOf(row, model.categoryName)) };
  },

  async get_cfs_details(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const series = seriesOfCompany(model, context.input.cfsId);
    const scenario =
      context.input.scenarioId === undefined
        ? (model.scenarios.find((row) => row.id === series.scenarioId) ?? model.base)
        : await scenarioOf(db, company.id, context.input.scenarioId);
    const seen = effectiveSeriesRows(model, scenario).find((row) => row.id === series.id) ?? series;
    const today = companyToday();
    const from = context.input.from ?? today;
    const to = context.input.to ?? monthsAfter(from, 12);
    if (from > to) throw httpErrors.invalidInput([{ path: "to", message: "to before from" }]);
    // A formula series has no amounts without the dashboard's values: its occurrences are listed by the dashboard.
    const occurrences = expandSeries(domainSeriesOf(seen), from, to);
    return {
      cfs: seriesOutputOf(seen, model.categoryName),
      occurrences: occurrences.slice(0, 2_000).map((occurrence) => ({
        accrual_date: occurrence.accrualDate,
        date: occurrence.date,
        cents: occurrence.cents,
      })),
    };
  },

  async get_actual(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { category_id: categoryId, from, to, granularity } = context.input;
    const model = await loadForecastModel(db, company.id);
    assertCompanyCategory(model, categoryId, "category_id");
    if (from > to) throw httpErrors.invalidInput([{ path: "to", message: "to before from" }]);
    const input = await dashboardInputOf(db, model, {
      today: companyToday(),
      granularity,
      from,
      to,
      scenarios: [model.base],
      backupId: null,
    });
    const dashboard = computeDashboard(input);
    const row = dashboard.scenarios[0]?.rows.find((one) => one.id === String(categoryId));
    return {
      periods: dashboard.periods.map((period, index) => ({
        key: period.key,
        cents: row?.actual[index] ?? 0,
      })),
    };
  },

  async update_cfs_description(context) {
    const { company } = mustCompany(context);
    const rows = await context.services.db
      .update(cashFlowSeries)
      .set({ description: context.input.description, updatedAt: new Date() })
      .where(and(eq(cashFlowSeries.id, context.input.cfsId), eq(cashFlowSeries.companyId, company.id)))
      .returning({ id: cashFlowSeries.id });
    if (rows.length === 0) throw httpErrors.notFound();
    return { success: true as const };
  },

  async update_cfs_displayed(context) {
    const { company } = mustCompany(context);
    const rows = await context.services.db
      .update(cashFlowSeries)
      .set({ displayed: context.input.displayed, updatedAt: new Date() })
      .where(and(eq(cashFlowSeries.id, context.input.cfsId), eq(cashFlowSeries.companyId, company.id)))
      .returning({ id: cashFlowSeries.id });
    if (rows.length === 0) throw httpErrors.notFound();
    return { success: true as const };
  },

  async get_cfs_description(context) {
    const { company } = mustCompany(context);
    const [row] = await context.services.db
      .select({ description: cashFlowSeries.description })
      .from(cashFlowSeries)
      .where(and(eq(cashFlowSeries.id, context.input.cfsId), eq(cashFlowSeries.companyId, company.id)));
    if (!row) throw httpErrors.notFound();
    return { description: row.description };
  },

  async previewFormula(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    assertCompanyCategory(model, context.input.category_id, "category_id");
    let stored: string;
    try {
      stored = storedFormulaOf(context.input.formula, model, context.locale, "formula");
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const typed = context.input.formula;
      // Say where the formula fails instead of failing the call: the editor underlines it.
      const idsByName = new Map(
        model.categoryRows.map((row) => [row.name.trim().toLocaleLowerCase("fr"), String(row.id)]),
      );
      const parsed = parseFormula(typed, {
        categoryId: (name) => idsByName.get(name.trim().toLocaleLowerCase("fr")),
      });
      const detail = parsed.ok ? null : parsed.error;
      return {
        formula: null,
        error: {
          code: detail?.code ?? "unexpectedToken",
          position: detail?.position ?? 0,
          length: detail?.length ?? 1,
          message: detail ? formulaErrorMessage(detail, context.locale) : error.messageIn(context.locale),
        },
        values: [],
      };
    }
    const parsed = parseFormula(stored);
    if (!parsed.ok) throw new Error("a stored formula that does not parse");
    const today = companyToday();
    const from = context.input.from ?? periodOf(today, "month").start;
    const to = context.input.to ?? monthsAfter(from, 11);
    const input = await dashboardInputOf(db, model, {
      today,
      granularity: "month",
      from,
      to,
      scenarios: [await baseScenarioOf(db, company.id)],
      backupId: null,
    });
    const dashboard = computeDashboard(input);
    const rows = new Map((dashboard.scenarios[0]?.rows ?? []).map((row) => [row.id, row]));
    const formulaContext: FormulaContext = {
      periodCount: dashboard.periods.length,
      category: (id) => rows.get(id)?.shown.map((cents) => cents / 100),
      system: () => undefined,
      indicator: () => undefined,
    };
    const values = evaluateFormula(parsed.ast, formulaContext);
    return {
      formula: stored,
      error: null,
      values: dashboard.periods.map((period, index) => {
        const value = values[index];
        if (value === undefined || isFormulaError(value)) {
          return { key: period.key, cents: null, error: value === undefined ? "notFinite" : value.code };
        }
        if (!Number.isFinite(value) || Math.abs(value * 100) > Number.MAX_SAFE_INTEGER) {
          return { key: period.key, cents: null, error: "notFinite" };
        }
        return { key: period.key, cents: centsFromUnits(value), error: null };
      }),
    };
  },
};

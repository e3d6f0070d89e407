import {
  type DashboardCategory,
  expandSeries,
  type IsoDate,
  type Occurrence,
  type Scenario,
  type ScenarioEvent,
} from "@trezo/domain";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { categories } from "../db/schema";
import { cashFlowSeries, scenarioEvents, scenarios } from "../db/tables/forecast";
import { baseScenarioOf, type ScenarioRow } from "./baseScenario";
import {
  domainPatchOf,
  domainSeriesOf,
  patchedRow,
  type SeriesRow,
  type StoredSeriesFields,
} from "./seriesRecord";

export type EventRow = typeof scenarioEvents.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

/**
 * Everything of a company's forecast that lives in a few small tables (categories, scenarios, series,
 * events), loaded in four queries; the actual totals are read separately for the range asked.
 */
export interface ForecastModel {
  companyId: number;
  base: ScenarioRow;
  /** The base first, then by creation. */
  scenarios: ScenarioRow[];
  /** In tree order input: by position then id (the engine keeps children in input order). */
  categoryRows: CategoryRow[];
  categories: DashboardCategory[];
  categoryName: (id: string) => string | undefined;
  seriesById: Map<number, SeriesRow>;
  /** Series of the base scenario. */
  baseSeries: SeriesRow[];
  /** Events by scenario, in creation order. */
  eventsByScenario: Map<number, EventRow[]>;
}

/** Loads the company's forecast model. */
export async function loadForecastModel(db: Database, companyId: number): Promise<ForecastModel> {
  const base = await baseScenarioOf(db, companyId);
  const [scenarioRows, categoryRows, seriesRows, eventRows] = await Promise.all([
    db.select().from(scenarios).where(eq(scenarios.companyId, companyId)).orderBy(asc(scenarios.id)),
    db
      .select()
      .from(categories)
      .where(eq(categories.companyId, companyId))
      .orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(cashFlowSeries).where(eq(cashFlowSeries.companyId, companyId)),
    db
      .select()
      .from(scenarioEvents)
      .where(eq(scenarioEvents.companyId, companyId))
      .orderBy(asc(scenarioEvents.id)),
  ]);
  const names = new Map(categoryRows.map((row) => [String(row.id), row.name]));
  const eventsByScenario = new Map<number, EventRow[]>();
  for (const event of eventRows) {
    const list = eventsByScenario.get(event.scenarioId) ?? [];
    list.push(event);
    eventsByScenario.set(event.scenarioId, list);
  }
  return {
    companyId,
    base,
    scenarios: [base, ...scenarioRows.filter((row) => row.id !== base.id)],
    categoryRows,
    categories: categoryRows.map((row) => ({
      id: String(row.id),
      parentId: row.parentId === null ? null : String(row.parentId),
      kind: row.direction === "income" ? "income" : "expense",
      excludedFromIncomeAndExpense: row.notIncludeInIncomeOrExpense,
      forecastEnabled: row.forecastEnabled,
    })),
    categoryName: (id) => names.get(id),
    seriesById: new Map(seriesRows.map((row) => [row.id, row])),
    baseSeries: seriesRows.filter((row) => row.scenarioId === base.id).sort((a, b) => a.id - b.id),
    eventsByScenario,
  };
}

/** A scenario as the engine reads it: its events in order, its switched-off groups. The base has none. */
export function domainScenarioOf(model: ForecastModel, scenario: ScenarioRow): Scenario {
  if (scenario.isBase) return { id: String(scenario.id), events: [] };
  const events: ScenarioEvent[] = [];
  for (const event of model.eventsByScenario.get(scenario.id) ?? []) {
    const series = model.seriesById.get(event.seriesId);
    if (!series) continue;
    const groupId = event.groupId;
    if (event.kind === "add") {
      events.push({ id: String(event.id), groupId, change: { kind: "add", series: domainSeriesOf(series) } });
    } else if (event.kind === "change") {
      events.push({
        id: String(event.id),
        groupId,
        change: {
          kind: "change",
          seriesId: String(series.id),
          patch: domainPatchOf(event.patch as StoredSeriesFields),
        },
      });
    } else {
      events.push({ id: String(event.id), groupId, change: { kind: "remove", seriesId: String(series.id) } });
    }
  }
  return { id: String(scenario.id), events, disabledGroupIds: scenario.disabledGroupIds };
}

/**
 * The series in effect in a scenario, as rows (for the lists): the base's, with the scenario's active
 * events applied in order, exactly as the engine's `scenarioSeries` does.
 */
export function effectiveSeriesRows(model: ForecastModel, scenario: ScenarioRow): SeriesRow[] {
  const byId = new Map(model.baseSeries.map((row) => [row.id, row]));
  if (!scenario.isBase) {
    const disabled = new Set(scenario.disabledGroupIds);
    for (const event of model.eventsByScenario.get(scenario.id) ?? []) {
      if (event.groupId !== null && disabled.has(event.groupId)) continue;
      const series = model.seriesById.get(event.seriesId);
      if (!series) continue;
      if (event.kind === "add") byId.set(series.id, series);
      else if (event.kind === "remove") byId.delete(series.id);
      else {
        const current = byId.get(series.id);
        if (current) byId.set(series.id, patchedRow(current, event.patch as StoredSeriesFields));
      }
    }
  }
  return [...byId.values()];
}

/**
 * The scenario's fixed-amount series of `categoryIds` that have occurrences between `from` and `to`, with
 * those occurrences (what is behind a dashboard cell). Formula series get their amounts from the
 * dashboard's values: the table shows them, not this list.
 */
export function seriesOccurrencesIn(
  model: ForecastModel,
  scenario: ScenarioRow,
  categoryIds: ReadonlySet<number>,
  period: { start: IsoDate; end: IsoDate },
): { row: SeriesRow; occurrences: Occurrence[] }[] {
  return effectiveSeriesRows(model, scenario)
    .filter((row) => categoryIds.has(row.categoryId) && row.formula === null)
    .flatMap((row) => {
      let occurrences: Occurrence[] = [];
      try {
        occurrences = expandSeries(domainSeriesOf(row), period.start, period.end);
      } catch {
        return [];
      }
      return occurrences.length === 0 ? [] : [{ row, occurrences }];
    });
}

import { and, eq, inArray } from "drizzle-orm";
import { cashFlowSeries, scenarioEvents, scenarios } from "../../db/tables/forecast";
import { scenarioOf } from "../../forecast/baseScenario";
import { loadForecastModel } from "../../forecast/forecastModel";
import { HttpError, httpErrors } from "../../http/httpError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { maxScenariosOf } from "./scenarioLimit";
import { eventOutputOf, scenarioOutputOf } from "./scenarioOutput";

type ScenarioHandlers = Pick<
  CallHandlers,
  | "createScenario"
  | "getScenarios"
  | "updateScenario"
  | "deleteScenario"
  | "updateEvent"
  | "updateMultipleEvents"
  | "deleteEvent"
  | "deleteMultipleEvents"
>;

/** The events of `ids` that belong to the company; 404 when any does not, so a batch is all or nothing. */
async function companyEvents(
  db: Parameters<typeof loadForecastModel>[0],
  companyId: number,
  ids: readonly number[],
) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(scenarioEvents)
    .where(and(eq(scenarioEvents.companyId, companyId), inArray(scenarioEvents.id, unique)));
  if (rows.length !== unique.length) throw httpErrors.notFound();
  return rows;
}

/** Deletes events; a series an `add` event created exists only through it, so it goes too. */
async function deleteEvents(
  db: Parameters<typeof loadForecastModel>[0],
  rows: ReadonlyArray<typeof scenarioEvents.$inferSelect>,
) {
  const added = rows.filter((row) => row.kind === "add").map((row) => row.seriesId);
  await db.transaction(async (tx) => {
    await tx.delete(scenarioEvents).where(
      inArray(
        scenarioEvents.id,
        rows.map((row) => row.id),
      ),
    );
    if (added.length > 0) await tx.delete(cashFlowSeries).where(inArray(cashFlowSeries.id, added));
  });
}

/** Scenarios and events (spec 001 §7.4). */
export const scenarioHandlers: ScenarioHandlers = {
  async createScenario(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    const limit = maxScenariosOf(company);
    if (limit !== null && model.scenarios.length - 1 >= limit) {
      throw new HttpError(409, "scenario_limit", { key: "dashboard.errors.scenarioLimit" });
    }
    const { name, color, copy_from: copyFrom } = context.input.scenario;
    const source = copyFrom === undefined ? undefined : await scenarioOf(db, company.id, copyFrom);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(scenarios)
        .values({
          companyId: company.id,
          name,
          color: color ?? null,
          disabledGroupIds: source?.disabledGroupIds ?? [],
        })
        .returning();
      if (!row) throw new Error("scenario insert returned nothing");
      // A copy repeats the source's events; a series the source added is added again, as a new series.
      for (const event of source && !source.isBase ? (model.eventsByScenario.get(source.id) ?? []) : []) {
        let seriesId = event.seriesId;
        if (event.kind === "add") {
          const series = model.seriesById.get(event.seriesId);
          if (!series) continue;
          const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = series;
          const [added] = await tx
            .insert(cashFlowSeries)
            .values({ ...copy, scenarioId: row.id })
            .returning({ id: cashFlowSeries.id });
          if (!added) throw new Error("series copy returned nothing");
          seriesId = added.id;
        }
        await tx.insert(scenarioEvents).values({
          companyId: company.id,
          scenarioId: row.id,
          groupId: event.groupId,
          name: event.name,
          kind: event.kind,
          seriesId,
          patch: event.patch,
        });
      }
      return row;
    });
    const reloaded = await loadForecastModel(db, company.id);
    return { scenario: scenarioOutputOf(reloaded, created) };
  },

  async getScenarios(context) {
    const { company } = mustCompany(context);
    const model = await loadForecastModel(context.services.db, company.id);
    return {
      scenarios: model.scenarios.map((scenario) => scenarioOutputOf(model, scenario)),
      max_scenarios: maxScenariosOf(company),
    };
  },

  async updateScenario(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { scenarioId, name, color, disabled_group_ids: disabledGroupIds } = context.input;
    const scenario = await scenarioOf(db, company.id, scenarioId);
    await db
      .update(scenarios)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(color === undefined ? {} : { color }),
        ...(disabledGroupIds === undefined ? {} : { disabledGroupIds: [...new Set(disabledGroupIds)] }),
      })
      .where(eq(scenarios.id, scenario.id));
    const model = await loadForecastModel(db, company.id);
    const updated = model.scenarios.find((row) => row.id === scenario.id);
    if (!updated) throw httpErrors.notFound();
    return { scenario: scenarioOutputOf(model, updated) };
  },

  async deleteScenario(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const scenario = await scenarioOf(db, company.id, context.input.scenarioId);
    if (scenario.isBase) {
      throw new HttpError(400, "base_scenario_locked", { key: "dashboard.errors.baseScenarioLocked" });
    }
    // Series the scenario added belong to it (ON DELETE CASCADE), and so do its events.
    await db.delete(scenarios).where(eq(scenarios.id, scenario.id));
    return { success: true as const };
  },

  async updateEvent(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { eventId, group_id: groupId, name } = context.input;
    const [event] = await companyEvents(db, company.id, [eventId]);
    if (!event) throw httpErrors.notFound();
    await db
      .update(scenarioEvents)
      .set({ ...(groupId === undefined ? {} : { groupId }), ...(name === undefined ? {} : { name }) })
      .where(eq(scenarioEvents.id, event.id));
    const model = await loadForecastModel(db, company.id);
    const updated = [...model.eventsByScenario.values()].flat().find((row) => row.id === event.id);
    const output = updated && eventOutputOf(model, updated);
    if (!output) throw httpErrors.notFound();
    return { event: output };
  },

  async updateMultipleEvents(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const changes = context.input.events;
    await companyEvents(
      db,
      company.id,
      changes.map((change) => change.id),
    );
    await db.transaction(async (tx) => {
      for (const change of changes) {
        const set = {
          ...(change.group_id === undefined ? {} : { groupId: change.group_id }),
          ...(change.name === undefined ? {} : { name: change.name }),
        };
        if (Object.keys(set).length > 0)
          await tx.update(scenarioEvents).set(set).where(eq(scenarioEvents.id, change.id));
      }
    });
    const model = await loadForecastModel(db, company.id);
    const wanted = new Set(changes.map((change) => change.id));
    const events = [...model.eventsByScenario.values()]
      .flat()
      .filter((row) => wanted.has(row.id))
      .flatMap((row) => {
        const output = eventOutputOf(model, row);
        return output ? [output] : [];
      });
    return { events };
  },

  async deleteEvent(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    await deleteEvents(db, await companyEvents(db, company.id, [context.input.eventId]));
    return { success: true as const };
  },

  async deleteMultipleEvents(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    await deleteEvents(db, await companyEvents(db, company.id, context.input.eventIds));
    return { success: true as const };
  },
};

/**
 * The SQL of scenarios and their events (spec 001 §7.4): the handlers ask here for rows and write
 * through here. Series themselves are written by forecast/seriesWrites.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { byKey, inCompany } from "../../db/scoped";
import { backups, cashFlowSeries, scenarioEvents, scenarios } from "../../db/tables/forecast";
import type { ScenarioRow } from "../../forecast/baseScenario";
import type { EventRow, ForecastModel } from "../../forecast/forecastModel";
import { httpErrors } from "../../http/httpError";

/** The events of `ids` that belong to the company; 404 when any does not, so a batch is all or nothing. */
export async function companyEvents(
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<EventRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(scenarioEvents)
    .where(inCompany(scenarioEvents, companyId, inArray(scenarioEvents.id, unique)));
  if (rows.length !== unique.length) throw httpErrors.notFound();
  return rows;
}

/** Deletes events; a series an `add` event created exists only through it, so it goes too. */
export async function deleteEvents(db: Database, rows: readonly EventRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Every row is of one company (companyEvents): that company's shard, row by row.
    for (const row of rows) await tx.delete(scenarioEvents).where(byKey(scenarioEvents, row));
    for (const row of rows.filter((event) => event.kind === "add"))
      await tx
        .delete(cashFlowSeries)
        .where(inCompany(cashFlowSeries, row.companyId, eq(cashFlowSeries.id, row.seriesId)));
  });
}

/**
 * Renames events of the company or moves them between groups (group_id null takes one out of its group),
 * in one transaction.
 */
export async function updateEvents(
  db: Database,
  companyId: number,
  changes: ReadonlyArray<{ id: number; group_id?: string | null | undefined; name?: string | undefined }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const change of changes) {
      const set = {
        ...(change.group_id === undefined ? {} : { groupId: change.group_id }),
        ...(change.name === undefined ? {} : { name: change.name }),
      };
      if (Object.keys(set).length > 0)
        await tx
          .update(scenarioEvents)
          .set(set)
          .where(byKey(scenarioEvents, { companyId, id: change.id }));
    }
  });
}

/**
 * Creates a scenario, in one transaction with the copy of `source`'s events when it copies another
 * (not the base): a series the source added is added again, as a new series.
 */
export async function insertScenario(
  db: Database,
  model: ForecastModel,
  fields: { name: string; color: string | null; source: ScenarioRow | undefined },
): Promise<ScenarioRow> {
  const { source } = fields;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scenarios)
      .values({
        companyId: model.companyId,
        name: fields.name,
        color: fields.color,
        disabledGroupIds: source?.disabledGroupIds ?? [],
      })
      .returning();
    if (!row) throw new Error("scenario insert returned nothing");
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
        companyId: model.companyId,
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
}

/** Renames, recolours a scenario or switches its event groups. */
export async function updateScenarioRow(
  db: Database,
  scenario: ScenarioRow,
  fields: {
    name?: string | undefined;
    color?: string | null | undefined;
    disabledGroupIds?: string[] | undefined;
  },
): Promise<void> {
  await db
    .update(scenarios)
    .set({
      ...(fields.name === undefined ? {} : { name: fields.name }),
      ...(fields.color === undefined ? {} : { color: fields.color }),
      ...(fields.disabledGroupIds === undefined ? {} : { disabledGroupIds: fields.disabledGroupIds }),
    })
    .where(byKey(scenarios, scenario));
}

/**
 * Deletes a scenario; the series it added belong to it (ON DELETE CASCADE), and so do its events. The
 * backups taken of it stay, without their scenario: that link is ON DELETE NO ACTION (Citus refuses SET
 * NULL on a key holding company_id), so it is emptied here, in the same transaction.
 */
export async function deleteScenarioRow(db: Database, scenario: ScenarioRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(backups)
      .set({ scenarioId: null })
      .where(and(eq(backups.companyId, scenario.companyId), eq(backups.scenarioId, scenario.id)));
    await tx.delete(scenarios).where(byKey(scenarios, scenario));
  });
}

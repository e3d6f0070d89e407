/**
 * Writes of cash-flow series and of the scenario events that carry them (spec 001 §7.4, DESIGN §6): the
 * one place where create_cfs, update_cfs, delete_cfs, the series editor's save, a forecast typed in a
 * dashboard cell and the dashboard template's import change series. Each function takes the database
 * or the transaction it writes in; the callers open the transaction that makes an intent all or nothing.
 */
import { type IsoDate, mergeSeriesPatch, type SeriesOrigin, scenarioSeriesTarget } from "@trezo/domain";
import type { Locale } from "@trezo/i18n";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { byKey, inCompany } from "../db/scoped";
import { cashFlowSeries, scenarioEvents } from "../db/tables/forecast";
import { HttpError, httpErrors } from "../http/httpError";
import { type ScenarioRow, scenarioOf } from "./baseScenario";
import type { ForecastModel } from "./forecastModel";
import { columnsOf, patchedRow, type SeriesRow, type StoredSeriesFields } from "./seriesRecord";
import { assertCompanyCategory, assertSeriesExpandable, storedFormulaOf } from "./seriesValidation";

/** Where a change is made: the scenario, and the group of the event a change outside the base makes. */
export interface SeriesChangeTarget {
  model: ForecastModel;
  scenario: ScenarioRow;
  /** Undefined leaves an existing event's group as it is (a new event gets none). */
  groupId?: string | null | undefined;
}

/** What a write did: the series as the scenario now sees it, and the event it made or changed. */
export interface SeriesChange {
  row: SeriesRow | null;
  eventId: number | null;
}

/** The series of the company (404 otherwise). */
export function seriesOfCompany(model: ForecastModel, cfsId: number): SeriesRow {
  const series = model.seriesById.get(cfsId);
  if (!series) throw httpErrors.notFound();
  return series;
}

/** The scenario a change of `series` is made in: the one named, else the series' own. */
export async function changeScenarioOf(
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

/** The fields of a create or update payload in their stored form, the category and formula checked. */
export function storedFieldsOf(
  given: { [K in keyof StoredSeriesFields]?: StoredSeriesFields[K] | undefined },
  model: ForecastModel,
  locale: Locale,
): StoredSeriesFields {
  // Fields left out stay as they are: drop the undefined ones.
  const stored: StoredSeriesFields = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  );
  if (stored.category_id !== undefined) assertCompanyCategory(model, stored.category_id, "cfs.category_id");
  if (stored.formula != null) stored.formula = storedFormulaOf(stored.formula, model, locale, "cfs.formula");
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
    origin: "user",
    amountCents: null,
    formula: null,
    frequency: "monthly",
    startOn: "1970-01-01",
    endOn: null,
    occurrenceCount: null,
    growthRateBp: null,
    vatRateBp: null,
    paymentDelayDays: 0,
    paymentEndOfMonth: false,
    paymentDayOfMonth: null,
    createdAt: now,
    updatedAt: now,
    ...columnsOf(fields),
  };
}

/** A new event of the target's scenario on `series`, named after it, in the target's group. */
async function insertEvent(
  db: Database,
  target: SeriesChangeTarget,
  series: SeriesRow,
  event: { kind: "add" | "remove" } | { kind: "change"; patch: Record<string, unknown> },
): Promise<number> {
  const [row] = await db
    .insert(scenarioEvents)
    .values({
      companyId: target.model.companyId,
      scenarioId: target.scenario.id,
      groupId: target.groupId ?? null,
      name: series.label,
      seriesId: series.id,
      ...event,
    })
    .returning({ id: scenarioEvents.id });
  if (!row) throw new Error("event insert returned nothing");
  return row.id;
}

/** Creates a series in the target's scenario; outside the base, with the add event that carries it. */
export async function insertSeries(
  db: Database,
  target: SeriesChangeTarget,
  fields: StoredSeriesFields,
  extra: { origin?: SeriesOrigin; description?: string | undefined; displayed?: boolean | undefined } = {},
): Promise<SeriesChange & { row: SeriesRow }> {
  const { model, scenario } = target;
  const draft = draftRow(model.companyId, scenario.id, fields);
  assertSeriesExpandable(draft);
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = draft;
  const [row] = await db
    .insert(cashFlowSeries)
    .values({
      ...values,
      ...(extra.origin === undefined ? {} : { origin: extra.origin }),
      ...(extra.description === undefined ? {} : { description: extra.description }),
      ...(extra.displayed === undefined ? {} : { displayed: extra.displayed }),
    })
    .returning();
  if (!row) throw new Error("series insert returned nothing");
  if (scenario.isBase) return { row, eventId: null };
  return { row, eventId: await insertEvent(db, target, row, { kind: "add" }) };
}

/**
 * Changes a series as the target's scenario sees it: its own series directly (a series the scenario added
 * keeps its add event, which the group moves), a base series outside the base as the scenario's one
 * change event on it, its patch merged.
 */
export async function changeSeries(
  db: Database,
  target: SeriesChangeTarget,
  series: SeriesRow,
  fields: StoredSeriesFields,
): Promise<SeriesChange & { row: SeriesRow }> {
  const { model, scenario, groupId } = target;
  const where = scenarioSeriesTarget(series.scenarioId, scenario.id, model.base.id);
  if (where === "ownSeries") {
    assertSeriesExpandable(patchedRow(series, fields));
    const [row] = await db
      .update(cashFlowSeries)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(byKey(cashFlowSeries, series))
      .returning();
    if (!row) throw httpErrors.notFound();
    if (scenario.isBase) return { row, eventId: null };
    const addEvent = inCompany(
      scenarioEvents,
      scenario.companyId,
      eq(scenarioEvents.scenarioId, scenario.id),
      eq(scenarioEvents.seriesId, series.id),
      eq(scenarioEvents.kind, "add"),
    );
    const [event] =
      groupId === undefined
        ? await db.select({ id: scenarioEvents.id }).from(scenarioEvents).where(addEvent)
        : await db
            .update(scenarioEvents)
            .set({ groupId })
            .where(addEvent)
            .returning({ id: scenarioEvents.id });
    return { row, eventId: event?.id ?? null };
  }
  if (where === "otherScenario") throw otherScenario();

  const existing = (model.eventsByScenario.get(scenario.id) ?? []).find(
    (event) => event.kind === "change" && event.seriesId === series.id,
  );
  const patch = mergeSeriesPatch(existing?.patch as StoredSeriesFields | undefined, fields);
  const seen = patchedRow(series, patch);
  assertSeriesExpandable(seen);
  if (existing) {
    await db
      .update(scenarioEvents)
      .set({ patch: { ...patch }, ...(groupId === undefined ? {} : { groupId }) })
      .where(byKey(scenarioEvents, existing));
    return { row: seen, eventId: existing.id };
  }
  return {
    row: seen,
    eventId: await insertEvent(db, target, series, { kind: "change", patch: { ...patch } }),
  };
}

/**
 * Removes a series: from its own scenario with every event on it (ON DELETE CASCADE), or, for a base
 * series seen from another scenario, as that scenario's remove event.
 */
export async function removeSeries(
  db: Database,
  target: SeriesChangeTarget,
  series: SeriesRow,
): Promise<SeriesChange> {
  const { model, scenario } = target;
  const where = scenarioSeriesTarget(series.scenarioId, scenario.id, model.base.id);
  if (where === "ownSeries") {
    await db.delete(cashFlowSeries).where(byKey(cashFlowSeries, series));
    return { row: null, eventId: null };
  }
  if (where === "otherScenario") throw otherScenario();
  return { row: null, eventId: await insertEvent(db, target, series, { kind: "remove" }) };
}

/** Moves the scenario's event on a series into a group (null takes it out of its group). */
export async function moveSeriesEvent(
  db: Database,
  scenario: ScenarioRow,
  seriesId: number,
  groupId: string | null,
): Promise<void> {
  await db
    .update(scenarioEvents)
    .set({ groupId })
    .where(
      inCompany(
        scenarioEvents,
        scenario.companyId,
        eq(scenarioEvents.scenarioId, scenario.id),
        eq(scenarioEvents.seriesId, seriesId),
      ),
    );
}

/** Sets what a series shows besides its figures: its description, whether it is listed. 404 for another company's. */
export async function setSeriesPresentation(
  db: Database,
  companyId: number,
  cfsId: number,
  presentation: { description?: string | undefined; displayed?: boolean | undefined },
): Promise<void> {
  const rows = await db
    .update(cashFlowSeries)
    .set({
      ...(presentation.description === undefined ? {} : { description: presentation.description }),
      ...(presentation.displayed === undefined ? {} : { displayed: presentation.displayed }),
      updatedAt: new Date(),
    })
    .where(and(eq(cashFlowSeries.id, cfsId), eq(cashFlowSeries.companyId, companyId)))
    .returning({ id: cashFlowSeries.id });
  if (rows.length === 0) throw httpErrors.notFound();
}

/** The description of a series (404 for another company's). */
export async function seriesDescriptionOf(db: Database, companyId: number, cfsId: number): Promise<string> {
  const [row] = await db
    .select({ description: cashFlowSeries.description })
    .from(cashFlowSeries)
    .where(and(eq(cashFlowSeries.id, cfsId), eq(cashFlowSeries.companyId, companyId)));
  if (!row) throw httpErrors.notFound();
  return row.description;
}

/** The label of the series a forecast template's import makes. */
export const IMPORTED_SERIES_LABEL = "Import Excel";

/** A forecast typed in a template: the category, the month, the amount. */
export interface TypedForecast {
  categoryId: number;
  monthStart: IsoDate;
  cents: number;
}

/**
 * Writes the forecasts read from a template into a scenario: each becomes a one-off series of its category
 * and month, replacing the ones a previous import made in the same cells. Run it inside a transaction:
 * the import is all or nothing.
 */
export async function saveImportedForecasts(
  tx: Database,
  model: ForecastModel,
  scenario: ScenarioRow,
  typed: readonly TypedForecast[],
): Promise<{ imported: number; replaced: number }> {
  const cells = new Set(typed.map((one) => `${one.categoryId}|${one.monthStart}`));
  const previous = [...model.seriesById.values()].filter(
    (row) =>
      row.scenarioId === scenario.id &&
      row.origin === "template_import" &&
      row.frequency === "once" &&
      cells.has(`${row.categoryId}|${row.startOn}`),
  );
  if (previous.length > 0) {
    await tx.delete(cashFlowSeries).where(
      and(
        eq(cashFlowSeries.companyId, model.companyId),
        inArray(
          cashFlowSeries.id,
          previous.map((row) => row.id),
        ),
      ),
    );
  }
  if (typed.length > 0) {
    const inserted = await tx
      .insert(cashFlowSeries)
      .values(
        typed.map((one) => ({
          companyId: model.companyId,
          scenarioId: scenario.id,
          categoryId: one.categoryId,
          label: IMPORTED_SERIES_LABEL,
          origin: "template_import" as const,
          amountCents: BigInt(one.cents),
          frequency: "once",
          startOn: one.monthStart,
        })),
      )
      .returning({ id: cashFlowSeries.id });
    if (!scenario.isBase) {
      await tx.insert(scenarioEvents).values(
        inserted.map((row) => ({
          companyId: model.companyId,
          scenarioId: scenario.id,
          name: IMPORTED_SERIES_LABEL,
          kind: "add",
          seriesId: row.id,
        })),
      );
    }
  }
  return { imported: typed.length, replaced: previous.length };
}

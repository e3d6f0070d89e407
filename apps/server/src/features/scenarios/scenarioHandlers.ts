import { allowedCountOf } from "@trezo/domain";
import { scenarioOf } from "../../forecast/baseScenario";
import { loadForecastModel } from "../../forecast/forecastModel";
import { HttpError, httpErrors } from "../../http/httpError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { assertMayAdd, loadSubscriptionFacts } from "../billing/subscriptionState";
import { eventOutputOf, scenarioOutputOf } from "./scenarioOutput";
import {
  companyEvents,
  deleteEvents,
  deleteScenarioRow,
  insertScenario,
  updateEvents,
  updateScenarioRow,
} from "./scenarioQueries";

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

/** Scenarios and events (spec 001 §7.4). */
export const scenarioHandlers: ScenarioHandlers = {
  async createScenario(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const model = await loadForecastModel(db, company.id);
    await assertMayAdd(db, company, "scenario");
    const { name, color, copy_from: copyFrom } = context.input.scenario;
    const source = copyFrom === undefined ? undefined : await scenarioOf(db, company.id, copyFrom);
    const created = await insertScenario(db, model, { name, color: color ?? null, source });
    const reloaded = await loadForecastModel(db, company.id);
    return { scenario: scenarioOutputOf(reloaded, created) };
  },

  async getScenarios(context) {
    const { company } = mustCompany(context);
    const model = await loadForecastModel(context.services.db, company.id);
    return {
      scenarios: model.scenarios.map((scenario) => scenarioOutputOf(model, scenario)),
      max_scenarios: allowedCountOf("scenario", await loadSubscriptionFacts(context.services.db, company)),
    };
  },

  async updateScenario(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { scenarioId, name, color, disabled_group_ids: disabledGroupIds } = context.input;
    const scenario = await scenarioOf(db, company.id, scenarioId);
    await updateScenarioRow(db, scenario, {
      name,
      color,
      disabledGroupIds: disabledGroupIds === undefined ? undefined : [...new Set(disabledGroupIds)],
    });
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
    await deleteScenarioRow(db, scenario);
    return { success: true as const };
  },

  async updateEvent(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { eventId, group_id: groupId, name } = context.input;
    const [event] = await companyEvents(db, company.id, [eventId]);
    if (!event) throw httpErrors.notFound();
    await updateEvents(db, company.id, [{ id: event.id, group_id: groupId, name }]);
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
    await updateEvents(db, company.id, changes);
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

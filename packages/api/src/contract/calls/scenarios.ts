import { z } from "zod";
import { editForecast, readForecast } from "../access";
import { defineCall } from "../call";
import { requireSomeChange } from "../inputRules";
import { colorSchema, companyInput, companyItemInput, idSchema, nameSchema, successOutput } from "../schemas";
import { seriesSchema } from "./cashFlowSeries";

/** Scenarios and their events (spec 001 §7.4, spec 000 §3, DESIGN §6). */

const groupIdSchema = z.string().trim().min(1).max(64);

/** An event of a scenario: what it does to which series, and the series as the scenario sees it. */
export const eventSchema = z.object({
  id: idSchema,
  scenario_id: idSchema,
  group_id: z.string().nullable(),
  name: z.string(),
  kind: z.enum(["add", "change", "remove"]),
  cfs_id: idSchema,
  cash_flow_series: seriesSchema,
});

export const scenarioSchema = z.object({
  id: idSchema,
  company_id: idSchema,
  name: z.string(),
  is_base: z.boolean(),
  color: colorSchema.nullable(),
  disabled_group_ids: z.array(z.string()),
  events: z.array(eventSchema),
});
export type ScenarioOutput = z.infer<typeof scenarioSchema>;

/** The scenario a call created or changed. */
const scenarioOutput = z.object({ scenario: scenarioSchema });

export const createScenario = defineCall({
  method: "POST",
  path: "createScenario",
  summary:
    "Creates a scenario (an overlay on the base), empty or as a copy of another's events, within the plan's max_scenarios.",
  input: companyInput.extend({
    scenario: z.object({
      name: nameSchema,
      color: colorSchema.nullable().optional(),
      copy_from: idSchema.optional(),
    }),
  }),
  output: scenarioOutput,
  access: editForecast,
});

export const getScenarios = defineCall({
  method: "POST",
  path: "getScenarios",
  summary: "Every scenario with its events, the base first; max_scenarios is null when unlimited.",
  input: z.object({ companyId: idSchema }),
  output: z.object({ scenarios: z.array(scenarioSchema), max_scenarios: z.number().int().nullable() }),
  access: readForecast,
});

export const updateScenario = defineCall({
  method: "POST",
  path: "updateScenario",
  summary: "Renames a scenario, changes its colour, or switches its event groups on and off.",
  input: requireSomeChange(
    companyInput.extend({
      scenarioId: idSchema,
      name: nameSchema.optional(),
      color: colorSchema.nullable().optional(),
      disabled_group_ids: z.array(groupIdSchema).max(500).optional(),
    }),
    ["name", "color", "disabled_group_ids"],
  ),
  output: scenarioOutput,
  access: editForecast,
});

export const deleteScenario = defineCall({
  method: "POST",
  path: "deleteScenario",
  summary: "Deletes a scenario and its events; the base scenario cannot be deleted.",
  input: companyItemInput("scenarioId"),
  output: successOutput,
  access: editForecast,
  audit: "deletion",
});

const eventUpdate = z.object({
  /** null takes the event out of its group (spec 000 §4: its group_id is cleared). */
  group_id: groupIdSchema.nullable().optional(),
  name: z.string().trim().max(200).optional(),
});

export const updateEvent = defineCall({
  method: "POST",
  path: "updateEvent",
  summary: "Renames an event or moves it into a group; group_id null takes it out of its group.",
  input: requireSomeChange(companyInput.extend({ eventId: idSchema, ...eventUpdate.shape }), [
    "group_id",
    "name",
  ]),
  output: z.object({ event: eventSchema }),
  access: editForecast,
});

export const updateMultipleEvents = defineCall({
  method: "POST",
  path: "updateMultipleEvents",
  summary: "Updates several events at once (all or none), e.g. to group them.",
  input: companyInput.extend({
    events: z
      .array(z.object({ id: idSchema, ...eventUpdate.shape }))
      .min(1)
      .max(500),
    /** Spec 001 §7.4 names it on event updates; accepted and not needed: each event is named by its id. */
    from_event: idSchema.optional(),
  }),
  output: z.object({ events: z.array(eventSchema) }),
  access: editForecast,
});

export const deleteEvent = defineCall({
  method: "POST",
  path: "deleteEvent",
  summary: "Deletes an event; a series the event added goes with it.",
  input: companyItemInput("eventId"),
  output: successOutput,
  access: editForecast,
  audit: "deletion",
});

export const deleteMultipleEvents = defineCall({
  method: "POST",
  path: "deleteMultipleEvents",
  summary: "Deletes several events at once (all or none).",
  input: companyInput.extend({ eventIds: z.array(idSchema).min(1).max(500) }),
  output: successOutput,
  access: editForecast,
  audit: "deletion",
});

export const scenarioCalls = {
  createScenario,
  getScenarios,
  updateScenario,
  deleteScenario,
  updateEvent,
  updateMultipleEvents,
  deleteEvent,
  deleteMultipleEvents,
};

import type { CashFlowSeries, CashFlowSeriesPatch } from "./cashFlowSeries";

/** What an event of a scenario does to the base scenario's series. */
export type ScenarioChange =
  | { kind: "add"; series: CashFlowSeries }
  /** Changes only the fields given, so later edits of the base's other fields still show in the scenario. */
  | { kind: "change"; seriesId: string; patch: CashFlowSeriesPatch }
  | { kind: "remove"; seriesId: string };

/** An event of a scenario (spec 000 §3: id, scenario_id, group_id, cash_flow_series). */
export interface ScenarioEvent {
  id: string;
  /** Events sharing a group id are switched on and off together. */
  groupId?: string | null | undefined;
  change: ScenarioChange;
}

/** A scenario: an overlay of events on the base scenario. The base scenario itself has no events. */
export interface Scenario {
  id: string;
  /** Applied in this order (the server sends them by creation). */
  events: readonly ScenarioEvent[];
  /** Groups switched off: their events are ignored. */
  disabledGroupIds?: readonly string[] | undefined;
}

/** An event that could not apply, e.g. it changes a series since deleted from the base. */
export interface StaleEvent {
  eventId: string;
  seriesId: string;
}

/**
 * The series of a scenario: the base series, then each active event in order. Because a scenario stores
 * only its differences, a change to the base shows in every scenario, and a scenario without events
 * (or with all its groups off) is exactly the base.
 */
export function scenarioSeries(
  base: readonly CashFlowSeries[],
  scenario: Scenario,
): { series: CashFlowSeries[]; staleEvents: StaleEvent[] } {
  const disabled = new Set(scenario.disabledGroupIds ?? []);
  const byId = new Map(base.map((series) => [series.id, series]));
  const staleEvents: StaleEvent[] = [];
  for (const event of scenario.events) {
    if (event.groupId != null && disabled.has(event.groupId)) continue;
    const change = event.change;
    if (change.kind === "add") {
      byId.set(change.series.id, change.series);
      continue;
    }
    const current = byId.get(change.seriesId);
    if (!current) {
      staleEvents.push({ eventId: event.id, seriesId: change.seriesId });
      continue;
    }
    if (change.kind === "remove") byId.delete(change.seriesId);
    else byId.set(change.seriesId, { ...current, ...change.patch, id: current.id } as CashFlowSeries);
  }
  return { series: [...byId.values()], staleEvents };
}

/**
 * Removing an event from its group clears its group id (spec 000 §4); the event keeps applying on its own.
 */
export function withoutGroup(event: ScenarioEvent): ScenarioEvent {
  return { ...event, groupId: null };
}

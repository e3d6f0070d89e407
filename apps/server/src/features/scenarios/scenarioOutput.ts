import type { CallOutput } from "@trezo/api";
import type { ScenarioRow } from "../../forecast/baseScenario";
import type { EventRow, ForecastModel } from "../../forecast/forecastModel";
import { patchedRow, type StoredSeriesFields, seriesOutputOf } from "../../forecast/seriesRecord";

type ScenarioOutput = CallOutput<"getScenarios">["scenarios"][number];
type EventOutput = ScenarioOutput["events"][number];

/** An event as the API answers it, with the series as its scenario sees it. */
export function eventOutputOf(model: ForecastModel, event: EventRow): EventOutput | null {
  const series = model.seriesById.get(event.seriesId);
  if (!series) return null;
  const seen = event.kind === "change" ? patchedRow(series, event.patch as StoredSeriesFields) : series;
  return {
    id: event.id,
    scenario_id: event.scenarioId,
    group_id: event.groupId,
    name: event.name,
    kind: event.kind as EventOutput["kind"],
    cfs_id: series.id,
    cash_flow_series: seriesOutputOf(seen, model.categoryName),
  };
}

/** A scenario as the API answers it, with its events. */
export function scenarioOutputOf(model: ForecastModel, scenario: ScenarioRow): ScenarioOutput {
  return {
    id: scenario.id,
    company_id: scenario.companyId,
    name: scenario.name,
    is_base: scenario.isBase,
    color: scenario.color,
    disabled_group_ids: scenario.disabledGroupIds,
    events: (model.eventsByScenario.get(scenario.id) ?? []).flatMap((event) => {
      const output = eventOutputOf(model, event);
      return output ? [output] : [];
    }),
  };
}

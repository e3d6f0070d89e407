/**
 * What the forecast's screens (the dashboard, the series and scenario editors) share of the server state:
 * the scenarios, the lists of cached calls a forecast change makes stale, and the hooks that change
 * series and events and refresh those calls. Below the features: they import it, never each other.
 */
import { useQueryClient } from "@tanstack/react-query";
import { apiQueryKey, type CallName, type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { useCallback } from "react";
import { useT } from "../i18n/appI18n";

export type ScenariosOutput = CallOutput<"getScenarios">;
export type Scenario = ScenariosOutput["scenarios"][number];

/** Every scenario with its events, the base first. */
export function useScenarios(companyId: number) {
  return useApiQuery("getScenarios", { companyId }, { staleTime: 30_000 });
}

/** The name a scenario goes by: the base one is called "Base" in the user's language. */
export function useScenarioName() {
  const t = useT();
  return useCallback(
    (scenario: Pick<Scenario, "is_base" | "name"> | undefined) =>
      scenario === undefined ? "" : scenario.is_base ? t("dashboardScreen.scenarios.base") : scenario.name,
    [t],
  );
}

/** The calls whose cached answers change when the forecast changes. */
export const FORECAST_QUERIES = [
  "getDashboardChartData",
  "getDashboardTransactions",
  "getScenarios",
] as const;

/** The calls whose answers change with the backups (the active one is the dashboard's default). */
export const BACKUP_QUERIES = ["getBackupList", "getDashboardChartData"] as const;

/** The calls of the series editor whose answers change with the series. */
export const SERIES_QUERIES = ["get_cfs_list", "get_cfs_details", "get_cfs_description"] as const;

/** Everything a change of a series or an event makes stale. */
const SERIES_CHANGE_QUERIES = [
  ...FORECAST_QUERIES,
  ...SERIES_QUERIES,
  "getNumberOfCashFlows",
  "getEndDate",
] as const satisfies readonly CallName[];

/** Makes the dashboard and the series lists read the server again after a series or an event changed. */
export function useSeriesInvalidation() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      SERIES_CHANGE_QUERIES.map((call) => queryClient.invalidateQueries({ queryKey: apiQueryKey(call) })),
    );
  }, [queryClient]);
}

/** A call that changes series or events; on success, the dashboard and the series lists are read again. */
export function useSeriesMutation<N extends CallName>(name: N) {
  return useApiMutation(name, { invalidates: SERIES_CHANGE_QUERIES });
}

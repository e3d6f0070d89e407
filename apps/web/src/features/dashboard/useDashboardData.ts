/**
 * The server state of the dashboard, through the typed API hooks: the computed table for the shown and
 * compared scenarios and the company's banks (to tell a new company from one with data). The scenarios
 * and the cached calls a forecast change makes stale are shared with the series editor (forecast/).
 */
import { keepPreviousData } from "@tanstack/react-query";
import { type CallOutput, useApiQuery } from "@trezo/api";
import type { DashboardData } from "./dashboardData";
import type { DashboardView } from "./dashboardView";

// The contract's answer must stay readable by the screen's pure models.
type AssertAssignable<T extends DashboardData> = T;
export type ChartDataOutput = AssertAssignable<CallOutput<"getDashboardChartData">>;

/**
 * getDashboardChartData for `scenarioIds` (shown first, then compared) over the view's range. The last
 * table stays on screen while the next one loads; leaving the screen cancels the request.
 */
export function useDashboardChartData(
  companyId: number,
  view: DashboardView,
  scenarioIds: readonly number[],
  enabled: boolean,
) {
  return useApiQuery(
    "getDashboardChartData",
    {
      companyId,
      granularity: view.granularity,
      ...(view.from ? { from: view.from } : {}),
      ...(view.to ? { to: view.to } : {}),
      ...(scenarioIds.length > 0 ? { scenarioIds: [...scenarioIds] } : {}),
      // The chosen backup (actual vs expected); the server compares with the active one otherwise.
      ...(view.backupId !== null ? { backupId: view.backupId } : {}),
    },
    { enabled, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
}

/** The company's bank connections with their accounts. */
export function useBanks(companyId: number) {
  return useApiQuery("getBanksAndAccountsList", { companyId }, { staleTime: 60_000 });
}

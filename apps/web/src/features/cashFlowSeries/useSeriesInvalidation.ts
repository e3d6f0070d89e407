/** Makes the dashboard and the series lists read the server again after a series or an event changed. */
import { useQueryClient } from "@tanstack/react-query";
import { apiQueryKey } from "@trezo/api";
import { useCallback } from "react";
import { FORECAST_QUERIES, SERIES_QUERIES } from "../dashboard/useDashboardData";

export function useSeriesInvalidation() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [...FORECAST_QUERIES, ...SERIES_QUERIES, "getNumberOfCashFlows" as const, "getEndDate" as const].map(
        (call) => queryClient.invalidateQueries({ queryKey: apiQueryKey(call) }),
      ),
    );
  }, [queryClient]);
}

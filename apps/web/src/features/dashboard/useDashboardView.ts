import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { type DashboardView, dashboardViewParams, parseDashboardView } from "./dashboardView";

/** The dashboard view read from and written to the URL's query string. */
export function useDashboardView(): [DashboardView, (patch: Partial<DashboardView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseDashboardView(params), [params]);
  const update = useCallback(
    (patch: Partial<DashboardView>) => {
      setParams((current) => dashboardViewParams({ ...parseDashboardView(current), ...patch }));
    },
    [setParams],
  );
  return [view, update];
}

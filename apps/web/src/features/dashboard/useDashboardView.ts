import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { type DashboardView, dashboardViewParams, parseDashboardView } from "./dashboardView";

/** Changes the view; `replace` rewrites the current history entry instead of adding one. */
export type SetDashboardView = (patch: Partial<DashboardView>, options?: { replace?: boolean }) => void;

/** The dashboard view read from and written to the URL's query string. */
export function useDashboardView(): [DashboardView, SetDashboardView] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseDashboardView(params), [params]);
  const update = useCallback<SetDashboardView>(
    (patch, options) => {
      setParams((current) => dashboardViewParams({ ...parseDashboardView(current), ...patch }), {
        replace: options?.replace ?? false,
      });
    },
    [setParams],
  );
  return [view, update];
}

const rememberedKey = (companyId: number) => `trezo.dashboard.scenario.${companyId}`;

function readRemembered(companyId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(rememberedKey(companyId)));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeRemembered(companyId: number, scenarioId: number | null): void {
  try {
    if (scenarioId === null) window.localStorage.removeItem(rememberedKey(companyId));
    else window.localStorage.setItem(rememberedKey(companyId), String(scenarioId));
  } catch {
    // Storage refused (private mode, quota): the URL still holds the scenario.
  }
}

/**
 * The scenario is the URL's (`?scenario=`), so a reload, a bookmark or the back button keeps it. It is
 * also remembered per company, so that coming back to /dashboard from the menu (a URL without it)
 * shows the scenario last chosen, written back into the URL, rather than falling back to the base.
 * `knownIds` are the company's scenarios once loaded (null before): a remembered scenario that no
 * longer exists is forgotten.
 */
export function useRememberedScenario(
  companyId: number,
  view: DashboardView,
  setView: SetDashboardView,
  knownIds: readonly number[] | null,
): void {
  const hasScenarioParam = view.scenarioId !== null;
  useEffect(() => {
    if (knownIds === null) return;
    if (hasScenarioParam) {
      if (view.scenarioId !== null && knownIds.includes(view.scenarioId))
        writeRemembered(companyId, view.scenarioId);
      return;
    }
    const remembered = readRemembered(companyId);
    if (remembered === null) return;
    if (knownIds.includes(remembered)) setView({ scenarioId: remembered }, { replace: true });
    else writeRemembered(companyId, null);
  }, [companyId, hasScenarioParam, view.scenarioId, knownIds, setView]);
}

/** Forgets the remembered scenario (the user chose the base: the URL without `scenario`). */
export function forgetRememberedScenario(companyId: number): void {
  writeRemembered(companyId, null);
}

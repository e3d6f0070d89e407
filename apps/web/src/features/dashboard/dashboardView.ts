/**
 * What the dashboard shows, kept in the URL so that a view can be bookmarked, shared and restored with
 * the back button: granularity (month or the 13-week view), period range, the scenario the table shows,
 * the scenarios the chart compares it with, the table's value mode, and the backup whose forecast the
 * actual is compared with (actual vs expected).
 */

export type DashboardGranularity = "month" | "week";

/**
 * Which figure a cell shows: the spec's shown value, the actual, the forecast, actual − forecast, and
 * against a backup (actual vs expected) the backup's forecast and actual − that forecast.
 */
export type DashboardMode = "shown" | "actual" | "forecast" | "variance" | "expected" | "expectedVariance";

export const DASHBOARD_MODES: readonly DashboardMode[] = [
  "shown",
  "actual",
  "forecast",
  "variance",
  "expected",
  "expectedVariance",
];

/** The modes that compare with a backup: offered only when the dashboard has one. */
export const BACKUP_MODES: readonly DashboardMode[] = ["expected", "expectedVariance"];

export interface DashboardView {
  granularity: DashboardGranularity;
  /** First and last day of the range; the server's default window when absent. */
  from: string | null;
  to: string | null;
  /** The scenario the table shows; the base scenario when null. */
  scenarioId: number | null;
  /** Other scenarios overlaid on the chart. */
  compareIds: number[];
  mode: DashboardMode;
  /** The backup the actual is compared with; the active backup when null. */
  backupId: number | null;
}

export const DEFAULT_DASHBOARD_VIEW: DashboardView = {
  granularity: "month",
  from: null,
  to: null,
  scenarioId: null,
  compareIds: [],
  mode: "shown",
  backupId: null,
};

/** At most this many scenarios are compared at once (the server computes ten per request). */
export const MAX_COMPARED_SCENARIOS = 9;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function positiveId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

function isoDate(raw: string | null): string | null {
  return raw !== null && ISO_DATE.test(raw) ? raw : null;
}

/** Reads the view from the query string; anything malformed falls back to its default. */
export function parseDashboardView(params: URLSearchParams): DashboardView {
  const granularity = params.get("granularity") === "week" ? "week" : "month";
  const mode = DASHBOARD_MODES.find((candidate) => candidate === params.get("mode")) ?? "shown";
  let from = isoDate(params.get("from"));
  let to = isoDate(params.get("to"));
  // A reversed range is a hand-edited URL: keep the default window rather than an empty table.
  if (from !== null && to !== null && from > to) {
    from = null;
    to = null;
  }
  const scenarioId = positiveId(params.get("scenario"));
  const compareIds = [
    ...new Set(
      (params.get("compare") ?? "")
        .split(",")
        .map((part) => positiveId(part.trim()))
        .filter((id): id is number => id !== null && id !== scenarioId),
    ),
  ].slice(0, MAX_COMPARED_SCENARIOS);
  const backupId = positiveId(params.get("backup"));
  return { granularity, from, to, scenarioId, compareIds, mode, backupId };
}

/** Writes the view into a query string, leaving defaults out so URLs stay short. */
export function dashboardViewParams(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.granularity !== "month") params.set("granularity", view.granularity);
  if (view.from) params.set("from", view.from);
  if (view.to) params.set("to", view.to);
  if (view.scenarioId !== null) params.set("scenario", String(view.scenarioId));
  if (view.compareIds.length > 0) params.set("compare", view.compareIds.join(","));
  if (view.mode !== "shown") params.set("mode", view.mode);
  if (view.backupId !== null) params.set("backup", String(view.backupId));
  return params;
}

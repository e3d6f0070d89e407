/**
 * Which cells of the dashboard hold a manual adjustment (issue 14: a marker on adjusted cells): the
 * category's row in the period of the adjustment's date.
 */
import { useApiQuery } from "@trezo/api";
import { useMemo } from "react";

/** The key of a cell: its row id and its period key. */
export const cellKey = (rowId: string, periodKey: string) => `${rowId}|${periodKey}`;

/** The cells of `adjustments` among `periods` (an adjustment outside them marks nothing). */
export function adjustedCellKeys(
  adjustments: ReadonlyArray<{ category_id: number; booked_on: string }>,
  periods: ReadonlyArray<{ key: string; start: string; end: string }>,
): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const adjustment of adjustments) {
    const period = periods.find(
      (one) => one.start <= adjustment.booked_on && adjustment.booked_on <= one.end,
    );
    if (period) keys.add(cellKey(String(adjustment.category_id), period.key));
  }
  return keys;
}

/** The adjusted cells of the dashboard's periods (empty while they load). */
export function useAdjustedCells(
  companyId: number,
  periods: ReadonlyArray<{ key: string; start: string; end: string }> | undefined,
): ReadonlySet<string> {
  const from = periods?.[0]?.start;
  const to = periods?.at(-1)?.end;
  const query = useApiQuery(
    "getManualAdjustments",
    { companyId, ...(from && to ? { from, to } : {}) },
    { enabled: from !== undefined && to !== undefined },
  );
  return useMemo(() => adjustedCellKeys(query.data?.adjustments ?? [], periods ?? []), [query.data, periods]);
}

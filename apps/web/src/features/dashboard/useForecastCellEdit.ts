/**
 * Saves a forecast typed in a cell: one call, editForecastCell, that the server plans (the domain's
 * planCellEdit) and applies in one transaction, then refreshes the table. When a recurring series feeds
 * the cell, the server answers choice_needed without writing anything: the user is asked whether the
 * change is for this period only or for this period and the following ones, and the call is made again
 * with the answer.
 */
import { useQueryClient } from "@tanstack/react-query";
import { apiQueryKey, type CallOutput, useApiMutation } from "@trezo/api";
import type { RecurringChoice } from "@trezo/domain";
import { useCallback, useState } from "react";
import { FORECAST_QUERIES, SERIES_QUERIES } from "../../forecast/forecastQueries";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import type { DashboardData } from "./dashboardData";
import type { TableColumn, TableRow } from "./dashboardTable";

export type { RecurringChoice };

/** A question waiting for the user's answer (null answers "cancel"). */
export interface PendingRecurringChoice {
  /** The recurring series, and its occurrence in the cell. */
  target: Omit<Extract<CallOutput<"editForecastCell">, { outcome: "choice_needed" }>, "outcome">;
  rowLabel: string;
  periodLabel: string;
  answer: (choice: RecurringChoice | null) => void;
}

export function useForecastCellEdit(
  companyId: number,
  scenarioId: number,
  isBase: boolean,
  data: DashboardData | undefined,
) {
  const queryClient = useQueryClient();
  const notify = useAppStore((state) => state.notify);
  const t = useT();
  const [pending, setPending] = useState<PendingRecurringChoice | null>(null);
  const { mutateAsync: editForecastCell } = useApiMutation("editForecastCell");

  const refresh = useCallback(async () => {
    await Promise.all(
      [...FORECAST_QUERIES, ...SERIES_QUERIES].map((call) =>
        queryClient.invalidateQueries({ queryKey: apiQueryKey(call) }),
      ),
    );
    notify({ msg: t("dashboardScreen.edit.saved"), color: "green" });
  }, [queryClient, notify, t]);

  const editCell = useCallback(
    async (row: TableRow, column: TableColumn, cents: number, labels?: { row: string; period: string }) => {
      if (!data) return;
      const figures = data.scenarios.find((scenario) => scenario.scenario_id === scenarioId);
      const shown = figures?.rows.find((values) => values.id === row.id)?.forecast[column.periodIndex] ?? 0;
      const cell = {
        companyId,
        ...(isBase ? {} : { scenarioId }),
        category_id: Number(row.id),
        granularity: data.granularity,
        date: column.period.start,
        shown_cents: shown,
        target_cents: cents,
      };
      try {
        let answer = await editForecastCell(cell);
        if (answer.outcome === "choice_needed") {
          const { outcome: _outcome, ...target } = answer;
          const choice = await new Promise<RecurringChoice | null>((resolve) =>
            setPending({
              target,
              rowLabel: labels?.row ?? row.name ?? "",
              periodLabel: labels?.period ?? column.period.key,
              answer: (chosen) => {
                setPending(null);
                resolve(chosen);
              },
            }),
          );
          if (choice === null) return;
          answer = await editForecastCell({ ...cell, choice });
        }
        if (answer.outcome === "saved") await refresh();
      } catch (error) {
        notify({ msg: t("dashboardScreen.edit.failed"), color: "red" });
        throw error;
      }
    },
    [editForecastCell, refresh, notify, t, companyId, scenarioId, isBase, data],
  );

  return { editCell, pendingChoice: pending };
}

/**
 * Saves a forecast typed in a cell: looks at the series behind the cell, then creates or changes the
 * dashboard's one-off series there (create_cfs / update_cfs; in a scenario other than the base, the
 * server records it as an event of that scenario), and refreshes the table.
 */
import { useQueryClient } from "@tanstack/react-query";
import { apiQueryKey, useApiClient } from "@trezo/api";
import { useCallback } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import type { DashboardData } from "./dashboardData";
import type { TableColumn, TableRow } from "./dashboardTable";
import { planForecastChange } from "./forecastEdit";
import { FORECAST_QUERIES } from "./useDashboardData";

export function useForecastCellEdit(
  companyId: number,
  scenarioId: number,
  isBase: boolean,
  data: DashboardData | undefined,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notify = useAppStore((state) => state.notify);
  const t = useT();

  return useCallback(
    async (row: TableRow, column: TableColumn, cents: number) => {
      if (!data) return;
      const figures = data.scenarios.find((scenario) => scenario.scenario_id === scenarioId);
      const current = figures?.rows.find((values) => values.id === row.id)?.forecast[column.periodIndex] ?? 0;
      const label = t("dashboardScreen.edit.seriesLabel");
      // In the current period, a new occurrence is dated today so that it counts in what remains.
      const date =
        column.period.tense === "current" && data.today > column.period.start
          ? data.today
          : column.period.start;
      const target = isBase ? {} : { scenarioId };
      try {
        const behind = await client.call("getDashboardTransactions", {
          companyId,
          row_id: row.id,
          granularity: data.granularity,
          date: column.period.start,
          scenarioId,
        });
        // Only the row's own series: those of subcategories stay as they are.
        const ownSeries = behind.series.filter((series) => String(series.cfs.category_id) === row.id);
        const plan = planForecastChange(cents, current, ownSeries, label, date);
        if (plan.kind === "none") return;
        if (plan.kind === "create") {
          await client.call("create_cfs", {
            companyId,
            ...target,
            cfs: {
              category_id: Number(row.id),
              label,
              amount_cents: plan.amountCents,
              frequency: "once",
              start: plan.date,
            },
          });
        } else {
          await client.call("update_cfs", {
            companyId,
            cfsId: plan.cfsId,
            ...target,
            cfs: { amount_cents: plan.amountCents },
          });
        }
        await Promise.all(
          FORECAST_QUERIES.map((call) => queryClient.invalidateQueries({ queryKey: apiQueryKey(call) })),
        );
        notify({ msg: t("dashboardScreen.edit.saved"), color: "green" });
      } catch (error) {
        notify({ msg: t("dashboardScreen.edit.failed"), color: "red" });
        throw error;
      }
    },
    [client, queryClient, notify, t, companyId, scenarioId, isBase, data],
  );
}

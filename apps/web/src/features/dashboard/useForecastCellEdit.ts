/**
 * Saves a forecast typed in a cell: looks at the series behind the cell, then creates or changes the
 * dashboard's one-off series there (create_cfs / update_cfs; in a scenario other than the base, the
 * server records it as an event of that scenario), and refreshes the table. When a recurring series
 * feeds the cell, the user is asked first whether the change is for this period only or for this period
 * and the following ones (see recurringEdit).
 */
import { useQueryClient } from "@tanstack/react-query";
import { apiQueryKey, useApiClient } from "@trezo/api";
import { useCallback, useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import type { DashboardData } from "./dashboardData";
import type { TableColumn, TableRow } from "./dashboardTable";
import { planForecastChange } from "./forecastEdit";
import { planFollowingChange, type RecurringTarget, recurringTargetOf } from "./recurringEdit";
import { FORECAST_QUERIES, SERIES_QUERIES } from "./useDashboardData";

/** The choice a recurring series asks for: this period only, or this one and the following. */
export type RecurringChoice = "thisPeriod" | "following";

/** A question waiting for the user's answer (null answers "cancel"). */
export interface PendingRecurringChoice {
  target: RecurringTarget;
  rowLabel: string;
  periodLabel: string;
  deltaCents: number;
  answer: (choice: RecurringChoice | null) => void;
}

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
  const [pending, setPending] = useState<PendingRecurringChoice | null>(null);

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
        const recurring = cents === current ? null : recurringTargetOf(ownSeries, label);
        if (recurring) {
          const choice = await new Promise<RecurringChoice | null>((resolve) =>
            setPending({
              target: recurring,
              rowLabel: labels?.row ?? row.name ?? "",
              periodLabel: labels?.period ?? column.period.key,
              deltaCents: cents - current,
              answer: (answer) => {
                setPending(null);
                resolve(answer);
              },
            }),
          );
          if (choice === null) return;
          if (choice === "following") {
            const change = planFollowingChange(recurring, cents - current);
            if (change.kind === "updateWhole") {
              await client.call("update_cfs", {
                companyId,
                cfsId: change.cfsId,
                ...target,
                cfs: { amount_cents: change.amountCents },
              });
            } else {
              // The copy first, then the original's end: a failed end takes the copy back out.
              const created = await client.call("create_cfs", { companyId, ...target, cfs: change.next });
              try {
                await client.call("update_cfs", {
                  companyId,
                  cfsId: change.cfsId,
                  ...target,
                  cfs: { end: change.end },
                });
              } catch (error) {
                if (created.cfs)
                  await client.call("delete_cfs", { companyId, cfsId: created.cfs.id, ...target });
                throw error;
              }
            }
            await refresh();
            return;
          }
        }
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
        await refresh();
      } catch (error) {
        notify({ msg: t("dashboardScreen.edit.failed"), color: "red" });
        throw error;
      }
    },
    [client, refresh, notify, t, companyId, scenarioId, isBase, data],
  );

  return { editCell, pendingChoice: pending };
}

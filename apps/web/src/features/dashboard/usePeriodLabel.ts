import { periodLabel } from "@trezo/charts";
import { formatDate } from "@trezo/i18n";
import { useCallback } from "react";
import { useLocale, useT } from "../../i18n/appI18n";
import type { DashboardPeriod } from "./dashboardData";

/** How a period reads: "nov. 2026" for a month, "S47 · 16/11/2026" for an ISO week. */
export function usePeriodLabel(): (period: DashboardPeriod) => string {
  const locale = useLocale();
  const t = useT();
  return useCallback(
    (period: DashboardPeriod) => {
      const week = /^\d{4}-W(\d{2})$/.exec(period.key);
      if (week) {
        return t("dashboardScreen.period.week", {
          number: Number(week[1]),
          date: formatDate(period.start, locale),
        });
      }
      return periodLabel(period.key, locale);
    },
    [locale, t],
  );
}

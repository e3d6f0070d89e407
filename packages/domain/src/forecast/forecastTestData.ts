import type { CashFlowSeries } from "./cashFlowSeries";
import type { DashboardInput } from "./dashboardInput";

/** Test data: a fixed monthly series from `start`. */
export const monthlySeries = (
  id: string,
  categoryId: string,
  cents: number,
  start: string,
): CashFlowSeries => ({
  id,
  categoryId,
  amount: { kind: "fixed", cents },
  frequency: "monthly",
  start,
});

/** Test data: a company on 15 March 2026, its dashboard shown by month from January to June. */
export const MARCH_2026_DASHBOARD: Pick<DashboardInput, "today" | "granularity" | "from" | "to"> = {
  today: "2026-03-15",
  granularity: "month",
  from: "2026-01-01",
  to: "2026-06-30",
};

/** Test data: the income category "sales" and its subcategory "services". */
export const SALES_AND_SERVICES: DashboardInput["categories"] = [
  { id: "sales", parentId: null, kind: "income" },
  { id: "services", parentId: "sales", kind: "income" },
];

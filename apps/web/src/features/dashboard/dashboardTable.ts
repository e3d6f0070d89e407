/**
 * The category × period table as the screen draws it, computed from the dashboard data: the columns
 * (the current period split into its actual part and what remains of the forecast, DESIGN §6), the
 * visible rows of the collapsible category tree, and the balance and total rows around them.
 */
import type {
  DashboardData,
  DashboardPeriod,
  DashboardRowValues,
  DashboardScenarioFigures,
} from "./dashboardData";
import type { DashboardMode } from "./dashboardView";

/** A column: a whole period, or one half of the current period in the shown mode. */
export interface TableColumn {
  id: string;
  periodIndex: number;
  period: DashboardPeriod;
  part: "whole" | "actual" | "remaining";
  /** The period's end balance falls below the threshold in the shown scenario. */
  belowThreshold: boolean;
}

export type TableRowKind = "balance" | "category" | "uncategorised" | "total";

/** Names of the rows the table adds; category rows carry their own name. */
export type SystemRowName =
  | "begin"
  | "income"
  | "expense"
  | "outside"
  | "variation"
  | "end"
  | "uncategorisedIncome"
  | "uncategorisedExpense";

export interface TableRow {
  /** A category id, `uncategorised:income|expense`, or `total:<name>`. */
  id: string;
  kind: TableRowKind;
  /** The category's name; null for system rows (named by `systemName`). */
  name: string | null;
  systemName: SystemRowName | null;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** One value per column, in cents; null where the row says nothing for that column. */
  values: Array<number | null>;
  /** Whether the cell of a column can be edited inline (a forecast of a category). */
  editable: boolean[];
  /** Whether a click opens what is behind the cell (getDashboardTransactions). */
  inspectable: boolean;
}

export interface DashboardTable {
  columns: TableColumn[];
  rows: TableRow[];
}

function columnsOf(
  data: DashboardData,
  figures: DashboardScenarioFigures,
  mode: DashboardMode,
): TableColumn[] {
  const below = new Set(figures.threshold_period_keys);
  return data.periods.flatMap((period, periodIndex): TableColumn[] => {
    const belowThreshold = below.has(period.key);
    if (mode === "shown" && period.tense === "current") {
      return (["actual", "remaining"] as const).map((part) => ({
        id: `${period.key}:${part}`,
        periodIndex,
        period,
        part,
        belowThreshold,
      }));
    }
    return [{ id: period.key, periodIndex, period, part: "whole" as const, belowThreshold }];
  });
}

/** A row's figure of one mode in one period (actual vs expected: 0 where the backup has nothing). */
function modeValue(values: DashboardRowValues, mode: DashboardMode, index: number): number {
  if (mode === "expected") return values.expected?.[index] ?? 0;
  if (mode === "expectedVariance") return (values.actual[index] ?? 0) - (values.expected?.[index] ?? 0);
  return values[mode][index] ?? 0;
}

function cellValue(values: DashboardRowValues, mode: DashboardMode, column: TableColumn): number {
  const index = column.periodIndex;
  if (column.part === "actual") return values.actual[index] ?? 0;
  if (column.part === "remaining") return (values.shown[index] ?? 0) - (values.actual[index] ?? 0);
  return modeValue(values, mode, index);
}

/** A forecast can be typed where the cell shows a forecast: future periods, and the current one in forecast mode. */
function isEditable(mode: DashboardMode, column: TableColumn): boolean {
  if (column.part !== "whole") return false;
  if (mode === "forecast") return column.period.tense !== "past";
  return mode === "shown" && column.period.tense === "future";
}

/** Sums the root rows of one group per period, for the totals of the actual, forecast and variance modes. */
function sumRoots(
  data: DashboardData,
  valuesById: Map<string, DashboardRowValues>,
  group: (row: DashboardData["rows"][number]) => boolean,
  key: Exclude<DashboardMode, "shown">,
): number[] {
  const sums = data.periods.map(() => 0);
  for (const row of data.rows) {
    if (row.depth !== 0 || !group(row)) continue;
    const values = valuesById.get(row.id);
    if (!values) continue;
    for (let index = 0; index < sums.length; index++)
      sums[index] = (sums[index] ?? 0) + modeValue(values, key, index);
  }
  return sums;
}

/**
 * Builds the table of one scenario. `collapsed` holds the ids of the categories whose subcategories
 * are hidden.
 */
export function buildDashboardTable(
  data: DashboardData,
  scenarioId: number,
  mode: DashboardMode,
  collapsed: ReadonlySet<string>,
): DashboardTable {
  const figures = data.scenarios.find((scenario) => scenario.scenario_id === scenarioId) ?? data.scenarios[0];
  if (!figures) return { columns: [], rows: [] };
  const columns = columnsOf(data, figures, mode);
  const valuesById = new Map(figures.rows.map((values) => [values.id, values]));
  const parents = new Set(data.rows.map((row) => row.parent_id).filter((id): id is string => id !== null));
  const noEdit = columns.map(() => false);

  const systemRow = (
    systemName: SystemRowName,
    kind: "balance" | "total",
    valueAt: (column: TableColumn) => number | null,
  ): TableRow => ({
    id: `total:${systemName}`,
    kind,
    name: null,
    systemName,
    depth: 0,
    hasChildren: false,
    expanded: false,
    values: columns.map(valueAt),
    editable: noEdit,
    inspectable: false,
  });

  // The actual mode adds up and balances the actuals alone: a forecast never enters its balances.
  const totals = mode === "actual" ? data.actual_totals : figures.totals;
  type TotalName = "income" | "expense" | "outside" | "variation";
  const groups: Record<TotalName, (row: DashboardData["rows"][number]) => boolean> = {
    income: (row) => row.in_income_or_expense && row.kind === "income",
    expense: (row) => row.in_income_or_expense && row.kind === "expense",
    outside: (row) => !row.in_income_or_expense,
    variation: () => true,
  };
  const shownTotals: Record<TotalName, readonly number[]> = {
    income: totals.income,
    expense: totals.expense,
    outside: totals.outside_income_and_expense,
    variation: totals.variation,
  };
  // Totals of the shown and actual modes come from the server; other modes (and the actual part of the
  // current period) add up the root categories, which hold their subcategories.
  const totalAt = (name: TotalName): ((column: TableColumn) => number) => {
    const whole =
      mode === "shown" || mode === "actual"
        ? shownTotals[name]
        : sumRoots(data, valuesById, groups[name], mode);
    const actual = mode === "shown" ? sumRoots(data, valuesById, groups[name], "actual") : whole;
    return (column) => {
      const index = column.periodIndex;
      if (column.part === "actual") return actual[index] ?? 0;
      if (column.part === "remaining") return (whole[index] ?? 0) - (actual[index] ?? 0);
      return whole[index] ?? 0;
    };
  };

  const rows: TableRow[] = [
    // Balances are those of the shown figures (of the actuals alone in the actual mode); in a split
    // period, begin sits with the actual part.
    systemRow("begin", "balance", (column) =>
      column.part === "remaining" ? null : (totals.begin[column.periodIndex] ?? 0),
    ),
  ];

  // Walk the tree in its depth-first order, skipping the subtrees of collapsed categories.
  let hiddenBelowDepth: number | null = null;
  for (const row of data.rows) {
    if (hiddenBelowDepth !== null && row.depth > hiddenBelowDepth) continue;
    hiddenBelowDepth = null;
    const values = valuesById.get(row.id);
    const hasChildren = parents.has(row.id);
    const expanded = hasChildren && !collapsed.has(row.id);
    if (hasChildren && !expanded) hiddenBelowDepth = row.depth;
    rows.push({
      id: row.id,
      kind: row.is_uncategorised ? "uncategorised" : "category",
      name: row.is_uncategorised ? null : row.name,
      systemName: row.is_uncategorised
        ? row.kind === "income"
          ? "uncategorisedIncome"
          : "uncategorisedExpense"
        : null,
      depth: row.depth,
      hasChildren,
      expanded,
      values: columns.map((column) => (values ? cellValue(values, mode, column) : 0)),
      editable: row.is_uncategorised ? noEdit : columns.map((column) => isEditable(mode, column)),
      inspectable: true,
    });
  }

  rows.push(
    systemRow("income", "total", totalAt("income")),
    systemRow("expense", "total", totalAt("expense")),
  );
  const outside = systemRow("outside", "total", totalAt("outside"));
  if (outside.values.some((value) => value !== 0)) rows.push(outside);
  rows.push(
    systemRow("variation", "total", totalAt("variation")),
    systemRow("end", "balance", (column) =>
      column.part === "actual" ? null : (totals.end[column.periodIndex] ?? 0),
    ),
  );
  return { columns, rows };
}

/** The ids of every category that has subcategories: "collapse all". */
export function collapsibleIds(data: DashboardData): string[] {
  return [...new Set(data.rows.map((row) => row.parent_id).filter((id): id is string => id !== null))];
}

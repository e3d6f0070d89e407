import { categoryForest } from "../categories/categoryTree";
import {
  type CategoryKind,
  type DashboardCategory,
  UNCATEGORISED_EXPENSE_ID,
  UNCATEGORISED_INCOME_ID,
} from "./dashboardInput";

/**
 * The category tree flattened in display order (depth-first, children in input order), followed by the
 * two uncategorised system rows. A subtree is a contiguous run of rows, `[row, row + size)`.
 */
export interface CategoryTree {
  ids: string[];
  parentRow: Int32Array;
  depth: Int32Array;
  subtreeSize: Int32Array;
  kind: CategoryKind[];
  /** Whether the row counts in income or expense. */
  inIncomeOrExpense: boolean[];
  forecastEnabled: boolean[];
  rowOf: Map<string, number>;
  uncategorisedIncomeRow: number;
  uncategorisedExpenseRow: number;
}

/**
 * Indexes the categories. A category whose parent is unknown, or that sits in a parent cycle, is treated
 * as top-level, so bad data still shows every category exactly once.
 */
export function buildCategoryTree(categories: readonly DashboardCategory[]): CategoryTree {
  const forest = categoryForest(categories);
  const count = new Set(categories.map((category) => category.id)).size;

  const total = count + 2;
  const tree: CategoryTree = {
    ids: [],
    parentRow: new Int32Array(total).fill(-1),
    depth: new Int32Array(total),
    subtreeSize: new Int32Array(total).fill(1),
    kind: [],
    inIncomeOrExpense: [],
    forecastEnabled: [],
    rowOf: new Map(),
    uncategorisedIncomeRow: count,
    uncategorisedExpenseRow: count + 1,
  };
  const visit = (
    category: DashboardCategory,
    parentRow: number,
    kind: CategoryKind,
    included: boolean,
  ): void => {
    const row = tree.ids.length;
    const counted = included && category.excludedFromIncomeAndExpense !== true;
    tree.ids.push(category.id);
    tree.rowOf.set(category.id, row);
    tree.parentRow[row] = parentRow;
    tree.depth[row] = parentRow < 0 ? 0 : (tree.depth[parentRow] as number) + 1;
    tree.kind.push(kind);
    tree.inIncomeOrExpense.push(counted);
    tree.forecastEnabled.push(category.forecastEnabled !== false);
    for (const child of forest.childrenOf(category.id)) visit(child, row, kind, counted);
    tree.subtreeSize[row] = tree.ids.length - row;
  };
  for (const root of forest.roots) visit(root, -1, root.kind, true);

  for (const [id, kind] of [
    [UNCATEGORISED_INCOME_ID, "income"],
    [UNCATEGORISED_EXPENSE_ID, "expense"],
  ] as const) {
    tree.rowOf.set(id, tree.ids.length);
    tree.ids.push(id);
    tree.kind.push(kind);
    tree.inIncomeOrExpense.push(true);
    tree.forecastEnabled.push(true);
  }
  return tree;
}

/** The row money of `categoryId` goes to: its category, or the uncategorised row of its sign. */
export function rowForMoney(tree: CategoryTree, categoryId: string | null, cents: number): number {
  const row = categoryId === null ? undefined : tree.rowOf.get(categoryId);
  if (row !== undefined && row < tree.uncategorisedIncomeRow) return row;
  return cents >= 0 ? tree.uncategorisedIncomeRow : tree.uncategorisedExpenseRow;
}

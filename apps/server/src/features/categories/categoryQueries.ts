import type { CallOutput } from "@trezo/api";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { inCompanyLock } from "../../db/companyLock";
import type { Database } from "../../db/database";
import { categories, transactions } from "../../db/schema";
import { categoryPaymentDelays } from "../../db/tables/banking";
import { bankChecks, invoices } from "../../db/tables/invoices";
import { httpErrors } from "../../http/httpError";

/**
 * The SQL of categories (spec 001 §7.2): the company's rows, the tree built from them, the per-company
 * lock edits take turns on. The tree's rules (depth cap, moves) are the domain's (categoryForest).
 */

type CategoryNode = CallOutput<"getCategoryTree">["categories"][number];
export type CategoryRow = typeof categories.$inferSelect;
type DelayRow = typeof categoryPaymentDelays.$inferSelect;

/** The company's categories, in sibling order. */
export async function loadCategoryRows(db: Database, companyId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(categories.position, categories.id);
}

/**
 * Runs `work` in a transaction that holds the company's category tree alone: concurrent adds, moves,
 * reorders, copies, removals and imports of one company take turns (inCompanyLock), and `work` gets the
 * rows read under the lock, so positions computed from them are never stale.
 */
export async function withCategoryTree<T>(
  db: Database,
  companyId: number,
  work: (tx: Database, rows: CategoryRow[]) => Promise<T>,
): Promise<T> {
  return inCompanyLock(db, "categoryTree", companyId, async (tx) =>
    work(tx, await loadCategoryRows(tx, companyId)),
  );
}

/** The category `id` of the company, or 404. */
export function categoryIn(rows: readonly CategoryRow[], id: number): CategoryRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw httpErrors.notFound();
  return row;
}

/** Nests rows into the contract's tree, with each category's payment delay window. */
export function buildTree(rows: readonly CategoryRow[], delays: readonly DelayRow[]): CategoryNode[] {
  const delayOf = new Map(delays.map((delay) => [delay.categoryId, delay]));
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    const delay = delayOf.get(row.id);
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      parent_id: row.parentId,
      direction: row.direction === "income" ? "income" : "expense",
      position: row.position,
      depth: 1,
      forecast_enabled: row.forecastEnabled,
      not_include_in_income_or_expense: row.notIncludeInIncomeOrExpense,
      payment_delay: delay
        ? {
            from: { value: delay.fromValue, unit: delay.fromUnit as "day" },
            to: { value: delay.toValue, unit: delay.toUnit as "day" },
          }
        : null,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as CategoryNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (node: CategoryNode, depth: number) => {
    node.depth = depth;
    for (const child of node.children) setDepth(child, depth + 1);
  };
  for (const root of roots) setDepth(root, 1);
  // Income first, then expense; each in position order (rows came sorted).
  return roots.sort((a, b) => Number(a.direction === "expense") - Number(b.direction === "expense"));
}

/** The whole tree of the company. */
export async function loadTree(db: Database, companyId: number): Promise<CategoryNode[]> {
  const rows = await loadCategoryRows(db, companyId);
  const delays = await db
    .select()
    .from(categoryPaymentDelays)
    .where(eq(categoryPaymentDelays.companyId, companyId));
  return buildTree(rows, delays);
}

/** One node of the tree, found anywhere in it. */
export function findNode(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Takes the categories `ids` away from the company's transactions; returns how many lost theirs. */
export async function uncategoriseTransactions(
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<number> {
  const filed = await db
    .update(transactions)
    .set({ categoryId: null, categorySource: null, ruleId: null })
    .where(and(eq(transactions.companyId, companyId), inArray(transactions.categoryId, [...ids])))
    .returning({ id: transactions.id });
  return filed.length;
}

/** A category's columns a change may set. */
type CategoryChange = Partial<
  Pick<CategoryRow, "name" | "notIncludeInIncomeOrExpense" | "parentId" | "direction" | "position">
>;

/** Changes a category of the company; false when it is not the company's. */
export async function updateCategory(
  db: Database,
  companyId: number,
  id: number,
  change: CategoryChange,
): Promise<boolean> {
  const updated = await db
    .update(categories)
    .set(change)
    .where(and(eq(categories.companyId, companyId), eq(categories.id, id)))
    .returning({ id: categories.id });
  return updated.length > 0;
}

/** A category's payment delay window (null: none); run in the caller's transaction. */
export async function setPaymentDelay(
  db: Database,
  companyId: number,
  categoryId: number,
  delay: { from: { value: number; unit: string }; to: { value: number; unit: string } } | null | undefined,
): Promise<void> {
  await db
    .delete(categoryPaymentDelays)
    .where(
      and(eq(categoryPaymentDelays.companyId, companyId), eq(categoryPaymentDelays.categoryId, categoryId)),
    );
  if (!delay) return;
  await db.insert(categoryPaymentDelays).values({
    categoryId,
    companyId,
    fromValue: delay.from.value,
    fromUnit: delay.from.unit,
    toValue: delay.to.value,
    toUnit: delay.to.unit,
  });
}

/** Adds a category to the company; returns its id. */
export async function insertCategory(
  db: Database,
  values: Pick<CategoryRow, "companyId" | "parentId" | "name" | "direction" | "position"> &
    Partial<Pick<CategoryRow, "forecastEnabled" | "notIncludeInIncomeOrExpense">>,
): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error("category insert failed");
  return row.id;
}

/** Keeps the forecast of the categories `enabledIds` and turns off the others', in one transaction. */
export async function setForecastEnabled(
  db: Database,
  companyId: number,
  enabledIds: readonly number[],
): Promise<{ enabled: number; disabled: number }> {
  const ids = enabledIds.length > 0 ? [...enabledIds] : [0];
  return db.transaction(async (tx) => {
    const turn = async (forecastEnabled: boolean) =>
      (
        await tx
          .update(categories)
          .set({ forecastEnabled })
          .where(
            and(
              eq(categories.companyId, companyId),
              forecastEnabled ? inArray(categories.id, ids) : notInArray(categories.id, ids),
            ),
          )
          .returning({ id: categories.id })
      ).length;
    return { enabled: await turn(true), disabled: await turn(false) };
  });
}

/** Whether the category is the company's. */
export async function companyHasCategory(
  db: Database,
  companyId: number,
  categoryId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.id, categoryId)));
  return row !== undefined;
}

/** Sets the same columns on several categories of the company (a moved branch's direction). */
export async function updateCategories(
  db: Database,
  companyId: number,
  ids: readonly number[],
  change: CategoryChange,
): Promise<void> {
  await db
    .update(categories)
    .set(change)
    .where(and(eq(categories.companyId, companyId), inArray(categories.id, [...ids])));
}

/**
 * Deletes categories of the company (their rules go with them: foreign key cascade). The transactions,
 * invoices and checks filed under them become uncategorised first: their links are ON DELETE NO ACTION
 * (Citus refuses SET NULL on a key holding company_id), so they are emptied here, in the caller's
 * transaction.
 */
export async function deleteCategories(db: Database, companyId: number, ids: readonly number[]) {
  const list = [...ids];
  await db
    .update(transactions)
    .set({ categoryId: null })
    .where(and(eq(transactions.companyId, companyId), inArray(transactions.categoryId, list)));
  await db
    .update(invoices)
    .set({ categoryId: null })
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.categoryId, list)));
  await db
    .update(bankChecks)
    .set({ categoryId: null })
    .where(and(eq(bankChecks.companyId, companyId), inArray(bankChecks.categoryId, list)));
  await db.delete(categories).where(and(eq(categories.companyId, companyId), inArray(categories.id, list)));
}

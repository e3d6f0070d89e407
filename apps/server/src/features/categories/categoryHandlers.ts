import {
  canTakeChild,
  categoryDepth,
  categoryForest,
  categoryMoveRefusal,
  subtreeHeight,
  subtreeIds,
} from "@trezo/domain";
import { translate } from "@trezo/i18n";
import type { Database } from "../../db/database";
import { dropUpload, readUpload } from "../../files/fileUploads";
import { HttpError, httpErrors } from "../../http/httpError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { assertPaywallOpen } from "../billing/subscriptionState";
import { markChapter } from "../onboarding/onboardingQueries";
import { startRecategorisation } from "../rules/recategorisation";
import {
  type CategoryRow,
  categoryIn,
  deleteCategories,
  findNode,
  insertCategory,
  loadCategoryRows,
  loadTree,
  setForecastEnabled,
  setPaymentDelay,
  uncategoriseTransactions,
  updateCategories,
  updateCategory,
  withCategoryTree,
} from "./categoryQueries";
import { defaultCategoryTree, transferNames } from "./categoryTemplate";
import { categoryTreeWorkbook, readCategoryWorkbook, XLSX_CONTENT_TYPE } from "./categoryWorkbook";
import { depthExceededError, importCategoryNodes } from "./importCategoryNodes";

type CategoryHandlers = Pick<
  CallHandlers,
  | "getCategoryTree"
  | "addNewCategory"
  | "editCategory"
  | "editCategoryDetails"
  | "removeCategory"
  | "moveCategory"
  | "reorderCategory"
  | "duplicateCategory"
  | "setCategoryIncomeExpenseInclusion"
  | "updateCategoryForecast"
  | "createTemplate"
  | "downloadCategoryTreeTemplate"
  | "importCategoryTreeXLSX"
  | "importCategoryTree"
>;

async function nodeOf(db: Database, companyId: number, id: number) {
  const node = findNode(await loadTree(db, companyId), id);
  if (!node) throw httpErrors.notFound();
  return node;
}

/**
 * Gives the siblings under `parentId` positions 0..n-1, with `moved` at its position (end when
 * omitted), or without it (closing the gap it leaves) when `moved.leaves`. Run inside
 * withCategoryTree, on the rows it read; only rows whose position changes are written.
 */
async function placeAmongSiblings(
  db: Database,
  companyId: number,
  rows: readonly CategoryRow[],
  parentId: number | null,
  moved: { id: number; position?: number | undefined; leaves?: boolean },
) {
  const siblings = rows.filter((row) => row.parentId === parentId && row.id !== moved.id);
  const ordered = siblings.map((row) => row.id);
  if (!moved.leaves) ordered.splice(Math.min(moved.position ?? ordered.length, ordered.length), 0, moved.id);
  const current = new Map(siblings.map((row) => [row.id, row.position]));
  for (const [index, id] of ordered.entries()) {
    if (current.get(id) === index) continue;
    await updateCategories(db, companyId, [id], { position: index });
  }
}

/** Categories (spec 001 §7.2). Every query filters on the verified company. */
export const categoryHandlers: CategoryHandlers = {
  async getCategoryTree(context) {
    const { company } = mustCompany(context);
    return { categories: await loadTree(context.services.db, company.id) };
  },

  async addNewCategory(context) {
    const { company } = mustCompany(context);
    const { input, locale } = context;
    const db = context.services.db;
    const id = await withCategoryTree(db, company.id, async (tx, rows) => {
      let direction = input.direction;
      if (input.parentId !== null) {
        const parent = categoryIn(rows, input.parentId);
        const parentDepth = categoryDepth(categoryForest(rows), parent.id);
        if (!canTakeChild(parentDepth, company.maxCategoryDepth))
          throw depthExceededError(company.maxCategoryDepth, locale);
        await assertPaywallOpen(tx, company, "categoryLevel", parentDepth + 1);
        direction = parent.direction === "income" ? "income" : "expense";
      } else if (!direction) {
        throw new HttpError(400, "category_direction_required", {
          key: "banking.errors.categoryDirectionRequired",
        });
      }
      const position = rows.filter((row) => row.parentId === input.parentId).length;
      const created = await insertCategory(tx, {
        companyId: company.id,
        parentId: input.parentId,
        name: input.name,
        direction,
        position,
      });
      // 'show_complete' completes the onboarding chapter add_categories (spec 001 §4): recorded with the category.
      await markChapter(tx, company.id, "add_categories");
      return created;
    });
    return { message: "show_complete" as const, category: await nodeOf(db, company.id, id) };
  },

  async editCategory(context) {
    const { company } = mustCompany(context);
    const { categoryId, name } = context.input;
    if (!(await updateCategory(context.services.db, company.id, categoryId, { name })))
      throw httpErrors.notFound();
    return { success: true as const, error: false as const };
  },

  async editCategoryDetails(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const db = context.services.db;
    const category = categoryIn(await loadCategoryRows(db, company.id), input.categoryId);
    await db.transaction(async (tx) => {
      if (input.name !== undefined) await updateCategory(tx, company.id, category.id, { name: input.name });
      await setPaymentDelay(tx, company.id, category.id, input.payment_delay);
    });
    return { category: await nodeOf(db, company.id, category.id) };
  },

  async removeCategory(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const removed = await withCategoryTree(db, company.id, async (tx, rows) => {
      const removedRow = categoryIn(rows, context.input.categoryId);
      const ids = subtreeIds(categoryForest(rows), removedRow.id);
      const uncategorised = await uncategoriseTransactions(tx, company.id, ids);
      // Rules of the removed categories go with them (foreign key cascade).
      await deleteCategories(tx, company.id, ids);
      // The siblings left close the gap.
      await placeAmongSiblings(tx, company.id, rows, removedRow.parentId, {
        id: removedRow.id,
        leaves: true,
      });
      return { removed: ids.length, uncategorised };
    });
    // The remaining rules file the company's transactions again (reindex), as a job.
    const jobId = await startRecategorisation(context.services, {
      companyId: company.id,
      userId: mustAuth(context).user.id,
      locale: context.locale,
      kind: "removeCategory",
    });
    return { ...removed, jobId };
  },

  async moveCategory(context) {
    const { company } = mustCompany(context);
    const { input, locale } = context;
    const db = context.services.db;
    await withCategoryTree(db, company.id, async (tx, rows) => {
      const moved = categoryIn(rows, input.categoryId);
      const forest = categoryForest(rows);
      let direction = moved.direction;
      if (input.parentId !== null) {
        const parent = categoryIn(rows, input.parentId);
        const refusal = categoryMoveRefusal(forest, moved.id, parent.id, company.maxCategoryDepth);
        if (refusal === "ownSubtree") {
          throw new HttpError(400, "category_move_into_itself", {
            key: "banking.errors.categoryMoveIntoItself",
          });
        }
        if (refusal === "depthExceeded") throw depthExceededError(company.maxCategoryDepth, locale);
        const deepest = categoryDepth(forest, parent.id) + subtreeHeight(forest, moved.id);
        await assertPaywallOpen(tx, company, "categoryLevel", deepest);
        direction = parent.direction;
      }
      await updateCategories(tx, company.id, [moved.id], { parentId: input.parentId });
      // The moved branch takes the direction of its new top-level category.
      await updateCategories(tx, company.id, subtreeIds(forest, moved.id), { direction });
      await placeAmongSiblings(tx, company.id, rows, input.parentId, {
        id: moved.id,
        position: input.position,
      });
      if (moved.parentId !== input.parentId) {
        await placeAmongSiblings(tx, company.id, rows, moved.parentId, { id: moved.id, leaves: true });
      }
    });
    return { categories: await loadTree(db, company.id) };
  },

  async reorderCategory(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    await withCategoryTree(db, company.id, async (tx, rows) => {
      const moved = categoryIn(rows, context.input.categoryId);
      await placeAmongSiblings(tx, company.id, rows, moved.parentId, {
        id: moved.id,
        position: context.input.position,
      });
    });
    return { categories: await loadTree(db, company.id) };
  },

  async duplicateCategory(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const suffix = translate("banking.copySuffix", context.locale);
    const copyId = await withCategoryTree(db, company.id, async (tx, rows) => {
      const original = categoryIn(rows, context.input.categoryId);
      const copy = async (row: CategoryRow, parentId: number | null, name: string): Promise<number> => {
        const inserted = await insertCategory(tx, {
          companyId: company.id,
          parentId,
          name,
          direction: row.direction,
          position: row.position,
          forecastEnabled: row.forecastEnabled,
          notIncludeInIncomeOrExpense: row.notIncludeInIncomeOrExpense,
        });
        for (const child of rows.filter((candidate) => candidate.parentId === row.id)) {
          await copy(child, inserted, child.name);
        }
        return inserted;
      };
      const id = await copy(original, original.parentId, `${original.name} (${suffix})`);
      const siblings = rows.filter((row) => row.parentId === original.parentId);
      const after = siblings.findIndex((row) => row.id === original.id) + 1;
      await placeAmongSiblings(tx, company.id, [...rows, { ...original, id }], original.parentId, {
        id,
        position: after,
      });
      return id;
    });
    return { category: await nodeOf(db, company.id, copyId) };
  },

  async setCategoryIncomeExpenseInclusion(context) {
    const { company } = mustCompany(context);
    const { categoryId, not_include_in_income_or_expense } = context.input;
    const change = { notIncludeInIncomeOrExpense: not_include_in_income_or_expense };
    if (!(await updateCategory(context.services.db, company.id, categoryId, change)))
      throw httpErrors.notFound();
    return { success: true as const };
  },

  async updateCategoryForecast(context) {
    const { company } = mustCompany(context);
    return setForecastEnabled(context.services.db, company.id, context.input.enabledIds);
  },

  async createTemplate(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const transfers = transferNames(context.locale);
    const created = await withCategoryTree(db, company.id, async (tx, existing) => {
      if (existing.length > 0) {
        throw new HttpError(409, "categories_exist", { key: "banking.errors.categoriesAlreadyExist" });
      }
      return importCategoryNodes(tx, {
        companyId: company.id,
        maxDepth: Math.max(company.maxCategoryDepth, 3),
        existing,
        nodes: defaultCategoryTree(context.locale),
        locale: context.locale,
        isTransfer: (node) => transfers.has(node.name),
      });
    });
    return { created, categories: await loadTree(db, company.id) };
  },

  async downloadCategoryTreeTemplate(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    let tree = await loadTree(db, company.id);
    if (tree.length === 0) {
      // No tree yet: the default one, as nodes the workbook can write.
      let id = 0;
      const toNodes = (
        nodes: ReturnType<typeof defaultCategoryTree>,
        direction: "income" | "expense" | undefined,
        depth: number,
      ) =>
        nodes.map((node): (typeof tree)[number] => {
          const nodeDirection = node.direction ?? direction ?? "expense";
          id += 1;
          return {
            id,
            name: node.name,
            parent_id: null,
            direction: nodeDirection,
            position: 0,
            depth,
            forecast_enabled: true,
            not_include_in_income_or_expense: false,
            payment_delay: null,
            children: toNodes(node.children ?? [], nodeDirection, depth + 1),
          };
        });
      tree = toNodes(defaultCategoryTree(context.locale), undefined, 1);
    }
    const bytes = await categoryTreeWorkbook(tree, company.maxCategoryDepth, context.locale);
    return {
      file_name: "categories.xlsx",
      content_type: XLSX_CONTENT_TYPE,
      content_base64: bytes.toString("base64"),
    };
  },

  async importCategoryTreeXLSX(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const upload = await readUpload(db, company.id, context.input.uploadId, "categoryTree");
    const nodes = await readCategoryWorkbook(upload.bytes, context.locale);
    const created = await withCategoryTree(db, company.id, (tx, existing) =>
      importCategoryNodes(tx, {
        companyId: company.id,
        maxDepth: company.maxCategoryDepth,
        existing,
        nodes,
        locale: context.locale,
      }),
    );
    await dropUpload(db, company.id, context.input.uploadId);
    return { created, categories: await loadTree(db, company.id) };
  },

  async importCategoryTree(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const created = await withCategoryTree(db, company.id, (tx, existing) =>
      importCategoryNodes(tx, {
        companyId: company.id,
        maxDepth: company.maxCategoryDepth,
        existing,
        nodes: context.input.categories,
        locale: context.locale,
      }),
    );
    return { created, categories: await loadTree(db, company.id) };
  },
};

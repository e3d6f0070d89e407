import type { ParsedCallInput } from "@trezo/api";

type CategoryImportNode = ParsedCallInput<"importCategoryTree">["categories"][number];

import { canTakeChild, categoryDepth, categoryForest } from "@trezo/domain";
import type { Locale } from "@trezo/i18n";
import { translate } from "@trezo/i18n";
import type { Database } from "../../db/database";
import { categories } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { CategoryRow } from "./categoryQueries";

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase("fr") === b.trim().toLocaleLowerCase("fr");

/** The localised "depth exceeded" error. */
export function depthExceededError(max: number, locale: Locale): HttpError {
  return new HttpError(400, "category_depth_exceeded", {
    text: translate("banking.errors.categoryDepthExceeded", locale, { count: max }),
  });
}

interface PlannedCategory {
  name: string;
  direction: string;
  depth: number;
  /** An existing row, or the index of a planned one. */
  parent: { existing: number } | { planned: number } | null;
  flagTransfer: boolean;
}

/**
 * Adds a tree of categories to the company's: a node whose name (case ignored) already exists at the
 * same place is reused, the others are created. The whole import is checked first (depth, direction of
 * new top-level branches), then written at once, so a bad tree writes nothing. Returns how many were
 * created. `isTransfer` flags nodes that count in the balance only (template transfers).
 */
export async function importCategoryNodes(
  db: Database,
  options: {
    companyId: number;
    maxDepth: number;
    existing: readonly CategoryRow[];
    nodes: readonly CategoryImportNode[];
    locale: Locale;
    isTransfer?: (node: CategoryImportNode) => boolean;
  },
): Promise<number> {
  const { existing, maxDepth, locale } = options;
  const planned: PlannedCategory[] = [];
  const plannedChildren = new Map<number, number[]>();
  const nextPosition = new Map<string, number>();
  const positionKey = (parent: PlannedCategory["parent"]) =>
    parent === null ? "root" : "existing" in parent ? `e${parent.existing}` : `p${parent.planned}`;
  for (const row of existing) {
    const key = row.parentId === null ? "root" : `e${row.parentId}`;
    nextPosition.set(key, Math.max(nextPosition.get(key) ?? 0, row.position + 1));
  }

  const visit = (
    node: CategoryImportNode,
    parent: PlannedCategory["parent"],
    direction: string | undefined,
    depth: number,
  ) => {
    if (depth > maxDepth) throw depthExceededError(maxDepth, locale);
    let here: PlannedCategory["parent"];
    let nodeDirection = direction ?? node.direction;
    const existingParentId = parent === null ? null : "existing" in parent ? parent.existing : undefined;
    const match =
      existingParentId !== undefined
        ? existing.find((row) => row.parentId === existingParentId && sameName(row.name, node.name))
        : undefined;
    if (match) {
      here = { existing: match.id };
      nodeDirection = match.direction;
    } else {
      const siblings =
        parent !== null && "planned" in parent ? (plannedChildren.get(parent.planned) ?? []) : [];
      const plannedMatch = siblings.find((index) =>
        sameName((planned[index] as PlannedCategory).name, node.name),
      );
      if (plannedMatch !== undefined) {
        here = { planned: plannedMatch };
      } else {
        if (nodeDirection !== "income" && nodeDirection !== "expense") {
          throw new HttpError(400, "category_direction_required", {
            key: "banking.errors.categoryDirectionRequired",
          });
        }
        planned.push({
          name: node.name.trim(),
          direction: nodeDirection,
          depth,
          parent,
          flagTransfer: options.isTransfer?.(node) ?? false,
        });
        const index = planned.length - 1;
        if (parent !== null && "planned" in parent) {
          plannedChildren.set(parent.planned, [...(plannedChildren.get(parent.planned) ?? []), index]);
        }
        here = { planned: index };
      }
    }
    for (const child of node.children ?? []) visit(child, here, nodeDirection, depth + 1);
  };
  for (const node of options.nodes) visit(node, null, undefined, 1);
  // Children of existing categories start below their parent's depth.
  const forest = categoryForest(existing);
  for (const item of planned) {
    if (item.parent !== null && "existing" in item.parent) {
      if (!canTakeChild(categoryDepth(forest, item.parent.existing), maxDepth))
        throw depthExceededError(maxDepth, locale);
    }
  }
  if (planned.length === 0) return 0;

  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const item of planned) {
      const parentId =
        item.parent === null
          ? null
          : "existing" in item.parent
            ? item.parent.existing
            : (ids[item.parent.planned] as number);
      const key = positionKey(item.parent);
      const position = nextPosition.get(key) ?? 0;
      nextPosition.set(key, position + 1);
      const [row] = await tx
        .insert(categories)
        .values({
          companyId: options.companyId,
          parentId,
          name: item.name,
          direction: item.direction,
          position,
          notIncludeInIncomeOrExpense: item.flagTransfer,
        })
        .returning({ id: categories.id });
      if (!row) throw new Error("category insert failed");
      ids.push(row.id);
    }
  });
  return planned.length;
}

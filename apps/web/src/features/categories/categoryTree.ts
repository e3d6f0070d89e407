/**
 * Pure helpers over the category tree of getCategoryTree: the sizes the tree editor shows (subcategories
 * a deletion takes along, the depth limit) and where a dropped category lands. Flat lists and paths for
 * pickers live in references/categoryPaths.
 */
import {
  type CategoryForest,
  canTakeChild,
  categoryForest,
  subtreeHeight as domainSubtreeHeight,
  isInSubtree as inDomainSubtree,
  subtreeFits,
} from "@trezo/domain";
import type { CategoryNode } from "../../references/categoryPaths";

export type { CategoryNode };

/** How many categories lie below `node` (a deletion removes them too). */
export function descendantCount(node: CategoryNode): number {
  return node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
}

/** The subtree of `node` as the domain's tree rules see it (`node` at its top; nesting says the parent). */
function forestOf(node: CategoryNode): CategoryForest<number> {
  const links: Array<{ id: number; parentId: number | null }> = [];
  const visit = (category: CategoryNode, parentId: number | null) => {
    links.push({ id: category.id, parentId });
    for (const child of category.children) visit(child, category.id);
  };
  visit(node, null);
  return categoryForest(links);
}

/** Depth of the deepest category of the subtree of `node`, counted from `node` (a leaf is 1). */
export function subtreeHeight(node: CategoryNode): number {
  return domainSubtreeHeight(forestOf(node), node.id);
}

/** Whether a subcategory may be added under `node` without passing maxCategoryDepth. */
export function canAddChild(node: CategoryNode, maxDepth: number): boolean {
  return canTakeChild(node.depth, maxDepth);
}

/** Whether `node` may move under `parent` (its whole subtree must stay within maxCategoryDepth). */
export function canMoveUnder(node: CategoryNode, parent: CategoryNode, maxDepth: number): boolean {
  return subtreeFits(parent.depth, subtreeHeight(node), maxDepth);
}

/** Whether `candidate` is `node` or lies below it (a category never moves into its own subtree). */
export function isInSubtree(node: CategoryNode, candidate: CategoryNode): boolean {
  return inDomainSubtree(forestOf(node), node.id, candidate.id);
}

/** Where a dropped category lands relative to the row it is dropped on. */
export type DropPlace = "before" | "inside" | "after";

/** What a drop asks of the server: a new position among the same siblings, or a new parent. */
export type DropPlan =
  | { kind: "reorder"; position: number }
  | { kind: "move"; parentId: number | null; position: number };

/**
 * The call a drop of `node` on `target` makes, or null when the drop is not allowed (onto itself or its
 * own subtree, or past maxCategoryDepth) or changes nothing. `targetParent` is the target's parent (null
 * at the top) and `targetSiblings` its siblings, target included, in any order.
 */
export function dropPlan(
  node: CategoryNode,
  target: CategoryNode,
  place: DropPlace,
  targetParent: CategoryNode | null,
  targetSiblings: readonly CategoryNode[],
  maxDepth: number,
): DropPlan | null {
  if (isInSubtree(node, target)) return null;
  if (place === "inside") {
    if (!canMoveUnder(node, target, maxDepth)) return null;
    if (node.parent_id === target.id) return null;
    return { kind: "move", parentId: target.id, position: target.children.length };
  }
  if (targetParent && (isInSubtree(node, targetParent) || !canMoveUnder(node, targetParent, maxDepth)))
    return null;
  const rest = [...targetSiblings]
    .sort((a, b) => a.position - b.position)
    .filter((sibling) => sibling.id !== node.id);
  const position = rest.findIndex((sibling) => sibling.id === target.id) + (place === "after" ? 1 : 0);
  const parentId = targetParent?.id ?? null;
  if (node.parent_id !== parentId) return { kind: "move", parentId, position };
  const current = [...targetSiblings]
    .sort((a, b) => a.position - b.position)
    .findIndex((sibling) => sibling.id === node.id);
  return current === position ? null : { kind: "reorder", position };
}

/** The place of a drop from where the pointer is in the row: its top and bottom quarters, or its middle. */
export function dropPlaceAt(y: number, height: number): DropPlace {
  if (y < height / 4) return "before";
  if (y > (height * 3) / 4) return "after";
  return "inside";
}

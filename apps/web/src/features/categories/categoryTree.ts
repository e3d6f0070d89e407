/**
 * Pure helpers over the category tree of getCategoryTree: flat lists for pickers, lookups by id, the
 * sizes the tree editor shows (subcategories a deletion takes along, the depth limit).
 */
import type { CallOutput } from "@trezo/api";

export type CategoryNode = CallOutput<"getCategoryTree">["categories"][number];

/** A category with the names of its ancestors, in tree order. */
export interface FlatCategory {
  node: CategoryNode;
  /** "Décaissements › Frais généraux › Logiciels". */
  path: string;
}

/** Every category depth first, in position order, with its path. */
export function flattenCategories(roots: readonly CategoryNode[], separator = " › "): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const visit = (nodes: readonly CategoryNode[], prefix: string) => {
    for (const node of [...nodes].sort((a, b) => a.position - b.position)) {
      const path = prefix ? `${prefix}${separator}${node.name}` : node.name;
      flat.push({ node, path });
      visit(node.children, path);
    }
  };
  visit(roots, "");
  return flat;
}

/** Category paths by id, for cells and explanations. */
export function categoryPaths(roots: readonly CategoryNode[]): Map<number, string> {
  return new Map(flattenCategories(roots).map(({ node, path }) => [node.id, path]));
}

/** How many categories lie below `node` (a deletion removes them too). */
export function descendantCount(node: CategoryNode): number {
  return node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
}

/** Depth of the deepest category of the subtree of `node`, counted from `node` (a leaf is 1). */
export function subtreeHeight(node: CategoryNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

/** Whether a subcategory may be added under `node` without passing maxCategoryDepth. */
export function canAddChild(node: CategoryNode, maxDepth: number): boolean {
  return node.depth < maxDepth;
}

/** Whether `node` may move under `parent` (its whole subtree must stay within maxCategoryDepth). */
export function canMoveUnder(node: CategoryNode, parent: CategoryNode, maxDepth: number): boolean {
  return parent.depth + subtreeHeight(node) <= maxDepth;
}

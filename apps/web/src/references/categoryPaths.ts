/**
 * The category tree of getCategoryTree as the screens name it: every category with the path of its
 * ancestors, for pickers, cells and explanations.
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

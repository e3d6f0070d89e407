import { describe, expect, it } from "vitest";
import {
  type CategoryNode,
  canAddChild,
  canMoveUnder,
  categoryPaths,
  descendantCount,
  flattenCategories,
  subtreeHeight,
} from "./categoryTree";

function node(
  id: number,
  name: string,
  depth: number,
  position: number,
  children: CategoryNode[] = [],
): CategoryNode {
  return {
    id,
    name,
    parent_id: null,
    direction: "expense",
    position,
    depth,
    forecast_enabled: true,
    not_include_in_income_or_expense: false,
    payment_delay: null,
    children,
  };
}

const tree = [
  node(1, "Décaissements", 1, 1, [
    node(3, "Salaires", 2, 1),
    node(2, "Achats", 2, 0, [node(4, "Matières", 3, 0)]),
  ]),
];

describe("category tree helpers", () => {
  it("flattens depth first in position order with paths", () => {
    expect(flattenCategories(tree).map((entry) => entry.path)).toEqual([
      "Décaissements",
      "Décaissements › Achats",
      "Décaissements › Achats › Matières",
      "Décaissements › Salaires",
    ]);
    expect(categoryPaths(tree).get(4)).toBe("Décaissements › Achats › Matières");
  });

  it("counts what a deletion takes along and respects the depth limit", () => {
    const root = tree[0] as CategoryNode;
    const purchases = root.children[1] as CategoryNode;
    expect(descendantCount(root)).toBe(3);
    expect(subtreeHeight(root)).toBe(3);
    expect(canAddChild(purchases.children[0] as CategoryNode, 3)).toBe(false);
    expect(canAddChild(purchases, 3)).toBe(true);
    // Achats (height 2) under Salaires (depth 2) would reach depth 4.
    expect(canMoveUnder(purchases, root.children[0] as CategoryNode, 3)).toBe(false);
    expect(canMoveUnder(purchases, root.children[0] as CategoryNode, 4)).toBe(true);
  });
});

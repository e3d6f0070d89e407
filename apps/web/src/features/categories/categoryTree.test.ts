import { describe, expect, it } from "vitest";
import { type CategoryNode, categoryPaths, flattenCategories } from "../../references/categoryPaths";
import { fixtureCategory } from "../../testing/transactionFixture";
import {
  canAddChild,
  canMoveUnder,
  descendantCount,
  dropPlaceAt,
  dropPlan,
  subtreeHeight,
} from "./categoryTree";

/** A category of the test tree (no parent id needed: the helpers read the nesting). */
const node = (id: number, name: string, depth: number, position: number, children: CategoryNode[] = []) =>
  fixtureCategory(id, name, null, depth, position, children);

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

describe("drops in the category tree", () => {
  const root = () => tree[0] as CategoryNode;
  const purchases = () => root().children[1] as CategoryNode;
  const salaries = () => root().children[0] as CategoryNode;
  const materials = () => purchases().children[0] as CategoryNode;
  const parented = (child: CategoryNode, parent: CategoryNode) => ({ ...child, parent_id: parent.id });

  it("reorders among the same siblings, counting positions without the moved category", () => {
    const achats = parented(purchases(), root());
    const salaires = parented(salaries(), root());
    // Achats (position 0) dropped after Salaires (position 1): it ends at position 1.
    expect(dropPlan(achats, salaires, "after", root(), [salaires, achats], 3)).toEqual({
      kind: "reorder",
      position: 1,
    });
    expect(dropPlan(salaires, achats, "before", root(), [salaires, achats], 3)).toEqual({
      kind: "reorder",
      position: 0,
    });
    // Dropping just where it already is changes nothing.
    expect(dropPlan(achats, salaires, "before", root(), [salaires, achats], 3)).toBeNull();
  });

  it("moves under another parent, inside a row or beside its children", () => {
    const matieres = parented(materials(), purchases());
    const salaires = parented(salaries(), root());
    expect(dropPlan(matieres, salaires, "inside", root(), [salaires], 3)).toEqual({
      kind: "move",
      parentId: 3,
      position: 0,
    });
    expect(dropPlan(matieres, salaires, "before", root(), root().children, 3)).toEqual({
      kind: "move",
      parentId: 1,
      position: 1,
    });
    expect(dropPlan(matieres, root(), "after", null, tree, 3)).toEqual({
      kind: "move",
      parentId: null,
      position: 1,
    });
  });

  it("refuses drops into its own subtree and past the depth limit", () => {
    const achats = parented(purchases(), root());
    expect(dropPlan(root(), achats, "inside", root(), root().children, 4)).toBeNull();
    expect(dropPlan(achats, materials(), "before", achats, achats.children, 4)).toBeNull();
    // Achats has a child: under Salaires (depth 2) it would reach depth 4.
    expect(dropPlan(achats, salaries(), "inside", root(), root().children, 3)).toBeNull();
    expect(dropPlan(achats, salaries(), "inside", root(), root().children, 4)).toMatchObject({
      kind: "move",
    });
  });

  it("reads the place of a pointer drop from the row's quarters", () => {
    expect(dropPlaceAt(5, 40)).toBe("before");
    expect(dropPlaceAt(20, 40)).toBe("inside");
    expect(dropPlaceAt(35, 40)).toBe("after");
  });
});

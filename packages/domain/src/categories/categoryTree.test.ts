import { describe, expect, it } from "vitest";
import {
  canTakeChild,
  categoryDepth,
  categoryForest,
  categoryMoveRefusal,
  isInSubtree,
  subtreeFits,
  subtreeHeight,
  subtreeIds,
} from "./categoryTree";

// expense(1) ─ purchases(2) ─ materials(3) ─ steel(4)
//            └ salaries(5)
// income(6)
const links = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 3 },
  { id: 5, parentId: 1 },
  { id: 6, parentId: null },
];

describe("categoryForest", () => {
  it("indexes roots and children in input order", () => {
    const forest = categoryForest(links);
    expect(forest.roots.map((root) => root.id)).toEqual([1, 6]);
    expect(forest.childrenOf(1).map((child) => child.id)).toEqual([2, 5]);
    expect(forest.parentOf(3)).toBe(2);
    expect(forest.parentOf(1)).toBeNull();
  });

  it("treats an unknown parent and a parent cycle as the top, so bad data never loops", () => {
    const forest = categoryForest([
      { id: "a", parentId: "missing" },
      { id: "b", parentId: "c" },
      { id: "c", parentId: "b" },
    ]);
    expect(forest.roots.map((root) => root.id)).toEqual(["a", "b", "c"]);
    expect(categoryDepth(forest, "b")).toBe(1);
    expect(subtreeIds(forest, "b")).toEqual(["b"]);
  });
});

describe("depth, subtree and height", () => {
  const forest = categoryForest(links);

  it("counts depth from 1 at the top, 0 for an unknown category", () => {
    expect(categoryDepth(forest, 1)).toBe(1);
    expect(categoryDepth(forest, 4)).toBe(4);
    expect(categoryDepth(forest, 99)).toBe(0);
  });

  it("lists a subtree from its top, level by level", () => {
    expect(subtreeIds(forest, 1)).toEqual([1, 2, 5, 3, 4]);
    expect(subtreeIds(forest, 4)).toEqual([4]);
  });

  it("measures a subtree's height: 1 for a leaf", () => {
    expect(subtreeHeight(forest, 1)).toBe(4);
    expect(subtreeHeight(forest, 2)).toBe(3);
    expect(subtreeHeight(forest, 5)).toBe(1);
  });

  it("knows whether a category lies in another's subtree (itself included)", () => {
    expect(isInSubtree(forest, 2, 4)).toBe(true);
    expect(isInSubtree(forest, 2, 2)).toBe(true);
    expect(isInSubtree(forest, 2, 5)).toBe(false);
    expect(isInSubtree(forest, 4, 2)).toBe(false);
  });
});

describe("the depth cap", () => {
  it("lets a category take a child only above maxCategoryDepth", () => {
    expect(canTakeChild(3, 4)).toBe(true);
    expect(canTakeChild(4, 4)).toBe(false);
  });

  it("lets a subtree fit under a parent when its deepest category stays within the cap", () => {
    expect(subtreeFits(1, 3, 4)).toBe(true);
    expect(subtreeFits(2, 3, 4)).toBe(false);
    expect(subtreeFits(0, 4, 4)).toBe(true);
  });
});

describe("categoryMoveRefusal", () => {
  const forest = categoryForest(links);

  it("refuses a move into the category's own subtree", () => {
    expect(categoryMoveRefusal(forest, 2, 4, 10)).toBe("ownSubtree");
    expect(categoryMoveRefusal(forest, 2, 2, 10)).toBe("ownSubtree");
  });

  it("refuses a move that takes the subtree past maxCategoryDepth", () => {
    // purchases (3 levels) under salaries (depth 2) would reach depth 5.
    expect(categoryMoveRefusal(forest, 2, 5, 4)).toBe("depthExceeded");
    expect(categoryMoveRefusal(forest, 2, 5, 5)).toBeNull();
    expect(categoryMoveRefusal(forest, 3, 6, 3)).toBeNull();
  });

  it("always allows a move to the top level", () => {
    expect(categoryMoveRefusal(forest, 4, null, 1)).toBeNull();
  });
});

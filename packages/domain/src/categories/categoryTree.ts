/**
 * The category tree's rules (DESIGN §6 "Categories"), once for the server, the web app and the
 * dashboard: how deep a category sits, what lies below it, how tall its subtree is, and whether it may
 * take a child or move under another category without passing the company's maxCategoryDepth or
 * landing in its own subtree.
 *
 * Categories arrive as flat links (a database row, a dashboard input, a flattened getCategoryTree),
 * indexed once by `categoryForest`. Bad data never loops: a category whose parent is unknown, or that
 * sits in a parent cycle, is a root.
 */

/** A category as the tree sees it: its id and its parent's (null at the top). */
export interface CategoryLink<Id> {
  id: Id;
  parentId: Id | null;
}

/** Categories indexed by parent, in input order. */
export interface CategoryForest<Id, C extends CategoryLink<Id> = CategoryLink<Id>> {
  /** Top-level categories (and those whose parent is unknown or in a cycle), in input order. */
  roots: readonly C[];
  /** The category of an id, or undefined. */
  get(id: Id): C | undefined;
  /** The children of a category, in input order. */
  childrenOf(id: Id): readonly C[];
  /** The parent of a category as the forest holds it (null for a root). */
  parentOf(id: Id): Id | null;
}

/** Indexes categories by parent, treating unknown parents and parent cycles as the top. */
export function categoryForest<C extends CategoryLink<C["id"]>>(
  categories: Iterable<C>,
): CategoryForest<C["id"], C> {
  type Id = C["id"];
  const byId = new Map<Id, C>();
  for (const category of categories) byId.set(category.id, category);
  const isRoot = (category: C): boolean => {
    const seen = new Set<Id>([category.id]);
    let parentId = category.parentId;
    while (parentId !== null) {
      if (seen.has(parentId) || !byId.has(parentId)) return true;
      seen.add(parentId);
      parentId = byId.get(parentId)?.parentId ?? null;
    }
    return false;
  };
  const roots: C[] = [];
  const children = new Map<Id, C[]>();
  const parents = new Map<Id, Id | null>();
  for (const category of byId.values()) {
    if (isRoot(category) || category.parentId === null) {
      roots.push(category);
      parents.set(category.id, null);
      continue;
    }
    parents.set(category.id, category.parentId);
    const siblings = children.get(category.parentId) ?? [];
    siblings.push(category);
    children.set(category.parentId, siblings);
  }
  return {
    roots,
    get: (id) => byId.get(id),
    childrenOf: (id) => children.get(id) ?? [],
    parentOf: (id) => parents.get(id) ?? null,
  };
}

/** Depth of a category: 1 at the top, 0 when it is not in the forest. */
export function categoryDepth<Id>(forest: CategoryForest<Id>, id: Id): number {
  if (!forest.get(id)) return 0;
  let depth = 1;
  for (let parent = forest.parentOf(id); parent !== null; parent = forest.parentOf(parent)) depth += 1;
  return depth;
}

/** The ids of a category and all its descendants, the category first, level by level. */
export function subtreeIds<Id>(forest: CategoryForest<Id>, id: Id): Id[] {
  const ids = [id];
  for (let index = 0; index < ids.length; index++) {
    for (const child of forest.childrenOf(ids[index] as Id)) ids.push(child.id);
  }
  return ids;
}

/** Levels of the subtree of a category, counted from it: 1 for a category without children. */
export function subtreeHeight<Id>(forest: CategoryForest<Id>, id: Id): number {
  let height = 0;
  for (let level: Id[] = [id]; level.length > 0; height += 1) {
    level = level.flatMap((parent) => forest.childrenOf(parent).map((child) => child.id));
  }
  return height;
}

/** Whether `candidate` is the category `id` or lies below it. */
export function isInSubtree<Id>(forest: CategoryForest<Id>, id: Id, candidate: Id): boolean {
  for (let current: Id | null = candidate; current !== null; current = forest.parentOf(current)) {
    if (current === id) return true;
  }
  return false;
}

/** Whether a category at `depth` (1 at the top) may take a subcategory under maxCategoryDepth. */
export function canTakeChild(depth: number, maxDepth: number): boolean {
  return depth < maxDepth;
}

/**
 * Whether a subtree `height` levels tall fits under a parent at `parentDepth` (0 for the top level):
 * its deepest category must stay within maxCategoryDepth.
 */
export function subtreeFits(parentDepth: number, height: number, maxDepth: number): boolean {
  return parentDepth + height <= maxDepth;
}

/** Why a category may not move under a parent: into its own subtree, or past maxCategoryDepth. */
export type CategoryMoveRefusal = "ownSubtree" | "depthExceeded";

/**
 * Whether category `id` may move under `parentId`; null when it may. Moving to the top level
 * (`parentId` null) never makes a branch deeper, so it is always allowed.
 */
export function categoryMoveRefusal<Id>(
  forest: CategoryForest<Id>,
  id: Id,
  parentId: Id | null,
  maxDepth: number,
): CategoryMoveRefusal | null {
  if (parentId === null) return null;
  if (isInSubtree(forest, id, parentId)) return "ownSubtree";
  return subtreeFits(categoryDepth(forest, parentId), subtreeHeight(forest, id), maxDepth)
    ? null
    : "depthExceeded";
}

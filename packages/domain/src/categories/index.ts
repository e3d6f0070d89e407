export {
  type CategoryForest,
  type CategoryLink,
  type CategoryMoveRefusal,
  canTakeChild,
  categoryDepth,
  categoryForest,
  categoryMoveRefusal,
  isInSubtree,
  subtreeFits,
  subtreeHeight,
  subtreeIds,
} from "./categoryTree";

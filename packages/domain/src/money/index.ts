export { assertCents, type Cents, isCents, sumCents } from "./cents";
export { assertRate, type BasisPoints, basisPointsFromPercent, grownAmount, withVat } from "./rate";
export {
  centsFromUnits,
  divideRoundHalfAwayFromZero,
  multiplyByRatio,
  roundHalfAwayFromZero,
  unitsFromCents,
} from "./rounding";

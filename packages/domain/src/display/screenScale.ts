/**
 * Screen-scale coefficient (spec 000 §9, 001 §9): some device pixel ratios come from an operating
 * system's display scaling (a 150 % Windows laptop reports 1.5) rather than from a dense screen; on those
 * the client draws its densest parts (the dashboard chart) smaller so that the chart and the grid below
 * it still fit the first screen.
 */

/** Device pixel ratio → coefficient, word for word from the spec; any other ratio gives 1. */
export const SCREEN_SCALE_BY_PIXEL_RATIO: ReadonlyArray<readonly [ratio: number, coefficient: number]> = [
  [1.5, 1.5],
  [1.6, 1.6],
  [1.79, 1.79],
  [2.25, 1.1],
  [2.5, 1.25],
  [4, 2],
];

/** The coefficient of one device pixel ratio (exact match as the spec's table; otherwise 1). */
export function screenScaleCoefficient(devicePixelRatio: number): number {
  const entry = SCREEN_SCALE_BY_PIXEL_RATIO.find(([ratio]) => ratio === devicePixelRatio);
  return entry ? entry[1] : 1;
}

/**
 * The screen scale: the coefficient multiplied by 100 divided by the zoom (a percentage, 100 = no zoom).
 * A zoom that is not a positive finite number counts as 100.
 * @default zoomPercent 100
 */
export function screenScale(devicePixelRatio: number, zoomPercent = 100): number {
  const zoom = Number.isFinite(zoomPercent) && zoomPercent > 0 ? zoomPercent : 100;
  return (screenScaleCoefficient(devicePixelRatio) * 100) / zoom;
}

/**
 * A size in CSS pixels drawn at a screen scale: divided by the scale, rounded, never below `minimum`.
 * @default minimum 0
 */
export function scaledSize(size: number, scale: number, minimum = 0): number {
  const safe = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return Math.max(minimum, Math.round(size / safe));
}

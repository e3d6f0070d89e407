import { downsampleLttb } from "./downsample";

/**
 * Keeps at most `maxPoints` rows of a long series, chosen by LTTB on (x, y) so that peaks and troughs
 * stay visible. Rows keep their order and all their fields (other series are sampled at the same x).
 */
export function downsampleRows<T>(
  rows: readonly T[],
  maxPoints: number,
  x: (row: T) => number,
  y: (row: T) => number,
): T[] {
  if (rows.length <= maxPoints) return [...rows];
  const points = rows.map((row, index) => ({ x: x(row), y: y(row), index }));
  return downsampleLttb(points, maxPoints).map((point) => rows[point.index] as T);
}

/** One point of a series: x is a time (ms) or an index, y a value. */
export interface SeriesPoint {
  x: number;
  y: number;
}

/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson, 2013): keeps the visual shape of a long
 * series (peaks and troughs) with `threshold` points, so a 5-year daily balance draws fast.
 * Returns the input unchanged when it is already short enough.
 */
export function downsampleLttb<T extends SeriesPoint>(points: readonly T[], threshold: number): T[] {
  if (threshold >= points.length || threshold <= 2) {
    return threshold <= 2 && points.length > 2 && threshold > 0
      ? [points[0] as T, points[points.length - 1] as T].slice(0, threshold)
      : [...points];
  }
  const sampled: T[] = [points[0] as T];
  const bucketSize = (points.length - 2) / (threshold - 2);
  let selected = 0;

  for (let bucket = 0; bucket < threshold - 2; bucket += 1) {
    // Average of the next bucket: the third corner of the triangle.
    const nextStart = Math.floor((bucket + 1) * bucketSize) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, points.length);
    let averageX = 0;
    let averageY = 0;
    for (let index = nextStart; index < nextEnd; index += 1) {
      averageX += (points[index] as T).x;
      averageY += (points[index] as T).y;
    }
    const nextCount = Math.max(nextEnd - nextStart, 1);
    averageX /= nextCount;
    averageY /= nextCount;

    // In the current bucket, keep the point that makes the largest triangle.
    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    const anchor = points[selected] as T;
    let largestArea = -1;
    let chosen = start;
    for (let index = start; index < end; index += 1) {
      const point = points[index] as T;
      const area = Math.abs(
        (anchor.x - averageX) * (point.y - anchor.y) - (anchor.x - point.x) * (averageY - anchor.y),
      );
      if (area > largestArea) {
        largestArea = area;
        chosen = index;
      }
    }
    sampled.push(points[chosen] as T);
    selected = chosen;
  }

  sampled.push(points[points.length - 1] as T);
  return sampled;
}

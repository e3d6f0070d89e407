import { describe, expect, it } from "vitest";
import { downsampleLttb } from "./downsample";

const series = (length: number, value: (index: number) => number) =>
  Array.from({ length }, (_, index) => ({ x: index, y: value(index) }));

describe("downsampleLttb", () => {
  it("returns short series unchanged", () => {
    const points = series(10, (index) => index);
    expect(downsampleLttb(points, 50)).toEqual(points);
  });

  it("keeps the requested number of points, first and last included, in order", () => {
    const points = series(1826, (index) => Math.sin(index / 30) * 1000);
    const sampled = downsampleLttb(points, 300);
    expect(sampled).toHaveLength(300);
    expect(sampled[0]).toBe(points[0]);
    expect(sampled.at(-1)).toBe(points.at(-1));
    for (let index = 1; index < sampled.length; index += 1) {
      expect((sampled[index]?.x ?? 0) > (sampled[index - 1]?.x ?? 0)).toBe(true);
    }
  });

  it("keeps a single spike that plain decimation would drop", () => {
    const points = series(1000, (index) => (index === 503 ? 1_000_000 : 0));
    const sampled = downsampleLttb(points, 50);
    expect(sampled.some((point) => point.y === 1_000_000)).toBe(true);
  });
});

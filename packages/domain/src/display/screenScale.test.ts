import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scaledSize, screenScale, screenScaleCoefficient } from "./screenScale";

describe("screenScaleCoefficient", () => {
  it.each([
    [1.5, 1.5],
    [1.6, 1.6],
    [1.79, 1.79],
    [2.25, 1.1],
    [2.5, 1.25],
    [4, 2],
    [1, 1],
    [2, 1],
    [3, 1],
    [1.25, 1],
    [0, 1],
    [Number.NaN, 1],
  ])("ratio %s gives %s", (ratio, coefficient) => {
    expect(screenScaleCoefficient(ratio)).toBe(coefficient);
  });

  it("gives 1 for any ratio outside the table", () => {
    const table = new Set([1.5, 1.6, 1.79, 2.25, 2.5, 4]);
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }).filter((ratio) => !table.has(ratio)),
        (ratio) => screenScaleCoefficient(ratio) === 1,
      ),
    );
  });
});

describe("screenScale", () => {
  it("multiplies the coefficient by 100 divided by the zoom", () => {
    expect(screenScale(1.5, 100)).toBe(1.5);
    expect(screenScale(1.5, 150)).toBe(1);
    expect(screenScale(4, 50)).toBe(4);
    expect(screenScale(1, 200)).toBe(0.5);
    expect(screenScale(2.5)).toBe(1.25);
  });

  it("treats a missing or absurd zoom as 100", () => {
    expect(screenScale(1.6, 0)).toBe(1.6);
    expect(screenScale(1.6, -20)).toBe(1.6);
    expect(screenScale(1.6, Number.NaN)).toBe(1.6);
  });
});

describe("scaledSize", () => {
  it("divides by the scale, rounds, and keeps the minimum", () => {
    expect(scaledSize(320, 1)).toBe(320);
    expect(scaledSize(320, 1.5)).toBe(213);
    expect(scaledSize(320, 2, 200)).toBe(200);
    expect(scaledSize(320, 0)).toBe(320);
  });
});

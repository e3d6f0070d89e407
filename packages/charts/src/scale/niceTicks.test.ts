import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { niceTicks } from "./niceTicks";

/** Whether a step is 1, 2, 2.5 or 5 times a power of ten. */
function isRound(step: number): boolean {
  const magnitude = 10 ** Math.floor(Math.log10(step));
  return [1, 2, 2.5, 5].some((factor) => Math.abs(step - factor * magnitude) < 1e-9 * step);
}

describe("niceTicks", () => {
  it("gives round ticks around a balance line", () => {
    expect(niceTicks([1_234_567, 1_890_123])).toEqual([
      1_200_000, 1_400_000, 1_600_000, 1_800_000, 2_000_000,
    ]);
    expect(niceTicks([-340_000, 910_000], 5, true)).toEqual([-500_000, 0, 500_000, 1_000_000]);
  });

  it("spreads a flat series and an empty one", () => {
    expect(niceTicks([])).toEqual([0]);
    expect(niceTicks([0, 0])).toEqual([-100, -50, 0, 50, 100]);
    expect(niceTicks([500_000]).every((tick) => Number.isInteger(tick))).toBe(true);
  });

  it("covers the values with evenly spaced, whole-cent, round steps, and never a negative zero", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e12, max: 1e12 }), { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        (values, includeZero) => {
          const ticks = niceTicks(values, 5, includeZero);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(7);
          expect(ticks[0]).toBeLessThanOrEqual(Math.min(...values));
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...values));
          if (includeZero) expect(ticks).toContain(0);
          const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
          expect(isRound(step)).toBe(true);
          for (const [index, tick] of ticks.entries()) {
            expect(Number.isInteger(tick)).toBe(true);
            expect(Object.is(tick, -0)).toBe(false);
            expect(Math.abs(tick % step)).toBe(0);
            if (index > 0) expect(tick - (ticks[index - 1] ?? 0)).toBe(step);
          }
        },
      ),
    );
  });
});

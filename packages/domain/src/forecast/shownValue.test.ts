import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { remainingForecast, shownValue } from "./shownValue";

describe("shownValue", () => {
  it("shows the actual in the past and the forecast in the future", () => {
    expect(shownValue("past", 120, 500)).toBe(120);
    expect(shownValue("future", 120, 500)).toBe(500);
  });

  it("adds what remains of the forecast in the current period, in the same direction only", () => {
    expect(shownValue("current", 400, 1000)).toBe(1000);
    expect(shownValue("current", 1200, 1000)).toBe(1200);
    expect(shownValue("current", -1000, -3000)).toBe(-3000);
    expect(shownValue("current", -3500, -3000)).toBe(-3500);
    expect(shownValue("current", 200, -3000)).toBe(-3000);
    expect(shownValue("current", 200, 0)).toBe(200);
  });

  it("never turns the remaining forecast against the forecast's sign", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (actual, forecast) => {
        const remaining = remainingForecast(actual, forecast);
        expect(remaining * Math.sign(forecast)).toBeGreaterThanOrEqual(0);
        expect(Math.abs(remaining)).toBeLessThanOrEqual(Math.abs(forecast - actual));
      }),
    );
  });
});

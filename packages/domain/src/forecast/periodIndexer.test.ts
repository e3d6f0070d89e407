import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { periodOf, periodsFrom } from "../periods";
import { isoDateOfEpochDay } from "./calendar";
import { periodIndexer } from "./periodIndexer";

describe("periodIndexer", () => {
  it.each(["month", "week"] as const)(
    "finds the %s of any day like periodOf, and -1 outside",
    (granularity) => {
      const periods = periodsFrom("2024-02-29", 40, granularity);
      const indexOf = periodIndexer(periods, granularity);
      fc.assert(
        fc.property(fc.integer({ min: 19_700, max: 21_500 }), (day) => {
          const date = isoDateOfEpochDay(day);
          const expected = periods.findIndex((period) => period.key === periodOf(date, granularity).key);
          expect(indexOf(day)).toBe(expected);
        }),
      );
    },
  );
});

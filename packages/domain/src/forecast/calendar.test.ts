import { addDays, format } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isIsoDate } from "../periods";
import { addMonthsClamped, civilOf, epochDayOf, isoDateOfEpochDay, wholeYearsBetween } from "./calendar";

describe("calendar", () => {
  it("counts days from 1970-01-01", () => {
    expect(epochDayOf("1970-01-01")).toBe(0);
    expect(epochDayOf("2000-03-01")).toBe(11_017);
    expect(isoDateOfEpochDay(-1)).toBe("1969-12-31");
  });

  it("agrees with date-fns on every day of two centuries", () => {
    fc.assert(
      fc.property(fc.integer({ min: -36_500, max: 73_000 }), (day) => {
        const expected = format(addDays(new Date(1970, 0, 1), day), "yyyy-MM-dd");
        expect(isoDateOfEpochDay(day)).toBe(expected);
        expect(epochDayOf(expected)).toBe(day);
      }),
    );
  });

  it("keeps a month-end anchor without drifting", () => {
    const anchor = civilOf("2026-01-31");
    const dates = [0, 1, 2, 3, 13].map((months) => addMonthsClamped(anchor, months));
    expect(dates).toEqual([
      { year: 2026, month: 1, day: 31 },
      { year: 2026, month: 2, day: 28 },
      { year: 2026, month: 3, day: 31 },
      { year: 2026, month: 4, day: 30 },
      { year: 2027, month: 2, day: 28 },
    ]);
    expect(addMonthsClamped(civilOf("2027-01-31"), 1)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(addMonthsClamped(civilOf("2028-01-31"), 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addMonthsClamped(civilOf("2026-03-15"), -3)).toEqual({ year: 2025, month: 12, day: 15 });
  });

  it("counts whole years, a 29 February anniversary falling on 28 February", () => {
    expect(wholeYearsBetween(civilOf("2026-03-10"), civilOf("2027-03-09"))).toBe(0);
    expect(wholeYearsBetween(civilOf("2026-03-10"), civilOf("2027-03-10"))).toBe(1);
    expect(wholeYearsBetween(civilOf("2028-02-29"), civilOf("2029-02-28"))).toBe(1);
  });
});

describe("civilOf", () => {
  it("accepts exactly the real YYYY-MM-DD dates, like isIsoDate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          let accepted = true;
          try {
            civilOf(text);
          } catch {
            accepted = false;
          }
          expect(accepted).toBe(isIsoDate(text));
        },
      ),
    );
    expect(() => civilOf("2026-1-01")).toThrow(RangeError);
  });
});

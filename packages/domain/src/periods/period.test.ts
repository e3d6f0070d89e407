import { describe, expect, it } from "vitest";
import { isIsoDate } from "./isoDate";
import { isoWeekPeriod, monthPeriod, periodContains, periodsBetween, periodsFrom } from "./period";

describe("monthPeriod", () => {
  it("covers the whole calendar month", () => {
    expect(monthPeriod("2026-11-21")).toEqual({
      granularity: "month",
      key: "2026-11",
      start: "2026-11-01",
      end: "2026-11-30",
    });
  });

  it("knows leap years", () => {
    expect(monthPeriod("2028-02-10").end).toBe("2028-02-29");
    expect(monthPeriod("2026-02-10").end).toBe("2026-02-28");
  });
});

describe("isoWeekPeriod", () => {
  it("runs Monday to Sunday", () => {
    expect(isoWeekPeriod("2026-11-21")).toEqual({
      granularity: "week",
      key: "2026-W47",
      start: "2026-11-16",
      end: "2026-11-22",
    });
  });

  it("uses the ISO week-numbering year across new year", () => {
    // 1 January 2027 is a Friday: it belongs to week 53 of 2026.
    expect(isoWeekPeriod("2027-01-01").key).toBe("2026-W53");
    // 29 December 2025 is a Monday: it starts week 1 of 2026.
    expect(isoWeekPeriod("2025-12-29").key).toBe("2026-W01");
    expect(isoWeekPeriod("2025-12-29").start).toBe("2025-12-29");
  });
});

describe("ranges", () => {
  it("gives 13 consecutive weeks for the rolling view", () => {
    const weeks = periodsFrom("2026-11-21", 13, "week");
    expect(weeks).toHaveLength(13);
    expect(weeks[0]?.start).toBe("2026-11-16");
    expect(weeks[12]?.end).toBe("2027-02-14");
    for (let index = 1; index < weeks.length; index += 1) {
      const previousEnd = new Date(`${weeks[index - 1]?.end}T00:00:00Z`).getTime();
      const start = new Date(`${weeks[index]?.start}T00:00:00Z`).getTime();
      expect(start - previousEnd).toBe(86_400_000);
    }
  });

  it("lists every month between two dates, both ends included", () => {
    const months = periodsBetween("2025-11-15", "2026-02-01", "month").map((period) => period.key);
    expect(months).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("refuses inverted ranges and negative counts", () => {
    expect(() => periodsBetween("2026-02-01", "2025-11-15", "month")).toThrow(RangeError);
    expect(() => periodsFrom("2026-02-01", -1, "month")).toThrow(RangeError);
  });

  it("says whether a date falls in a period", () => {
    const november = monthPeriod("2026-11-01");
    expect(periodContains(november, "2026-11-30")).toBe(true);
    expect(periodContains(november, "2026-12-01")).toBe(false);
  });
});

describe("isIsoDate", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2026-11-21")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("21/11/2026")).toBe(false);
    expect(() => monthPeriod("2026-13-01")).toThrow(RangeError);
  });
});

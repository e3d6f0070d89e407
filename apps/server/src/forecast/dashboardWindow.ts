import {
  addMonthsClamped,
  civilOf,
  type Granularity,
  type IsoDate,
  periodOf,
  periodsFrom,
} from "@trezo/domain";

/** `date` moved by whole months (day clamped to the month's end), as an ISO date. */
export function shiftMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = addMonthsClamped(civilOf(date), months);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Months before the current one that the monthly dashboard shows by default. */
export const MONTHS_BACK = 3;
/** Months after the current one that the monthly dashboard shows by default. */
export const MONTHS_AHEAD = 12;
/** The weekly view is a 13-week rolling view from the current week (DESIGN §6). */
export const ROLLING_WEEKS = 13;

/**
 * The dashboard's default window (getThetaWindow): by month, 3 months back to 12 ahead; by week, 13 weeks
 * from the current one.
 */
export function defaultWindow(today: IsoDate, granularity: Granularity): { from: IsoDate; to: IsoDate } {
  if (granularity === "month") {
    return {
      from: periodOf(shiftMonths(today, -MONTHS_BACK), "month").start,
      to: periodOf(shiftMonths(today, MONTHS_AHEAD), "month").end,
    };
  }
  const weeks = periodsFrom(today, ROLLING_WEEKS, "week");
  return { from: weeks[0]?.start ?? today, to: weeks[weeks.length - 1]?.end ?? today };
}

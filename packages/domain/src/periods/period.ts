import {
  addMonths,
  addWeeks,
  endOfISOWeek,
  getISOWeek,
  getISOWeekYear,
  lastDayOfMonth,
  startOfISOWeek,
  startOfMonth,
} from "date-fns";
import { fromLocalDate, type IsoDate, toLocalDate } from "./isoDate";

/** The dashboard works by month (default) or by ISO week (13-week rolling view), DESIGN §6. */
export type Granularity = "month" | "week";

/** One column of the dashboard: a month or an ISO week, both ends included. */
export interface Period {
  granularity: Granularity;
  /** `2026-11` for a month, `2026-W47` for an ISO week: stable, sortable as text within a granularity. */
  key: string;
  /** First day, included. */
  start: IsoDate;
  /** Last day, included. */
  end: IsoDate;
}

/** The calendar month holding `date`. */
export function monthPeriod(date: IsoDate): Period {
  const day = toLocalDate(date);
  const start = startOfMonth(day);
  return {
    granularity: "month",
    key: fromLocalDate(start).slice(0, 7),
    start: fromLocalDate(start),
    end: fromLocalDate(lastDayOfMonth(day)),
  };
}

/** The ISO 8601 week (Monday to Sunday) holding `date`; its year is the ISO week-numbering year. */
export function isoWeekPeriod(date: IsoDate): Period {
  const day = toLocalDate(date);
  const week = String(getISOWeek(day)).padStart(2, "0");
  return {
    granularity: "week",
    key: `${getISOWeekYear(day)}-W${week}`,
    start: fromLocalDate(startOfISOWeek(day)),
    end: fromLocalDate(endOfISOWeek(day)),
  };
}

/** The period of `granularity` holding `date`. */
export function periodOf(date: IsoDate, granularity: Granularity): Period {
  return granularity === "month" ? monthPeriod(date) : isoWeekPeriod(date);
}

/** `count` consecutive periods starting with the one holding `from`. */
export function periodsFrom(from: IsoDate, count: number, granularity: Granularity): Period[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  const first = toLocalDate(periodOf(from, granularity).start);
  const step = granularity === "month" ? addMonths : addWeeks;
  return Array.from({ length: count }, (_, index) =>
    periodOf(fromLocalDate(step(first, index)), granularity),
  );
}

/** Every period from the one holding `from` to the one holding `to`, both included. */
export function periodsBetween(from: IsoDate, to: IsoDate, granularity: Granularity): Period[] {
  if (from > to) {
    throw new RangeError(`from (${from}) is after to (${to})`);
  }
  const last = periodOf(to, granularity).key;
  const periods: Period[] = [];
  let cursor = periodOf(from, granularity);
  const step = granularity === "month" ? addMonths : addWeeks;
  while (cursor.key !== last) {
    periods.push(cursor);
    cursor = periodOf(fromLocalDate(step(toLocalDate(cursor.start), 1)), granularity);
  }
  periods.push(cursor);
  return periods;
}

/** Whether `date` falls inside `period` (both ends included). */
export function periodContains(period: Period, date: IsoDate): boolean {
  return period.start <= date && date <= period.end;
}

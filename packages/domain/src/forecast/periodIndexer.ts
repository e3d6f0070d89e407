import { type Granularity, type Period, periodOf } from "../periods";
import { civilOfEpochDay, type EpochDay, epochDayOf } from "./calendar";

/** Finds the period of a day by arithmetic, without building a date string: -1 outside the periods. */
export function periodIndexer(
  periods: readonly Period[],
  granularity: Granularity,
): (day: EpochDay) => number {
  const first = periods[0];
  if (!first) return () => -1;
  const count = periods.length;
  if (granularity === "week") {
    const firstDay = epochDayOf(first.start);
    return (day) => {
      const index = Math.floor((day - firstDay) / 7);
      return index >= 0 && index < count ? index : -1;
    };
  }
  const firstMonth = Number(first.start.slice(0, 4)) * 12 + Number(first.start.slice(5, 7)) - 1;
  return (day) => {
    const { year, month } = civilOfEpochDay(day);
    const index = year * 12 + month - 1 - firstMonth;
    return index >= 0 && index < count ? index : -1;
  };
}

/** The period key of a date in a granularity (`2026-11`, `2026-W47`). */
export function periodKeyOf(date: string, granularity: Granularity): string {
  return periodOf(date, granularity).key;
}

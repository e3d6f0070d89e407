import { type Granularity, type Period, periodOf } from "../periods";
import { type EpochDay, epochDayOf } from "./calendar";

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
  // Month starts as epoch days: a first guess from the average month length, then a step or two.
  const starts = new Float64Array(count + 1);
  periods.forEach((period, index) => {
    starts[index] = epochDayOf(period.start);
  });
  starts[count] = epochDayOf((periods[count - 1] as Period).end) + 1;
  const firstDay = starts[0] as number;
  const lastDay = starts[count] as number;
  return (day) => {
    if (day < firstDay || day >= lastDay) return -1;
    let index = Math.min(count - 1, Math.floor((day - firstDay) / 30.44));
    while (day < (starts[index] as number)) index -= 1;
    while (day >= (starts[index + 1] as number)) index += 1;
    return index;
  };
}

/** The period key of a date in a granularity (`2026-11`, `2026-W47`). */
export function periodKeyOf(date: string, granularity: Granularity): string {
  return periodOf(date, granularity).key;
}

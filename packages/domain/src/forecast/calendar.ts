import type { IsoDate } from "../periods";

/**
 * Dates as whole days since 1970-01-01 (the "epoch day"), for the forecast's hot loops: expanding a
 * thousand series over five years means hundreds of thousands of dates, and integer arithmetic is far
 * cheaper than Date objects. The conversions are the proleptic Gregorian "days from civil" algorithm
 * (H. Hinnant), exact for every year we care about; no time zone is involved.
 */
export type EpochDay = number;

export interface CivilDate {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
}

/** `2026-11-21` → its year, month and day; throws a RangeError on anything but a real YYYY-MM-DD date. */
export function civilOf(date: IsoDate): CivilDate {
  // Checked by hand rather than with date-fns' parser: this runs for every series and invoice of a dashboard.
  if (typeof date !== "string" || !ISO_DATE.test(date)) throw notADate(date);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw notADate(date);
  return { year, month, day };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function notADate(date: unknown): RangeError {
  return new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
}

export function epochDayOfCivil({ year, month, day }: CivilDate): EpochDay {
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export function epochDayOf(date: IsoDate): EpochDay {
  return epochDayOfCivil(civilOf(date));
}

export function civilOfEpochDay(epochDay: EpochDay): CivilDate {
  const shifted = epochDay + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function isoDateOfEpochDay(epochDay: EpochDay): IsoDate {
  const { year, month, day } = civilOfEpochDay(epochDay);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The date `months` months after `anchor`, on the anchor's day of the month or, when that month is
 * shorter, on its last day: a series anchored on the 31st falls on 28 or 29 February, 30 April, and
 * comes back to the 31st in May (the anchor never drifts).
 */
export function addMonthsClamped(anchor: CivilDate, months: number): CivilDate {
  const monthIndex = anchor.year * 12 + (anchor.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return { year, month, day: Math.min(anchor.day, daysInMonth(year, month)) };
}

/** Whole years from `from` to `to` (an anniversary counts on its day; 29 February's on 28 February). */
export function wholeYearsBetween(from: CivilDate, to: CivilDate): number {
  let years = to.year - from.year;
  const anniversaryDay = Math.min(from.day, daysInMonth(to.year, from.month));
  if (to.month < from.month || (to.month === from.month && to.day < anniversaryDay)) years -= 1;
  return years;
}

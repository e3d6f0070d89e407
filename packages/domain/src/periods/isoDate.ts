import { format, isValid, parse } from "date-fns";

/** A business date, `YYYY-MM-DD`, with no time and no time zone (DESIGN §3). */
export type IsoDate = string;

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string): value is IsoDate {
  return ISO_DATE_PATTERN.test(value) && isValid(parse(value, "yyyy-MM-dd", new Date(2000, 0, 1)));
}

/**
 * Reads an IsoDate into a local-midnight Date for date arithmetic.
 * Local time on purpose: a business date never shifts with the machine's time zone.
 */
export function toLocalDate(date: IsoDate): Date {
  if (!isIsoDate(date)) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  }
  return parse(date, "yyyy-MM-dd", new Date(2000, 0, 1));
}

/** Writes a local Date back as an IsoDate. */
export function fromLocalDate(date: Date): IsoDate {
  return format(date, "yyyy-MM-dd");
}

const PARIS_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Today for a company: the date in France (the product's companies are French; a company time zone is
 * not in the spec). It splits past, current and future periods on the server, and it is the default of
 * a date the server checks against today (a transfer's execution date): the browser's own date is a day
 * behind between midnight in Paris and midnight where the browser is.
 */
export function companyToday(now: Date = new Date()): IsoDate {
  return PARIS_DATE.format(now);
}

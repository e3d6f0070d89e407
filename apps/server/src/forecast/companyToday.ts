import type { IsoDate } from "@trezo/domain";

const PARIS_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Today for a company: the date in France (the product's companies are French; a company time zone is
 * not in the spec). It splits past, current and future periods.
 */
export function companyToday(now: Date = new Date()): IsoDate {
  return PARIS_DATE.format(now);
}

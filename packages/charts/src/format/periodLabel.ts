import { formatDate, intlLocaleOf, type Locale } from "@trezo/i18n";

/**
 * How a period key reads in `locale`: a month "2026-03" → "mars 2026", a day "2026-03-04" → the
 * locale's short date ("04/03/2026"). Anything else (a week label the caller built) is kept as is.
 */
export function periodLabel(key: string, locale: Locale): string {
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    return new Intl.DateTimeFormat(intlLocaleOf(locale), {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(date);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return formatDate(key, locale);
  return key;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date: a numeric x for daily series and LTTB. */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

/** The `YYYY-MM-DD` date of a day number. */
export function isoDateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

import { dateSeparatorOf, formatDate, intlLocaleOf, type Locale } from "@trezo/i18n";

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateFormatters = new Map<Locale, (isoDate: string) => string>();

/**
 * A business date as `formatDate` of @trezo/i18n writes it (a test holds them equal), with the order
 * of day, month and year worked out once per locale: `formatDate` builds an Intl formatter per call,
 * which dominated the render time of a 5-year daily chart.
 */
export function dateFormatter(locale: Locale): (isoDate: string) => string {
  let format = dateFormatters.get(locale);
  if (!format) {
    const sample = formatDate("2033-11-22", locale);
    const order = (["year", "month", "day"] as const)
      .map((part) => ({
        part,
        at: sample.indexOf(part === "year" ? "2033" : part === "month" ? "11" : "22"),
      }))
      .sort((a, b) => a.at - b.at)
      .map(({ part }) => part);
    const separator = dateSeparatorOf(locale);
    format = (isoDate) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
      if (!match) return formatDate(isoDate, locale);
      const parts = { year: match[1], month: match[2], day: match[3] };
      return order.map((part) => parts[part]).join(separator);
    };
    dateFormatters.set(locale, format);
  }
  return format;
}

/**
 * How a period key reads in `locale`: a month "2026-03" → "mars 2026", a day "2026-03-04" → the
 * locale's short date ("04/03/2026"). Anything else (a week label the caller built) is kept as is.
 */
export function periodLabel(key: string, locale: Locale): string {
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    let format = monthFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      });
      monthFormats.set(locale, format);
    }
    return format.format(date);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return dateFormatter(locale)(key);
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

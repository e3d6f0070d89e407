import { intlLocaleOf, type Locale } from "./locales";

/** Date separator of the spec (000 §1): `.` for de-DE and no-NO, `-` for nl-NL, `/` for the others. */
export function dateSeparatorOf(locale: Locale): "/" | "." | "-" {
  if (locale === "de-DE" || locale === "no-NO") return ".";
  if (locale === "nl-NL") return "-";
  return "/";
}

/** The order of day, month and year in a short date of this locale, as Intl knows it. */
function datePartOrder(locale: Locale): Array<"day" | "month" | "year"> {
  const parts = new Intl.DateTimeFormat(intlLocaleOf(locale), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(2026, 10, 21)));
  return parts
    .map((part) => part.type)
    .filter(
      (type): type is "day" | "month" | "year" => type === "day" || type === "month" || type === "year",
    );
}

/**
 * A business date (`YYYY-MM-DD`) as the user of `locale` reads it, with the spec's separator:
 * 21/11/2026 in fr-FR, 21.11.2026 in de-DE, 21-11-2026 in nl-NL.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(isoDate)}`);
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const values = { day, month, year };
  return datePartOrder(locale)
    .map((type) => values[type])
    .join(dateSeparatorOf(locale));
}

/** An amount held in integer cents, formatted as money in `currency` for `locale`. */
export function formatMoney(cents: number | bigint, currency: string, locale: Locale): string {
  const value = typeof cents === "bigint" ? Number(cents) / 100 : cents / 100;
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: "currency", currency }).format(value);
}

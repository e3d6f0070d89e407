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

/**
 * An instant (ISO 8601) as the user of `locale` reads it in the time zone of the machine: the date with
 * the spec's separator, then the hours and minutes (21/11/2026 14:05 in fr-FR).
 */
export function formatDateTime(instant: string, locale: Locale, timeZone?: string): string {
  const when = new Date(instant);
  if (Number.isNaN(when.getTime())) throw new RangeError(`Not an instant: ${JSON.stringify(instant)}`);
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${formatDate(`${part("year")}-${part("month")}-${part("day")}`, locale)} ${part("hour")}:${part("minute")}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The formatter of amounts in cents of `currency` for `locale`: one cached Intl.NumberFormat per locale
 * and currency (a long table formats thousands of cells). An amount is rounded to whole cents first, and
 * only an amount below zero *after rounding* carries a minus: negative zero and −0.4 cent read
 * "0,00 €", never "-0,00 €".
 */
export function moneyFormatter(currency: string, locale: Locale): (cents: number | bigint) => string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: "currency",
      currency,
      signDisplay: "negative",
    });
    moneyFormats.set(key, format);
  }
  const cached = format;
  return (cents) => {
    const whole = typeof cents === "bigint" ? Number(cents) : Math.round(cents);
    // `+ 0` turns a negative zero (Math.round(-0.4) is -0) into zero.
    return cached.format(whole / 100 + 0);
  };
}

/** An amount held in integer cents, formatted as money in `currency` for `locale`. */
export function formatMoney(cents: number | bigint, currency: string, locale: Locale): string {
  return moneyFormatter(currency, locale)(cents);
}

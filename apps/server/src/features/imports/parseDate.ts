import type { IsoDate } from "@trezo/domain";

/** Field order of a date: day-month-year (every product locale), year-month-day (ISO), month-day-year. */
export type DateOrder = "DMY" | "YMD" | "MDY";

/** Orders tried when detecting, French first: a date that reads both ways is day-month. */
export const DATE_ORDERS: readonly DateOrder[] = ["DMY", "YMD", "MDY"];

const PATTERNS: Record<DateOrder, RegExp> = {
  // 03/11/2023, 3.11.23, 03-11-2023, 11/03'23 (Quicken), with or without a time after.
  DMY: /^(\d{1,2})[/.\-' ](\d{1,2})[/.\-' ](\d{2}|\d{4})(?:[ T].*)?$/,
  // 2023-11-03, 2023/11/03, 20231103, 2023-11-03T10:32:00Z.
  YMD: /^(\d{4})[-/.]?(\d{2})[-/.]?(\d{2})(?:[ T].*)?$/,
  MDY: /^(\d{1,2})[/.\-' ](\d{1,2})[/.\-' ](\d{2}|\d{4})(?:[ T].*)?$/,
};

function fullYear(year: string): number {
  const value = Number(year);
  if (year.length === 4) return value;
  return value < 70 ? 2000 + value : 1900 + value;
}

function isoOf(year: number, month: number, day: number): IsoDate | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Reads a date written in `order` (any of / . - ' as separator); an ISO date always reads. */
export function parseDateAs(raw: string, order: DateOrder): IsoDate | null {
  // Quicken pads days with a space: "11/ 3'23".
  const text = raw.trim().replace(/([/.\-'])\s+/g, "$1");
  const iso = PATTERNS.YMD.exec(text);
  if (iso && (order === "YMD" || text.includes("-"))) {
    return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  }
  const match = PATTERNS[order].exec(text);
  if (!match) return null;
  const [, a = "", b = "", c = ""] = match;
  if (order === "DMY") return isoOf(fullYear(c), Number(b), Number(a));
  if (order === "MDY") return isoOf(fullYear(c), Number(a), Number(b));
  return isoOf(Number(a), Number(b), Number(c));
}

/**
 * The order (French first on a tie) that reads the most non-empty samples, with how many it reads;
 * null when no order reads any.
 */
export function bestDateOrder(
  samples: readonly string[],
): { order: DateOrder; read: number; total: number } | null {
  const values = samples.map((sample) => sample.trim()).filter((sample) => sample !== "");
  let best: { order: DateOrder; read: number; total: number } | null = null;
  for (const order of DATE_ORDERS) {
    const read = values.filter((value) => parseDateAs(value, order) !== null).length;
    if (read > 0 && (!best || read > best.read)) best = { order, read, total: values.length };
  }
  return best;
}

/** The first order (French first) that reads every non-empty sample, or null when none does. */
export function detectDateOrder(samples: readonly string[]): DateOrder | null {
  const best = bestDateOrder(samples);
  return best && best.read === best.total ? best.order : null;
}

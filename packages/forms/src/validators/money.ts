/**
 * Amounts typed by people, turned into integer cents (DESIGN §3: never floats for money).
 * Accepts the locale's grouping and decimal separators ("1 234,56" in French, "1,234.56" in English),
 * any kind of space as grouping, "." as decimal separator in every locale (the numeric keypad key), and
 * the minus sign U+2212 as well as "-".
 */
import { intlLocaleOf, type Locale } from "@trezo/i18n";

/** Largest amount we accept: well inside Number.MAX_SAFE_INTEGER cents, and in bigint columns. */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000_00;

export type MoneyParseError = "amountInvalid" | "amountTooManyDecimals" | "amountTooLarge";

export type MoneyParseResult = { ok: true; cents: number } | { ok: false; error: MoneyParseError };

function separatorsOf(locale: Locale): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(intlLocaleOf(locale)).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === "group")?.value ?? ",",
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
  };
}

/** Parses an amount in `locale` into integer cents. */
export function parseMoneyToCents(input: string, locale: Locale): MoneyParseResult {
  const { group, decimal } = separatorsOf(locale);
  // U+2212 (the typographic minus that Intl writes in some locales and that people paste) is a minus.
  let text = input
    .replace(/[\s\u00a0\u202f'’]/g, "")
    .replace(/€$|^€/g, "")
    .replace(/^\u2212/, "-");
  if (group !== decimal && !/\s/.test(group)) {
    // The grouping character counts only between groups of three digits ("1.234,5" in German).
    text = text.replace(new RegExp(`(\\d)\\${group}(?=\\d{3}(\\D|$))`, "g"), "$1");
  }
  if (decimal !== ".") text = text.replace(decimal, ".");
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, error: "amountInvalid" };
  const [, sign = "", whole = "0", fraction = ""] = match;
  if (fraction.length > 2) return { ok: false, error: "amountTooManyDecimals" };
  const absolute = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(absolute) || absolute > MAX_AMOUNT_CENTS)
    return { ok: false, error: "amountTooLarge" };
  return { ok: true, cents: sign === "-" ? -absolute : absolute };
}

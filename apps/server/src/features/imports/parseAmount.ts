/** The decimal separator of a file's amounts. */
export type DecimalSeparator = "," | ".";

const SPACES = /[\s\u00a0\u202f\u2009']/g;
const CURRENCY = /(?:€|\$|£|EUR|USD|GBP|CHF|NOK|UAH|kr|₴)/gi;

/**
 * Signed integer cents of a decimal number written as its digits, without floating point.
 *
 * The rounding rule of every parser: an amount with more than two decimals (OFX `-30.000`, `12.3456`,
 * an XLSX cell holding 1.005) is rounded to the cent, half away from zero (12.3456 → 12.35,
 * 1.005 → 1.01, -0.125 → -0.13), the commercial rounding banks apply; extra zeros change nothing
 * (-30.000 is -30.00). Returns null when the result is not a safe integer.
 */
export function decimalToCents(negative: boolean, units: string, decimals: string): number | null {
  const whole = Number(units === "" ? "0" : units);
  const cents = Number(decimals.slice(0, 2).padEnd(2, "0"));
  const roundUp = Number(decimals[2] ?? "0") >= 5 ? 1 : 0;
  const total = whole * 100 + cents + roundUp;
  if (!Number.isSafeInteger(total)) return null;
  return negative && total !== 0 ? -total : total;
}

/**
 * Reads an amount written by a bank in a CSV or a sheet into signed integer cents, without floating
 * point: "1 234,56", "1.234,56", "-12,00", "12,00-", "(12,00)", "+12,00 €", "1,234.56" (with "."),
 * "45", "12,3456" (rounded, see decimalToCents). Returns null for anything else (letters, two signs,
 * misplaced group separators...).
 */
export function parseAmountToCents(raw: string, decimalSeparator: DecimalSeparator): number | null {
  let text = raw.replace(CURRENCY, "").replace(SPACES, "");
  if (text === "") return null;
  let negative = false;
  if (text.startsWith("(") && text.endsWith(")")) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith("-")) {
    negative = !negative;
    text = text.slice(0, -1);
  } else if (text.endsWith("+")) {
    text = text.slice(0, -1);
  }
  if (text.startsWith("-")) {
    if (negative) return null;
    negative = true;
    text = text.slice(1);
  } else if (text.startsWith("+")) {
    text = text.slice(1);
  }
  const thousands = decimalSeparator === "," ? "." : ",";
  const pattern =
    decimalSeparator === ","
      ? /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/
      : /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;
  const match = pattern.exec(text);
  if (!match) return null;
  const [whole = "0", decimals = ""] = text.split(decimalSeparator);
  return decimalToCents(negative, whole.split(thousands).join(""), decimals);
}

/**
 * Reads an amount of a format that fixes its notation (OFX, CAMT): an optional sign, digits, and at
 * most one decimal mark, never a group separator, so the mark is never guessed: in `-30.000` or
 * `12.3456` the "." is the decimal mark. `allowComma` is for OFX, whose specification lets the mark be
 * "." or ","; CAMT (xs:decimal) has only ".". More than two decimals are rounded (decimalToCents).
 */
export function parseFixedDecimalToCents(raw: string, allowComma: boolean): number | null {
  const match = (allowComma ? /^([+-]?)(\d*)(?:[.,](\d*))?$/ : /^([+-]?)(\d*)(?:\.(\d*))?$/).exec(raw.trim());
  if (!match) return null;
  const [, sign, units = "", decimals = ""] = match;
  if (units === "" && decimals === "") return null;
  return decimalToCents(sign === "-", units, decimals);
}

/**
 * Reads a QIF amount. Quicken writes "1,234.56" (always with its decimals) and French Quicken or Money
 * "1 234,56", "1.234,56" or "-84,12": the decimal mark is the last of "." and "," when both appear;
 * a mark that appears once alone is the decimal mark ("-30,000" and "-30.000" are -30, never -30,000),
 * one that repeats groups thousands ("1,234,567"). Decided per amount, never guessed over the file.
 */
export function parseQifAmountToCents(raw: string): number | null {
  const text = raw.replace(SPACES, "");
  const dots = text.split(".").length - 1;
  const commas = text.split(",").length - 1;
  let separator: DecimalSeparator;
  if (dots > 0 && commas > 0) separator = text.lastIndexOf(".") > text.lastIndexOf(",") ? "." : ",";
  else if (commas === 1) separator = ",";
  else if (commas > 1) separator = ".";
  else separator = dots > 1 ? "," : ".";
  return parseAmountToCents(text, separator);
}

/**
 * Cents of a number read from a spreadsheet cell: through its shortest decimal writing (what the user
 * typed: 1.005, not 1.00499999…), then the rounding rule of decimalToCents.
 */
export function numberToCents(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const written = Math.abs(value) < 1e-6 ? value.toFixed(10) : String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(written);
  if (!match) return null;
  const [, sign, units = "0", decimals = ""] = match;
  return decimalToCents(sign === "-", units, decimals);
}

/**
 * The decimal separator that reads every sample: "," when an amount ends with a comma and one or two
 * digits (or four and more), or groups thousands with "."; "." in the mirror case; "," when nothing
 * tells (French first). `1.234` alone says nothing: it is 1234 in France and 1.234 in England.
 */
export function detectDecimalSeparator(samples: Iterable<string>): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const sample of samples) {
    const text = sample
      .replace(CURRENCY, "")
      .replace(SPACES, "")
      .replace(/[-+()]/g, "");
    if (/,(?:\d{1,2}|\d{4,})$/.test(text) || /\.\d{3},/.test(text) || /\d\.\d{3}\.\d{3}$/.test(text))
      comma += 1;
    else if (/\.(?:\d{1,2}|\d{4,})$/.test(text) || /,\d{3}\./.test(text) || /\d,\d{3},\d{3}$/.test(text))
      dot += 1;
  }
  return dot > comma ? "." : ",";
}

/**
 * Cents of an unsigned integer `digits` that the file scales by 10^`scale` (CFONB 120: a 14-digit
 * amount and its number of decimals), without floating point: the digits are split at the decimal mark
 * the scale puts, then decimalToCents (more than two decimals are rounded to the cent). Returns null
 * for anything but digits, or a result beyond a safe integer.
 */
export function scaledDigitsToCents(digits: string, scale: number, negative: boolean): number | null {
  if (!/^\d+$/.test(digits) || !Number.isInteger(scale) || scale < 0) return null;
  const padded = digits.padStart(scale + 1, "0");
  return decimalToCents(
    negative,
    padded.slice(0, padded.length - scale),
    padded.slice(padded.length - scale),
  );
}

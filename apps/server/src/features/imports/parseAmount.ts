/** The decimal separator of a file's amounts. */
export type DecimalSeparator = "," | ".";

const SPACES = /[\s\u00a0\u202f\u2009']/g;
const CURRENCY = /(?:€|\$|£|EUR|USD|GBP|CHF|NOK|UAH|kr|₴)/gi;

/**
 * Reads an amount written by a bank into signed integer cents, without floating point:
 * "1 234,56", "1.234,56", "-12,00", "12,00-", "(12,00)", "+12,00 €", "1,234.56" (with "."), "45".
 * Returns null for anything else (letters, two signs, more than 2 decimals...).
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
      ? /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/
      : /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
  const match = pattern.exec(text);
  if (!match) return null;
  const [whole = "0", decimals = ""] = text.split(decimalSeparator);
  const units = Number(whole.split(thousands).join(""));
  const cents = units * 100 + Number(decimals.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/**
 * The decimal separator that reads every sample: "," when an amount ends with a comma and one or two
 * digits (or uses "." between groups of three), "." in the mirror case, "," when nothing tells (French
 * first).
 */
export function detectDecimalSeparator(samples: Iterable<string>): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const sample of samples) {
    const text = sample
      .replace(CURRENCY, "")
      .replace(SPACES, "")
      .replace(/[-+()]/g, "");
    if (/,\d{1,2}$/.test(text) || /\.\d{3},/.test(text)) comma += 1;
    else if (/\.\d{1,2}$/.test(text) || /,\d{3}\./.test(text)) dot += 1;
  }
  return dot > comma ? "." : ",";
}

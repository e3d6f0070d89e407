/**
 * Amounts of e-invoices are xs:decimal (CII udt:AmountType, UBL cbc:*Amount): an optional sign, digits,
 * an optional "." and more digits. Never a comma, never a space, never an exponent: "1,234.56" is not
 * an amount, so a thousands separator can never be misread as a decimal mark (or the reverse).
 */
const XS_DECIMAL = /^([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

/**
 * Integer hundredths of an xs:decimal ("1234.5" → 123450, "-0.125" → -13), exactly: the digits are
 * read as a BigInt, never through floating point. More than two decimals are rounded half away from
 * zero (the commercial rounding). Null when the text is not an xs:decimal or the result leaves the
 * safe-integer range. Used for amounts (cents) and VAT rates (hundredths of a percent: "5.5" → 550).
 */
export function parseDecimalHundredths(raw: string): number | null {
  const match = XS_DECIMAL.exec(raw.trim());
  if (!match) return null;
  const [, sign = "", units = "", decimalsAfterUnits, decimalsAlone] = match;
  const decimals = decimalsAfterUnits ?? decimalsAlone ?? "";
  let hundredths = BigInt(units === "" ? "0" : units) * 100n + BigInt(decimals.slice(0, 2).padEnd(2, "0"));
  if ((decimals[2] ?? "0") >= "5") hundredths += 1n;
  if (sign === "-") hundredths = -hundredths;
  if (hundredths > BigInt(Number.MAX_SAFE_INTEGER) || hundredths < BigInt(Number.MIN_SAFE_INTEGER))
    return null;
  const result = Number(hundredths);
  return result === 0 ? 0 : result;
}

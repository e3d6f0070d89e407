/**
 * A VAT rate in percent: 0 to 100 with at most 2 decimals (French rates are 20, 10, 5.5 and 2.1).
 * Accepts a number or a string with "," or "." as decimal separator.
 */
export function parseVatRate(value: string | number): number | undefined {
  const text =
    typeof value === "number" ? String(value) : value.trim().replace(/\s*%$/, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const rate = Number(text);
  return rate >= 0 && rate <= 100 ? rate : undefined;
}

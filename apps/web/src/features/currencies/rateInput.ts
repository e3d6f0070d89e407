/**
 * A rate typed by a person ("1,0946", "1.0946", " 158 ") as the contract wants it: decimal text with a
 * dot, up to 9 integer digits and 12 decimals, positive. Null when it is not one.
 */
export function rateFromInput(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d{1,9}(?:\.\d{1,12})?$/.test(compact) || !/[1-9]/.test(compact)) return null;
  return compact;
}

/** A stored rate ("1.0946") written with the locale's decimal separator, its digits kept as published. */
export function formatRate(rate: string, locale: string): string {
  const separator =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
  return rate.replace(".", separator);
}

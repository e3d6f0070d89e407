/**
 * Amounts typed in the dashboard (a cell's forecast, the threshold) and shown for editing. What a typed
 * forecast does to the series is the domain's planCellEdit, applied by the server (editForecastCell).
 */
import { intlLocaleOf, type Locale } from "@trezo/i18n";

/**
 * Reads an amount typed in `locale` ("1 250,50", "-800", "1250.50", "1.250,50 €") into cents; null when it
 * is not an amount.
 */
export function parseMoneyInput(text: string, locale: Locale): number | null {
  const decimal =
    new Intl.NumberFormat(intlLocaleOf(locale)).formatToParts(1.5).find((part) => part.type === "decimal")
      ?.value ?? ",";
  let cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f'’€$£]|kr|EUR|грн|₴/gi, "")
    .replace(/^−/, "-");
  if (cleaned === "" || cleaned === "-") return null;
  const other = decimal === "," ? "." : ",";
  // "1250.50" typed with the other separator as the only one, followed by one or two digits: a decimal.
  const otherAsDecimal = new RegExp(`^-?\\d+\\${other}\\d{1,2}$`);
  if (!cleaned.includes(decimal) && otherAsDecimal.test(cleaned)) cleaned = cleaned.replace(other, decimal);
  cleaned = cleaned.split(other).join("");
  const parts = cleaned.split(decimal);
  if (parts.length > 2) return null;
  const [whole = "", fraction = ""] = parts;
  if (!/^-?\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return null;
  const negative = whole.startsWith("-");
  const cents = Number(whole.replace("-", "")) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** Cents as the user would type them in `locale`: no grouping, no currency, the locale's decimal sign. */
export function editableAmount(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { useGrouping: false, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

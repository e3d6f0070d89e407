import { type Locale, type MessageKey, moneyFormatter, translate } from "@trezo/i18n";
import type { ImportError } from "./statementLine";
import { MAPPED_FIELDS, type MappedField } from "./tabular/columnMapping";

/**
 * The user's text for a refused file, in their locale: the code's message, introduced by the line and
 * column when known ("Ligne 12, colonne « Montant » : Montant invalide « douze »."). The value quoted
 * is the file's own text: the screen must render it as text, never as HTML.
 */
export function importErrorMessage(error: ImportError, locale: Locale): string {
  // The mapping's missing fields travel as their keys ("date, amount"): shown by their names.
  const value =
    error.code === "mappingIncomplete" || error.code === "noHeaderRow"
      ? (error.value ?? "")
          .split(/,\s*/)
          .filter((field) => field !== "")
          .map((field) =>
            (MAPPED_FIELDS as readonly string[]).includes(field)
              ? translate(`imports.fields.${field as MappedField}`, locale)
              : field,
          )
          .join(", ")
      : (error.value ?? "");
  // A balance that does not add up travels as integer cents: shown as amounts of its currency.
  const amounts =
    error.code === "balanceMismatch" && error.currency ? moneyFormatter(error.currency, locale) : null;
  const asAmount = (cents: string) => (amounts && /^-?\d+$/.test(cents) ? amounts(Number(cents)) : cents);
  const message = translate(`imports.errors.${error.code}` as MessageKey, locale, {
    value: asAmount(value),
    column: error.column ?? "",
    expected: asAmount(error.expected ?? ""),
  });
  if (error.line === undefined) return message;
  if (error.column === undefined)
    return translate("imports.where.line", locale, { line: error.line, message });
  // A column by number (XML: the character's column) is written as a number, a named one quoted.
  const where = /^\d+$/.test(error.column) ? "imports.where.lineColumnNumber" : "imports.where.lineColumn";
  return translate(where, locale, { line: error.line, column: error.column, message });
}

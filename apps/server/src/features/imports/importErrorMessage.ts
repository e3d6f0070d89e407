import { type Locale, type MessageKey, translate } from "@trezo/i18n";
import type { ImportError } from "./statementLine";

/**
 * The user's text for a refused file, in their locale: the code's message, introduced by the line and
 * column when known ("Ligne 12, colonne « Montant » : Montant invalide « douze »."). The value quoted
 * is the file's own text: the screen must render it as text, never as HTML.
 */
export function importErrorMessage(error: ImportError, locale: Locale): string {
  const message = translate(`imports.errors.${error.code}` as MessageKey, locale, {
    value: error.value ?? "",
    column: error.column ?? "",
  });
  if (error.line === undefined) return message;
  if (error.column === undefined)
    return translate("imports.where.line", locale, { line: error.line, message });
  return translate("imports.where.lineColumn", locale, { line: error.line, column: error.column, message });
}

/**
 * A text cell that no spreadsheet will take for a formula (CSV/formula injection, OWASP): text starting
 * with = + - @ or a tab or carriage return gets a leading apostrophe. Names come from users.
 */
export function neutralisedText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

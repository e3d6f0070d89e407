/**
 * Spreadsheet formula injection: a cell that starts with = + - @ (or a tab or carriage return, which
 * some spreadsheets skip before reading a formula) is run as a formula when the file is opened. Such
 * text is prefixed with ' so it shows as typed. Numbers are never passed through here: they stay numbers.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A cell of a spreadsheet-like statement: text from CSV, also numbers and dates from XLSX. */
export type TabularCell = string | number | Date | null;

/** A row with the 1-based file line (CSV) or sheet row (XLSX) it starts on. */
export interface TabularRow {
  lineNumber: number;
  cells: TabularCell[];
}

/** A cell as text (numbers keep "." as decimal separator, dates become YYYY-MM-DD). */
export function cellText(cell: TabularCell | undefined): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
  return typeof cell === "number" ? String(cell) : cell.trim();
}

/** Whether a row has nothing in it. */
export function isBlankRow(row: TabularRow): boolean {
  return row.cells.every((cell) => cellText(cell) === "");
}

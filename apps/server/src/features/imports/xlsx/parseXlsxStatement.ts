import ExcelJS from "exceljs";
import {
  type ImportError,
  importError,
  MAX_STATEMENT_LINES,
  type StatementParseResult,
} from "../statementLine";
import { parseTabularRows, type TabularParseOptions } from "../tabular/parseTabularRows";
import { type MappingSuggestion, suggestMapping } from "../tabular/suggestMapping";
import { cellText, type TabularCell, type TabularRow } from "../tabular/tabularRow";
import { plainCell } from "./plainCell";

/** The first worksheet's rows, each with its sheet row number. */
async function rowsOf(
  bytes: Uint8Array,
): Promise<{ ok: true; rows: TabularRow[] } | { ok: false; error: ImportError }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    return importError("unreadableXlsx");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) return importError("emptyFile");
  if (sheet.rowCount > MAX_STATEMENT_LINES + 100)
    return importError("tooManyLines", { line: MAX_STATEMENT_LINES });
  const rows: TabularRow[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: TabularCell[] = [];
    // row.values is 1-based (index 0 is empty).
    const values = row.values as ExcelJS.CellValue[];
    for (let column = 1; column < values.length; column++) cells.push(plainCell(values[column] ?? null));
    rows.push({ lineNumber: rowNumber, cells });
  });
  return { ok: true, rows };
}

/** Reads an XLSX statement's layout and suggests a mapping (getHeaders). */
export async function inspectXlsxStatement(
  bytes: Uint8Array,
): Promise<
  { ok: true; inspection: MappingSuggestion & { sampleRows: string[][] } } | { ok: false; error: ImportError }
> {
  const read = await rowsOf(bytes);
  if (!read.ok) return read;
  const suggestion = suggestMapping(read.rows);
  const sampleRows = read.rows
    .slice(suggestion.headerRow + 1)
    .filter((row) => row.cells.some((cell) => cellText(cell) !== ""))
    .slice(0, 10)
    .map((row) => row.cells.map(cellText));
  return { ok: true, inspection: { ...suggestion, sampleRows } };
}

/** Parses the first worksheet of an XLSX statement (real dates and numbers, or text like a CSV). */
export async function parseXlsxStatement(
  bytes: Uint8Array,
  options: TabularParseOptions,
): Promise<StatementParseResult> {
  const read = await rowsOf(bytes);
  if (!read.ok) return read;
  return parseTabularRows(read.rows, "xlsx", options);
}

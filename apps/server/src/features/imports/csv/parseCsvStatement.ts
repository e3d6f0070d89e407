import { decodeText, looksBinary, type TextEncoding } from "../decodeText";
import { type ImportError, importError, type StatementParseResult } from "../statementLine";
import { parseTabularRows, type TabularParseOptions } from "../tabular/parseTabularRows";
import { type MappingSuggestion, suggestMapping } from "../tabular/suggestMapping";
import type { TabularRow } from "../tabular/tabularRow";
import { type CsvDelimiter, detectDelimiter, readCsvRows } from "./readCsvRows";

/** What the import wizard shows before mapping (getHeaders): how the file reads, and a mapping. */
export interface CsvInspection extends MappingSuggestion {
  encoding: TextEncoding;
  delimiter: CsvDelimiter;
  /** The first rows after the header, as text, for the preview. */
  sampleRows: string[][];
}

function rowsOf(
  bytes: Uint8Array,
):
  | { ok: true; rows: TabularRow[]; encoding: TextEncoding; delimiter: CsvDelimiter }
  | { ok: false; error: ImportError } {
  const { text, encoding } = decodeText(bytes);
  if (text.trim() === "") return importError("emptyFile");
  if (looksBinary(text)) return importError("undecodable");
  const delimiter = detectDelimiter(text);
  const read = readCsvRows(text, delimiter);
  if (!read.ok) return read;
  return { ok: true, rows: read.rows, encoding, delimiter };
}

/** Reads a CSV statement's layout and suggests a mapping. */
export function inspectCsvStatement(
  bytes: Uint8Array,
): { ok: true; inspection: CsvInspection } | { ok: false; error: ImportError } {
  const read = rowsOf(bytes);
  if (!read.ok) return read;
  const suggestion = suggestMapping(read.rows);
  const sampleRows = read.rows
    .slice(suggestion.headerRow + 1)
    .filter((row) => row.cells.some((cell) => (cell ?? "") !== ""))
    .slice(0, 10)
    .map((row) => row.cells.map((cell) => String(cell ?? "")));
  return {
    ok: true,
    inspection: { ...suggestion, encoding: read.encoding, delimiter: read.delimiter, sampleRows },
  };
}

/**
 * Parses a CSV statement (any delimiter; UTF-8, UTF-16 LE/BE with or without BOM, Windows-1252) into
 * statement lines.
 */
export function parseCsvStatement(bytes: Uint8Array, options: TabularParseOptions): StatementParseResult {
  const read = rowsOf(bytes);
  if (!read.ok) return read;
  return parseTabularRows(read.rows, "csv", options);
}

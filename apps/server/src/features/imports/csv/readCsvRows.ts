import Papa from "papaparse";
import { lineCounter } from "../lineCounter";
import { type ImportError, importError, MAX_STATEMENT_LINES } from "../statementLine";
import type { TabularRow } from "../tabular/tabularRow";

/** Delimiters tried, in this order on a tie (French exports use ";"). */
export const CSV_DELIMITERS = [";", ",", "\t", "|"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** Counts `delimiter` outside double quotes in one line. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count += 1;
  }
  return count;
}

/**
 * The delimiter of a CSV file: the one that splits the most of the first 50 non-empty lines into the
 * same number of fields (bank preambles have fewer fields and do not vote), more fields winning a tie.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const lines = text
    .split(/\r\n|\n|\r/, 400)
    .filter((line) => line.trim() !== "")
    .slice(0, 50);
  let best: CsvDelimiter = ";";
  let bestScore = -1;
  for (const delimiter of CSV_DELIMITERS) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const frequency = new Map<number, number>();
    for (const count of counts) if (count > 0) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    let modeCount = 0;
    let mode = 0;
    for (const [count, lineCount] of frequency) {
      if (lineCount > modeCount || (lineCount === modeCount && count > mode)) {
        mode = count;
        modeCount = lineCount;
      }
    }
    const score = modeCount * 1000 + mode;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Splits CSV text into rows with papaparse, keeping each row's 1-based line number (a quoted field may
 * span lines). An unterminated quote refuses the file with its line.
 */
export function readCsvRows(
  text: string,
  delimiter: CsvDelimiter,
): { ok: true; rows: TabularRow[] } | { ok: false; error: ImportError } {
  const rows: TabularRow[] = [];
  let failure: { ok: false; error: ImportError } | null = null;
  const lineAt = lineCounter(text);
  let rowStart = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    step: (result, parser) => {
      const startLine = lineAt(rowStart);
      const quoteError = result.errors.find(
        (error) => error.code === "MissingQuotes" || error.type === "Quotes",
      );
      if (quoteError) {
        failure = importError("malformedCsv", { line: startLine });
        parser.abort();
        return;
      }
      if (rows.length > MAX_STATEMENT_LINES + 100) {
        failure = importError("tooManyLines", { line: startLine });
        parser.abort();
        return;
      }
      rows.push({ lineNumber: startLine, cells: result.data });
      rowStart = result.meta.cursor;
    },
  });
  return failure ?? { ok: true, rows };
}

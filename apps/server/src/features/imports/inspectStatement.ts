import { inspectCsvStatement } from "./csv/parseCsvStatement";
import { detectStatementFormat } from "./detectStatementFormat";
import { type ImportError, importError, MAX_STATEMENT_BYTES, type StatementFormat } from "./statementLine";
import type { MappingSuggestion } from "./tabular/suggestMapping";
import { inspectXlsxStatement } from "./xlsx/parseXlsxStatement";

/**
 * What the import wizard needs before parsing (getHeaders): the format and, for CSV and XLSX, the
 * headers, the first rows and a suggested column mapping. OFX, QIF, CAMT.053, CFONB 120 and MT940 need no mapping.
 */
export type StatementInspection =
  | { format: "csv" | "xlsx"; tabular: MappingSuggestion & { sampleRows: string[][] } }
  | { format: Exclude<StatementFormat, "csv" | "xlsx"> };

/** Inspects a statement file without parsing its transactions. */
export async function inspectStatement(
  bytes: Uint8Array,
  fileName?: string,
): Promise<{ ok: true; inspection: StatementInspection } | { ok: false; error: ImportError }> {
  if (bytes.byteLength === 0) return importError("emptyFile");
  if (bytes.byteLength > MAX_STATEMENT_BYTES) return importError("fileTooLarge");
  const format = detectStatementFormat(bytes, fileName);
  if (format === null) return importError("unknownFormat");
  if (format === "csv") {
    const inspected = inspectCsvStatement(bytes);
    return inspected.ok ? { ok: true, inspection: { format, tabular: inspected.inspection } } : inspected;
  }
  if (format === "xlsx") {
    const inspected = await inspectXlsxStatement(bytes);
    return inspected.ok ? { ok: true, inspection: { format, tabular: inspected.inspection } } : inspected;
  }
  return { ok: true, inspection: { format } };
}

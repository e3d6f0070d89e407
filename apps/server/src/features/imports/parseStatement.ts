import { parseCamt053Statement } from "./camt/parseCamt053Statement";
import { parseCfonbStatement } from "./cfonb/parseCfonbStatement";
import { parseCsvStatement } from "./csv/parseCsvStatement";
import { detectStatementFormat } from "./detectStatementFormat";
import { parseMt940Statement } from "./mt940/parseMt940Statement";
import { parseOfxStatement } from "./ofx/parseOfxStatement";
import { parseQifStatement } from "./qif/parseQifStatement";
import {
  importError,
  MAX_STATEMENT_BYTES,
  type StatementFormat,
  type StatementParseResult,
} from "./statementLine";
import type { ColumnMapping } from "./tabular/columnMapping";
import type { RememberedMapping, TabularParseOptions } from "./tabular/parseTabularRows";
import { parseXlsxStatement } from "./xlsx/parseXlsxStatement";

/** Options of parseStatement. */
export interface ParseStatementOptions {
  /** The uploaded file's name, a hint for the format. */
  fileName?: string | undefined;
  /** Force a format instead of detecting it. */
  format?: StatementFormat | undefined;
  /** Column mapping for CSV and XLSX chosen in the wizard (else the remembered, else the suggested one). */
  mapping?: ColumnMapping | undefined;
  /** The mapping remembered for the bank: used for a CSV or XLSX with the same headers. */
  remembered?: RememberedMapping | null | undefined;
  /**
   * The account's currency (ISO 4217), for formats that do not say; EUR by default. A line in another
   * currency refuses the file (currencyMismatch).
   */
  defaultCurrency?: string | undefined;
}

/**
 * Parses a bank statement file of any supported format into statement lines: pure (bytes in, lines or
 * one error out), so the import handler can preview, check duplicates and then write in one
 * transaction. A malformed file yields an error naming the line (and column when known) and no line.
 */
export async function parseStatement(
  bytes: Uint8Array,
  options: ParseStatementOptions = {},
): Promise<StatementParseResult> {
  if (bytes.byteLength === 0) return importError("emptyFile");
  if (bytes.byteLength > MAX_STATEMENT_BYTES) return importError("fileTooLarge");
  const format = options.format ?? detectStatementFormat(bytes, options.fileName);
  const defaultCurrency = options.defaultCurrency ?? "EUR";
  const parsed = await parseByFormat(bytes, format, {
    mapping: options.mapping,
    remembered: options.remembered,
    defaultCurrency,
  });
  if (!parsed.ok) return parsed;
  // A statement in another currency is never added to this account's balance (a sum of USD and EUR
  // cents means nothing): refused, naming both currencies.
  const foreign = parsed.lines.find((line) => line.currency !== defaultCurrency);
  if (foreign)
    return importError("currencyMismatch", {
      line: foreign.lineNumber,
      value: foreign.currency,
      expected: defaultCurrency,
    });
  return parsed;
}

function parseByFormat(
  bytes: Uint8Array,
  format: StatementFormat | null,
  options: TabularParseOptions,
): StatementParseResult | Promise<StatementParseResult> {
  const { defaultCurrency } = options;
  switch (format) {
    case "csv":
      return parseCsvStatement(bytes, options);
    case "xlsx":
      return parseXlsxStatement(bytes, options);
    case "ofx":
      return parseOfxStatement(bytes, { defaultCurrency });
    case "qif":
      return parseQifStatement(bytes, { defaultCurrency });
    case "camt053":
      return parseCamt053Statement(bytes);
    case "cfonb120":
      return parseCfonbStatement(bytes);
    case "mt940":
      return parseMt940Statement(bytes);
    default:
      return importError("unknownFormat");
  }
}

export { type CsvInspection, inspectCsvStatement, parseCsvStatement } from "./csv/parseCsvStatement";
export { detectDelimiter } from "./csv/readCsvRows";
export { decodeText, detectEncoding } from "./decodeText";
export { detectStatementFormat } from "./detectStatementFormat";
export { selectNewLines, withFingerprints } from "./fingerprint";
export { importErrorMessage } from "./importErrorMessage";
export { inspectStatement, type StatementInspection } from "./inspectStatement";
export { type DecimalSeparator, detectDecimalSeparator, parseAmountToCents } from "./parseAmount";
export { type DateOrder, detectDateOrder, parseDateAs } from "./parseDate";
export { type ParseStatementOptions, parseStatement } from "./parseStatement";
export {
  IMPORT_ERROR_CODES,
  type ImportError,
  type ImportErrorCode,
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_LINES,
  type StatementFormat,
  type StatementLine,
  type StatementParseResult,
} from "./statementLine";
export { type ColumnMapping, type MappedField, missingMappedFields } from "./tabular/columnMapping";
export { columnMappingSchema, headerSignature } from "./tabular/columnMappingSchema";
export { type MappingSuggestion, suggestMapping } from "./tabular/suggestMapping";
export { inspectXlsxStatement, parseXlsxStatement } from "./xlsx/parseXlsxStatement";

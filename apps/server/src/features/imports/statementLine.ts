import type { IsoDate } from "@trezo/domain";
import type { ColumnMapping } from "./tabular/columnMapping";

/** The formats a statement can come in. */
export type StatementFormat = "csv" | "xlsx" | "ofx" | "qif" | "camt053" | "cfonb120" | "mt940";

/**
 * One transaction read from a statement file, whatever its format: what the import handler stores
 * (after the duplicate check) and what the preview shows.
 */
export interface StatementLine {
  /** 1-based line of the file where the transaction starts (XLSX: the row number). */
  lineNumber: number;
  /** Operation date: the day the bank booked the line on the account (CAMT BookgDt, OFX DTPOSTED). */
  date: IsoDate;
  /** Value date: the day it counts for interest (CAMT ValDt, OFX DTAVAIL), when the file says. */
  valueDate: IsoDate | null;
  /** The bank's label as written (trimmed, spaces collapsed). */
  label: string;
  /** normalizeLabel(label): what rules and suggestions compare. */
  normalizedLabel: string;
  /** Signed integer cents: negative is a debit. */
  amountCents: number;
  /** ISO 4217 code. */
  currency: string;
  counterparty: string | null;
  normalizedCounterparty: string;
  reference: string | null;
  /**
   * Stable per-line key for duplicate detection: a hash of date, amount and normalised label, then
   * ":n" for the n-th identical line of the file (see fingerprint.ts).
   */
  fingerprint: string;
}

/** Every reason a file is refused. The i18n namespace `imports.errors` has a text for each. */
export const IMPORT_ERROR_CODES = [
  "emptyFile",
  "fileTooLarge",
  "tooManyLines",
  "unknownFormat",
  "undecodable",
  "noHeaderRow",
  "mappingIncomplete",
  "unknownColumn",
  "malformedCsv",
  "missingDate",
  "invalidDate",
  "missingAmount",
  "invalidAmount",
  "invalidCurrency",
  "malformedXml",
  "truncatedXml",
  "notCamt053",
  "malformedOfx",
  "bankRefused",
  "malformedQif",
  "unsupportedQifType",
  "unreadableXlsx",
  "currencyMismatch",
  "cfonbRecordLength",
  "malformedCfonb",
  "malformedMt940",
  "missingClosingBalance",
  "balanceMismatch",
  "severalAccounts",
] as const;

/** Why a file is refused. */
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/** A refused file: the code, and where when it is known (1-based line, column by name or number). */
export interface ImportError {
  code: ImportErrorCode;
  line?: number | undefined;
  column?: string | undefined;
  /** The offending text, cut to 80 characters (for the message; never HTML). */
  value?: string | undefined;
  /** What was expected instead (currencyMismatch: the account's currency). */
  expected?: string | undefined;
  /**
   * balanceMismatch: the currency of `value` (the closing balance computed from the opening balance and
   * the operations) and `expected` (the one the bank reported), both integer cents written as digits.
   */
  currency?: string | undefined;
}

/** The outcome of parsing: every line, or one error and no line at all. */
export type StatementParseResult =
  | {
      ok: true;
      format: StatementFormat;
      lines: StatementLine[];
      /** CSV and XLSX: the mapping the lines were read with, and the file's header signature. */
      mapping?: ColumnMapping;
      signature?: string;
    }
  | { ok: false; error: ImportError };

/** Largest file accepted (bytes). */
export const MAX_STATEMENT_BYTES = 50 * 1024 * 1024;
/** Most transactions in one file. */
export const MAX_STATEMENT_LINES = 500_000;

/** Builds an ImportError, cutting the value so an error never carries a whole file. */
export function importError(
  code: ImportErrorCode,
  where: {
    line?: number | undefined;
    column?: string | undefined;
    value?: string | undefined;
    expected?: string | undefined;
    currency?: string | undefined;
  } = {},
): { ok: false; error: ImportError } {
  const error: ImportError = { code };
  if (where.line !== undefined) error.line = where.line;
  if (where.column !== undefined) error.column = where.column;
  if (where.value !== undefined) error.value = where.value.slice(0, 80);
  if (where.expected !== undefined) error.expected = where.expected.slice(0, 80);
  if (where.currency !== undefined) error.currency = where.currency.slice(0, 3);
  return { ok: false, error };
}

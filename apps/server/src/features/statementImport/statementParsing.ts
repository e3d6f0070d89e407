import { Worker } from "node:worker_threads";
import { inspectCsvStatement } from "../imports/csv/parseCsvStatement";
import { detectStatementFormat } from "../imports/detectStatementFormat";
import { parseStatement } from "../imports/parseStatement";
import type { StatementParseResult } from "../imports/statementLine";
import type { ColumnMapping } from "../imports/tabular/columnMapping";
import { inspectXlsxStatement } from "../imports/xlsx/parseXlsxStatement";

/** What an import parses: the file, the mapping chosen or remembered, the account's currency. */
export interface StatementParseRequest {
  bytes: Uint8Array;
  fileName: string;
  mapping: ColumnMapping | null;
  defaultCurrency: string;
}

/** The parsed statement and the mapping actually used (to remember for the bank). */
export interface StatementParseOutcome {
  mapping: ColumnMapping | null;
  parsed: StatementParseResult;
}

/** The suggested mapping of a CSV or XLSX statement, or null. */
export async function suggestedMapping(bytes: Uint8Array, fileName: string): Promise<ColumnMapping | null> {
  const format = detectStatementFormat(bytes, fileName);
  if (format !== "csv" && format !== "xlsx") return null;
  const inspected = format === "csv" ? inspectCsvStatement(bytes) : await inspectXlsxStatement(bytes);
  return inspected.ok ? inspected.inspection.mapping : null;
}

/**
 * Parses a statement to import: without a chosen or remembered mapping, the suggestion the parser
 * would use anyway (and that is then remembered for the bank).
 */
export async function parseStatementToImport(request: StatementParseRequest): Promise<StatementParseOutcome> {
  const mapping = request.mapping ?? (await suggestedMapping(request.bytes, request.fileName));
  const parsed = await parseStatement(request.bytes, {
    fileName: request.fileName,
    mapping: mapping ?? undefined,
    defaultCurrency: request.defaultCurrency,
  });
  return { mapping, parsed };
}

const WORKER_URL = new URL("./statementParseWorker.mjs", import.meta.url);

/**
 * Files from this size on are parsed in a worker thread (about 2,500 CSV lines): below it parsing takes
 * less than starting the worker.
 */
export const WORKER_MIN_BYTES = 100_000;

/**
 * parseStatementToImport, in a worker thread for a file of WORKER_MIN_BYTES or more: parsing a large
 * file is seconds of CPU, which on the server's own thread would hold every other tenant's request (and
 * PGlite, which runs in that thread).
 */
export function parseStatementOffThread(request: StatementParseRequest): Promise<StatementParseOutcome> {
  if (request.bytes.byteLength < WORKER_MIN_BYTES) return parseStatementToImport(request);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: request });
    worker.once("message", (outcome: StatementParseOutcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`statement parse worker exited with code ${code}`));
    });
  });
}

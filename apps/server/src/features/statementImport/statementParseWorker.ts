/** Worker thread of parseStatementInWorker: parses one statement and posts the outcome back. */
import { parentPort, workerData } from "node:worker_threads";
import { parseStatementToImport, type StatementParseRequest } from "./statementParsing";

parentPort?.postMessage(await parseStatementToImport(workerData as StatementParseRequest));

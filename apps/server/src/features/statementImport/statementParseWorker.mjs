// Entry of parseStatementInWorker's thread: loads the TypeScript worker as the server's own tsx does
// (a worker thread does not inherit the main thread's loader).
import { tsImport } from "tsx/esm/api";

await tsImport("./statementParseWorker.ts", import.meta.url);

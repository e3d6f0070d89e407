// The entry of the statement-parsing worker thread (parseOffThread.ts). The server runs TypeScript
// through tsx (and vitest under the tests), neither of which a fresh worker thread inherits for sure:
// tsx's scoped loader imports the TypeScript side here, whichever way the server was started.
import { tsImport } from "tsx/esm/api";

await tsImport("./parseWorker.ts", import.meta.url);

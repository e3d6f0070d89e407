import { parentPort } from "node:worker_threads";
import { type ParseStatementOptions, parseStatement } from "../parseStatement";
import type { StatementLine } from "../statementLine";

/** A statement to parse, from parseOffThread.ts. */
export interface ParseRequest {
  id: number;
  bytes: Uint8Array;
  options: ParseStatementOptions;
}

/**
 * What the worker answers, in order: the lines in batches (each message is deserialised on the main
 * thread on its own, so a 100,000-line file does not hold it in one go), then the outcome without its
 * lines, or a crash of the parser.
 */
export type ParseReply =
  | { id: number; kind: "lines"; lines: StatementLine[] }
  | { id: number; kind: "done"; result: Omit<Extract<ParseResult, { ok: true }>, "lines"> | ParseFailure }
  | { id: number; kind: "crashed"; message: string };

type ParseResult = Awaited<ReturnType<typeof parseStatement>>;
type ParseFailure = Extract<ParseResult, { ok: false }>;

/** Lines per message back to the main thread. */
export const LINES_PER_MESSAGE = 2000;

const port = parentPort;
if (!port) throw new Error("parseWorker runs in a worker thread");

port.on("message", async (request: ParseRequest) => {
  try {
    const result = await parseStatement(request.bytes, request.options);
    if (!result.ok) {
      port.postMessage({ id: request.id, kind: "done", result } satisfies ParseReply);
      return;
    }
    const { lines, ...rest } = result;
    for (let start = 0; start < lines.length; start += LINES_PER_MESSAGE) {
      const batch = lines.slice(start, start + LINES_PER_MESSAGE);
      port.postMessage({ id: request.id, kind: "lines", lines: batch } satisfies ParseReply);
    }
    port.postMessage({ id: request.id, kind: "done", result: rest } satisfies ParseReply);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ id: request.id, kind: "crashed", message } satisfies ParseReply);
  }
});

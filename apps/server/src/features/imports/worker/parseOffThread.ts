import { Worker } from "node:worker_threads";
import { type ParseStatementOptions, parseStatement } from "../parseStatement";
import type { StatementLine, StatementParseResult } from "../statementLine";
import type { ParseReply, ParseRequest } from "./parseWorker";

/**
 * Files from this size on are parsed on the worker thread. Below it (a few thousand lines, tens of
 * milliseconds of parsing) the round trip and the worker's first start would cost more than they save.
 */
export const OFF_THREAD_MIN_BYTES = 128 * 1024;

interface Pending {
  lines: StatementLine[];
  resolve(result: StatementParseResult): void;
  reject(error: Error): void;
}

/**
 * The long-lived worker thread that parses statements for the whole process (every server of it):
 * started at the first large file, started again after a crash. It holds the process open only while
 * it has work.
 */
class ParseWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  parse(bytes: Uint8Array, options: ParseStatementOptions): Promise<StatementParseResult> {
    const worker = this.started();
    const id = this.nextId++;
    // A copy the worker owns (an upload's Buffer may share its memory with others).
    const copy = new Uint8Array(bytes);
    const request: ParseRequest = { id, bytes: copy, options };
    return new Promise<StatementParseResult>((resolve, reject) => {
      this.pending.set(id, { lines: [], resolve, reject });
      worker.ref();
      worker.postMessage(request, [copy.buffer]);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./parseWorkerBoot.mjs", import.meta.url));
    worker.on("message", (reply: ParseReply) => this.receive(reply));
    // A crash or an exit fails what was asked of this worker; the next file starts a new one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`statement parser stopped (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private receive(reply: ParseReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    if (reply.kind === "lines") {
      for (const line of reply.lines) pending.lines.push(line);
      return;
    }
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (reply.kind === "crashed") pending.reject(new Error(`statement parser failed: ${reply.message}`));
    else if (reply.result.ok) pending.resolve({ ...reply.result, lines: pending.lines });
    else pending.resolve(reply.result);
  }
}

const parseWorker = new ParseWorker();

/**
 * parseStatement, run on a worker thread for a large file: parsing 100,000 lines takes seconds of CPU,
 * which on the server's own thread would hold every other request (and PGlite, which runs there) for as
 * long (issue 12). The lines come back in batches, each handed over between other work.
 */
export function parseStatementOffThread(
  bytes: Uint8Array,
  options: ParseStatementOptions = {},
): Promise<StatementParseResult> {
  if (bytes.byteLength < OFF_THREAD_MIN_BYTES) return parseStatement(bytes, options);
  return parseWorker.parse(bytes, options);
}

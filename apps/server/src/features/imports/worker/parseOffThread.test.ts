import { describe, expect, it } from "vitest";
import { statementCsv } from "../../../testing/statementFiles";
import { parseStatement } from "../parseStatement";
import { OFF_THREAD_MIN_BYTES, parseStatementOffThread } from "./parseOffThread";

/** A file of `lines` lines, checked to be large enough for the worker thread. */
function largeFile(lines: number, lastLabel?: string): Buffer {
  const file = statementCsv(lines, lastLabel === undefined ? {} : { lastLabel });
  expect(file.byteLength).toBeGreaterThanOrEqual(OFF_THREAD_MIN_BYTES);
  return file;
}

describe("parsing a statement on the worker thread", () => {
  it("reads the same lines, in the same order, as parsing on the server's thread", async () => {
    const file = largeFile(12_000);
    const [offThread, onThread] = await Promise.all([
      parseStatementOffThread(file, { fileName: "releve.csv" }),
      parseStatement(file, { fileName: "releve.csv" }),
    ]);
    expect(offThread.ok).toBe(true);
    expect(offThread).toEqual(onThread);
  });

  it("answers a refused file with the parsers' error, line included, and serves the next file", async () => {
    const file = Buffer.concat([largeFile(6000), Buffer.from("31/02/2024;PRLV;-10,00\r\n")]);
    const refused = await parseStatementOffThread(file, { fileName: "releve.csv" });
    expect(refused).toEqual(await parseStatement(file, { fileName: "releve.csv" }));
    expect(refused).toMatchObject({ ok: false, error: { code: "invalidDate", line: 6002 } });
    // The options reach the worker: a CSV without a currency column is in the account's currency.
    const dollars = await parseStatementOffThread(largeFile(6000), { defaultCurrency: "USD" });
    expect(dollars.ok && new Set(dollars.lines.map((line) => line.currency))).toEqual(new Set(["USD"]));
  });

  it("parses files asked for at once, each with its own options", async () => {
    const results = await Promise.all(
      [6000, 7000, 8000].map((lines) => parseStatementOffThread(largeFile(lines), { fileName: "a.csv" })),
    );
    expect(results.map((result) => (result.ok ? result.lines.length : -1))).toEqual([6000, 7000, 8000]);
  });
});

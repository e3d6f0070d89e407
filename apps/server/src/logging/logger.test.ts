import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { removeDataDir } from "../testing/testServer";
import { createLogger } from "./logger";

// Real failures of a real database (PGlite, or the PostgreSQL of DATABASE_URL), carrying values that
// must never reach a log line: an e-mail and an argon2 hash, as were seen in the logs.
const EMAIL = "leak.canary.7f3a@example.fr";
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$Q2FuYXJ5U2FsdA$Y2FuYXJ5aGFzaGNhbmFyeWhhc2g";
const SECRETS = [EMAIL, HASH, "Q2FuYXJ5U2FsdA", "leak.canary"];

const dataDir = mkdtempSync(join(tmpdir(), "trezo-log-"));
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
});
afterAll(async () => {
  await database.close();
  removeDataDir(dataDir);
});

/** A logger writing into an array of parsed lines. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger("info", stream), text: () => lines.join("") };
}

/** The error a failing query throws. */
async function failure(work: () => Promise<unknown>): Promise<Error> {
  try {
    await work();
  } catch (error) {
    return error as Error;
  }
  throw new Error("the query was expected to fail");
}

/** Failing queries whose parameters, messages or details hold the secrets. */
async function failingQueries(): Promise<Error[]> {
  const { db } = database;
  return [
    // 'invalid input syntax for type integer: "…"': the value is in the database's own message.
    await failure(() => db.execute(sql`select ${EMAIL}::int`)),
    await failure(() => db.execute(sql`select ${HASH}::uuid, ${EMAIL}::text`)),
    // A unique violation: the value is in the error's `detail` ('Key (email)=(…) already exists').
    await failure(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table leak_probe (email text unique, hash text)`);
        await tx.execute(sql`insert into leak_probe values (${EMAIL}, ${HASH})`);
        await tx.execute(sql`insert into leak_probe values (${EMAIL}, ${HASH})`);
      }),
    ),
  ];
}

describe("the server's logger", () => {
  it("never writes a query's parameters, whatever key or nesting carries the error", async () => {
    const errors = await failingQueries();
    // The errors do carry the secrets (else this test would prove nothing).
    for (const error of errors) {
      const raw = [
        error.message,
        error.stack,
        JSON.stringify(error),
        String((error.cause as Error)?.message),
      ];
      expect(SECRETS.some((secret) => raw.join("\n").includes(secret))).toBe(true);
    }
    const { log, text } = capturedLogger();
    for (const error of errors) {
      log.error({ err: error }, "request failed");
      log.error(error);
      log.warn({ context: { failure: error, list: [error] }, error }, "nested");
      log.child({ job: "x" }).error({ err: error }, "job failed");
    }
    const output = text();
    for (const secret of SECRETS) expect(output).not.toContain(secret);
    // What helps to diagnose stays: the SQL text with its placeholders and the SQLSTATE.
    expect(output).toContain("Failed query: select $1::int");
    expect(output).toContain('"code":"22P02"');
    expect(output).toContain('"code":"23505"');
    expect(output).toContain('"constraint":"leak_probe_email_key"');
  });

  it("keeps request logs of a Fastify server clean when a handler's query fails", async () => {
    const { log, text } = capturedLogger();
    const app = Fastify({ loggerInstance: log });
    app.get("/fail", async (request) => {
      const error = await failure(() => database.db.execute(sql`select ${EMAIL}::int, ${HASH}::text`));
      request.log.error({ err: error }, "request failed");
      throw error;
    });
    const response = await app.inject({ method: "GET", url: "/fail" });
    await app.close();
    expect(response.statusCode).toBe(500);
    const output = text();
    expect(output).toContain("request failed");
    for (const secret of SECRETS) expect(output).not.toContain(secret);
  });
});

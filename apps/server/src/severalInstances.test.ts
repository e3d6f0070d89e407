import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "./db/tables/instances";
import { nightlyCleanUp, runOnceInPeriod, type ScheduledTask } from "./jobs/scheduler";
import {
  type CallResult,
  callApi,
  createTestCompany,
  createTestUser,
  type TestUser,
  uniqueEmail,
} from "./testing/apiTestClient";
import { type PostgresInstance, startPostgresInstance } from "./testing/postgresInstance";
import { statementCsv } from "./testing/statementFiles";
import { removeDataDir, startTestServer } from "./testing/testServer";

/**
 * Two server instances on one PostgreSQL, as behind a load balancer (issue 24): whatever one instance
 * stored, counted, revoked or started, the other sees. Each has its own data folder, so nothing can go
 * through the local disk. On the PostgreSQL of DATABASE_URL in the suite's PostgreSQL stage; without
 * one, on a PostgreSQL this test starts itself (never skipped).
 */

type Server = Awaited<ReturnType<typeof startTestServer>>;

const SIGN_IN_LIMIT = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

let postgres: PostgresInstance | null = null;
let first: Server;
let second: Server;
let owner: TestUser;
let companyId: number;

beforeAll(async () => {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    postgres = await startPostgresInstance();
    databaseUrl = postgres.url;
  }
  // One rate-limit scope for both, as in production (each test server has its own otherwise); a client
  // address of its own behind a trusted proxy.
  const config = {
    databaseUrl,
    authRateLimitPerMinute: SIGN_IN_LIMIT,
    trustProxy: ["127.0.0.1"],
    rateLimitScope: randomUUID(),
  };
  // Started together: they take turns on the migrations (on a fresh PostgreSQL, both find them pending).
  [first, second] = await Promise.all([startTestServer(config), startTestServer(config)]);
  owner = await createTestUser(first);
  companyId = await createTestCompany(first, owner.id);
});
afterAll(async () => {
  for (const server of [first, second]) {
    if (!server) continue;
    await server.stop();
    removeDataDir(server.dataDir);
  }
  await postgres?.destroy();
});

/** A call on the owner's company, on one instance or the other. */
function call(server: Server, name: Parameters<typeof callApi>[1], input: Record<string, unknown> = {}) {
  return callApi(server, name, { companyId, ...input }, { token: owner.token });
}

function ok<T = Record<string, unknown>>(result: CallResult): T {
  if (result.status !== 200)
    throw new Error(`expected 200, got ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body as T;
}

/** Sends `bytes` in chunks of `chunkBytes`, to the instances in turn; returns the upload's id. */
async function uploadAcross(
  bytes: Buffer,
  purpose: "statement" | "attachment",
  fileName: string,
  chunkBytes: number,
): Promise<string> {
  let uploadId: string | undefined;
  for (let index = 0, start = 0; start < bytes.length; index += 1, start += chunkBytes) {
    const body = ok<{ uploadId: string; complete: boolean }>(
      await call(index % 2 === 0 ? first : second, "uploadFileChunk", {
        purpose,
        fileName,
        totalBytes: bytes.length,
        index,
        data: bytes.subarray(start, start + chunkBytes).toString("base64"),
        ...(uploadId ? { uploadId } : {}),
      }),
    );
    uploadId = body.uploadId;
    expect(body.complete).toBe(start + chunkBytes >= bytes.length);
  }
  if (!uploadId) throw new Error("nothing uploaded");
  return uploadId;
}

/** A fresh manual account of the owner's company. */
async function newAccount(): Promise<number> {
  const { bank } = ok<{ bank: { id: number } }>(await call(first, "addManualConnection", { name: "Banque" }));
  const { account } = ok<{ account: { id: number } }>(
    await call(second, "addManualAccount", { bank_id: bank.id, name: "Compte" }),
  );
  return account.id;
}

/** An address of the documentation range nobody else uses in this run. */
const clientAddress = () => `198.51.100.${randomInt(1, 255)}`;

describe("two instances on one PostgreSQL", () => {
  it("assemble an upload whose chunks went to both, and a job started on one is followed on the other", async () => {
    const accountId = await newAccount();
    const file = statementCsv(300);
    const uploadId = await uploadAcross(file, "statement", "releve.csv", Math.ceil(file.length / 5));
    const preview = ok<{ line_count: number }>(
      await call(first, "previewStatementImport", { accountId, uploadId }),
    );
    expect(preview.line_count).toBe(300);
    const { jobId } = ok<{ jobId: string }>(await call(first, "importStatement", { accountId, uploadId }));
    let job = ok<{ status: string; result: { added: number } | null }>(
      await call(second, "getJob", { jobId }),
    );
    while (job.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = ok(await call(second, "getJob", { jobId }));
    }
    expect(job).toMatchObject({ status: "done", result: { added: 300, line_count: 300 } });
  });

  it("store an attachment where both read it", async () => {
    const accountId = await newAccount();
    const { ids } = ok<{ ids: number[] }>(
      await call(first, "addManualTransactions", {
        accountId,
        transactions: [{ date: "2026-01-15", label: "FACTURE JANVIER", amount_cents: -12_000 }],
      }),
    );
    // A PNG over two rows of stored_file_chunks, uploaded in chunks to both instances.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(1024 * 1024 + 5000, 7),
    ]);
    const uploadId = await uploadAcross(png, "attachment", "facture.png", 400_000);
    const { attachments } = ok<{ attachments: Array<{ id: number }> }>(
      await call(second, "uploadAttachments", { transactionId: ids[0], uploadIds: [uploadId] }),
    );
    const attachmentId = attachments[0]?.id;
    const { url } = ok<{ url: string }>(await call(second, "getPresignedUrlForAttachment", { attachmentId }));
    for (const server of [first, second]) {
      const served = await fetch(`${server.url}${url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    }
    ok(await call(first, "deleteAttachment", { attachmentId }));
    expect((await fetch(`${second.url}${url}`)).status).toBe(404);
  });

  it("hold the sign-in limit of a client address across both", async () => {
    const as = { headers: { "x-forwarded-for": clientAddress() } };
    const attempt = (server: Server) =>
      callApi(server, "signIn", { username: uniqueEmail("limit"), password: "not-the-password" }, as).then(
        (result) => result.status,
      );
    const answers = [];
    for (let index = 0; index < SIGN_IN_LIMIT + 2; index += 1)
      answers.push(await attempt(index % 2 ? second : first));
    // Each instance alone saw at most SIGN_IN_LIMIT - 1 of them: the limit is counted in the database.
    expect(answers).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429, 429]);
  });

  it("refuse on one a session ended on the other", async () => {
    const user = await createTestUser(first);
    const as = { token: user.token };
    expect((await callApi(second, "getUserInfo", {}, as)).status).toBe(200);
    expect((await callApi(first, "logout", {}, as)).status).toBe(200);
    expect((await callApi(second, "getUserInfo", {}, as)).status).toBe(401);
    expect((await callApi(first, "getUserInfo", {}, as)).status).toBe(401);
  });

  it("run scheduled work once per period, whichever instances are due at the same time", async () => {
    let runs = 0;
    const task: ScheduledTask = {
      name: `testTask-${randomInt(1_000_000)}`,
      everyMs: 60_000,
      run: async () => {
        runs += 1;
      },
    };
    const start = Date.now();
    for (let period = 0; period < 5; period += 1) {
      const now = start + period * task.everyMs;
      const ran = await Promise.all([
        runOnceInPeriod(first.database, task, now),
        runOnceInPeriod(second.database, task, now),
        runOnceInPeriod(first.database, task, now + 1000),
      ]);
      expect(ran.filter(Boolean)).toHaveLength(1);
    }
    expect(runs).toBe(5);

    // The nightly clean-up, due on both for a night to come: one runs it, and counters of windows long
    // past are gone.
    const { db } = first.services;
    const stale = `test ${randomUUID()}`;
    await db
      .insert(rateLimitHits)
      .values({ key: stale, hits: 9, windowStartedAt: new Date(Date.now() - 2 * DAY_MS) });
    const night = Date.now() + randomInt(1000, 100_000) * DAY_MS;
    const ran = await Promise.all([
      runOnceInPeriod(first.database, nightlyCleanUp, night),
      runOnceInPeriod(second.database, nightlyCleanUp, night),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, stale))).toEqual([]);
  });
});

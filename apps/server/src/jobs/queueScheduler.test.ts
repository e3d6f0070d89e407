import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerConfig } from "../config";
import { bankConnections, companies } from "../db/schema";
import { createTestCompany, createTestUser } from "../testing/apiTestClient";
import { type PostgresInstance, startPostgresInstance } from "../testing/postgresInstance";
import { removeDataDir, startTestServer, type TestServer } from "../testing/testServer";
import type { CompanyQueueTask } from "./companyQueue";
import type { ScheduledHooks } from "./companyTasks";
import { startQueueScheduler } from "./pgBossScheduler";

/**
 * Scheduled work on PostgreSQL through pg-boss (jobs/pgBossScheduler.ts), with server instances started
 * as in production: two instances on one PostgreSQL run each nightly job once per company, and a job
 * that failed on an instance which then stopped is retried, with backoff, by the next instance. On the
 * PostgreSQL of DATABASE_URL in the suite's PostgreSQL stage; without one, on a PostgreSQL this test
 * starts itself (never skipped). Each test has a pg-boss schema of its own and a clock far in the future,
 * so that the other test files' servers on the same database neither take nor claim its periods.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let postgres: PostgresInstance | null = null;
let databaseUrl: string;
/** An instance of its own (real clock, default schema) that makes the tests' companies and cleans up. */
let helper: TestServer;
const servers: TestServer[] = [];
const schemas: string[] = [];

beforeAll(async () => {
  const fromEnvironment = process.env.DATABASE_URL;
  if (fromEnvironment) databaseUrl = fromEnvironment;
  else {
    postgres = await startPostgresInstance();
    databaseUrl = postgres.url;
  }
  helper = await startTestServer({ databaseUrl });
});
afterAll(async () => {
  for (const server of servers) {
    await server.stop().catch(() => undefined);
    removeDataDir(server.dataDir);
  }
  if (helper) {
    for (const schema of schemas)
      await helper.services.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    await helper.stop();
    removeDataDir(helper.dataDir);
  }
  await postgres?.destroy();
});

/** Calls of the hooks, by instance and company. */
interface Calls {
  sync: Array<{ instance: string; companyId: number }>;
  trial: Array<{ instance: string; companyId: number }>;
}

function recordingHooks(
  instance: string,
  calls: Calls,
  fail?: (companyId: number) => boolean,
): ScheduledHooks {
  return {
    async syncCompanyConnections(_database, companyId) {
      calls.sync.push({ instance, companyId });
      if (fail?.(companyId)) throw new Error(`sync of ${companyId} failed`);
      return { synced: 1 };
    },
    async expireTrial(_database, companyId) {
      calls.trial.push({ instance, companyId });
      return null;
    },
  };
}

/** A clock far in the future that a test moves by whole days. */
function testClock() {
  let now = Date.now() + randomInt(10_000, 1_000_000) * DAY_MS;
  return {
    now: () => now,
    nextDay() {
      now += DAY_MS;
    },
  };
}

async function startInstance(config: Partial<ServerConfig>): Promise<TestServer> {
  const server = await startTestServer({ databaseUrl, ...config });
  servers.push(server);
  return server;
}

function queueOptions(schema: string, now: () => number): ServerConfig["schedulerQueue"] {
  return { schema, now, tickMs: 100, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A company with a connection to an aggregator, and one whose trial ended. */
async function companiesWithWork(): Promise<{ synced: number; expired: number }> {
  const server = helper;
  const owner = await createTestUser(server);
  const synced = await createTestCompany(server, owner.id);
  const expired = await createTestCompany(server, owner.id);
  const { db } = server.services;
  await db
    .insert(bankConnections)
    .values({ companyId: synced, name: "Banque", type: "aggregator", aggregator: "bridge" });
  await db.update(companies).set({ isTrial: true, trialEnd: "2020-01-31" }).where(eq(companies.id, expired));
  return { synced, expired };
}

describe("scheduled jobs on PostgreSQL (pg-boss)", () => {
  it("run each nightly job once per company, whichever of two instances takes it", async () => {
    const schema = `pgboss_test_${randomInt(1_000_000_000)}`;
    schemas.push(schema);
    const clock = testClock();
    const calls: Calls = { sync: [], trial: [] };
    const { synced, expired } = await companiesWithWork();
    const [first, second] = await Promise.all(
      ["first", "second"].map((instance) =>
        startInstance({
          schedulerQueue: queueOptions(schema, clock.now),
          scheduledHooks: recordingHooks(instance, calls),
        }),
      ),
    );
    expect(first?.database.kind).toBe("postgres");
    expect(second?.database.kind).toBe("postgres");
    const ofSynced = () => calls.sync.filter((call) => call.companyId === synced);
    const ofExpired = () => calls.trial.filter((call) => call.companyId === expired);

    await until(() => ofSynced().length >= 1 && ofExpired().length >= 1, "the first night's jobs");
    // Both instances keep ticking and polling: nothing runs a second time in that night.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(ofSynced()).toHaveLength(1);
    expect(ofExpired()).toHaveLength(1);
    // A company without aggregator connections or with its trial running is not visited.
    expect(calls.sync.some((call) => call.companyId === expired)).toBe(false);
    expect(calls.trial.some((call) => call.companyId === synced)).toBe(false);

    clock.nextDay();
    await until(() => ofSynced().length >= 2 && ofExpired().length >= 2, "the second night's jobs");
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(ofSynced()).toHaveLength(2);
    expect(ofExpired()).toHaveLength(2);
  }, 120_000);

  it("retry a failed job with backoff on the next instance when the one that failed stopped", async () => {
    const schema = `pgboss_test_${randomInt(1_000_000_000)}`;
    schemas.push(schema);
    const clock = testClock();
    const calls: Calls = { sync: [], trial: [] };
    const { synced } = await companiesWithWork();
    // The first instance fails the company's sync (its bank is down), then stops.
    const first = await startInstance({
      schedulerQueue: queueOptions(schema, clock.now),
      scheduledHooks: recordingHooks("first", calls, (companyId) => companyId === synced),
    });
    const ofSynced = () => calls.sync.filter((call) => call.companyId === synced);
    await until(() => ofSynced().length >= 1, "the first attempt");
    await first.stop();
    servers.splice(servers.indexOf(first), 1);
    removeDataDir(first.dataDir);
    const failedAttempts = ofSynced().length;
    expect(ofSynced().every((call) => call.instance === "first")).toBe(true);

    // A new instance, the same clock: the night is claimed already, its job is still queued for retry.
    await startInstance({
      schedulerQueue: queueOptions(schema, clock.now),
      scheduledHooks: recordingHooks("restarted", calls),
    });
    await until(
      () => ofSynced().some((call) => call.instance === "restarted"),
      "the retry after the restart",
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(ofSynced().filter((call) => call.instance === "restarted")).toHaveLength(1);
    expect(ofSynced()).toHaveLength(failedAttempts + 1);
  }, 120_000);

  it("run queued company work on either instance: a burst for one company waiting is one run", async () => {
    const schema = `pgboss_test_${randomInt(1_000_000_000)}`;
    schemas.push(schema);
    const clock = testClock();
    const runs: Array<{ instance: string; companyId: number }> = [];
    let releaseFirst: () => void = () => undefined;
    const firstRunHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const task = (instance: string): CompanyQueueTask => ({
      name: "webhookSync",
      async runFor(_database, companyId) {
        runs.push({ instance, companyId });
        // The first run of company 1 lasts until the test lets it end.
        if (companyId === 1 && runs.filter((run) => run.companyId === 1).length === 1) await firstRunHeld;
      },
    });
    const log = helper.services.log;
    const runners = await Promise.all(
      ["first", "second"].map((instance) =>
        startQueueScheduler(helper.database, [], log, { databaseUrl, ...queueOptions(schema, clock.now) }, [
          task(instance),
        ]),
      ),
    );
    const [first, second] = runners;
    if (!first || !second) throw new Error("two runners");
    try {
      await first.enqueue("webhookSync", 1);
      await until(() => runs.length === 1, "company 1's first run");
      // While it runs: five requests for company 1 from both instances wait as one job; company 2 runs.
      for (let index = 0; index < 5; index++)
        await (index % 2 === 0 ? first : second).enqueue("webhookSync", 1);
      await second.enqueue("webhookSync", 2);
      await until(() => runs.some((run) => run.companyId === 2), "company 2's run");
      releaseFirst();
      await until(() => runs.filter((run) => run.companyId === 1).length === 2, "company 1's second run");
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(runs.filter((run) => run.companyId === 1)).toHaveLength(2);
      expect(runs.filter((run) => run.companyId === 2)).toHaveLength(1);
      await expect(first.enqueue("unknown", 1)).rejects.toThrow("no queued task");
    } finally {
      releaseFirst();
      for (const runner of runners) await runner.stop();
    }
  }, 120_000);
});

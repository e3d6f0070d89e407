import { randomUUID } from "node:crypto";
import { translate } from "@trezo/i18n";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { jobs } from "../db/tables/banking";
import { callApi, createTestCompany, createTestUser } from "../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../testing/testServer";
import { JOB_STALE_MS, JobLeaseLost, startJob } from "./jobs";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const started: Server[] = [];
afterAll(async () => {
  for (const server of started) {
    await server.stop().catch(() => undefined);
    removeDataDir(server.dataDir);
  }
});

describe("jobs a restart cut off", () => {
  it("are failed at startup with a localised message, and finished jobs are left alone", async () => {
    const first = await startTestServer();
    started.push(first);
    const owner = await createTestUser(first);
    const companyId = await createTestCompany(first, owner.id);
    await first.services.db.update(users).set({ locale: "en-GB" }).where(eq(users.id, owner.id));
    const row = (id: string, status: string, updatedAt: Date) => ({
      id,
      companyId,
      kind: "importStatement",
      status,
      progress: 40,
      createdBy: owner.id,
      updatedAt,
    });
    const longAgo = new Date(Date.now() - 2 * JOB_STALE_MS);
    const ids = { cutOff: randomUUID(), justTouched: randomUUID(), done: randomUUID() };
    await first.services.db
      .insert(jobs)
      .values([
        row(ids.cutOff, "running", longAgo),
        row(ids.justTouched, "running", new Date()),
        row(ids.done, "done", longAgo),
      ]);
    const kind = first.database.kind;
    await first.stop();

    // The same database again: PGlite's folder, or the PostgreSQL of DATABASE_URL.
    const second = await startTestServer({ dataDir: first.dataDir });
    started.push(second);
    const { token } = await second.services.tokens.issue(owner.id, "User");
    const jobOf = async (jobId: string) => {
      const result = await callApi(second, "getJob", { companyId, jobId }, { token });
      expect(result.status).toBe(200);
      return result.body as { status: string; error: { code: string; message: string } | null };
    };

    expect(await jobOf(ids.cutOff)).toMatchObject({
      status: "failed",
      error: { code: "job_interrupted", message: translate("banking.errors.jobInterrupted", "en-GB") },
    });
    expect((await jobOf(ids.done)).status).toBe("done");
    // PGlite belongs to one process: whatever was running is cut off. PostgreSQL may be shared by other
    // instances: a job whose heartbeat is fresh may be running elsewhere and is left alone.
    expect((await jobOf(ids.justTouched)).status).toBe(kind === "pglite" ? "failed" : "running");
  });
});

describe("a job's progress", () => {
  it("is written from inside its transaction at once on PostgreSQL, and never waits for itself on PGlite", async () => {
    const server = await startTestServer();
    started.push(server);
    const owner = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    let reached!: () => void;
    const inTransaction = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const jobId = await startJob(server.services, {
      companyId,
      userId: owner.id,
      kind: "test",
      locale: "fr-FR",
      work: (run) =>
        run.exclusive((db) =>
          db.transaction(async () => {
            await run.progress(30);
            await run.progress(60);
            reached();
            await gate;
            return { ok: true };
          }),
        ),
    });
    const read = () =>
      server.database.exclusive(async () => {
        const [row] = await server.services.db.select().from(jobs).where(eq(jobs.id, jobId));
        return row;
      });
    await inTransaction;
    // PostgreSQL: a poll on another connection sees the step while the transaction is open. PGlite: no
    // poll can run before the transaction ends (the read would wait), so none is made here.
    if (server.database.kind === "postgres") expect((await read())?.progress).toBe(60);
    release();
    for (let attempt = 0; attempt < 200; attempt++) {
      const row = await read();
      if (row?.status !== "running") {
        expect(row).toMatchObject({ status: "done", progress: 100, result: { ok: true } });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("job did not finish");
  });
});

describe("a job whose row stops running meanwhile", () => {
  async function scene() {
    const server = await startTestServer();
    started.push(server);
    const owner = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    const failElsewhere = (jobId: string) =>
      server.database.exclusive(() =>
        server.services.db
          .update(jobs)
          .set({ status: "failed", error: { code: "job_interrupted", message: "elsewhere", line: null } })
          .where(eq(jobs.id, jobId)),
      );
    const rowOf = (jobId: string) =>
      server.database.exclusive(async () => {
        const [row] = await server.services.db.select().from(jobs).where(eq(jobs.id, jobId));
        return row;
      });
    return { server, owner, companyId, failElsewhere, rowOf };
  }

  it("is not flipped to done when its work ends (failed as interrupted by another instance)", async () => {
    const { server, owner, companyId, failElsewhere, rowOf } = await scene();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finished!: () => void;
    const ended = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const jobId = await startJob(server.services, {
      companyId,
      userId: owner.id,
      kind: "test",
      locale: "fr-FR",
      work: async () => {
        await gate;
        setTimeout(finished, 100);
        return { ok: true };
      },
    });
    await failElsewhere(jobId);
    release();
    await ended;
    expect(await rowOf(jobId)).toMatchObject({ status: "failed", error: { message: "elsewhere" } });
  });

  it("stops at its next step once its heartbeat finds the lease lost", async () => {
    const { server, owner, companyId, failElsewhere, rowOf } = await scene();
    let stopped!: (reason: unknown) => void;
    const stop = new Promise<unknown>((resolve) => {
      stopped = resolve;
    });
    let steps = 0;
    const jobId = await startJob(server.services, {
      companyId,
      userId: owner.id,
      kind: "test",
      locale: "fr-FR",
      heartbeatMs: 20,
      work: async (run) => {
        try {
          // Endless work: only the lost lease ends it.
          for (;;) {
            steps++;
            await run.progress(1); // written once: later steps only check the lease
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        } catch (error) {
          stopped(error);
          throw error;
        }
      },
    });
    await failElsewhere(jobId);
    const reason = await Promise.race([
      stop,
      new Promise((resolve) => setTimeout(() => resolve("still running"), 5000)),
    ]);
    expect(reason).toBeInstanceOf(JobLeaseLost);
    const stepsAtStop = steps;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(steps).toBe(stepsAtStop);
    expect(await rowOf(jobId)).toMatchObject({ status: "failed", error: { message: "elsewhere" } });
  });
});

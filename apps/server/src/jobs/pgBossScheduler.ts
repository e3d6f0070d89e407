import { hash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/database";
import type { CompanyQueueTask } from "./companyQueue";
import type { ScheduledTask } from "./scheduler";
import { claimScheduledRunOn } from "./schedulerQueries";

/** How the PostgreSQL runner works; production uses the defaults, tests shorten them. */
export interface QueueRunnerOptions {
  databaseUrl: string;
  /** How often each instance looks whether a task's period has its job yet. */
  tickMs: number;
  /** How often an idle worker asks the queue for a job (pg-boss: at least 0.5 s). */
  pollingIntervalSeconds: number;
  /** Attempts after the first, spaced by retryDelaySeconds × 2^attempt (pg-boss's backoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Company jobs each instance runs at the same time, per task (each company one at a time). */
  companyWorkers: number;
  /** The clock that decides the period (tests move it). */
  now: () => number;
  /** The schema of pg-boss's tables. */
  schema: string;
}

const DEFAULTS: Omit<QueueRunnerOptions, "databaseUrl"> = {
  tickMs: 10_000,
  pollingIntervalSeconds: 5,
  retryLimit: 5,
  retryDelaySeconds: 30,
  companyWorkers: 2,
  now: Date.now,
  schema: "pgboss",
};

/** The queue of a task's per-company jobs. */
export function companyQueueOf(task: Pick<ScheduledTask, "name">): string {
  return `${task.name}-company`;
}

/** A job id fixed by what it is (a task's period, a company's part of it): sent twice, it is one job. */
function jobIdOf(...parts: Array<string | number>): string {
  const hex = hash("sha256", parts.join(":"), "hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A job lasting longer than this is taken as lost (its instance stopped) and retried elsewhere. */
function expireSecondsOf(task: ScheduledTask): number {
  return Math.min(Math.max(Math.round(task.everyMs / 1000), 60), 2 * 60 * 60);
}

/** A queued company job lasting longer than this is taken as lost and retried elsewhere. */
const QUEUED_EXPIRE_SECONDS = 30 * 60;

/** The advisory lock under which an instance creates the queues (any fixed number of Trezo's own). */
const QUEUE_CREATION_LOCK_KEY = 2_113_460_021;

interface PeriodJob {
  slot: number;
}

interface CompanyJob {
  slot: number;
  companyId: number;
}

interface QueuedCompanyJob {
  companyId: number;
}

/**
 * Scheduled work on PostgreSQL through pg-boss, shared by every instance:
 *
 * - each instance ticks every `tickMs`; the first to see a period without its job claims the period in
 *   `scheduled_runs` and enqueues the period's job in the same transaction (both or neither);
 * - any instance's worker runs the job; a failure is retried `retryLimit` times with exponential
 *   backoff; a job whose instance stopped expires and is retried by another: the job survives restarts;
 * - a task with `perCompany` enqueues one job per company (its id fixed by task, period and company, so
 *   a retried fan-out enqueues nothing twice); each instance runs `companyWorkers` of them at a time,
 *   oldest first, so one large company occupies one worker and never holds the others back;
 * - work queued on demand (`queued`, e.g. a webhook's sync) goes to `<name>-company`, a pg-boss queue of
 *   policy `short`: a company's job still waiting takes the next request for it (one job, keyed by the
 *   company), a request that comes while it runs is a new job; `companyWorkers` per instance run them,
 *   retried and kept across restarts like the others.
 * Returns the function that queues on-demand work, and the one that stops this instance's runner.
 */
export async function startQueueScheduler(
  database: DatabaseHandle,
  tasks: readonly ScheduledTask[],
  log: FastifyBaseLogger,
  overrides: Partial<QueueRunnerOptions> & { databaseUrl: string },
  queued: readonly CompanyQueueTask[] = [],
): Promise<{ enqueue: (task: string, companyId: number) => Promise<void>; stop: () => Promise<void> }> {
  const options: QueueRunnerOptions = { ...DEFAULTS, ...overrides };
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: options.schema,
    application_name: "trezo-jobs",
    max: 3,
    // Periods are started by the tick below (once, through scheduled_runs), not by pg-boss's cron.
    schedule: false,
    deleteAfterDays: 7,
  });
  boss.on("error", (error) => log.warn({ err: error }, "job queue error"));
  await boss.start();
  // The claim and the enqueue share one transaction on a connection of their own.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
  pool.on("error", (error) => log.warn({ err: error }, "scheduler connection lost"));

  const queueOptions = (task: ScheduledTask, name: string): PgBoss.Queue => ({
    name,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: expireSecondsOf(task),
  });
  // Instances started together take turns creating the queues (pg-boss's create_queue run at the same
  // time by two connections can deadlock): a session advisory lock held on the scheduler's connection.
  const creator = await pool.connect();
  try {
    await creator.query("select pg_advisory_lock($1)", [QUEUE_CREATION_LOCK_KEY]);
    for (const task of tasks) {
      const names = task.perCompany ? [task.name, companyQueueOf(task)] : [task.name];
      for (const name of names)
        if (!(await boss.getQueue(name))) await boss.createQueue(name, queueOptions(task, name));
    }
    for (const task of queued) {
      const name = companyQueueOf(task);
      if (!(await boss.getQueue(name)))
        await boss.createQueue(name, {
          name,
          policy: "short",
          retryLimit: options.retryLimit,
          retryDelay: options.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: QUEUED_EXPIRE_SECONDS,
        });
    }
  } finally {
    await creator.query("select pg_advisory_unlock($1)", [QUEUE_CREATION_LOCK_KEY]).catch(() => undefined);
    creator.release();
  }

  const work = { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 };
  for (const task of tasks) {
    const { perCompany } = task;
    await boss.work<PeriodJob>(task.name, work, async ([job]) => {
      if (!job) return;
      if (!perCompany) {
        await task.run(database);
        return;
      }
      const companies = await perCompany.companies(database);
      for (const companyId of companies) {
        const data: CompanyJob = { slot: job.data.slot, companyId };
        await boss.send(companyQueueOf(task), data, {
          id: jobIdOf(task.name, job.data.slot, companyId),
          singletonKey: String(companyId),
        });
      }
    });
    if (perCompany)
      for (let worker = 0; worker < options.companyWorkers; worker += 1)
        await boss.work<CompanyJob>(companyQueueOf(task), work, async ([job]) => {
          if (job) await perCompany.runFor(database, job.data.companyId);
        });
  }

  for (const task of queued)
    for (let worker = 0; worker < options.companyWorkers; worker += 1)
      await boss.work<QueuedCompanyJob>(companyQueueOf(task), work, async ([job]) => {
        if (job) await task.runFor(database, job.data.companyId);
      });
  const queuedByName = new Map(queued.map((task) => [task.name, task]));
  const enqueue = async (name: string, companyId: number) => {
    const task = queuedByName.get(name);
    if (!task) throw new Error(`no queued task ${name}`);
    const data: QueuedCompanyJob = { companyId };
    // Null when the company's job is still waiting: it takes this request.
    await boss.send(companyQueueOf(task), data, { singletonKey: String(companyId) });
  };

  /** Enqueues the job of `task`'s current period if no instance did. */
  const enqueueDue = async (task: ScheduledTask) => {
    const slot = Math.floor(options.now() / task.everyMs);
    const client = await pool.connect();
    try {
      await client.query("begin");
      if (await claimScheduledRunOn(client, task.name, slot)) {
        const data: PeriodJob = { slot };
        await boss.send(task.name, data, {
          id: jobIdOf(task.name, slot),
          db: { executeSql: (text, values) => client.query(text, values) },
        });
      }
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  let current: Promise<void> | null = null;
  const tick = () => {
    current ??= (async () => {
      for (const task of tasks)
        await enqueueDue(task).catch((error: unknown) =>
          log.warn({ err: error, task: task.name }, "scheduled task could not be queued"),
        );
    })().finally(() => {
      current = null;
    });
  };
  const timer = setInterval(tick, options.tickMs);
  timer.unref();
  tick();
  return {
    enqueue,
    async stop() {
      clearInterval(timer);
      await current;
      // Jobs under way finish (or, past the timeout, expire and are retried by another instance).
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
      await pool.end();
    },
  };
}

import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/database";
import { deleteExpiredOAuthModels } from "../features/oauth/oauthQueries";
import { deleteStaleUploads } from "../files/fileUploads";
import {
  type BoundCompanyQueue,
  type CompanyQueueTask,
  type EmbeddedQueueOptions,
  startEmbeddedCompanyQueue,
} from "./companyQueue";
import { failInterruptedJobs, JOB_HEARTBEAT_MS } from "./jobs";
import { type QueueRunnerOptions, startQueueScheduler } from "./pgBossScheduler";
import { claimScheduledRun, deleteRateLimitHitsBefore, deleteScheduledRunsBefore } from "./schedulerQueries";

/**
 * Work that runs every `everyMs`, once per period across every instance on the database. Its queries
 * take `database.exclusive` themselves, statement by statement (PGlite). The runner is chosen by
 * startScheduler: pg-boss on PostgreSQL (pgBossScheduler.ts), the embedded timer on PGlite.
 */
export interface ScheduledTask {
  /** The task's name: its queue on PostgreSQL (letters, digits, `_` and `-`), its row in scheduled_runs. */
  name: string;
  everyMs: number;
  /** The whole period's work (on PGlite, and on PostgreSQL for a task without `perCompany`). */
  run(database: DatabaseHandle): Promise<unknown>;
  /**
   * Work split per company (perCompanyTask): on PostgreSQL each company is a job of its own, retried
   * alone and run once per period, so that one large company never holds the others back.
   */
  perCompany?: CompanyWork;
}

/** The per-company part of a task: which companies have work this period, and one company's work. */
export interface CompanyWork {
  companies(database: DatabaseHandle): Promise<number[]>;
  runFor(database: DatabaseHandle, companyId: number): Promise<unknown>;
}

/**
 * A task whose work is one job per company. Its `run` (the embedded runner on PGlite) does the companies
 * one after the other, a failure of one logged by the scheduler after the others ran.
 */
export function perCompanyTask(task: { name: string; everyMs: number } & CompanyWork): ScheduledTask {
  const perCompany: CompanyWork = { companies: task.companies, runFor: task.runFor };
  return {
    name: task.name,
    everyMs: task.everyMs,
    perCompany,
    async run(database) {
      const failures: unknown[] = [];
      const companies = await task.companies(database);
      for (const companyId of companies)
        await task.runFor(database, companyId).catch((error: unknown) => failures.push(error));
      if (failures.length > 0)
        throw new AggregateError(failures, `${task.name}: ${failures.length} companies failed`);
      return { companies: companies.length };
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The nightly clean-up: uploads abandoned or never used, rate-limit counters of windows long past, and
 * the record of scheduled runs older than a week.
 */
export const nightlyCleanUp: ScheduledTask = {
  name: "nightlyCleanUp",
  everyMs: DAY_MS,
  async run({ db, exclusive }) {
    // Statement by statement between requests (PGlite has one connection).
    await exclusive(() => deleteStaleUploads(db));
    const dayAgo = new Date(Date.now() - DAY_MS);
    await exclusive(() => deleteRateLimitHitsBefore(db, dayAgo));
    const weekAgo = new Date(Date.now() - 7 * DAY_MS);
    await exclusive(() => deleteScheduledRunsBefore(db, weekAgo));
    await exclusive(() => deleteExpiredOAuthModels(db));
  },
};

/**
 * On PostgreSQL, which instances share, the jobs of an instance that stopped are found and failed
 * (failInterruptedJobs) while the others run. (On PGlite, which one process owns, that is done once,
 * at start.)
 */
export const interruptedJobsSweep: ScheduledTask = {
  name: "interruptedJobsSweep",
  everyMs: JOB_HEARTBEAT_MS,
  run: failInterruptedJobs,
};

/**
 * Runs `task` if no instance ran it yet in the period that holds `now`: the run is claimed by inserting
 * its (task, period) row, which only one instance can do. Returns whether this call ran it.
 */
export async function runOnceInPeriod(
  database: DatabaseHandle,
  task: ScheduledTask,
  now = Date.now(),
): Promise<boolean> {
  const slot = Math.floor(now / task.everyMs);
  const claimed = await database.exclusive(() => claimScheduledRun(database.db, task.name, slot));
  if (!claimed) return false;
  await task.run(database);
  return true;
}

/** How often each instance looks whether a task is due (a task runs at most once per its period). */
const TICK_MS = 10_000;

/**
 * The embedded runner (PGlite, one process): every TICK_MS (and at once), each task whose period has no
 * run yet is run, by whichever instance claims it first. Failures are logged and tried again next
 * period. Returns the function that stops the timer and waits for a run under way.
 */
export function startEmbeddedScheduler(
  database: DatabaseHandle,
  tasks: readonly ScheduledTask[],
  log: FastifyBaseLogger,
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const runDue = async () => {
    for (const task of tasks) {
      await runOnceInPeriod(database, task).catch((error: unknown) =>
        log.warn({ err: error, task: task.name }, "scheduled task failed"),
      );
    }
  };
  const tick = () => {
    current ??= runDue().finally(() => {
      current = null;
    });
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await current;
  };
}

/** How the scheduler runs on PostgreSQL (pg-boss): the defaults suit production; tests go faster. */
export interface SchedulerOptions {
  /** PostgreSQL's address (DATABASE_URL): the queue lives in its `pgboss` schema. */
  databaseUrl: string | null;
  /** Overrides of the pg-boss runner (tests): tick, polling, retry delay, the clock. */
  queue?: Partial<Omit<QueueRunnerOptions, "databaseUrl">> | undefined;
  /** Work queued on demand per company (companyQueue.ts), and the services' queue to bind to the runner. */
  queued?: { tasks: readonly CompanyQueueTask[]; queue: BoundCompanyQueue } | undefined;
  /** Overrides of the embedded runner of queued work (tests). */
  embeddedQueue?: Partial<EmbeddedQueueOptions> | undefined;
}

/**
 * Starts the scheduled work of this instance: on PostgreSQL (DATABASE_URL) a pg-boss queue shared by
 * every instance, which runs each period's job once, retries it with backoff and keeps it across
 * restarts; on the embedded database the single-process timer. Work queued on demand (`queued`) runs
 * on the same runner: options.queued.queue is bound to it. Returns the function that stops it and waits
 * for work under way.
 */
export async function startScheduler(
  database: DatabaseHandle,
  tasks: readonly ScheduledTask[],
  log: FastifyBaseLogger,
  options: SchedulerOptions,
): Promise<() => Promise<void>> {
  const queuedTasks = options.queued?.tasks ?? [];
  if (database.kind === "postgres" && options.databaseUrl) {
    const runner = await startQueueScheduler(
      database,
      tasks,
      log,
      { databaseUrl: options.databaseUrl, ...options.queue },
      queuedTasks,
    );
    options.queued?.queue.bind(runner.enqueue);
    return async () => {
      options.queued?.queue.unbind();
      await runner.stop();
    };
  }
  const stopTimer = startEmbeddedScheduler(database, tasks, log);
  const queueRunner = startEmbeddedCompanyQueue(database, queuedTasks, log, options.embeddedQueue);
  options.queued?.queue.bind(queueRunner.enqueue);
  return async () => {
    options.queued?.queue.unbind();
    await stopTimer();
    await queueRunner.stop();
  };
}

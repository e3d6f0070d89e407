import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/database";
import { deleteStaleUploads } from "../files/fileUploads";
import { failInterruptedJobs, JOB_HEARTBEAT_MS } from "./jobs";
import { claimScheduledRun, deleteRateLimitHitsBefore, deleteScheduledRunsBefore } from "./schedulerQueries";

/**
 * Work that runs every `everyMs`, once per period across every instance on the database. Its queries
 * take `database.exclusive` themselves, statement by statement (PGlite).
 */
export interface ScheduledTask {
  name: string;
  everyMs: number;
  run(database: DatabaseHandle): Promise<unknown>;
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
 * Starts the instance's timer for `tasks`: every TICK_MS (and at once), each task whose period has no
 * run yet is run, by whichever instance claims it first. Failures are logged and tried again next
 * period. Returns the function that stops the timer and waits for a run under way.
 */
export function startScheduler(
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

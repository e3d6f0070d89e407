import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/database";

/**
 * Work queued on demand for one company (a bank webhook's synchronisation): run by the scheduler's
 * runner, never in the request that asked for it. On PostgreSQL a pg-boss queue shared by every instance
 * (retried with backoff, kept across restarts; pgBossScheduler.ts); on the embedded database the
 * in-process runner below. Either way a company's work still waiting takes a second request for the same
 * task and company (a burst of webhooks is one run), and the companies share a few workers so that one
 * company's long work never holds the others back.
 */
export interface CompanyQueueTask {
  /** The task's name: its queue on PostgreSQL is `<name>-company` (letters, digits, `_` and `-`). */
  name: string;
  /** One company's work; safe to run again (a retry repeats it after whatever the attempt did). */
  runFor(database: DatabaseHandle, companyId: number): Promise<unknown>;
}

/** What the handlers hold (`services.queue`): queues a task's work for a company. */
export interface CompanyQueue {
  enqueue(task: string, companyId: number): Promise<void>;
}

type Enqueue = (task: string, companyId: number) => Promise<void>;

/**
 * The services' queue, bound to the runner once the scheduler starts (after the server listens): what
 * is queued before is handed over then; after the scheduler stops, nothing more is queued.
 */
export class BoundCompanyQueue implements CompanyQueue {
  private target: Enqueue | null = null;
  private readonly early: Array<{ task: string; companyId: number }> = [];
  private stopped = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  async enqueue(task: string, companyId: number): Promise<void> {
    if (this.stopped) return;
    if (this.target) return this.target(task, companyId);
    this.early.push({ task, companyId });
  }

  bind(target: Enqueue): void {
    this.target = target;
    for (const { task, companyId } of this.early.splice(0))
      target(task, companyId).catch((error: unknown) =>
        this.log.warn({ err: error, task, companyId }, "queued company work could not be queued"),
      );
  }

  unbind(): void {
    this.target = null;
    this.stopped = true;
  }
}

/** How the embedded runner runs queued work; tests shorten the delays. */
export interface EmbeddedQueueOptions {
  /** Companies whose work runs at the same time (each company one at a time). */
  workers: number;
  /** Attempts after the first, spaced by retryDelayMs × 2^attempt. */
  retryLimit: number;
  retryDelayMs: number;
}

const EMBEDDED_DEFAULTS: EmbeddedQueueOptions = { workers: 2, retryLimit: 3, retryDelayMs: 30_000 };

/**
 * The embedded runner of queued company work (PGlite, one process): a FIFO per task in which a company
 * appears at most once while it waits; `workers` companies run at a time, a company never twice at once
 * (a request for a company whose work is running waits for it to end, then runs once). A failure is
 * logged and tried again after a backoff, `retryLimit` times. Returns the function that queues, and the
 * one that stops the runner and waits for the work under way.
 */
export function startEmbeddedCompanyQueue(
  database: DatabaseHandle,
  tasks: readonly CompanyQueueTask[],
  log: FastifyBaseLogger,
  overrides: Partial<EmbeddedQueueOptions> = {},
): { enqueue: Enqueue; stop: () => Promise<void> } {
  const options = { ...EMBEDDED_DEFAULTS, ...overrides };
  const byName = new Map(tasks.map((task) => [task.name, task]));
  /** Waiting work in order, as `task:company`, with its attempt. */
  const waiting = new Map<string, { task: CompanyQueueTask; companyId: number; attempt: number }>();
  const running = new Set<string>();
  const underWay = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const keyOf = (task: string, companyId: number) => `${task}:${companyId}`;

  const pump = () => {
    if (stopped) return;
    for (const [key, entry] of waiting) {
      if (running.size >= options.workers) return;
      if (running.has(key)) continue;
      waiting.delete(key);
      running.add(key);
      const work = entry.task
        .runFor(database, entry.companyId)
        .then(
          () => undefined,
          (error: unknown) => {
            if (entry.attempt >= options.retryLimit || stopped) {
              log.error(
                { err: error, task: entry.task.name, companyId: entry.companyId },
                "queued work failed",
              );
              return;
            }
            log.warn(
              { err: error, task: entry.task.name, companyId: entry.companyId, attempt: entry.attempt + 1 },
              "queued work failed: tried again later",
            );
            const timer = setTimeout(
              () => {
                timers.delete(timer);
                if (!waiting.has(key)) waiting.set(key, { ...entry, attempt: entry.attempt + 1 });
                pump();
              },
              options.retryDelayMs * 2 ** entry.attempt,
            );
            timer.unref();
            timers.add(timer);
          },
        )
        .finally(() => {
          running.delete(key);
          underWay.delete(work);
          pump();
        });
      underWay.add(work);
    }
  };

  return {
    async enqueue(name, companyId) {
      const task = byName.get(name);
      if (!task) throw new Error(`no queued task ${name}`);
      if (stopped) return;
      const key = keyOf(name, companyId);
      if (!waiting.has(key)) waiting.set(key, { task, companyId, attempt: 0 });
      // Run after the caller's answer: the work never runs inside the request that queued it.
      setImmediate(pump);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      waiting.clear();
      await Promise.all(underWay);
    },
  };
}

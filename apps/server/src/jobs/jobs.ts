import { randomUUID } from "node:crypto";
import type { CallOutput } from "@trezo/api";
import { isLocale, type Locale, translate } from "@trezo/i18n";
import { and, between, eq, lt } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/database";
import { transactions, users } from "../db/schema";
import { byKey } from "../db/scoped";
import { jobs } from "../db/tables/banking";
import { invoices } from "../db/tables/invoices";
import { DomainError, domainErrors } from "../errors/domainError";
import type { Services } from "../services";

type Job = CallOutput<"getJob">;

/** What a job's work receives: a way to run database work alone, and to report progress. */
export interface JobRun {
  /** The job's id (what getJob is asked with). */
  readonly id: string;
  /**
   * Aborted when the job lost its lease (on PostgreSQL, another instance found its heartbeat stale and
   * failed it): the work must stop. `exclusive` and `progress` then throw JobLeaseLost.
   */
  readonly signal: AbortSignal;
  /** Runs `work` on the database between other requests (PGlite has one connection). */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Records progress (0 to 100) where getJob reads it; it never goes back. Inside `exclusive` work on
   * PGlite no poll can be answered before the work ends, so it is only remembered there (and written
   * when it is next called outside); on PostgreSQL it is written at once, outside the work's transaction.
   */
  progress(percent: number): Promise<void>;
  /**
   * Inside the transaction of a committed slice of work (statement imports on PGlite, invoice
   * spreadsheet imports): records the transactions (or invoices, with their ETS) it inserted. Until
   * `keepInserted`, they are deleted if the job fails, and by failInterruptedJobs if the process stops:
   * the job stays all-or-nothing though it commits in slices.
   */
  recordInserted(tx: Database, ids: readonly number[], table?: RecordedTable): Promise<void>;
  /** Inside the transaction that makes the work final: the recorded rows stay. */
  keepInserted(tx: Database): Promise<void>;
}

/** Consecutive ids as [first, last] ranges: a slice's INSERT takes consecutive ids on PGlite. */
type IdRanges = Array<[number, number]>;

/** The tables whose rows a job may commit in slices and take back. */
export type RecordedTable = "transactions" | "invoices";

/** What a running job's row holds (in `result`, shown only once done) while it commits in slices. */
interface SlicedWork {
  insertedTransactionRanges: IdRanges;
  insertedInvoiceRanges?: IdRanges;
}

function addRanges(ranges: IdRanges, ids: readonly number[]): void {
  for (const id of [...ids].sort((a, b) => a - b)) {
    const last = ranges[ranges.length - 1];
    if (last && id === last[1] + 1) last[1] = id;
    else ranges.push([id, id]);
  }
}

/**
 * Deletes the rows a failed or interrupted job committed, one range per short transaction (an invoice's
 * ETS go with it).
 */
async function deleteRecordedRows(
  database: DatabaseHandle,
  companyId: number,
  work: Readonly<SlicedWork>,
): Promise<void> {
  for (const [first, last] of work.insertedTransactionRanges) {
    await database.exclusive(() =>
      database.db
        .delete(transactions)
        .where(and(eq(transactions.companyId, companyId), between(transactions.id, first, last))),
    );
  }
  for (const [first, last] of work.insertedInvoiceRanges ?? []) {
    await database.exclusive(() =>
      database.db
        .delete(invoices)
        .where(and(eq(invoices.companyId, companyId), between(invoices.id, first, last))),
    );
  }
}

function slicedWorkOf(result: unknown): SlicedWork | null {
  const work = result as Partial<SlicedWork> | null;
  const ranges = work?.insertedTransactionRanges;
  if (!Array.isArray(ranges)) return null;
  const invoiceRanges = work?.insertedInvoiceRanges;
  return {
    insertedTransactionRanges: ranges,
    ...(Array.isArray(invoiceRanges) ? { insertedInvoiceRanges: invoiceRanges } : {}),
  };
}

/** Thrown by a job's work to fail with a file line (statement imports). */
export class JobFailure extends Error {
  constructor(
    readonly error: DomainError,
    readonly line: number | null = null,
  ) {
    super(error.code);
  }
}

/** Thrown inside a job's work once its row is no longer `running` (failed elsewhere as interrupted). */
export class JobLeaseLost extends Error {
  constructor(readonly jobId: string) {
    super(`job ${jobId} lost its lease`);
  }
}

/** How often a running job's row is touched on PostgreSQL. */
export const JOB_HEARTBEAT_MS = 30_000;
/** A running job untouched for this long on PostgreSQL was cut off (its process stopped). */
export const JOB_STALE_MS = 3 * JOB_HEARTBEAT_MS;

/**
 * Marks as failed the jobs a stopped server left `running` (called at startup, before any request):
 * their work wrote nothing, since it writes in one transaction. The error is the localised
 * 'jobInterrupted' message in the language of whoever started the job. PGlite belongs to this one
 * process, so every running job there was cut off; on PostgreSQL, which other instances may share,
 * only the jobs whose heartbeat stopped are. Returns how many jobs were marked.
 */
export async function failInterruptedJobs(database: DatabaseHandle): Promise<number> {
  const { db } = database;
  const stale =
    database.kind === "pglite"
      ? eq(jobs.status, "running")
      : and(eq(jobs.status, "running"), lt(jobs.updatedAt, new Date(Date.now() - JOB_STALE_MS)));
  const interrupted = await db
    .select({ id: jobs.id, companyId: jobs.companyId, result: jobs.result, locale: users.locale })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.createdBy))
    .where(stale);
  for (const job of interrupted) {
    const locale: Locale = isLocale(job.locale) ? job.locale : "fr-FR";
    // Slices it committed before the stop are taken back: the job leaves nothing behind.
    const sliced = slicedWorkOf(job.result);
    if (sliced) await deleteRecordedRows(database, job.companyId, sliced);
    await db
      .update(jobs)
      .set({
        status: "failed",
        result: null,
        error: {
          code: "job_interrupted",
          message: translate("banking.errors.jobInterrupted", locale),
          line: null,
        },
        updatedAt: new Date(),
      })
      .where(byKey(jobs, job, eq(jobs.status, "running")));
  }
  return interrupted.length;
}

/**
 * Starts long work as a job (DESIGN §3): a row the client polls with getJob, then the work after the
 * answer. The work must write atomically (one transaction), so that a failed job leaves no partial
 * data; the failure is recorded as a localised message, never internals.
 */
export async function startJob(
  services: Services,
  options: {
    companyId: number;
    userId: number | null;
    kind: string;
    trackId?: string | null | undefined;
    locale: Locale;
    work: (run: JobRun) => Promise<Record<string, unknown>>;
    /** How often the running row is touched; by default JOB_HEARTBEAT_MS on PostgreSQL, none on PGlite. */
    heartbeatMs?: number;
  },
): Promise<string> {
  const id = randomUUID();
  await services.db.insert(jobs).values({
    id,
    companyId: options.companyId,
    kind: options.kind,
    trackId: options.trackId ?? null,
    createdBy: options.userId,
  });
  /**
   * Writes the job's row while it is still `running` and tells whether it was: a job failed as
   * interrupted elsewhere (failInterruptedJobs on another instance) is never flipped back or to done.
   */
  const update = (values: Partial<typeof jobs.$inferInsert>) =>
    services.database.exclusive(async () => {
      const touched = await services.db
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(byKey(jobs, { companyId: options.companyId, id }), eq(jobs.status, "running")))
        .returning({ id: jobs.id });
      return touched.length > 0;
    });
  const lease = new AbortController();
  const loseLease = () => {
    if (lease.signal.aborted) return;
    services.log.warn({ job: id, kind: options.kind }, "job lost its lease: stopping it");
    lease.abort(new JobLeaseLost(id));
  };
  const checkLease = () => {
    if (lease.signal.aborted) throw new JobLeaseLost(id);
  };
  let reported = 0;
  let written = 0;
  const inserted: SlicedWork = { insertedTransactionRanges: [], insertedInvoiceRanges: [] };
  const anyInserted = () =>
    inserted.insertedTransactionRanges.length > 0 || (inserted.insertedInvoiceRanges?.length ?? 0) > 0;
  const forgetInserted = () => {
    inserted.insertedTransactionRanges.length = 0;
    inserted.insertedInvoiceRanges = [];
  };
  const run: JobRun = {
    id,
    signal: lease.signal,
    exclusive: (work) => {
      checkLease();
      return services.database.exclusive(() => work(services.db));
    },
    async progress(percent) {
      checkLease();
      reported = Math.max(reported, Math.max(0, Math.min(99, Math.round(percent))));
      if (reported === written || services.database.holdsExclusive()) return;
      written = reported;
      if (!(await update({ progress: written }))) loseLease();
      checkLease();
    },
    async recordInserted(tx, ids, table = "transactions") {
      if (table === "invoices") {
        inserted.insertedInvoiceRanges ??= [];
        addRanges(inserted.insertedInvoiceRanges, ids);
      } else addRanges(inserted.insertedTransactionRanges, ids);
      const result: SlicedWork = inserted;
      await tx
        .update(jobs)
        .set({ result, updatedAt: new Date() })
        .where(byKey(jobs, { companyId: options.companyId, id }));
    },
    async keepInserted(tx) {
      await tx
        .update(jobs)
        .set({ result: null })
        .where(byKey(jobs, { companyId: options.companyId, id }));
      forgetInserted();
    },
  };
  // On PostgreSQL, where instances may share the database, a running job's row is touched while it
  // runs: a row left untouched for JOB_STALE_MS belongs to a process that stopped (failInterruptedJobs).
  // A touch that finds the row no longer running means another instance took it as interrupted: the
  // work stops. A touch that fails (an outage) is logged and tried again at the next beat.
  const heartbeatMs =
    options.heartbeatMs ?? (services.database.kind === "postgres" ? JOB_HEARTBEAT_MS : null);
  const heartbeat =
    heartbeatMs === null
      ? null
      : setInterval(() => {
          update({}).then(
            (running) => {
              if (!running) loseLease();
            },
            (error: unknown) => services.log.error({ err: error, job: id }, "job heartbeat failed"),
          );
        }, heartbeatMs);
  heartbeat?.unref();
  setImmediate(() => {
    options
      .work(run)
      .finally(() => {
        if (heartbeat) clearInterval(heartbeat);
      })
      .then(async (result) => {
        checkLease();
        // Only a job still running becomes done: one failed meanwhile (interrupted) stays failed.
        if (!(await update({ status: "done", progress: 100, result }))) loseLease();
      })
      .catch(async (error: unknown) => {
        const leaseLost = error instanceof JobLeaseLost;
        const failure =
          error instanceof JobFailure ? error : error instanceof DomainError ? new JobFailure(error) : null;
        const recorded = failure
          ? { code: failure.error.code, message: failure.error.messageIn(options.locale), line: failure.line }
          : { code: "job_failed", message: translate("errors.generic", options.locale), line: null };
        if (!failure && !leaseLost)
          services.log.error({ err: error, job: id, kind: options.kind }, "job failed");
        if (anyInserted()) {
          await deleteRecordedRows(services.database, options.companyId, inserted).then(
            () => {
              forgetInserted();
            },
            (cleanup: unknown) =>
              // Left recorded in the job's row (an outage): logged for support with the job id.
              services.log.error({ err: cleanup, job: id }, "job rows could not be taken back"),
          );
        }
        // A job that lost its lease was failed by whoever took it: its row is theirs now.
        if (leaseLost) return;
        const undone = !anyInserted();
        await update({ status: "failed", error: recorded, ...(undone ? { result: null } : {}) }).catch(
          (lost: unknown) => services.log.error({ err: lost, job: id }, "job failure could not be recorded"),
        );
      });
  });
  return id;
}

/** A job of the company as getJob answers it, or 404. */
export async function jobOf(db: Database, companyId: number, jobId: string): Promise<Job> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  if (!row) throw domainErrors.notFound();
  return {
    id: row.id,
    kind: row.kind,
    status: row.status === "done" ? "done" : row.status === "failed" ? "failed" : "running",
    progress: row.progress,
    trackId: row.trackId,
    // While it runs, the row may hold the job's own bookkeeping (SlicedWork): the result is the outcome.
    result: row.status === "done" ? ((row.result as Record<string, unknown> | null) ?? null) : null,
    error: (row.error as Job["error"]) ?? null,
  };
}

import { randomUUID } from "node:crypto";
import type { CallOutput } from "@trezo/api";
import { type Locale, translate } from "@trezo/i18n";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { jobs } from "../../db/tables/banking";
import { HttpError, httpErrors } from "../../http/httpError";
import type { Services } from "../../services";

type Job = CallOutput<"getJob">;

/** What a job's work receives: a way to run database work alone, and to report progress. */
export interface JobRun {
  /** Runs `work` on the database between other requests (PGlite has one connection). */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Records progress (0 to 100) where getJob reads it. */
  progress(percent: number): Promise<void>;
}

/** Thrown by a job's work to fail with a file line (statement imports). */
export class JobFailure extends Error {
  constructor(
    readonly error: HttpError,
    readonly line: number | null = null,
  ) {
    super(error.code);
  }
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
  const update = (values: Partial<typeof jobs.$inferInsert>) =>
    services.database.exclusive(() =>
      services.db
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(jobs.id, id)),
    );
  const run: JobRun = {
    exclusive: (work) => services.database.exclusive(() => work(services.db)),
    progress: (percent) =>
      update({ progress: Math.max(0, Math.min(99, Math.round(percent))) }).then(() => undefined),
  };
  setImmediate(() => {
    options
      .work(run)
      .then((result) => update({ status: "done", progress: 100, result }))
      .catch(async (error: unknown) => {
        const failure =
          error instanceof JobFailure ? error : error instanceof HttpError ? new JobFailure(error) : null;
        const recorded = failure
          ? { code: failure.error.code, message: failure.error.messageIn(options.locale), line: failure.line }
          : { code: "job_failed", message: translate("errors.generic", options.locale), line: null };
        if (!failure) console.error(`job ${id} (${options.kind}) failed`, error);
        await update({ status: "failed", error: recorded }).catch(() => undefined);
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
  if (!row) throw httpErrors.notFound();
  return {
    id: row.id,
    kind: row.kind,
    status: row.status === "done" ? "done" : row.status === "failed" ? "failed" : "running",
    progress: row.progress,
    trackId: row.trackId,
    result: (row.result as Record<string, unknown> | null) ?? null,
    error: (row.error as Job["error"]) ?? null,
  };
}

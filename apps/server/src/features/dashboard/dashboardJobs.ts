import type { CallOutput } from "@trezo/api";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { jobs } from "../../db/tables/banking";
import { httpErrors } from "../../http/httpError";
import { jobOf } from "../../jobs/jobs";

/** The kinds of the dashboard's jobs (DESIGN §3 long work): the XLSX export and the template import. */
export const DASHBOARD_JOB_KINDS = { export: "dashboardExport", import: "dashboardImport" } as const;

/**
 * A finished export keeps its file in the job's result until the client fetched it; older exports of the
 * company are deleted when a new one starts, so files do not pile up in the database.
 */
const EXPORT_LIFETIME_MS = 60 * 60 * 1000;

const KINDS = new Set<string>(Object.values(DASHBOARD_JOB_KINDS));

/**
 * A dashboard job of the company as getDashboardJob answers it; any other job (a statement import...) is
 * a 404 here: forecast readers follow their own work, not the company's other jobs.
 */
export async function dashboardJobOf(
  db: Database,
  companyId: number,
  jobId: string,
): Promise<CallOutput<"getDashboardJob">> {
  const job = await jobOf(db, companyId, jobId);
  if (!KINDS.has(job.kind)) throw httpErrors.notFound();
  return job;
}

/** Deletes the company's exports started more than an hour ago (and their files). */
export async function dropStaleExports(db: Database, companyId: number): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.companyId, companyId),
        eq(jobs.kind, DASHBOARD_JOB_KINDS.export),
        lt(jobs.createdAt, new Date(Date.now() - EXPORT_LIFETIME_MS)),
      ),
    );
}

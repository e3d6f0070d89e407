import { and, eq, isNotNull, lt } from "drizzle-orm";
import type pg from "pg";
import type { Database } from "../db/database";
import { bankConnections, companies } from "../db/schema";
import { rateLimitHits, scheduledRuns } from "../db/tables/instances";

/** Claims the run of `task` in period `slot`; false when an instance already did. */
export async function claimScheduledRun(db: Database, task: string, slot: number): Promise<boolean> {
  const claimed = await db
    .insert(scheduledRuns)
    .values({ task, slot })
    .onConflictDoNothing()
    .returning({ slot: scheduledRuns.slot });
  return claimed.length > 0;
}

/** Forgets the rate-limit counters whose window started before `before`. */
export async function deleteRateLimitHitsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStartedAt, before));
}

/** Forgets the record of scheduled runs started before `before`. */
export async function deleteScheduledRunsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(scheduledRuns).where(lt(scheduledRuns.startedAt, before));
}

/**
 * claimScheduledRun on a connection of pg's own, inside the caller's transaction (the PostgreSQL runner
 * claims a period and enqueues its job together).
 */
export async function claimScheduledRunOn(
  client: pg.ClientBase,
  task: string,
  slot: number,
): Promise<boolean> {
  const claimed = await client.query(
    "insert into scheduled_runs (task, slot) values ($1, $2) on conflict do nothing returning slot",
    [task, slot],
  );
  return (claimed.rowCount ?? 0) > 0;
}

/** Companies with a connection to an aggregator that is not archived: what the nightly sync visits. */
export async function companiesWithAggregatorConnections(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: bankConnections.companyId })
    .from(bankConnections)
    .where(and(isNotNull(bankConnections.aggregator), eq(bankConnections.archived, false)))
    .orderBy(bankConnections.companyId);
  return rows.map((row) => row.companyId);
}

/** Active companies still on trial whose trial ended before `today`. */
export async function companiesWithExpiredTrial(db: Database, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.isTrial, true),
        eq(companies.isActive, true),
        isNotNull(companies.trialEnd),
        lt(companies.trialEnd, today),
      ),
    )
    .orderBy(companies.id);
  return rows.map((row) => row.id);
}

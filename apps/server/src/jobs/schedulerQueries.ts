import { lt } from "drizzle-orm";
import type { Database } from "../db/database";
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

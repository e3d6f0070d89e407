import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { loginAttempts } from "../../db/schema";

/** Failures allowed before the lockout starts; then 30 s, doubling each failure, up to 15 minutes. */
export const FREE_FAILURES = 5;
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;

/** Lock duration after `failures` consecutive failures (0 while under the free allowance). */
export function lockDurationMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_MS);
}

/** Whether the address is locked right now. */
export async function isLockedOut(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
  return row?.lockedUntil != null && row.lockedUntil.getTime() > Date.now();
}

/** Counts a failure and (re)locks the address when the allowance is spent. Kept in the database. */
export async function recordFailure(db: Database, email: string): Promise<void> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.email,
      set: { failures: sql`${loginAttempts.failures} + 1`, updatedAt: sql`now()` },
    })
    .returning({ failures: loginAttempts.failures });
  const duration = lockDurationMs(row?.failures ?? 1);
  if (duration > 0) {
    await db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(Date.now() + duration) })
      .where(eq(loginAttempts.email, email));
  }
}

/** A successful sign-in clears the count. */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

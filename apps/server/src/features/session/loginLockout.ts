import { and, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { authThrottle } from "../../db/schema";

/**
 * Progressive lockout of sign-ins and recovery requests, kept in the database so that every instance
 * sees the same counts. An address is counted per client address (OWASP: a lockout keyed by the address
 * alone lets anyone keep its owner out): an attacker who fails from one client address locks only
 * himself out of that address, and its owner still signs in from theirs. A client address is also
 * counted over every address, so that one client cannot try a few passwords on each of many accounts.
 */

/** Failures allowed before the lockout starts; then 30 s, doubling each failure, up to 15 minutes. */
export const FREE_FAILURES = 5;
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;
/** A count left alone this long starts again from zero. */
const FORGET_AFTER = sql`interval '1 hour'`;

/** One thing counted, and how many failures it is allowed before the lockout. */
export interface ThrottleKey {
  key: string;
  freeFailures: number;
}

/** Sign-ins to `email` from the client address `ip`. */
export const signInKey = (email: string, ip: string): ThrottleKey => ({
  key: `sign-in:${ip}:${email}`,
  freeFailures: FREE_FAILURES,
});

/** Failed sign-ins from the client address `ip`, over every address. */
export const clientKey = (ip: string, freeFailures: number): ThrottleKey => ({
  key: `client:${ip}`,
  freeFailures,
});

/** Recovery requests for `email` from the client address `ip`. */
export const recoveryKey = (email: string, ip: string): ThrottleKey => ({
  key: `recovery:${ip}:${email}`,
  freeFailures: FREE_FAILURES,
});

/** Lock duration after `failures` consecutive failures (0 while under the free allowance). */
export function lockDurationMs(failures: number, freeFailures = FREE_FAILURES): number {
  if (failures < freeFailures) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - freeFailures), MAX_LOCK_MS);
}

/** Whether any of the keys is locked right now (one query). */
export async function isLockedOut(db: Database, keys: readonly ThrottleKey[]): Promise<boolean> {
  const rows = await db
    .select({ key: authThrottle.key })
    .from(authThrottle)
    .where(
      and(
        inArray(
          authThrottle.key,
          keys.map((entry) => entry.key),
        ),
        gt(authThrottle.lockedUntil, sql`now()`),
      ),
    );
  return rows.length > 0;
}

/** Counts a failure under each key and (re)locks those whose allowance is spent. */
export async function recordFailure(db: Database, keys: readonly ThrottleKey[]): Promise<void> {
  const counted = await db
    .insert(authThrottle)
    .values(keys.map((entry) => ({ key: entry.key, failures: 1 })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${authThrottle.updatedAt} < now() - ${FORGET_AFTER} then 1 else ${authThrottle.failures} + 1 end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ key: authThrottle.key, failures: authThrottle.failures });
  for (const row of counted) {
    const entry = keys.find((candidate) => candidate.key === row.key);
    const duration = lockDurationMs(row.failures, entry?.freeFailures);
    if (duration > 0) {
      await db
        .update(authThrottle)
        .set({ lockedUntil: new Date(Date.now() + duration) })
        .where(inArray(authThrottle.key, [row.key]));
    }
  }
}

/** A success clears these counts (never the client's count over every address: it only fades). */
export async function clearFailures(db: Database, keys: readonly ThrottleKey[]): Promise<void> {
  await db.delete(authThrottle).where(
    inArray(
      authThrottle.key,
      keys.map((entry) => entry.key),
    ),
  );
}

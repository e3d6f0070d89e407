import { sql } from "drizzle-orm";
import type { Database } from "./database";

/**
 * Per-company locks: the first key of `pg_advisory_xact_lock(int, int)` names what is locked, the
 * second is the company's id. Work of one kind for one company takes turns across requests and server
 * instances (the lock lives in the database); other companies and other kinds are not held.
 */
const COMPANY_LOCK_KEYS = {
  /** Edits of the category tree (positions are computed from the rows read under the lock). */
  categoryTree: 7_001,
  /** Openings of uploads (the per-company cap is checked under the lock). */
  uploadOpenings: 7_002,
} as const;

/** What a per-company lock protects. */
export type CompanyLockKind = keyof typeof COMPANY_LOCK_KEYS;

/**
 * Runs `work` in a transaction that first takes the company's lock of this kind; the lock is released
 * at commit or rollback.
 */
export async function inCompanyLock<T>(
  db: Database,
  kind: CompanyLockKind,
  companyId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMPANY_LOCK_KEYS[kind]}, ${companyId})`);
    return work(tx);
  });
}

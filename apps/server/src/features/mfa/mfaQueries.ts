import { and, count, eq, exists, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { companies, companyUsers } from "../../db/schema";
import { userRecoveryCodes, userTotp } from "../../db/tables/mfa";

/** The SQL of the second factor (features/mfa): a user's secret, recovery codes and the firm's policy. */

export type TotpRow = typeof userTotp.$inferSelect;

export async function totpOfUser(db: Database, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/** A new secret waiting for its first code; it replaces an earlier unconfirmed one, never a confirmed one. */
export async function savePendingTotp(
  db: Database,
  userId: number,
  secretEncrypted: string,
): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretEncrypted, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/**
 * Takes the 30-second step of an accepted code: false when that code (or a later one) was used before.
 * `confirm` also turns a pending enrolment on.
 */
export async function claimTotpStep(
  db: Database,
  userId: number,
  step: number,
  confirm: boolean,
): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step, ...(confirm ? { confirmedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(userTotp.userId, userId),
        confirm ? isNull(userTotp.confirmedAt) : isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** Removes the second factor and its recovery codes. */
export async function deleteSecondFactor(db: Database, userId: number): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
}

/** The user's recovery codes become these (hashes); the earlier ones stop working. */
export async function replaceRecoveryCodes(db: Database, userId: number, hashes: string[]): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function unusedRecoveryCodes(db: Database, userId: number) {
  return db
    .select({ id: userRecoveryCodes.id, codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Uses up one recovery code: false when it was used meanwhile (two tabs). */
export async function useRecoveryCode(db: Database, userId: number, codeId: number): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.id, codeId),
        eq(userRecoveryCodes.userId, userId),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

/**
 * Whether the user is staff of an accounting firm that requires a second factor: its owner, or an
 * active member of a firm (is_cpa) whose mfa_required is on.
 */
export async function staffOfFirmRequiringMfa(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.isCpa, true),
        eq(companies.mfaRequired, true),
        or(
          eq(companies.ownerId, userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(companyUsers)
              .where(
                and(
                  eq(companyUsers.companyId, companies.id),
                  eq(companyUsers.userId, userId),
                  eq(companyUsers.isActive, true),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A company's second-factor policy: whether it is a firm, and whether its staff must use one. */
export async function firmPolicyOf(db: Database, companyId: number) {
  const [row] = await db
    .select({ isCpa: companies.isCpa, required: companies.mfaRequired })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function setFirmPolicy(db: Database, companyId: number, required: boolean): Promise<void> {
  await db.update(companies).set({ mfaRequired: required }).where(eq(companies.id, companyId));
}

import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { oidcLoginStates } from "../../db/tables/mfa";

/** The OpenID Connect sign-ins under way (features/oidc): kept by the SHA-256 of their state. */

export const STATE_LIFETIME_MS = 10 * 60_000;

export async function saveLoginState(
  db: Database,
  values: { stateHash: string; provider: string; mode: string; nonce: string; codeVerifier: string },
): Promise<void> {
  // The abandoned ones go on the way.
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, sql`now()`));
  await db.insert(oidcLoginStates).values({ ...values, expiresAt: new Date(Date.now() + STATE_LIFETIME_MS) });
}

/** Takes (and deletes) the live sign-in of a state: it works once. */
export async function takeLoginState(db: Database, stateHash: string) {
  const [row] = await db
    .delete(oidcLoginStates)
    .where(and(eq(oidcLoginStates.stateHash, stateHash), gt(oidcLoginStates.expiresAt, sql`now()`)))
    .returning();
  return row;
}

import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userTokens } from "../../db/schema";
import { DomainError } from "../../errors/domainError";

/** What a mailed token is for, and how long it works. */
export const TOKEN_LIFETIMES_MS = {
  email_confirmation: 7 * 24 * 3600_000,
  password_recovery: 3600_000,
  invitation: 14 * 24 * 3600_000,
  /** The second step of a sign-in with a second factor (features/mfa): the code, or its enrolment. */
  mfa_challenge: 10 * 60_000,
  mfa_enrolment: 10 * 60_000,
} as const;
export type TokenPurpose = keyof typeof TOKEN_LIFETIMES_MS;
/** The purposes of tokens kept in user_tokens (an invitation's token is kept with the invitation). */
export type UserTokenPurpose = Exclude<TokenPurpose, "invitation">;

/** A random token for a link (256 bits, URL-safe) and the SHA-256 we store instead of it. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const invalidTokenError = () =>
  new DomainError("invalid", "invalid_token", { key: "server.invalidToken" });

/** Creates a single-use token for `userId`; the previous unused ones of the same purpose stop working. */
export async function issueUserToken(db: Database, userId: number, purpose: UserTokenPurpose) {
  const { token, tokenHash } = newSecretToken();
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIMES_MS[purpose]),
  });
  return token;
}

/** The live tokens matching `token`: unused, unexpired, of this purpose. */
function liveToken(token: string, purpose: UserTokenPurpose) {
  return and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date()),
  );
}

/**
 * The user of a token that still works, without using it up (to check a request before consuming its
 * token); fails with 'invalid_token' when unknown, used or expired.
 */
export async function peekUserToken(db: Database, token: string, purpose: UserTokenPurpose): Promise<number> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(liveToken(token, purpose));
  if (row === undefined) throw invalidTokenError();
  return row.userId;
}

/** Uses up a token: returns its user, or fails with 'invalid_token' when unknown, used or expired. */
export async function consumeUserToken(
  db: Database,
  token: string,
  purpose: UserTokenPurpose,
): Promise<number> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(liveToken(token, purpose))
    .returning({ userId: userTokens.userId });
  const userId = rows[0]?.userId;
  if (userId === undefined) throw invalidTokenError();
  return userId;
}

/**
 * The challenge of a sign-in's second step (features/mfa/secondFactor): a single-use token like the
 * mailed ones, answered instead of a session, with the instant it stops working.
 */
export async function issueChallengeToken(
  db: Database,
  userId: number,
  purpose: "mfa_challenge" | "mfa_enrolment",
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newSecretToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIMES_MS[purpose]);
  await db.insert(userTokens).values({ userId, purpose, tokenHash, expiresAt });
  return { token, expiresAt };
}

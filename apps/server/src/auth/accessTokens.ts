import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Database } from "../db/database";
import { appMeta, sessions } from "../db/schema";
import { domainErrors } from "../errors/domainError";

/** Claims of our tokens. HS256 only: the verifier refuses every other algorithm. */
const ALGORITHM = "HS256";
const ISSUER = "trezo";
const AUDIENCE = "trezo-api";
/** An access token works 12 hours; a pretended-user token 2 hours. */
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 3600;
export const PRETEND_TOKEN_TTL_SECONDS = 2 * 3600;

export type TokenKind = "access" | "pretend";

export interface VerifiedToken {
  userId: number;
  kind: TokenKind;
  role: string;
  /** For a pretended-user token: the SuperAdmin who asked for it. */
  actorId: number | null;
  /** The session an access token belongs to (`sid`); null on other tokens. */
  sessionId: string | null;
  expiresAt: Date;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How many verified tokens are remembered; the memory is emptied when full. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs and verifies the server's JWTs (jose), algorithm pinned, iss, aud and exp checked, and keeps
 * their sessions: each access token names a row of `sessions` (its `sid`), which authentication reads
 * with the user on every request, so that ending a session ends its token on every server instance.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Claims of tokens whose signature was already checked: a signature stays valid (the secret does not
   * change while the process runs), so it is checked once per token; the expiry is checked on every use.
   * Nothing here says whether a session lives: that is read from the database on every request.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    secret: string,
    private readonly db: Database,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The signing secret: JWT_SECRET, else one generated once and kept in the database (shared by all instances). */
  static async load(db: Database, configured: string | undefined): Promise<AccessTokens> {
    if (configured) return new AccessTokens(configured, db);
    const candidate = randomBytes(48).toString("base64url");
    await db
      .insert(appMeta)
      .values({ key: "jwt_secret", value: { secret: candidate } })
      .onConflictDoNothing();
    const rows = await db.select().from(appMeta).where(eq(appMeta.key, "jwt_secret"));
    const stored = rows[0]?.value as { secret?: string } | undefined;
    if (!stored?.secret) throw new Error("No JWT secret in app_meta");
    return new AccessTokens(stored.secret, db);
  }

  /**
   * A new token. An access token opens a new session (a row of `sessions`, the user's expired ones are
   * dropped on the way); a pretended-user token rides on the SuperAdmin's own session.
   */
  async issue(
    userId: number,
    role: string,
    kind: TokenKind = "access",
    actorId: number | null = null,
  ): Promise<IssuedToken> {
    const ttl = kind === "access" ? ACCESS_TOKEN_TTL_SECONDS : PRETEND_TOKEN_TTL_SECONDS;
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttl) * 1000);
    let sessionId: string | null = null;
    if (kind === "access") {
      sessionId = randomUUID();
      await this.db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      await this.db.insert(sessions).values({ id: sessionId, userId, expiresAt });
    }
    const token = await new SignJWT({
      role,
      typ: kind,
      ...(actorId === null ? {} : { act: actorId }),
      ...(sessionId === null ? {} : { sid: sessionId }),
    })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The token's claims; a 401 `token_expired` when expired, `unauthorized` when otherwise invalid. */
  async verify(token: string): Promise<VerifiedToken> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: expired once `exp` is not after the current second.
      if (known.expiresAt.getTime() <= Math.floor(Date.now() / 1000) * 1000)
        throw domainErrors.tokenExpired();
      return known;
    }
    const claims = await this.verifySignature(token);
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignature(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ["exp", "sub"],
      });
      const userId = Number(payload.sub);
      const kind = payload.typ === "pretend" ? "pretend" : payload.typ === "access" ? "access" : undefined;
      if (!Number.isInteger(userId) || userId <= 0 || !kind || typeof payload.exp !== "number") {
        throw domainErrors.unauthorized();
      }
      return {
        userId,
        kind,
        role: typeof payload.role === "string" ? payload.role : "User",
        actorId: typeof payload.act === "number" ? payload.act : null,
        sessionId: typeof payload.sid === "string" && UUID.test(payload.sid) ? payload.sid : null,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw domainErrors.tokenExpired();
      throw domainErrors.unauthorized();
    }
  }
}

/** Ends one session (logout): its token stops working at once, on every instance. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (password change or recovery, deactivation). */
export async function endSessionsOf(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

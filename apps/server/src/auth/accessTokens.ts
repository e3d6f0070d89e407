import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Database } from "../db/database";
import { appMeta } from "../db/schema";
import { httpErrors } from "../http/httpError";

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
  expiresAt: Date;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** Signs and verifies the server's JWTs (jose), algorithm pinned, iss, aud and exp checked. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The signing secret: JWT_SECRET, else one generated once and kept in the database (shared by all instances). */
  static async load(db: Database, configured: string | undefined): Promise<AccessTokens> {
    if (configured) return new AccessTokens(configured);
    const candidate = randomBytes(48).toString("base64url");
    await db
      .insert(appMeta)
      .values({ key: "jwt_secret", value: { secret: candidate } })
      .onConflictDoNothing();
    const rows = await db.select().from(appMeta).where(eq(appMeta.key, "jwt_secret"));
    const stored = rows[0]?.value as { secret?: string } | undefined;
    if (!stored?.secret) throw new Error("No JWT secret in app_meta");
    return new AccessTokens(stored.secret);
  }

  async issue(
    userId: number,
    role: string,
    kind: TokenKind = "access",
    actorId: number | null = null,
  ): Promise<IssuedToken> {
    const ttl = kind === "access" ? ACCESS_TOKEN_TTL_SECONDS : PRETEND_TOKEN_TTL_SECONDS;
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttl) * 1000);
    const token = await new SignJWT({ role, typ: kind, ...(actorId === null ? {} : { act: actorId }) })
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
        throw httpErrors.unauthorized();
      }
      return {
        userId,
        kind,
        role: typeof payload.role === "string" ? payload.role : "User",
        actorId: typeof payload.act === "number" ? payload.act : null,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw httpErrors.tokenExpired();
      throw httpErrors.unauthorized();
    }
  }
}

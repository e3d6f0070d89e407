import type { FastifyRequest } from "fastify";
import type { users } from "../db/schema";
import { domainErrors } from "../errors/domainError";
import type { Services } from "../services";

export type UserRow = typeof users.$inferSelect;

/** The user a request acts as, after the tokens were checked. */
export interface Authenticated {
  /** The acting user: the impersonated one while a SuperAdmin pretends. */
  user: UserRow;
  isSuperAdmin: boolean;
  /** The SuperAdmin behind a pretended-user token, else null. */
  impersonatedBy: number | null;
  /** The session of the bearer token (the SuperAdmin's own while pretending): logout ends it. */
  sessionId: string;
  tokenExpiresAt: Date;
  /** Set when the request came with an OAuth access token: its client and granted scopes (features/oauth). */
  oauth?: { clientId: string; scopes: readonly string[] };
}

/**
 * What the tokens of a request say, checked without the database (signature, algorithm, claims,
 * expiry). Whether the session still lives, and the users are still active, is for the one query of
 * auth/requestAccess.ts.
 */
export interface RequestTokens {
  /** The session of the bearer token. */
  sessionId: string;
  /** The bearer token's user: the one whose session it is. */
  callerId: number;
  /** The user the request acts as: the pretended user while a SuperAdmin pretends, else the caller. */
  actingUserId: number;
  /** Whether a pretended-user token came with the bearer (then the caller must be a SuperAdmin). */
  pretending: boolean;
  expiresAt: Date;
}

const PRETENDED_HEADER = "x-pretended-user-token";
const SECONDARY_HEADER = "x-auth-token";

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9._-]{10,2048})$/.exec(header);
  if (!match?.[1]) throw domainErrors.unauthorized();
  return match[1];
}

/**
 * The bearer of a request when it is an OAuth access token of the provider (opaque: no dots, unlike the
 * server's own JWTs), else undefined.
 */
export function oauthBearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(request.headers.authorization ?? "");
  return match?.[1];
}

/**
 * Checks the bearer token (and the pretended-user token when sent). `required` false (public calls):
 * no or bad token gives null instead of a 401.
 */
export async function requestTokens(
  request: FastifyRequest,
  services: Services,
  required: boolean,
): Promise<RequestTokens | null> {
  try {
    const bearer = bearerOf(request);
    if (bearer === undefined) throw domainErrors.missingAuthorization();
    const verified = await services.tokens.verify(bearer);
    if (verified.kind !== "access" || verified.sessionId === null) throw domainErrors.unauthorized();
    const tokens: RequestTokens = {
      sessionId: verified.sessionId,
      callerId: verified.userId,
      actingUserId: verified.userId,
      pretending: false,
      expiresAt: verified.expiresAt,
    };
    const pretended = request.headers[PRETENDED_HEADER];
    if (typeof pretended !== "string" || pretended.length === 0) return tokens;
    const claims = await services.tokens.verify(pretended);
    // Only the SuperAdmin the token was issued to may use it (the query checks the role).
    if (claims.kind !== "pretend" || claims.actorId !== verified.userId) throw domainErrors.unauthorized();
    return {
      ...tokens,
      actingUserId: claims.userId,
      pretending: true,
      expiresAt: claims.expiresAt < verified.expiresAt ? claims.expiresAt : verified.expiresAt,
    };
  } catch (error) {
    if (!required) return null;
    throw error;
  }
}

/**
 * Downloads also carry the secondary auth-token header (spec 001 §7.1): a token of the same user as the
 * bearer, so that a download link alone, or a bearer token alone, is not enough.
 */
export async function checkSecondaryAuth(request: FastifyRequest, services: Services, bearerUserId: number) {
  const header = request.headers[SECONDARY_HEADER];
  if (typeof header !== "string" || header.length === 0) throw domainErrors.unauthorized();
  const claims = await services.tokens.verify(header);
  if (claims.kind !== "access" || claims.userId !== bearerUserId) throw domainErrors.unauthorized();
}

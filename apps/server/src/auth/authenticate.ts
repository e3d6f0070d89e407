import { and, eq, gt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { sessions, users } from "../db/schema";
import { httpErrors } from "../http/httpError";
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
}

const PRETENDED_HEADER = "x-pretended-user-token";
const SECONDARY_HEADER = "x-auth-token";

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9._-]{10,2048})$/.exec(header);
  if (!match?.[1]) throw httpErrors.unauthorized();
  return match[1];
}

/**
 * The user of a live session, in one query (it runs on every call): the session row must still exist and
 * belong to the user, and the user must be active.
 */
async function sessionUser(services: Services, userId: number, sessionId: string): Promise<UserRow> {
  const [row] = await services.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())));
  if (!row?.user.isActive) throw httpErrors.unauthorized();
  return row.user;
}

async function activeUser(services: Services, userId: number): Promise<UserRow> {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user?.isActive) throw httpErrors.unauthorized();
  return user;
}

/**
 * Checks the bearer token (and the pretended-user token when sent) and loads the acting user.
 * The session and user rows are read on every call (one query), so that a logout, a password change, a
 * deactivated user or a demoted admin stops the token at once, whichever instance answers.
 * `required` false (public calls): no or bad token gives null instead of a 401.
 */
export async function authenticate(
  request: FastifyRequest,
  services: Services,
  required: boolean,
): Promise<Authenticated | null> {
  try {
    const bearer = bearerOf(request);
    if (bearer === undefined) throw httpErrors.missingAuthorization();
    const verified = await services.tokens.verify(bearer);
    if (verified.kind !== "access") throw httpErrors.unauthorized();
    const { sessionId } = verified;
    if (sessionId === null) throw httpErrors.unauthorized();
    const caller = await sessionUser(services, verified.userId, sessionId);
    const callerIsSuperAdmin = caller.role === "SuperAdmin";

    const pretended = request.headers[PRETENDED_HEADER];
    if (typeof pretended === "string" && pretended.length > 0) {
      const claims = await services.tokens.verify(pretended);
      // Only the SuperAdmin the token was issued to may use it.
      if (claims.kind !== "pretend" || !callerIsSuperAdmin || claims.actorId !== caller.id) {
        throw httpErrors.unauthorized();
      }
      const target = await activeUser(services, claims.userId);
      return {
        user: target,
        isSuperAdmin: target.role === "SuperAdmin",
        impersonatedBy: caller.id,
        sessionId,
        tokenExpiresAt: claims.expiresAt < verified.expiresAt ? claims.expiresAt : verified.expiresAt,
      };
    }
    return {
      user: caller,
      isSuperAdmin: callerIsSuperAdmin,
      impersonatedBy: null,
      sessionId,
      tokenExpiresAt: verified.expiresAt,
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
  if (typeof header !== "string" || header.length === 0) throw httpErrors.unauthorized();
  const claims = await services.tokens.verify(header);
  if (claims.kind !== "access" || claims.userId !== bearerUserId) throw httpErrors.unauthorized();
}

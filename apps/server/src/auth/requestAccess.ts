import { and, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/database";
import { companies, companyUsers, permissionGroups, sessions, users } from "../db/schema";
import { domainErrors } from "../errors/domainError";
import type { Authenticated, RequestTokens } from "./authenticate";
import { type CompanyAccess, type CompanyRule, checkCompanyRule, companyAccessOf } from "./companyAccess";

const caller = alias(users, "caller");
const owner = alias(users, "owner");
const membership = alias(companyUsers, "membership");
const memberGroup = alias(permissionGroups, "member_group");
const firmMembership = alias(companyUsers, "firm_membership");
const firmGroup = alias(permissionGroups, "firm_group");

/**
 * The one query of a request: the bearer's session (alive, of its user), the caller (active; a
 * SuperAdmin when pretending), the acting user, and, for a company-scoped call, the company (with its
 * owner's address) with the acting user's membership in it and in its parent firm and those memberships' group flags. Read on
 * every call, uncached, so that a logout, a password change, a deactivated user, a demoted admin or a
 * revoked permission takes effect on the next request, whichever instance answers it. Prepared once per
 * database: on PostgreSQL each pooled connection parses and plans it once.
 */
function accessQuery(db: Database) {
  return db
    .select({
      callerRole: caller.role,
      callerActive: caller.isActive,
      user: users,
      company: companies,
      owner: { id: owner.id, email: owner.email },
      membership: {
        isOwner: membership.isOwner,
        isActive: membership.isActive,
        groupId: membership.groupId,
        permissions: membership.permissions,
      },
      memberGroupPermissions: memberGroup.permissions,
      firmMembership: {
        isOwner: firmMembership.isOwner,
        isActive: firmMembership.isActive,
        groupId: firmMembership.groupId,
        permissions: firmMembership.permissions,
      },
      firmGroupPermissions: firmGroup.permissions,
    })
    .from(sessions)
    .innerJoin(caller, eq(caller.id, sessions.userId))
    .innerJoin(users, eq(users.id, sql.placeholder("actingUserId")))
    .leftJoin(companies, eq(companies.id, sql.placeholder("companyId")))
    .leftJoin(owner, eq(owner.id, companies.ownerId))
    .leftJoin(membership, and(eq(membership.companyId, companies.id), eq(membership.userId, users.id)))
    .leftJoin(memberGroup, eq(memberGroup.id, membership.groupId))
    .leftJoin(
      firmMembership,
      and(eq(firmMembership.companyId, companies.parentId), eq(firmMembership.userId, users.id)),
    )
    .leftJoin(firmGroup, eq(firmGroup.id, firmMembership.groupId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("callerId")),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare("request_access");
}

type AccessQuery = ReturnType<typeof accessQuery>;
type AccessRow = Awaited<ReturnType<AccessQuery["execute"]>>[number];
const prepared = new WeakMap<Database, AccessQuery>();

async function accessRow(db: Database, tokens: RequestTokens, companyId: number | null) {
  let query = prepared.get(db);
  if (!query) {
    query = accessQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({
    sessionId: tokens.sessionId,
    callerId: tokens.callerId,
    actingUserId: tokens.actingUserId,
    companyId,
  });
  return row;
}

/** Who the request acts as, if the session lives and its users may act: else null. */
function authenticatedOf(tokens: RequestTokens, row: AccessRow | undefined): Authenticated | null {
  if (!row?.callerActive || !row.user.isActive) return null;
  if (tokens.pretending && row.callerRole !== "SuperAdmin") return null;
  return {
    user: row.user,
    isSuperAdmin: row.user.role === "SuperAdmin",
    impersonatedBy: tokens.pretending ? tokens.callerId : null,
    sessionId: tokens.sessionId,
    tokenExpiresAt: tokens.expiresAt,
  };
}

/** A request's caller, and its access to the company it names (null when it names none or has none). */
export interface RequestAccess {
  auth: Authenticated;
  company: CompanyAccess | null;
}

/**
 * Resolves a request's session and, when `companyId` is given, its access to that company: one query.
 * A session that ended, or users who may no longer act, give a 401.
 */
export async function resolveRequestAccess(
  db: Database,
  tokens: RequestTokens,
  companyId: number | null,
): Promise<RequestAccess> {
  const row = await accessRow(db, tokens, companyId);
  const auth = authenticatedOf(tokens, row);
  if (!row || !auth) throw domainErrors.unauthorized();
  return { auth, company: companyAccessOf(auth, row) };
}

/** The tokens an authenticated request came with, to read its access to another company. */
function tokensOf(auth: Authenticated): RequestTokens {
  return {
    sessionId: auth.sessionId,
    callerId: auth.impersonatedBy ?? auth.user.id,
    actingUserId: auth.user.id,
    pretending: auth.impersonatedBy !== null,
    expiresAt: auth.tokenExpiresAt,
  };
}

/** The acting user's access to a company other than the call's own (null if none): one query. */
export async function resolveCompanyAccess(
  db: Database,
  auth: Authenticated,
  companyId: number,
): Promise<CompanyAccess | null> {
  const row = await accessRow(db, tokensOf(auth), companyId);
  return row ? companyAccessOf(auth, row) : null;
}

/** resolveCompanyAccess, then a contract-style rule (active company, any-of flags, owner-level): else a 403. */
export async function authorizeCompany(
  db: Database,
  auth: Authenticated,
  companyId: number,
  rule: CompanyRule,
): Promise<CompanyAccess> {
  return checkCompanyRule(auth, await resolveCompanyAccess(db, auth, companyId), rule);
}

import { and, Column, eq, getTableColumns, gt, is, Placeholder, sql, Table } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Database, executePreparedOnPglite } from "../db/database";
import { companies, companyUsers, permissionGroups, sessions, users } from "../db/schema";
import { sameCompany } from "../db/scoped";
import { domainErrors } from "../errors/domainError";
import type { Authenticated, RequestTokens } from "./authenticate";
import { type CompanyAccess, type CompanyRule, checkCompanyRule, companyAccessOf } from "./companyAccess";

const caller = alias(users, "caller");
const owner = alias(users, "owner");
const membership = alias(companyUsers, "membership");
const memberGroup = alias(permissionGroups, "member_group");
const firmMembership = alias(companyUsers, "firm_membership");
const firmGroup = alias(permissionGroups, "firm_group");

/** What the access query reads: the caller's and acting user's rows, the company's and memberships'. */
const accessSelection = {
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
};
/** The left-joined parts of a row, null when their join found nothing. */
const OPTIONAL_PARTS = ["company", "owner", "membership", "firmMembership"] as const;

/**
 * The one query of a request: the bearer's session (alive, of its user), the caller (active; a
 * SuperAdmin when pretending), the acting user, and, for a company-scoped call, the company (with its
 * owner's address) with the acting user's membership in it and in its parent firm and those memberships' group flags. Read on
 * every call, uncached, so that a logout, a password change, a deactivated user, a demoted admin or a
 * revoked permission takes effect on the next request, whichever instance answers it.
 */
function accessQuery(db: Database) {
  return db
    .select(accessSelection)
    .from(sessions)
    .innerJoin(caller, eq(caller.id, sessions.userId))
    .innerJoin(users, eq(users.id, sql.placeholder("actingUserId")))
    .leftJoin(companies, eq(companies.id, sql.placeholder("companyId")))
    .leftJoin(owner, eq(owner.id, companies.ownerId))
    .leftJoin(membership, and(eq(membership.companyId, companies.id), eq(membership.userId, users.id)))
    .leftJoin(memberGroup, sameCompany(membership, membership.groupId, memberGroup))
    .leftJoin(
      firmMembership,
      and(eq(firmMembership.companyId, companies.parentId), eq(firmMembership.userId, users.id)),
    )
    .leftJoin(firmGroup, sameCompany(firmMembership, firmMembership.groupId, firmGroup))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("callerId")),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
}

/**
 * The query prepared for a database: through drizzle (on PostgreSQL each pooled connection parses
 * and plans it once), and its SQL with the order of its placeholders, for PGlite's server-side
 * prepared statement (executePreparedOnPglite).
 */
function preparedAccessQuery(db: Database) {
  const select = accessQuery(db);
  const { sql: text, params } = select.toSQL();
  const placeholders = params.flatMap((param) => (is(param, Placeholder) ? [param.name] : []));
  return {
    drizzle: select.prepare("request_access"),
    sql: text,
    /** The placeholders' names in $n order (null if the SQL has another parameter: no PGlite statement). */
    placeholders: placeholders.length === params.length ? placeholders : null,
  };
}

type PreparedAccessQuery = ReturnType<typeof preparedAccessQuery>;
type AccessRow = Awaited<ReturnType<PreparedAccessQuery["drizzle"]["execute"]>>[number];
const prepared = new WeakMap<Database, PreparedAccessQuery>();

/** The columns of the selection, in the order drizzle writes them in the SELECT list. */
function selectedColumns(selection: object, path: string[] = []): Array<{ path: string[]; column: Column }> {
  return Object.entries(selection).flatMap(([key, value]) => {
    if (is(value, Column)) return [{ path: [...path, key], column: value }];
    if (is(value, Table)) return selectedColumns(getTableColumns(value), [...path, key]);
    return selectedColumns(value, [...path, key]);
  });
}
const accessColumns = selectedColumns(accessSelection);

/** A row of driver values, decoded by its columns as drizzle does (left-joined parts null when absent). */
function accessRowOf(values: unknown[]): AccessRow {
  const row: Record<string, unknown> = {};
  accessColumns.forEach(({ path, column }, index) => {
    const raw = values[index];
    let node = row;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[path[path.length - 1] as string] =
      raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
  });
  for (const part of OPTIONAL_PARTS) {
    const value = row[part] as Record<string, unknown>;
    if (Object.values(value).every((field) => field === null)) row[part] = null;
  }
  return row as AccessRow;
}

async function accessRow(db: Database, tokens: RequestTokens, companyId: number | null) {
  let query = prepared.get(db);
  if (!query) {
    query = preparedAccessQuery(db);
    prepared.set(db, query);
  }
  const values: Record<string, number | string | null> = {
    sessionId: tokens.sessionId,
    callerId: tokens.callerId,
    actingUserId: tokens.actingUserId,
    companyId,
  };
  const rows = query.placeholders
    ? await executePreparedOnPglite(
        db,
        "request_access",
        query,
        query.placeholders.map((name) => values[name] ?? null),
      )
    : null;
  if (rows) return rows[0] && accessRowOf(rows[0]);
  const [row] = await query.drizzle.execute(values);
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

/**
 * The acting user's access to every company they are a member of, set-wise: one query reads each
 * membership with its company, group flags and the membership in the company's parent firm, and the
 * same rules as resolveCompanyAccess decide (companyAccessOf). The request's session has been checked
 * already. Memberships that give no access are left out.
 */
export async function resolveMembershipAccesses(db: Database, auth: Authenticated): Promise<CompanyAccess[]> {
  const rows = await db
    .select({
      company: companies,
      owner: { id: owner.id, email: owner.email },
      membership: accessSelection.membership,
      memberGroupPermissions: memberGroup.permissions,
      firmMembership: accessSelection.firmMembership,
      firmGroupPermissions: firmGroup.permissions,
    })
    .from(membership)
    .innerJoin(companies, eq(companies.id, membership.companyId))
    .leftJoin(owner, eq(owner.id, companies.ownerId))
    .leftJoin(memberGroup, sameCompany(membership, membership.groupId, memberGroup))
    .leftJoin(
      firmMembership,
      and(eq(firmMembership.companyId, companies.parentId), eq(firmMembership.userId, membership.userId)),
    )
    .leftJoin(firmGroup, sameCompany(firmMembership, firmMembership.groupId, firmGroup))
    .where(eq(membership.userId, auth.user.id));
  return rows.flatMap((row) => companyAccessOf(auth, row) ?? []);
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

/** What an OAuth access token names: its user on one company, its client and scopes (features/oauth). */
export interface GrantedAccessFacts {
  userId: number;
  companyId: number;
  clientId: string;
  scopes: readonly string[];
  grantId: string;
}

/**
 * The access of an OAuth access token: its user (active), and that user's access to the token's one
 * company, decided by the same rules as a session's (companyAccessOf), read in one query on every call so
 * that a user removed from the company, or deactivated, takes the token's access with them. A token never
 * carries SuperAdmin powers. Null when the user may not act.
 */
export async function resolveGrantedAccess(
  db: Database,
  facts: GrantedAccessFacts,
  tokenExpiresAt: Date,
): Promise<RequestAccess | null> {
  const [row] = await db
    .select({
      user: users,
      company: companies,
      owner: { id: owner.id, email: owner.email },
      membership: accessSelection.membership,
      memberGroupPermissions: memberGroup.permissions,
      firmMembership: accessSelection.firmMembership,
      firmGroupPermissions: firmGroup.permissions,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, facts.companyId))
    .leftJoin(owner, eq(owner.id, companies.ownerId))
    .leftJoin(membership, and(eq(membership.companyId, companies.id), eq(membership.userId, users.id)))
    .leftJoin(memberGroup, sameCompany(membership, membership.groupId, memberGroup))
    .leftJoin(
      firmMembership,
      and(eq(firmMembership.companyId, companies.parentId), eq(firmMembership.userId, users.id)),
    )
    .leftJoin(firmGroup, sameCompany(firmMembership, firmMembership.groupId, firmGroup))
    .where(eq(users.id, facts.userId));
  if (!row?.user.isActive) return null;
  const auth: Authenticated = {
    user: row.user,
    isSuperAdmin: false,
    impersonatedBy: null,
    // No session of ours: the grant stands for it (nothing a token may call ends a session).
    sessionId: facts.grantId,
    tokenExpiresAt,
    oauth: { clientId: facts.clientId, scopes: facts.scopes },
  };
  return { auth, company: companyAccessOf(auth, row) };
}

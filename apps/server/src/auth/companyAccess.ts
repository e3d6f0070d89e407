import {
  allPermissions,
  COMPANY_PERMISSION_FLAGS,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionMap,
} from "@trezo/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { companies, companyUsers, permissionGroups } from "../db/schema";
import { HttpError, httpErrors } from "../http/httpError";
import type { Authenticated } from "./authenticate";

export type CompanyRow = typeof companies.$inferSelect;

/** How the acting user reaches a company, and what they may do there. */
export interface CompanyAccess {
  company: CompanyRow;
  permissions: PermissionMap;
  /** owner: the company's owner; member: a non-owner member; parentFirm: staff of its accounting firm. */
  via: "owner" | "member" | "parentFirm" | "superAdmin";
  /** Owner-level rights: the owner, the parent firm's owner or all-companies staff, a SuperAdmin. */
  ownerLevel: boolean;
}

/** Keeps only known flags with boolean values: stored JSON is never trusted blindly. */
export function cleanPermissionMap(value: unknown): PermissionMap {
  if (typeof value !== "object" || value === null) return {};
  const map: PermissionMap = {};
  for (const flag of PERMISSION_FLAGS) {
    const flagValue = (value as Record<string, unknown>)[flag];
    if (typeof flagValue === "boolean") map[flag] = flagValue;
  }
  return map;
}

type Membership = typeof companyUsers.$inferSelect;

/** The flags of one membership: the owner's are all; an inactive member has none. */
function membershipPermissions(membership: Membership, groupPermissions: unknown): PermissionMap | null {
  if (membership.isOwner) return allPermissions();
  if (!membership.isActive) return null;
  return cleanPermissionMap(membership.groupId !== null ? groupPermissions : membership.permissions);
}

/**
 * The company with the user's membership in it and that membership's group flags, in one query: this
 * runs on every company-scoped call.
 */
async function companyWithMembership(db: Database, companyId: number, userId: number) {
  const [row] = await db
    .select({ company: companies, membership: companyUsers, groupPermissions: permissionGroups.permissions })
    .from(companies)
    .leftJoin(companyUsers, and(eq(companyUsers.companyId, companies.id), eq(companyUsers.userId, userId)))
    .leftJoin(permissionGroups, eq(permissionGroups.id, companyUsers.groupId))
    .where(eq(companies.id, companyId));
  return row;
}

const CLIENT_COMPANY_PERMISSIONS: PermissionMap = Object.fromEntries(
  COMPANY_PERMISSION_FLAGS.map((flag) => [flag, true]),
) as PermissionMap;

/**
 * Resolves the acting user's access to `companyId` (DESIGN §3 tenancy): SuperAdmin; member (owner, or
 * active non-owner with its group's or custom flags); staff of the parent accounting firm (its owner, or
 * members holding cpap_access_all_managed_companies, get every company flag of the client). Anything else
 * is a 403, whether the company exists or not, so ids cannot be probed.
 */
export async function resolveCompanyAccess(
  db: Database,
  auth: Authenticated,
  companyId: number,
): Promise<CompanyAccess | null> {
  const row = await companyWithMembership(db, companyId, auth.user.id);
  if (!row) return null;
  const { company } = row;
  if (auth.isSuperAdmin) {
    return { company, permissions: allPermissions(), via: "superAdmin", ownerLevel: true };
  }
  if (row.membership) {
    const permissions = membershipPermissions(row.membership, row.groupPermissions);
    if (permissions) {
      const isOwner = row.membership.isOwner;
      return { company, permissions, via: isOwner ? "owner" : "member", ownerLevel: isOwner };
    }
  }
  if (company.parentId !== null) {
    const firm = await companyWithMembership(db, company.parentId, auth.user.id);
    if (firm?.membership) {
      const firmPermissions = membershipPermissions(firm.membership, firm.groupPermissions);
      if (firm.membership.isOwner || firmPermissions?.cpap_access_all_managed_companies === true) {
        return {
          company,
          permissions: { ...CLIENT_COMPANY_PERMISSIONS },
          via: "parentFirm",
          ownerLevel: true,
        };
      }
    }
  }
  return null;
}

/** resolveCompanyAccess, then the entry's rules: an active company, any-of flags, owner-level. */
export async function authorizeCompany(
  db: Database,
  auth: Authenticated,
  companyId: number,
  rule: { anyOf: readonly PermissionFlag[]; ownerOnly?: boolean },
): Promise<CompanyAccess> {
  const access = await resolveCompanyAccess(db, auth, companyId);
  if (!access) throw httpErrors.forbidden();
  if (!access.company.isActive && !auth.isSuperAdmin) {
    throw new HttpError(403, "company_inactive", { key: "server.companyInactive" });
  }
  if (rule.ownerOnly && !access.ownerLevel) throw httpErrors.forbidden();
  if (
    rule.anyOf.length > 0 &&
    !access.ownerLevel &&
    !rule.anyOf.some((flag) => access.permissions[flag] === true)
  ) {
    throw httpErrors.forbidden();
  }
  return access;
}

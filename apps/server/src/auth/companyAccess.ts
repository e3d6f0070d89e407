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

/** The flags of one membership: the owner's are all; an inactive member has none. */
async function membershipPermissions(
  db: Database,
  membership: typeof companyUsers.$inferSelect,
): Promise<PermissionMap | null> {
  if (membership.isOwner) return allPermissions();
  if (!membership.isActive) return null;
  if (membership.groupId !== null) {
    const [group] = await db
      .select()
      .from(permissionGroups)
      .where(eq(permissionGroups.id, membership.groupId));
    return cleanPermissionMap(group?.permissions);
  }
  return cleanPermissionMap(membership.permissions);
}

async function membershipOf(db: Database, companyId: number, userId: number) {
  const [membership] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return membership;
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
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  if (auth.isSuperAdmin) {
    return { company, permissions: allPermissions(), via: "superAdmin", ownerLevel: true };
  }
  const membership = await membershipOf(db, companyId, auth.user.id);
  if (membership) {
    const permissions = await membershipPermissions(db, membership);
    if (permissions) {
      return {
        company,
        permissions,
        via: membership.isOwner ? "owner" : "member",
        ownerLevel: membership.isOwner,
      };
    }
  }
  if (company.parentId !== null) {
    const firmMembership = await membershipOf(db, company.parentId, auth.user.id);
    if (firmMembership) {
      const firmPermissions = await membershipPermissions(db, firmMembership);
      if (firmPermissions?.cpap_access_all_managed_companies === true || firmMembership.isOwner) {
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

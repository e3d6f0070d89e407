import {
  allPermissions,
  COMPANY_PERMISSION_FLAGS,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionMap,
} from "@trezo/domain";
import type { companies, companyUsers } from "../db/schema";
import { domainErrors } from "../errors/domainError";
import type { Authenticated } from "./authenticate";

export type CompanyRow = typeof companies.$inferSelect;

/** How the acting user reaches a company, and what they may do there. */
export interface CompanyAccess {
  company: CompanyRow;
  /** The company's owner, read with the access (getCompanyInfos shows it). */
  owner: CompanyOwner | null;
  permissions: PermissionMap;
  /** owner: the company's owner; member: a non-owner member; parentFirm: staff of its accounting firm. */
  via: "owner" | "member" | "parentFirm" | "superAdmin";
  /** Owner-level rights: the owner, the parent firm's owner or all-companies staff, a SuperAdmin. */
  ownerLevel: boolean;
}

/** Who owns a company. */
export interface CompanyOwner {
  id: number;
  email: string;
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

/** What access needs of a membership row. */
export type MembershipFacts = Pick<
  typeof companyUsers.$inferSelect,
  "isOwner" | "isActive" | "groupId" | "permissions"
>;

/** The company, the acting user's membership in it and in its parent firm, with their groups' flags. */
export interface CompanyFacts {
  company: CompanyRow | null;
  owner: CompanyOwner | null;
  membership: MembershipFacts | null;
  memberGroupPermissions: unknown;
  firmMembership: MembershipFacts | null;
  firmGroupPermissions: unknown;
}

/** The flags of one membership: the owner's are all; an inactive member has none. */
function membershipPermissions(membership: MembershipFacts, groupPermissions: unknown): PermissionMap | null {
  if (membership.isOwner) return allPermissions();
  if (!membership.isActive) return null;
  return cleanPermissionMap(membership.groupId !== null ? groupPermissions : membership.permissions);
}

const CLIENT_COMPANY_PERMISSIONS: PermissionMap = Object.fromEntries(
  COMPANY_PERMISSION_FLAGS.map((flag) => [flag, true]),
) as PermissionMap;

/**
 * The acting user's access to a company (DESIGN §3 tenancy), decided from the rows the request's one
 * query read: SuperAdmin; member (owner, or active non-owner with its group's or custom flags); staff of
 * the parent accounting firm (its owner, or members holding cpap_access_all_managed_companies, get every
 * company flag of the client). Anything else is null (a 403, whether the company exists or not, so ids
 * cannot be probed).
 */
export function companyAccessOf(auth: Authenticated, facts: CompanyFacts): CompanyAccess | null {
  const { company, owner } = facts;
  if (!company) return null;
  if (auth.isSuperAdmin) {
    return { company, owner, permissions: allPermissions(), via: "superAdmin", ownerLevel: true };
  }
  if (facts.membership) {
    const permissions = membershipPermissions(facts.membership, facts.memberGroupPermissions);
    if (permissions) {
      const isOwner = facts.membership.isOwner;
      return { company, owner, permissions, via: isOwner ? "owner" : "member", ownerLevel: isOwner };
    }
  }
  if (company.parentId !== null && facts.firmMembership) {
    const firmPermissions = membershipPermissions(facts.firmMembership, facts.firmGroupPermissions);
    if (facts.firmMembership.isOwner || firmPermissions?.cpap_access_all_managed_companies === true) {
      return {
        company,
        owner,
        permissions: { ...CLIENT_COMPANY_PERMISSIONS },
        via: "parentFirm",
        ownerLevel: true,
      };
    }
  }
  return null;
}

/** An entry's company rule: any of some flags, or owner-level only. */
export interface CompanyRule {
  anyOf: readonly PermissionFlag[];
  ownerOnly?: boolean;
}

/** The access, if it passes the entry's rules (an active company, any-of flags, owner-level), else a 403. */
export function checkCompanyRule(
  auth: Authenticated,
  access: CompanyAccess | null,
  rule: CompanyRule,
): CompanyAccess {
  if (!access) throw domainErrors.forbidden();
  if (!access.company.isActive && !auth.isSuperAdmin) throw domainErrors.companyInactive();
  if (rule.ownerOnly && !access.ownerLevel) throw domainErrors.forbidden();
  if (
    rule.anyOf.length > 0 &&
    !access.ownerLevel &&
    !rule.anyOf.some((flag) => access.permissions[flag] === true)
  ) {
    throw domainErrors.forbidden();
  }
  return access;
}

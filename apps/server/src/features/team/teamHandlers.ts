import type { CallName } from "@trezo/api";
import {
  allPermissions,
  COMPANY_PERMISSION_FLAGS,
  customPermissionsAllowed,
  hasAnyPermission,
  normaliseEmail,
  type PermissionMap,
} from "@trezo/domain";
import { auditActor, recordAudit } from "../../audit/auditLog";
import { type CompanyRow, cleanPermissionMap } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { DomainError, domainErrors } from "../../errors/domainError";
import { type CallContext, type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { assertMayAdd, assertPaywallOpen, loadSubscriptionFacts } from "../billing/subscriptionState";
import { createInvitation, mailInvitation } from "./invitations";
import {
  assignClientCollaborators,
  assignClients,
  clientAssignmentsOf,
  deleteGroup,
  groupOfCompany,
  groupOutput,
  groupsOf,
  insertGroup,
  isMemberByEmail,
  memberCountOf,
  membershipOf,
  membersOf,
  moveOwnership,
  pendingInvitationsOf,
  removeMembership,
  setMembershipActive,
  updateGroup,
  updateMembership,
} from "./teamQueries";

type TeamHandlers = Pick<
  CallHandlers,
  | "getPermissions"
  | "getEmployees"
  | "addUser"
  | "removeUser"
  | "updateUserPermissions"
  | "getPermissionGroups"
  | "createPermissionGroup"
  | "modifyPermissionGroup"
  | "deletePermissionGroup"
  | "assignPermissionGroup"
  | "setEmployeeActive"
  | "setEmployeeClients"
  | "setClientCollaborators"
  | "transferOwnership"
>;

/** What an assigned collaborator holds in a client company: every company flag. */
const CLIENT_PERMISSIONS: PermissionMap = Object.fromEntries(
  COMPANY_PERMISSION_FLAGS.map((flag) => [flag, true]),
);

/** Custom flags only where the plan allows them (domain plan rules); an empty map is no custom flag. */
async function checkCustomPermissions(
  db: Database,
  company: CompanyRow,
  permissions: PermissionMap | undefined,
) {
  if (
    permissions &&
    hasAnyPermission(permissions) &&
    // An administrator's grant (setCustomPermissions) opens them whatever the plan.
    !company.customPermissionsGranted &&
    !customPermissionsAllowed(await loadSubscriptionFacts(db, company))
  )
    throw new DomainError("forbidden", "custom_permissions_not_in_plan", {
      key: "firm.errors.customNotInPlan",
    });
}

const ownerCannotBeChanged = () =>
  new DomainError("invalid", "owner_cannot_be_removed", { key: "server.ownerCannotBeRemoved" });

/** A non-owner member of this company, or 404; the owner cannot be changed or removed. */
async function nonOwnerMember(db: Database, companyId: number, userId: number) {
  const membership = await membershipOf(db, companyId, userId);
  if (membership.isOwner) throw ownerCannotBeChanged();
  return membership;
}

function audit<N extends CallName>(
  context: CallContext<N>,
  action:
    | "permissions_changed"
    | "group_changed"
    | "user_removed"
    | "user_active_state_changed"
    | "ownership_transferred",
  details: Record<string, unknown>,
  subjectUserId: number | null = null,
) {
  const auth = mustAuth(context);
  return recordAudit(context.services.db, {
    action,
    ...auditActor(auth, context.request),
    subjectUserId,
    companyId: mustCompany(context).company.id,
    details,
  });
}

/** Users, invitations, permissions and permission groups of a company (spec 000 §6). */
export const teamHandlers: TeamHandlers = {
  async getPermissions(context) {
    const access = mustCompany(context);
    return { permissions: access.permissions, is_owner: access.via === "owner" };
  },

  async getEmployees(context) {
    const { db } = context.services;
    const { company } = mustCompany(context);
    const companyId = company.id;
    const rows = await membersOf(db, companyId);
    const pending = await pendingInvitationsOf(db, companyId);
    const assignments = company.isCpa
      ? await clientAssignmentsOf(db, companyId)
      : new Map<number, number[]>();
    return {
      employees: rows.map(({ membership, user, group }) => ({
        user_id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        is_owner: membership.isOwner,
        is_active: membership.isActive,
        group_id: membership.groupId,
        permissions: membership.isOwner
          ? allPermissions()
          : cleanPermissionMap(group ? group.permissions : membership.permissions),
        client_ids: assignments.get(user.id) ?? [],
      })),
      invitations: pending.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        group_id: invitation.groupId,
        expires_at: invitation.expiresAt.toISOString(),
      })),
    };
  },

  async addUser(context) {
    const { input, services, locale } = context;
    const { db } = services;
    const auth = mustAuth(context);
    const { company } = mustCompany(context);
    const companyId = company.id;
    if (input.groupId === undefined) await checkCustomPermissions(db, company, input.permissions);
    const email = normaliseEmail(input.email);
    if (await isMemberByEmail(db, companyId, email))
      throw new DomainError("conflict", "already_member", { key: "server.alreadyMember" });
    await assertMayAdd(db, company, "user");
    if (input.groupId !== undefined) {
      await assertPaywallOpen(db, company, "permissionGroups");
      await groupOfCompany(db, companyId, input.groupId);
    }
    const invitation = await createInvitation(db, {
      companyId,
      email,
      invitedBy: auth.impersonatedBy ?? auth.user.id,
      groupId: input.groupId ?? null,
      permissions: input.permissions ?? {},
    });
    await mailInvitation(services, { email, companyId }, invitation.token, locale);
    await audit(context, "permissions_changed", { invited: email, groupId: input.groupId ?? null });
    return { invitationId: invitation.id };
  },

  async removeUser(context) {
    const { db } = context.services;
    const companyId = mustCompany(context).company.id;
    await nonOwnerMember(db, companyId, context.input.userId);
    await removeMembership(db, companyId, context.input.userId);
    await audit(context, "user_removed", {}, context.input.userId);
    return { success: true as const };
  },

  async updateUserPermissions(context) {
    const { db } = context.services;
    const { company } = mustCompany(context);
    const companyId = company.id;
    await nonOwnerMember(db, companyId, context.input.userId);
    const permissions: PermissionMap = context.input.permissions;
    await checkCustomPermissions(db, company, permissions);
    await updateMembership(db, companyId, context.input.userId, { permissions, groupId: null });
    await audit(context, "permissions_changed", { permissions }, context.input.userId);
    return { success: true as const };
  },

  async getPermissionGroups(context) {
    const { db } = context.services;
    const groups = await groupsOf(db, mustCompany(context).company.id);
    return { groups: await Promise.all(groups.map((group) => groupOutput(db, group))) };
  },

  async createPermissionGroup(context) {
    const { db } = context.services;
    const { company } = mustCompany(context);
    await assertPaywallOpen(db, company, "permissionGroups");
    const group = await insertGroup(db, company.id, {
      name: context.input.name,
      permissions: context.input.permissions,
    });
    await audit(context, "group_changed", { created: group.id, permissions: context.input.permissions });
    return groupOutput(db, group);
  },

  async modifyPermissionGroup(context) {
    const { db } = context.services;
    const { input } = context;
    const companyId = mustCompany(context).company.id;
    await groupOfCompany(db, companyId, input.groupId);
    const group = await updateGroup(db, companyId, input.groupId, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.permissions === undefined ? {} : { permissions: input.permissions }),
    });
    await audit(context, "group_changed", { modified: group.id, permissions: input.permissions ?? null });
    return groupOutput(db, group);
  },

  async deletePermissionGroup(context) {
    const { db } = context.services;
    const { input } = context;
    const companyId = mustCompany(context).company.id;
    const group = await groupOfCompany(db, companyId, input.groupId);
    if (input.migrateTo !== undefined) {
      if (input.migrateTo === input.groupId)
        throw domainErrors.invalidInput([{ path: "migrateTo", message: "Same group" }]);
      await groupOfCompany(db, companyId, input.migrateTo);
    } else if ((await memberCountOf(db, companyId, group.id)) > 0) {
      throw new DomainError("conflict", "group_has_members", { key: "firm.errors.groupHasMembers" });
    }
    await deleteGroup(db, companyId, group, input.migrateTo);
    await audit(context, "group_changed", { deleted: group.id, migrateTo: input.migrateTo ?? null });
    return { success: true as const };
  },

  async assignPermissionGroup(context) {
    const { db } = context.services;
    const { input } = context;
    const { company } = mustCompany(context);
    const companyId = company.id;
    await assertPaywallOpen(db, company, "permissionGroups");
    await groupOfCompany(db, companyId, input.groupId);
    await nonOwnerMember(db, companyId, input.userId);
    await updateMembership(db, companyId, input.userId, { groupId: input.groupId });
    await audit(context, "permissions_changed", { groupId: input.groupId }, input.userId);
    return { success: true as const };
  },
  async setEmployeeActive(context) {
    const { db } = context.services;
    const { input } = context;
    const companyId = mustCompany(context).company.id;
    await nonOwnerMember(db, companyId, input.userId);
    await setMembershipActive(db, companyId, input.userId, input.isActive);
    await audit(context, "user_active_state_changed", { isActive: input.isActive }, input.userId);
    return { success: true as const };
  },

  async setEmployeeClients(context) {
    const { db } = context.services;
    const { input } = context;
    const { company } = mustCompany(context);
    if (!company.isCpa) throw domainErrors.notFound();
    await nonOwnerMember(db, company.id, input.userId);
    await assignClients(db, company.id, input.userId, input.clientIds, CLIENT_PERMISSIONS);
    await audit(context, "permissions_changed", { clientIds: input.clientIds }, input.userId);
    return { success: true as const };
  },

  async setClientCollaborators(context) {
    const { input } = context;
    const { company } = mustCompany(context);
    if (!company.isCpa) throw domainErrors.notFound();
    await assignClientCollaborators(
      context.services.db,
      { firmId: company.id, clientId: input.clientId, userIds: input.userIds },
      CLIENT_PERMISSIONS,
      {
        action: "permissions_changed",
        ...auditActor(mustAuth(context), context.request),
        companyId: company.id,
        details: { clientId: input.clientId, collaboratorIds: input.userIds },
      },
    );
    return { success: true as const };
  },

  async transferOwnership(context) {
    const { db } = context.services;
    const { input } = context;
    const { company } = mustCompany(context);
    const target = await nonOwnerMember(db, company.id, input.userId);
    if (!target.isActive) throw domainErrors.invalidInput([{ path: "userId", message: "Inactive member" }]);
    await moveOwnership(db, company.id, company.ownerId, input.userId, allPermissions());
    await audit(context, "ownership_transferred", { formerOwnerId: company.ownerId }, input.userId);
    return { success: true as const };
  },
};

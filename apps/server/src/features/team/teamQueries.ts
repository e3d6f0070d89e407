import type { PermissionMap } from "@trezo/domain";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { cleanPermissionMap } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { companyUsers, invitations, permissionGroups, users } from "../../db/schema";
import { byKey, inCompany, sameCompany } from "../../db/scoped";
import { domainErrors } from "../../errors/domainError";

export type PermissionGroupRow = typeof permissionGroups.$inferSelect;

/** A group of this company, or 404 (a group of another company is never found). */
export async function groupOfCompany(db: Database, companyId: number, groupId: number) {
  const [group] = await db
    .select()
    .from(permissionGroups)
    .where(and(eq(permissionGroups.id, groupId), eq(permissionGroups.companyId, companyId)));
  if (!group) throw domainErrors.notFound();
  return group;
}

/** The membership of a user in this company, or 404. */
export async function membershipOf(db: Database, companyId: number, userId: number) {
  const [membership] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  if (!membership) throw domainErrors.notFound();
  return membership;
}

/** A group as the contract shows it, with how many members it has. */
export async function groupOutput(db: Database, group: PermissionGroupRow) {
  const [members] = await db
    .select({ value: count() })
    .from(companyUsers)
    .where(inCompany(companyUsers, group.companyId, eq(companyUsers.groupId, group.id)));
  return {
    id: group.id,
    name: group.name,
    permissions: cleanPermissionMap(group.permissions),
    member_count: members?.value ?? 0,
  };
}

/** The company's members with their user and group, by email. */
export function membersOf(db: Database, companyId: number) {
  return db
    .select({ membership: companyUsers, user: users, group: permissionGroups })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .leftJoin(permissionGroups, sameCompany(companyUsers, companyUsers.groupId, permissionGroups))
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(users.email);
}

/** The company's invitations neither accepted nor expired. */
export function pendingInvitationsOf(db: Database, companyId: number) {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(invitations.id);
}

/** Whether a user with this (normalised) email is already a member of the company. */
export async function isMemberByEmail(db: Database, companyId: number, email: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), eq(users.email, email)));
  return member !== undefined;
}

export async function removeMembership(db: Database, companyId: number, userId: number) {
  await db
    .delete(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
}

/** Gives a member custom permission flags (leaving any group) or a group. */
export async function updateMembership(
  db: Database,
  companyId: number,
  userId: number,
  values: { permissions: PermissionMap; groupId: null } | { groupId: number },
) {
  await db
    .update(companyUsers)
    .set(values)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
}

export function groupsOf(db: Database, companyId: number) {
  return db
    .select()
    .from(permissionGroups)
    .where(eq(permissionGroups.companyId, companyId))
    .orderBy(permissionGroups.name, permissionGroups.id);
}

/** What a group is made of: a name and the permission flags it gives its members. */
type GroupValues = { name: string; permissions: PermissionMap };

export async function insertGroup(
  db: Database,
  companyId: number,
  values: GroupValues,
): Promise<PermissionGroupRow> {
  const [group] = await db
    .insert(permissionGroups)
    .values({ companyId, ...values })
    .returning();
  if (!group) throw new Error("group insert returned nothing");
  return group;
}

/** Renames a group of this company or changes its flags, or 404. */
export async function updateGroup(
  db: Database,
  companyId: number,
  groupId: number,
  values: Partial<GroupValues>,
): Promise<PermissionGroupRow> {
  const [group] = await db
    .update(permissionGroups)
    .set(values)
    .where(and(eq(permissionGroups.id, groupId), eq(permissionGroups.companyId, companyId)))
    .returning();
  if (!group) throw domainErrors.notFound();
  return group;
}

/**
 * Deletes a group in one transaction: its members move to `migrateTo`, or keep what the group gave them
 * as custom flags; pending invitations to it lose their group (the foreign keys are ON DELETE NO ACTION
 * for Citus, so the links are emptied here).
 */
export async function deleteGroup(
  db: Database,
  companyId: number,
  group: PermissionGroupRow,
  migrateTo: number | undefined,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(companyUsers)
      .set(
        migrateTo === undefined
          ? { groupId: null, permissions: cleanPermissionMap(group.permissions) }
          : { groupId: migrateTo },
      )
      .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.groupId, group.id)));
    await tx
      .update(invitations)
      .set({ groupId: null })
      .where(and(eq(invitations.companyId, companyId), eq(invitations.groupId, group.id)));
    await tx.delete(permissionGroups).where(byKey(permissionGroups, group));
  });
}

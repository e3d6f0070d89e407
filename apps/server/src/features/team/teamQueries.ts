import type { PermissionMap } from "@trezo/domain";
import { and, count, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { type AuditEntry, recordAudit } from "../../audit/auditLog";
import { cleanPermissionMap } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { companies, companyUsers, invitations, permissionGroups, users } from "../../db/schema";
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

/** The company's members with their user and group: the owner first, then by email. */
export function membersOf(db: Database, companyId: number) {
  return db
    .select({ membership: companyUsers, user: users, group: permissionGroups })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .leftJoin(permissionGroups, sameCompany(companyUsers, companyUsers.groupId, permissionGroups))
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(desc(companyUsers.isOwner), users.email);
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

/** How many members a group of this company has. */
export async function memberCountOf(db: Database, companyId: number, groupId: number): Promise<number> {
  const [members] = await db
    .select({ value: count() })
    .from(companyUsers)
    .where(inCompany(companyUsers, companyId, eq(companyUsers.groupId, groupId)));
  return members?.value ?? 0;
}

/** Activates or deactivates a member of this company. */
export async function setMembershipActive(
  db: Database,
  companyId: number,
  userId: number,
  isActive: boolean,
) {
  await db
    .update(companyUsers)
    .set({ isActive })
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
}

/** The client companies of a firm. */
export function clientsOf(db: Database, firmId: number) {
  return db
    .select({ id: companies.id, ownerId: companies.ownerId })
    .from(companies)
    .where(eq(companies.parentId, firmId))
    .orderBy(companies.id);
}

/** For each user, the client companies of the firm it is a (non-owner) member of. */
export async function clientAssignmentsOf(db: Database, firmId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ userId: companyUsers.userId, companyId: companyUsers.companyId })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companies.parentId, firmId), eq(companyUsers.isOwner, false)))
    .orderBy(companyUsers.companyId);
  const byUser = new Map<number, number[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.companyId]);
  return byUser;
}

/**
 * In one transaction, the firm's member `userId` becomes a member (every company flag) of exactly the
 * clients `clientIds`, and leaves the firm's other clients it is not the owner of. Ids that are not
 * clients of the firm are refused (404) before anything changes.
 */
export async function assignClients(
  db: Database,
  firmId: number,
  userId: number,
  clientIds: readonly number[],
  clientPermissions: PermissionMap,
) {
  await db.transaction(async (tx) => {
    const clients = await clientsOf(tx, firmId);
    const known = new Set(clients.map((client) => client.id));
    const wanted = new Set(clientIds);
    if ([...wanted].some((id) => !known.has(id))) throw domainErrors.notFound();
    for (const client of clients) {
      if (client.ownerId === userId) continue;
      const where = and(eq(companyUsers.companyId, client.id), eq(companyUsers.userId, userId));
      if (wanted.has(client.id)) {
        await tx
          .insert(companyUsers)
          .values({ companyId: client.id, userId, permissions: clientPermissions })
          .onConflictDoNothing();
      } else {
        await tx.delete(companyUsers).where(where);
      }
    }
  });
}

/**
 * In one transaction with its audit line: exactly `userIds` among the firm's staff are members of the
 * client (with `clientPermissions`); the firm's other non-owner staff leave it, except the client's owner. 404 when
 * the company is not a client of the firm; invalid input when a user is not a non-owner member of the firm.
 */
export async function assignClientCollaborators(
  db: Database,
  change: { firmId: number; clientId: number; userIds: readonly number[] },
  clientPermissions: PermissionMap,
  audit: AuditEntry,
) {
  const { firmId, clientId } = change;
  await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ ownerId: companies.ownerId })
      .from(companies)
      .where(and(eq(companies.id, clientId), eq(companies.parentId, firmId)));
    if (!client) throw domainErrors.notFound();
    const staff = await tx
      .select({ userId: companyUsers.userId, isOwner: companyUsers.isOwner })
      .from(companyUsers)
      .where(eq(companyUsers.companyId, firmId));
    const assignable = new Set(staff.filter((one) => !one.isOwner).map((one) => one.userId));
    const wanted = new Set(change.userIds);
    if ([...wanted].some((id) => !assignable.has(id)))
      throw domainErrors.invalidInput([{ path: "userIds", message: "Not a member of the firm" }]);
    const leaving = [...assignable].filter((id) => !wanted.has(id) && id !== client.ownerId);
    if (leaving.length > 0)
      await tx
        .delete(companyUsers)
        .where(
          and(
            eq(companyUsers.companyId, clientId),
            inArray(companyUsers.userId, leaving),
            eq(companyUsers.isOwner, false),
          ),
        );
    if (wanted.size > 0)
      await tx
        .insert(companyUsers)
        .values(
          [...wanted].map((userId) => ({ companyId: clientId, userId, permissions: clientPermissions })),
        )
        .onConflictDoNothing();
    await recordAudit(tx, audit);
  });
}

/** In one transaction: `newOwnerId` owns the company; the former owner stays a member with every flag. */
export async function moveOwnership(
  db: Database,
  companyId: number,
  formerOwnerId: number | null,
  newOwnerId: number,
  formerOwnerPermissions: PermissionMap,
) {
  await db.transaction(async (tx) => {
    if (formerOwnerId !== null)
      await tx
        .update(companyUsers)
        .set({ isOwner: false, isActive: true, groupId: null, permissions: formerOwnerPermissions })
        .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, formerOwnerId)));
    await tx
      .update(companyUsers)
      .set({ isOwner: true, isActive: true, groupId: null })
      .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, newOwnerId)));
    await tx.update(companies).set({ ownerId: newOwnerId }).where(eq(companies.id, companyId));
  });
}

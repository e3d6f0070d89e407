import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, companyUsers, permissionGroups, sessions, users } from "../db/schema";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  type TestUser,
} from "../testing/apiTestClient";
import { serverWithOwnerForTests } from "../testing/serverWithOwner";

/**
 * The session and the company access are read from the database on every request (one query, no
 * cache): a change another server instance writes to the shared database — a revoked flag, a group
 * change, a deactivated member or user, an ended session — refuses the very next request. The changes
 * are written straight in the database, as another instance would.
 */
describe("request access", () => {
  const scene = serverWithOwnerForTests();

  const read = (user: TestUser, companyId: number) =>
    callApi(scene.server, "getTransactionList", { companyId }, { token: user.token });

  it("refuses the next request once a member's flag, group or membership is revoked", async () => {
    const db = scene.server.services.db;
    const companyId = await createTestCompany(scene.server, scene.owner.id);
    const member = await createTestUser(scene.server);
    await addTestMember(scene.server, companyId, member.id, { transactions_info: true });
    const membership = and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, member.id));
    expect((await read(member, companyId)).status).toBe(200);

    await db.update(companyUsers).set({ permissions: {} }).where(membership);
    expect((await read(member, companyId)).status).toBe(403);

    const [group] = await db
      .insert(permissionGroups)
      .values({ companyId, name: "Lecture", permissions: { transactions_info: true } })
      .returning({ id: permissionGroups.id });
    await db
      .update(companyUsers)
      .set({ groupId: group?.id ?? null })
      .where(membership);
    expect((await read(member, companyId)).status).toBe(200);
    await db
      .update(permissionGroups)
      .set({ permissions: {} })
      .where(eq(permissionGroups.id, group?.id ?? 0));
    expect((await read(member, companyId)).status).toBe(403);

    await db
      .update(companyUsers)
      .set({ groupId: null, permissions: { transactions_info: true } })
      .where(membership);
    expect((await read(member, companyId)).status).toBe(200);
    await db.update(companyUsers).set({ isActive: false }).where(membership);
    expect((await read(member, companyId)).status).toBe(403);
  });

  it("refuses the next request once the company is deactivated, the user deactivated or the session ended", async () => {
    const db = scene.server.services.db;
    const user = await createTestUser(scene.server);
    const companyId = await createTestCompany(scene.server, user.id);
    expect((await read(user, companyId)).status).toBe(200);

    await db.update(companies).set({ isActive: false }).where(eq(companies.id, companyId));
    const inactive = await read(user, companyId);
    expect(inactive.status).toBe(403);
    expect(inactive.body.error).toBe("company_inactive");
    await db.update(companies).set({ isActive: true }).where(eq(companies.id, companyId));
    expect((await read(user, companyId)).status).toBe(200);

    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await read(user, companyId)).status).toBe(401);
    await db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    expect((await read(user, companyId)).status).toBe(200);

    await db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await read(user, companyId)).status).toBe(401);
  });

  it("gives a client company's flags to its firm's all-companies staff, and takes them back", async () => {
    const db = scene.server.services.db;
    const firmId = await createTestCompany(scene.server, scene.owner.id, { isCpa: true });
    const clientId = await createTestCompany(scene.server, scene.owner.id, { parentId: firmId });
    const staff = await createTestUser(scene.server);
    await addTestMember(scene.server, firmId, staff.id, { cpap_access_all_managed_companies: true });
    expect((await read(staff, clientId)).status).toBe(200);

    await db
      .update(companyUsers)
      .set({ permissions: {} })
      .where(and(eq(companyUsers.companyId, firmId), eq(companyUsers.userId, staff.id)));
    expect((await read(staff, clientId)).status).toBe(403);
  });
});

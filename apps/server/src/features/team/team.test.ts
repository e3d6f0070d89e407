import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companies, companyUsers } from "../../db/schema";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  type TestUser,
} from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

/** The firm's users over HTTP: activation, clients followed, ownership, and the refusals (issue 16). */

let server: TestServer;
let owner: TestUser;
let firmId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createTestUser(server);
  firmId = await createTestCompany(server, owner.id, { isCpa: true, name: "Cabinet Équipe" });
});
afterAll(() => stopTestServer(server));

const asOwner = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
  callApi(server, name, { companyId: firmId, ...input }, { token: owner.token });

const auditActions = async (companyId: number) =>
  (await server.services.db.select().from(auditLog).where(eq(auditLog.companyId, companyId))).map(
    (line) => line.action,
  );

describe("addUser", () => {
  it("refuses an invalid e-mail, and a member already there", async () => {
    const invalid = await asOwner("addUser", { email: "pas-une-adresse" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe("invalid_input");
    const again = await asOwner("addUser", { email: owner.email });
    expect(again.body).toMatchObject({ error: "already_member", status_code: 409 });
  });
});

describe("setEmployeeActive", () => {
  it("takes every permission from a deactivated member and gives them back, never to the owner", async () => {
    const member = await createTestUser(server);
    await addTestMember(server, firmId, member.id, { cpap_view_admin_console: true });
    const permissions = () =>
      callApi(server, "getPermissions", { companyId: firmId }, { token: member.token });
    expect((await permissions()).status).toBe(200);
    expect((await asOwner("setEmployeeActive", { userId: member.id, isActive: false })).body).toEqual({
      success: true,
    });
    expect((await permissions()).status).toBe(403);
    const employees = await asOwner("getEmployees", {});
    const listed = (employees.body.employees as Array<{ user_id: number; is_active: boolean }>).find(
      (employee) => employee.user_id === member.id,
    );
    expect(listed?.is_active).toBe(false);
    await asOwner("setEmployeeActive", { userId: member.id, isActive: true });
    expect((await permissions()).body).toMatchObject({ permissions: { cpap_view_admin_console: true } });
    expect((await asOwner("setEmployeeActive", { userId: owner.id, isActive: false })).body).toMatchObject({
      error: "owner_cannot_be_removed",
    });
    // A member without the users flags cannot deactivate anyone.
    const refused = await callApi(
      server,
      "setEmployeeActive",
      { companyId: firmId, userId: owner.id, isActive: false },
      { token: member.token },
    );
    expect(refused.status).toBe(403);
    expect(await auditActions(firmId)).toContain("user_active_state_changed");
  });
});

describe("setEmployeeClients", () => {
  it("gives a collaborator exactly the chosen clients of the firm, in one go", async () => {
    const collaborator = await createTestUser(server);
    await addTestMember(server, firmId, collaborator.id, { cpap_view_admin_console: true });
    const clientA = await createTestCompany(server, owner.id, { parentId: firmId });
    const clientB = await createTestCompany(server, owner.id, { parentId: firmId });
    const opens = async (companyId: number) =>
      (await callApi(server, "getPermissions", { companyId }, { token: collaborator.token })).status;
    expect(await opens(clientA)).toBe(403);
    expect(
      (await asOwner("setEmployeeClients", { userId: collaborator.id, clientIds: [clientA, clientB] }))
        .status,
    ).toBe(200);
    expect([await opens(clientA), await opens(clientB)]).toEqual([200, 200]);
    const employees = await asOwner("getEmployees", {});
    const listed = (employees.body.employees as Array<{ user_id: number; client_ids: number[] }>).find(
      (employee) => employee.user_id === collaborator.id,
    );
    expect(listed?.client_ids).toEqual([clientA, clientB]);

    await asOwner("setEmployeeClients", { userId: collaborator.id, clientIds: [clientB] });
    expect([await opens(clientA), await opens(clientB)]).toEqual([403, 200]);

    // A company that is not a client of this firm changes nothing.
    const otherOwner = await createTestUser(server);
    const otherFirm = await createTestCompany(server, otherOwner.id, { isCpa: true });
    const foreign = await createTestCompany(server, otherOwner.id, { parentId: otherFirm });
    const refused = await asOwner("setEmployeeClients", { userId: collaborator.id, clientIds: [foreign] });
    expect(refused.status).toBe(404);
    expect([await opens(clientA), await opens(clientB), await opens(foreign)]).toEqual([403, 200, 403]);
    expect(await auditActions(firmId)).toContain("permissions_changed");
  });
});

describe("setClientCollaborators", () => {
  it("assigns exactly the chosen staff to one client, audited, and refuses what is not the firm's", async () => {
    const anne = await createTestUser(server);
    const bruno = await createTestUser(server);
    const outsider = await createTestUser(server);
    await addTestMember(server, firmId, anne.id, { cpap_view_admin_console: true });
    await addTestMember(server, firmId, bruno.id, { cpap_view_admin_console: true });
    const client = await createTestCompany(server, owner.id, { parentId: firmId });
    const other = await createTestCompany(server, owner.id, { parentId: firmId });
    await asOwner("setEmployeeClients", { userId: bruno.id, clientIds: [client, other] });
    const opens = async (user: TestUser, companyId: number) =>
      (await callApi(server, "getPermissions", { companyId }, { token: user.token })).status;

    expect((await asOwner("setClientCollaborators", { clientId: client, userIds: [anne.id] })).body).toEqual({
      success: true,
    });
    // Anne joins, Bruno leaves this client only, the client's owner stays.
    expect([await opens(anne, client), await opens(bruno, client), await opens(bruno, other)]).toEqual([
      200, 403, 200,
    ]);
    expect(await opens(owner, client)).toBe(200);
    const portfolio = await asOwner("getPortfolio", {});
    const row = (portfolio.body.clients as Array<{ id: number; collaboratorIds: number[] }>).find(
      (one) => one.id === client,
    );
    // The console's collaborators: the firm's staff in the client, its owner (here the firm's) included.
    expect([...(row?.collaboratorIds ?? [])].sort((a, b) => a - b)).toEqual(
      [owner.id, anne.id].sort((a, b) => a - b),
    );
    const [line] = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, firmId), eq(auditLog.action, "permissions_changed")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line?.details).toEqual({ clientId: client, collaboratorIds: [anne.id] });

    // Someone outside the firm, the firm's owner, or a company that is not its client: nothing changes.
    expect(
      (await asOwner("setClientCollaborators", { clientId: client, userIds: [anne.id, outsider.id] })).body,
    ).toMatchObject({ error: "invalid_input", status_code: 400 });
    expect((await asOwner("setClientCollaborators", { clientId: client, userIds: [owner.id] })).status).toBe(
      400,
    );
    const otherOwner = await createTestUser(server);
    const otherFirm = await createTestCompany(server, otherOwner.id, { isCpa: true });
    const foreign = await createTestCompany(server, otherOwner.id, { parentId: otherFirm });
    expect((await asOwner("setClientCollaborators", { clientId: foreign, userIds: [anne.id] })).status).toBe(
      404,
    );
    expect([await opens(anne, client), await opens(anne, foreign), await opens(outsider, client)]).toEqual([
      200, 403, 403,
    ]);
    // A collaborator without the users flags cannot assign anyone.
    const refused = await callApi(
      server,
      "setClientCollaborators",
      { companyId: firmId, clientId: client, userIds: [] },
      { token: anne.token },
    );
    expect(refused.status).toBe(403);
    expect(await asOwner("setClientCollaborators", { clientId: client, userIds: [] })).toMatchObject({
      status: 200,
    });
    expect(await opens(anne, client)).toBe(403);
  });
});

describe("transferOwnership", () => {
  it("makes an active member the owner; the former owner stays with every flag", async () => {
    const formerOwner = await createTestUser(server);
    const companyId = await createTestCompany(server, formerOwner.id, { isCpa: true });
    const heir = await createTestUser(server);
    const outsider = await createTestUser(server);
    await addTestMember(server, companyId, heir.id, { cpap_view_admin_console: true });
    const transfer = (userId: number, token: string) =>
      callApi(server, "transferOwnership", { companyId, userId }, { token });
    // Without cpap_transfer_property: refused; to a non-member: 404.
    expect((await transfer(formerOwner.id, heir.token)).status).toBe(403);
    expect((await transfer(outsider.id, formerOwner.token)).status).toBe(404);
    expect((await transfer(heir.id, formerOwner.token)).body).toEqual({ success: true });

    const [company] = await server.services.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company?.ownerId).toBe(heir.id);
    expect(
      (await callApi(server, "getPermissions", { companyId }, { token: heir.token })).body.is_owner,
    ).toBe(true);
    const former = await callApi(server, "getPermissions", { companyId }, { token: formerOwner.token });
    expect(former.body).toMatchObject({ is_owner: false, permissions: { cpap_transfer_property: true } });
    const memberships = await server.services.db
      .select({ userId: companyUsers.userId, isOwner: companyUsers.isOwner })
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.isOwner, true)));
    expect(memberships).toEqual([{ userId: heir.id, isOwner: true }]);
    expect(await auditActions(companyId)).toContain("ownership_transferred");
  });
});

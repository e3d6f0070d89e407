import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyUsers, invitations } from "../../db/schema";
import { companySubscriptions } from "../../db/tables/billing";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  type TestUser,
  uniqueSiret,
} from "../../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../../testing/testServer";

let server: Awaited<ReturnType<typeof startTestServer>>;
let firmOwner: TestUser;
let firmId: number;

beforeAll(async () => {
  server = await startTestServer();
  firmOwner = await createTestUser(server);
  firmId = await createTestCompany(server, firmOwner.id, { isCpa: true, name: "Cabinet Lefèvre" });
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

describe("createCompany", () => {
  it("needs a name, and answers the spec's French messages for SIRET problems", async () => {
    const as = { token: firmOwner.token };
    expect((await callApi(server, "createCompany", { name: "  " }, as)).body).toMatchObject({
      error: "name_required",
      status_code: 400,
    });
    expect((await callApi(server, "createCompany", { name: "Client", parentId: firmId }, as)).body).toEqual({
      error: "siret_invalid",
      message: "SIRET invalide.",
      status_code: 400,
    });
    expect(
      (
        await callApi(
          server,
          "createCompany",
          { name: "Client", parentId: firmId, siret: "1234567890123" },
          as,
        )
      ).body,
    ).toMatchObject({
      message: "SIRET invalide.",
    });
    const siret = uniqueSiret();
    const first = await callApi(server, "createCompany", { name: "Client A", parentId: firmId, siret }, as);
    expect(first.status).toBe(200);
    const duplicate = await callApi(
      server,
      "createCompany",
      { name: "Client B", siret: `${siret.slice(0, 7)} ${siret.slice(7)}` },
      as,
    );
    expect(duplicate.body).toEqual({
      error: "siret_in_use",
      message: "Un dossier avec ce SIRET existe déjà.",
      status_code: 409,
    });
  });

  it("stops an accounting firm at 2 trial client companies", async () => {
    const owner = await createTestUser(server);
    const firm = await createTestCompany(server, owner.id, { isCpa: true });
    const as = { token: owner.token };
    for (const name of ["Un", "Deux"]) {
      expect(
        (await callApi(server, "createCompany", { name, parentId: firm, siret: uniqueSiret() }, as)).status,
      ).toBe(200);
    }
    const third = await callApi(
      server,
      "createCompany",
      { name: "Trois", parentId: firm, siret: uniqueSiret() },
      as,
    );
    expect(third.body).toMatchObject({ error: "cpa_trial_limit", status_code: 403 });
    const managed = await callApi(server, "getManagedCompanies", {}, as);
    const names = (managed.body.companies as Array<{ name: string }>).map((company) => company.name);
    expect(names).toEqual(expect.arrayContaining(["Un", "Deux"]));
    expect(names).not.toContain("Trois");
  });

  it("does not let a stranger create a client company under someone else's firm", async () => {
    const stranger = await createTestUser(server);
    const result = await callApi(
      server,
      "createCompany",
      { name: "Intrus", parentId: firmId, siret: uniqueSiret() },
      { token: stranger.token },
    );
    expect(result.status).toBe(403);
  });
});

describe("the accounting firm and its clients", () => {
  it("gives the firm's owner and all-companies staff access to client companies, and not other staff", async () => {
    const clientId = await createTestCompany(server, firmOwner.id, { parentId: firmId });
    const staff = await createTestUser(server);
    const junior = await createTestUser(server);
    await addTestMember(server, firmId, staff.id, { cpap_access_all_managed_companies: true });
    await addTestMember(server, firmId, junior.id, { cpap_view_cpa_company_info: true });
    expect(
      (await callApi(server, "getCompanyInfos", { companyId: clientId }, { token: staff.token })).body,
    ).toMatchObject({
      parent_id: firmId,
      is_cpa: false,
    });
    expect(
      (await callApi(server, "getCompanyInfos", { companyId: clientId }, { token: junior.token })).status,
    ).toBe(403);
    const firmInfos = await callApi(
      server,
      "getCompanyInfos",
      { companyId: firmId },
      { token: junior.token },
    );
    expect(firmInfos.body).toMatchObject({ is_cpa: true });
  });
});

describe("getManagedCompanies", () => {
  it("lists each company a user may open once: memberships, and the clients of firms where they see all", async () => {
    const owner = await createTestUser(server);
    const firm = await createTestCompany(server, owner.id, { isCpa: true, name: "Cabinet Set" });
    // The firm owner is also the owner member of each client (as the console's creation makes them).
    const clientA = await createTestCompany(server, owner.id, { parentId: firm, name: "Set A" });
    const clientB = await createTestCompany(server, owner.id, { parentId: firm, name: "Set B" });
    const outsider = await createTestUser(server);
    const elsewhere = await createTestCompany(server, outsider.id, { name: "Set Ailleurs" });
    const staff = await createTestUser(server);
    const junior = await createTestUser(server);
    const gone = await createTestUser(server);
    await addTestMember(server, firm, staff.id, { cpap_access_all_managed_companies: true });
    await addTestMember(server, firm, junior.id, { cpap_view_cpa_company_info: true });
    await addTestMember(server, clientB, junior.id, { view_forecast: true });
    await addTestMember(server, elsewhere, junior.id, { view_forecast: true });
    await addTestMember(server, firm, gone.id, { cpap_access_all_managed_companies: true });
    await server.services.db
      .update(companyUsers)
      .set({ isActive: false })
      .where(and(eq(companyUsers.companyId, firm), eq(companyUsers.userId, gone.id)));
    await addTestMember(server, clientA, gone.id, { view_forecast: true });
    const listed = async (token: string) =>
      (
        (await callApi(server, "getManagedCompanies", {}, { token })).body.companies as Array<{ id: number }>
      ).map((company) => company.id);
    expect(await listed(owner.token)).toEqual([firm, clientA, clientB]);
    expect(
      (await callApi(server, "getManagedCompanies", {}, { token: owner.token })).body.companies,
    ).toContainEqual({
      id: clientA,
      name: "Set A",
      owner: { email: owner.email },
      parent_id: firm,
      is_parent: false,
      is_cpa: false,
      is_trial: true,
      is_active: true,
    });
    expect(await listed(staff.token)).toEqual([firm, clientA, clientB]);
    // Without the all-companies flag: the firm and the clients they belong to, and their other companies.
    expect(await listed(junior.token)).toEqual([firm, elsewhere, clientB]);
    // An inactive firm membership opens neither the firm nor its clients; a client membership still counts.
    expect(await listed(gone.token)).toEqual([clientA]);
    expect(await listed(outsider.token)).toEqual([elsewhere]);
  });
});

describe("company settings", () => {
  it("updates name and SIRET for the owner, and refuses a member without cabinet flags", async () => {
    const owner = await createTestUser(server);
    const member = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    await addTestMember(server, companyId, member.id, { view_forecast: true });
    const siret = uniqueSiret();
    const updated = await callApi(
      server,
      "updateCompany",
      { id: companyId, company: { name: "Nouveau nom", siret } },
      { token: owner.token },
    );
    expect(updated.body).toMatchObject({ name: "Nouveau nom", siret });
    expect(
      (
        await callApi(
          server,
          "updateCompany",
          { id: companyId, company: { name: "Pirate" } },
          { token: member.token },
        )
      ).status,
    ).toBe(403);
    const info = await callApi(server, "getCompanyInfo", { companyId }, { token: member.token });
    expect(info.body).toMatchObject({ name: "Nouveau nom" });
    expect((await callApi(server, "getParams", { companyId }, { token: member.token })).body).toEqual({
      maxConnections: 3,
      maxCategoryDepth: 4,
      availableDepthPlans: 1,
      defaultCurrency: "EUR",
      forecastEnabled: true,
    });
  });

  it("lets only admins change limits, currency, modules, trial end and active state", async () => {
    const owner = await createTestUser(server);
    const admin = await createTestUser(server, { role: "SuperAdmin" });
    const companyId = await createTestCompany(server, owner.id);
    expect(
      (await callApi(server, "setMaxConnections", { companyId, maxConnections: 9 }, { token: owner.token }))
        .status,
    ).toBe(403);
    const asAdmin = { token: admin.token };
    expect(
      (await callApi(server, "setMaxConnections", { companyId, maxConnections: 9 }, asAdmin)).body,
    ).toEqual({ maxConnections: 9 });
    expect(
      (await callApi(server, "setMaxCategoryDepth", { companyId, maxCategoryDepth: 6 }, asAdmin)).body,
    ).toMatchObject({ maxCategoryDepth: 6 });
    expect(
      (await callApi(server, "setDefaultCurrency", { companyId, defaultCurrency: "CHF" }, asAdmin)).body,
    ).toEqual({ defaultCurrency: "CHF" });
    expect(
      (
        await callApi(
          server,
          "updateCompanyModules",
          { companyId, invoices_allowed: true, checks_allowed: true },
          asAdmin,
        )
      ).status,
    ).toBe(200);
    expect(
      (await callApi(server, "setEndOfTrialPeriodForCompany", { companyId, trialEnd: "2027-01-31" }, asAdmin))
        .status,
    ).toBe(200);
    const infos = await callApi(server, "getCompanyInfos", { companyId }, { token: owner.token });
    expect(infos.body).toMatchObject({
      maxConnections: 9,
      maxCategoryDepth: 6,
      defaultCurrency: "CHF",
      invoices_allowed: true,
      checks_allowed: true,
      trial_end: "2027-01-31",
      is_trial: true,
    });
    expect((await callApi(server, "getMaxConnections", { companyId }, { token: owner.token })).body).toEqual({
      maxConnections: 9,
    });
    expect(
      (await callApi(server, "getMaxCategoryDepth", { companyId }, { token: owner.token })).body,
    ).toEqual({ maxCategoryDepth: 6, availableDepthPlans: 1 });
    expect((await callApi(server, "getDefaultCurrency", { companyId }, { token: owner.token })).body).toEqual(
      { defaultCurrency: "CHF" },
    );

    expect(
      (await callApi(server, "setCompanyActiveState", { companyId, isActive: false }, asAdmin)).status,
    ).toBe(200);
    expect(
      (await callApi(server, "getCompanyInfos", { companyId }, { token: owner.token })).body,
    ).toMatchObject({ error: "company_inactive" });
    expect(
      (await callApi(server, "isCompanyEmployee", { companyId }, { token: owner.token })).body,
    ).toMatchObject({ is_employee: false });
  });

  it("deletes a company for its owner only, with everything it holds", async () => {
    const owner = await createTestUser(server);
    const member = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    await addTestMember(server, companyId, member.id, { basic_info: true, edit_forecast: true });
    expect((await callApi(server, "deleteCompany", { companyId }, { token: member.token })).status).toBe(403);
    expect((await callApi(server, "deleteCompany", { companyId }, { token: owner.token })).body).toEqual({
      success: true,
    });
    expect(await server.services.db.select().from(companies).where(eq(companies.id, companyId))).toEqual([]);
  });
});

describe("permission groups", () => {
  it("creates, assigns, modifies and deletes groups with migrateTo, and members follow", async () => {
    const owner = await createTestUser(server);
    const member = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id);
    await addTestMember(server, companyId, member.id, {});
    const as = { token: owner.token };
    const readers = await callApi(
      server,
      "createPermissionGroup",
      { companyId, name: "Lecture", permissions: { view_forecast: true } },
      as,
    );
    const editors = await callApi(
      server,
      "createPermissionGroup",
      { companyId, name: "Édition", permissions: { edit_forecast: true, transactions_info: true } },
      as,
    );
    const readersId = readers.body.id as number;
    const editorsId = editors.body.id as number;
    expect(
      (
        await callApi(
          server,
          "assignPermissionGroup",
          { companyId, userId: member.id, groupId: readersId },
          as,
        )
      ).status,
    ).toBe(200);
    const memberPermissions = () => callApi(server, "getPermissions", { companyId }, { token: member.token });
    expect((await memberPermissions()).body).toMatchObject({ permissions: { view_forecast: true } });

    await callApi(
      server,
      "modifyPermissionGroup",
      { companyId, groupId: readersId, permissions: { view_forecast: true, basic_info: true } },
      as,
    );
    expect((await memberPermissions()).body).toMatchObject({
      permissions: { view_forecast: true, basic_info: true },
    });

    await callApi(
      server,
      "deletePermissionGroup",
      { companyId, groupId: readersId, migrateTo: editorsId },
      as,
    );
    expect((await memberPermissions()).body).toEqual({
      permissions: { edit_forecast: true, transactions_info: true },
      is_owner: false,
    });
    const groups = await callApi(server, "getPermissionGroups", { companyId }, as);
    expect(groups.body).toEqual({
      groups: [
        {
          id: editorsId,
          name: "Édition",
          permissions: { edit_forecast: true, transactions_info: true },
          member_count: 1,
        },
      ],
    });

    // A pending invitation to the group loses it with the group (the link is emptied by the delete).
    const [invitation] = await server.services.db
      .insert(invitations)
      .values({
        companyId,
        email: "invitee@example.fr",
        tokenHash: "group-invitation",
        groupId: editorsId,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: invitations.id });
    // A group with members cannot go without a group to take them.
    expect(
      (await callApi(server, "deletePermissionGroup", { companyId, groupId: editorsId }, as)).body,
    ).toMatchObject({ error: "group_has_members", status_code: 409 });
    expect((await memberPermissions()).body).toMatchObject({
      permissions: { edit_forecast: true, transactions_info: true },
    });
    // Custom flags depend on the plan (issue 20): not on the free-trial version (Essentiel), yes on Pro.
    const custom = { companyId, userId: member.id, permissions: { view_forecast: true } };
    await server.services.db.insert(companySubscriptions).values({ companyId, freeTrialVersion: true });
    expect((await callApi(server, "updateUserPermissions", custom, as)).body).toMatchObject({
      error: "custom_permissions_not_in_plan",
    });
    await server.services.db
      .update(companySubscriptions)
      .set({ status: "active", planCode: "pro" })
      .where(eq(companySubscriptions.companyId, companyId));
    expect((await callApi(server, "updateUserPermissions", custom, as)).status).toBe(200);
    expect(
      (await callApi(server, "deletePermissionGroup", { companyId, groupId: editorsId }, as)).status,
    ).toBe(200);
    expect(
      await server.services.db
        .select({ groupId: invitations.groupId })
        .from(invitations)
        .where(and(eq(invitations.companyId, companyId), eq(invitations.id, invitation?.id as number))),
    ).toEqual([{ groupId: null }]);
    expect((await memberPermissions()).body).toEqual({
      permissions: { view_forecast: true },
      is_owner: false,
    });

    await callApi(server, "updateUserPermissions", { companyId, userId: member.id, permissions: {} }, as);
    expect((await memberPermissions()).body).toEqual({ permissions: {}, is_owner: false });
    expect((await callApi(server, "removeUser", { companyId, userId: owner.id }, as)).body).toMatchObject({
      error: "owner_cannot_be_removed",
    });
    expect((await callApi(server, "removeUser", { companyId, userId: member.id }, as)).body).toEqual({
      success: true,
    });
    expect((await memberPermissions()).status).toBe(403);
  });

  it("never touches another company's group", async () => {
    const ownerA = await createTestUser(server);
    const ownerB = await createTestUser(server);
    const companyA = await createTestCompany(server, ownerA.id);
    const companyB = await createTestCompany(server, ownerB.id);
    const group = await callApi(
      server,
      "createPermissionGroup",
      { companyId: companyA, name: "A", permissions: {} },
      { token: ownerA.token },
    );
    const attempt = await callApi(
      server,
      "deletePermissionGroup",
      { companyId: companyB, groupId: group.body.id },
      { token: ownerB.token },
    );
    expect(attempt.status).toBe(404);
  });
});

describe("branding", () => {
  it("saves, reads (inherited by client companies) and deletes the branding", async () => {
    const clientId = await createTestCompany(server, firmOwner.id, { parentId: firmId });
    const as = { token: firmOwner.token };
    const saved = await callApi(
      server,
      "saveBranding",
      { companyId: firmId, app_header_bg_color: "#123456", content_key: "cabinet" },
      as,
    );
    expect(saved.body).toMatchObject({
      branding: { app_header_bg_color: "#123456", content_key: "cabinet", app_logo: null },
    });
    expect((await callApi(server, "getBranding", { companyId: clientId }, as)).body).toMatchObject({
      branding: { app_header_bg_color: "#123456" },
    });
    const bad = await callApi(
      server,
      "saveBranding",
      { companyId: firmId, app_header_bg_color: "red; background:url(x)" },
      as,
    );
    expect(bad.body).toMatchObject({ error: "invalid_input", fields: [{ path: "app_header_bg_color" }] });
    const brandingId = (saved.body.branding as { id: number }).id;
    expect((await callApi(server, "deleteBranding", { companyId: firmId, brandingId }, as)).body).toEqual({
      success: true,
    });
    expect((await callApi(server, "getBranding", { companyId: firmId }, as)).body).toEqual({
      branding: null,
    });
  });
});

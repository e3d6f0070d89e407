import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, auditLog, clientLogs, users } from "../../db/schema";
import { companySubscriptions } from "../../db/tables/billing";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  TEST_PASSWORD,
  type TestUser,
} from "../../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../../testing/testServer";

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createTestUser(server, { role: "SuperAdmin" });
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

describe("impersonation", () => {
  it("issues a pretended-user token that only its admin can use, and records it", async () => {
    const target = await createTestUser(server);
    const companyId = await createTestCompany(server, target.id);
    const other = await createTestUser(server);
    const issued = await callApi(
      server,
      "adminGetUserToken",
      { id: target.id, reason: "ticket 42" },
      { token: admin.token },
    );
    expect(issued.body).toMatchObject({ user_id: target.id, email: target.email });
    const pretendedToken = issued.body.token as string;

    const asTarget = await callApi(server, "getUserInfo", {}, { token: admin.token, pretendedToken });
    expect(asTarget.body).toMatchObject({ id: target.id });
    expect(
      (await callApi(server, "getCompanyInfos", { companyId }, { token: admin.token, pretendedToken })).body,
    ).toMatchObject({ is_owner: true });

    // Neither as a bearer token nor with someone else's bearer.
    expect((await callApi(server, "getUserInfo", {}, { token: pretendedToken })).status).toBe(401);
    expect((await callApi(server, "getUserInfo", {}, { token: other.token, pretendedToken })).status).toBe(
      401,
    );
    // While pretending, the admin acts as the user: admin-only calls are closed.
    expect((await callApi(server, "getUsersList", {}, { token: admin.token, pretendedToken })).status).toBe(
      403,
    );

    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "impersonation_started"), eq(auditLog.subjectUserId, target.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(admin.id);
  });

  it("refuses every admin-only call to a non-admin", async () => {
    const user = await createTestUser(server);
    expect(
      (
        await callApi(
          server,
          "adminGetUserToken",
          { id: admin.id, reason: "ticket 42" },
          { token: user.token },
        )
      ).body,
    ).toMatchObject({
      error: "forbidden",
      status_code: 403,
    });
  });
});

describe("users and companies lists", () => {
  it("finds users and companies by search, 50 a page", async () => {
    const user = await createTestUser(server, { emailPrefix: "findme" });
    const list = await callApi(server, "getUsersList", { search: user.email }, { token: admin.token });
    expect(list.body).toMatchObject({ total: 1, users: [{ id: user.id, email: user.email, role: "User" }] });
    const wildcard = await callApi(server, "getUsersList", { search: "%" }, { token: admin.token });
    expect(wildcard.body).toMatchObject({ total: 0 });
    await createTestCompany(server, user.id, { name: "Menuiserie Fabre unique" });
    const companies = await callApi(
      server,
      "getAllCompaniesList",
      { search: "Fabre unique" },
      { token: admin.token },
    );
    expect(companies.body).toMatchObject({
      total: 1,
      companies: [{ name: "Menuiserie Fabre unique", owner: { email: user.email } }],
    });
  });

  it("deactivates a user (who then signs in with is_active false) and sets sales visibility", async () => {
    const user = await createTestUser(server);
    expect(
      (
        await callApi(
          server,
          "setSalesVisibility",
          { userId: user.id, salesVisibility: true },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    expect((await callApi(server, "getUserInfo", {}, { token: user.token })).body).toMatchObject({
      salesVisibility: true,
    });
    expect(
      (
        await callApi(
          server,
          "setUserActiveState",
          { userId: user.id, isActive: false },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    expect((await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD })).body).toEqual(
      { is_active: false },
    );
    expect(
      (
        await callApi(
          server,
          "setUserActiveState",
          { userId: 2_000_000_000, isActive: false },
          { token: admin.token },
        )
      ).status,
    ).toBe(404);
  });
});

describe("users: keyset paging, search, lockout", () => {
  it("pages every user by key, 50 a page, the pages following each other without gap or repeat", async () => {
    const prefix = `paging-${Date.now()}`;
    await server.services.db.insert(users).values(
      Array.from({ length: 120 }, (_, index) => ({
        email: `${prefix}-${String(index).padStart(3, "0")}@example.test`,
      })),
    );
    const seen: number[] = [];
    let after: number | undefined;
    for (;;) {
      const page = await callApi(
        server,
        "getUsersList",
        { search: prefix, ...(after === undefined ? {} : { after }) },
        { token: admin.token },
      );
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(120);
      const ids = (page.body.users as Array<{ id: number }>).map((user) => user.id);
      expect(ids.length).toBeLessThanOrEqual(50);
      seen.push(...ids);
      if (page.body.next_after === null) break;
      expect(page.body.next_after).toBe(ids.at(-1));
      after = page.body.next_after as number;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toEqual([...seen].sort((left, right) => left - right));
    // The offset pages agree with the keyset pages.
    const third = await callApi(server, "getUsersList", { search: prefix, page: 3 }, { token: admin.token });
    expect((third.body.users as Array<{ id: number }>).map((user) => user.id)).toEqual(seen.slice(100));
    expect(third.body.next_after).toBeNull();
    // Searching by a name part, case-insensitively.
    const [named] = await server.services.db
      .insert(users)
      .values({ email: `${prefix}-named@example.test`, lastName: `Zébulon${prefix}` })
      .returning();
    const byName = await callApi(
      server,
      "getUsersList",
      { search: `zébulon${prefix}` },
      { token: admin.token },
    );
    expect(byName.body).toMatchObject({ total: 1, users: [{ id: named?.id }], next_after: null });
  });

  it("shows a locked-out address and resets its lockout (audited), not another's", async () => {
    const user = await createTestUser(server);
    const other = await createTestUser(server);
    for (const target of [user, other]) {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await callApi(server, "signIn", { username: target.email, password: "wrong-password-here" });
      }
    }
    const lockedOut = async (email: string) =>
      (
        (await callApi(server, "getUsersList", { search: email }, { token: admin.token })).body
          .users as Array<{
          locked_out: boolean;
        }>
      )[0]?.locked_out;
    expect(await lockedOut(user.email)).toBe(true);
    // Locked out: even the right password is refused.
    expect((await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD })).status).toBe(
      401,
    );

    const nonAdmin = await callApi(server, "resetUserLockout", { userId: user.id }, { token: other.token });
    expect(nonAdmin.status).toBe(403);
    const reset = await callApi(server, "resetUserLockout", { userId: user.id }, { token: admin.token });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    expect(await lockedOut(user.email)).toBe(false);
    expect(await lockedOut(other.email)).toBe(true);
    expect((await callApi(server, "signIn", { username: user.email, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect(
      (await callApi(server, "resetUserLockout", { userId: 2_000_000_000 }, { token: admin.token })).status,
    ).toBe(404);

    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "admin_setting"), eq(auditLog.subjectUserId, user.id)));
    expect(audit).toMatchObject([{ actorUserId: admin.id, details: { call: "resetUserLockout" } }]);
  });
});

describe("companies: search and module flags", () => {
  it("lists each company's modules and switches one, audited with its flag", async () => {
    const owner = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id, { name: `Boulangerie Module ${owner.id}` });
    const find = async () =>
      (
        await callApi(
          server,
          "getAllCompaniesList",
          { search: `Boulangerie Module ${owner.id}` },
          { token: admin.token },
        )
      ).body;
    expect(await find()).toMatchObject({
      total: 1,
      companies: [
        { id: companyId, invoices_allowed: false, checks_allowed: false, analytics_allowed: false },
      ],
    });
    expect(
      (
        await callApi(
          server,
          "updateCompanyModules",
          { companyId, checks_allowed: true },
          { token: owner.token },
        )
      ).status,
    ).toBe(403);
    const changed = await callApi(
      server,
      "updateCompanyModules",
      { companyId, checks_allowed: true },
      { token: admin.token },
    );
    expect(changed.status).toBe(200);
    expect(await find()).toMatchObject({
      companies: [{ id: companyId, invoices_allowed: false, checks_allowed: true, analytics_allowed: false }],
    });
    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "admin_setting"), eq(auditLog.companyId, companyId)));
    expect(audit).toMatchObject([
      {
        actorUserId: admin.id,
        details: { call: "updateCompanyModules", input: { companyId, checks_allowed: true } },
      },
    ]);
  });
});

describe("companies: backup, custom permissions, spreadsheet tab and configuration", () => {
  it("each setter is refused to the owner, changes the company for an admin, shows on /admin and is audited", async () => {
    const owner = await createTestUser(server);
    const member = await createTestUser(server);
    const name = `Atelier Réglages ${owner.id}`;
    const companyId = await createTestCompany(server, owner.id, { name });
    await addTestMember(server, companyId, member.id, { view_forecast: true });
    const asAdmin = { token: admin.token };
    const listed = async () =>
      (
        (await callApi(server, "getAllCompaniesList", { search: name }, asAdmin)).body.companies as unknown[]
      )[0];
    expect(await listed()).toMatchObject({
      backup_enabled: true,
      custom_permissions: false,
      gsheet_tab: null,
      config: {},
    });

    for (const [call, input] of [
      ["setBackup", { companyId, backup: false }],
      ["setCustomPermissions", { companyId, custom_permissions: true }],
      ["setGsheetTab", { companyId, gsheet_tab: "Trésorerie 2026" }],
      ["updateCompanyConfig", { companyId, config: { export_lang: "en", weeks: 13 } }],
    ] as const) {
      expect((await callApi(server, call, input, { token: owner.token })).status).toBe(403);
      expect((await callApi(server, call, input, asAdmin)).status).toBe(200);
    }
    expect(await listed()).toMatchObject({
      backup_enabled: false,
      custom_permissions: true,
      gsheet_tab: "Trésorerie 2026",
      config: { export_lang: "en", weeks: 13 },
    });

    // A null value removes its key, the others stay.
    expect(
      (
        await callApi(
          server,
          "updateCompanyConfig",
          { companyId, config: { weeks: null, beta: true } },
          asAdmin,
        )
      ).body,
    ).toEqual({ config: { export_lang: "en", beta: true } });

    // Bad input: a clear error and nothing changes.
    const badTab = await callApi(server, "setGsheetTab", { companyId, gsheet_tab: "a/b" }, asAdmin);
    expect(badTab.status).toBe(400);
    const badConfig = await callApi(
      server,
      "updateCompanyConfig",
      { companyId, config: { "bad key": 1 } },
      asAdmin,
    );
    expect(badConfig.status).toBe(400);
    expect(await listed()).toMatchObject({
      gsheet_tab: "Trésorerie 2026",
      config: { export_lang: "en", beta: true },
    });
    expect(
      (await callApi(server, "setBackup", { companyId: 999_999_999, backup: true }, asAdmin)).status,
    ).toBe(404);

    // The flags act: backups refused with a localised error; custom flags allowed whatever the plan.
    const backup = await callApi(
      server,
      "createBackup",
      { companyId, name: "Budget" },
      { token: owner.token },
    );
    expect(backup.body).toMatchObject({ error: "backups_disabled", status_code: 403 });
    await server.services.db.insert(companySubscriptions).values({ companyId, freeTrialVersion: true });
    const custom = { companyId, userId: member.id, permissions: { view_forecast: true } };
    expect((await callApi(server, "updateUserPermissions", custom, { token: owner.token })).status).toBe(200);
    await callApi(server, "setCustomPermissions", { companyId, custom_permissions: false }, asAdmin);
    expect(
      (await callApi(server, "updateUserPermissions", custom, { token: owner.token })).body,
    ).toMatchObject({ error: "custom_permissions_not_in_plan" });

    const audit = await server.services.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "admin_setting"), eq(auditLog.companyId, companyId)));
    expect(audit.map((row) => (row.details as { call: string }).call)).toEqual(
      expect.arrayContaining(["setBackup", "setCustomPermissions", "setGsheetTab", "updateCompanyConfig"]),
    );
  });
});

describe("infrastructure calls", () => {
  it("publishes an in-app message that members of any company read", async () => {
    const user = await createTestUser(server);
    const companyId = await createTestCompany(server, user.id);
    const published = await callApi(
      server,
      "addInAppMessage",
      { body: "**Maintenance** ce soir", routes: ["/dashboard"], is_active: true },
      { token: admin.token },
    );
    expect(published.status).toBe(200);
    expect(
      (
        await callApi(
          server,
          "addInAppMessage",
          { body: "x", routes: [], is_active: true },
          { token: user.token },
        )
      ).status,
    ).toBe(403);
    const read = await callApi(server, "getInAppMessage", { companyId }, { token: user.token });
    expect(read.body).toMatchObject({
      message: { body: "**Maintenance** ce soir", routes: ["/dashboard"], is_active: true, is_shown: false },
    });
    const messageId = (published.body.message as { id: number }).id;

    // Closed by one user: closed for them only, and closing again changes nothing.
    const colleague = await createTestUser(server);
    await addTestMember(server, companyId, colleague.id, {});
    for (let time = 0; time < 2; time += 1)
      expect(
        (await callApi(server, "dismissInAppMessage", { id: messageId }, { token: user.token })).status,
      ).toBe(200);
    expect(
      (await callApi(server, "getInAppMessage", { companyId }, { token: user.token })).body,
    ).toMatchObject({
      message: { id: messageId, is_shown: true },
    });
    expect(
      (await callApi(server, "getInAppMessage", { companyId }, { token: colleague.token })).body,
    ).toMatchObject({ message: { id: messageId, is_shown: false } });
    expect(
      (await callApi(server, "dismissInAppMessage", { id: 2_000_000_000 }, { token: user.token })).status,
    ).toBe(404);

    // The administrator's list counts who closed it; hiding it hides it for everyone.
    const list = await callApi(server, "listInAppMessages", {}, { token: admin.token });
    expect((list.body.messages as Array<{ id: number }>)[0]).toMatchObject({
      id: messageId,
      dismissed_by: 1,
    });
    expect(
      (
        await callApi(
          server,
          "setInAppMessageActive",
          { id: messageId, is_active: false },
          { token: admin.token },
        )
      ).status,
    ).toBe(200);
    expect(
      (await callApi(server, "getInAppMessage", { companyId }, { token: colleague.token })).body,
    ).toEqual({
      message: null,
    });
    // An unknown message is refused and leaves the active one alone.
    await callApi(
      server,
      "setInAppMessageActive",
      { id: messageId, is_active: true },
      { token: admin.token },
    );
    expect(
      (
        await callApi(
          server,
          "setInAppMessageActive",
          { id: 2_000_000_000, is_active: true },
          { token: admin.token },
        )
      ).status,
    ).toBe(404);
    expect(
      (await callApi(server, "getInAppMessage", { companyId }, { token: colleague.token })).body,
    ).toMatchObject({ message: { id: messageId } });
  });

  it("serves the terms of use and records their acceptance", async () => {
    await server.services.db
      .insert(appMeta)
      .values({ key: "tou", value: { version: 3, text: "Conditions" } })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: { version: 3, text: "Conditions" } } });
    const user = await createTestUser(server);
    expect((await callApi(server, "getAppMeta", {})).body).toEqual({
      tou: { version: 3, text: "Conditions" },
    });
    expect((await callApi(server, "updateTou", {}, { token: user.token })).body).toEqual({
      tou_version_accepted: 3,
    });
    expect((await callApi(server, "getUserInfo", {}, { token: user.token })).body).toMatchObject({
      tou_version_accepted: 3,
    });
  });

  it("stores client errors and page events", async () => {
    const user = await createTestUser(server);
    const marker = `boom-${user.id}`;
    expect(
      (await callApi(server, "logClientError", { message: marker, kind: "unhandledrejection" })).body,
    ).toEqual({ success: true });
    const logged = await server.services.db.select().from(clientLogs).where(eq(clientLogs.message, marker));
    expect(logged).toHaveLength(1);
    expect(
      (await callApi(server, "trackPageEvent", { route: "/dashboard" }, { token: user.token })).body,
    ).toEqual({ success: true });
    expect((await callApi(server, "trackPageEvent", { route: "/dashboard" })).status).toBe(401);
  });

  it("answers the health check with the security headers and the CSP", async () => {
    const health = await callApi(server, "healthcheckDb", { time: 5 });
    expect(health.body).toMatchObject({ status: "ok", time: "5" });
    const csp = health.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(health.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers a body over the limit with a 413 uniform error", async () => {
    const response = await fetch(`${server.url}/api/v2/logs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "payload_too_large", status_code: 413 });
  });
});

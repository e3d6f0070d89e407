import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, auditLog, clientLogs } from "../../db/schema";
import {
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
    const issued = await callApi(server, "adminGetUserToken", { id: target.id }, { token: admin.token });
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
      (await callApi(server, "adminGetUserToken", { id: admin.id }, { token: user.token })).body,
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
      message: { body: "**Maintenance** ce soir", routes: ["/dashboard"], is_active: true },
    });
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

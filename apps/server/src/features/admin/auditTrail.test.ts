import type { CallOutput } from "@trezo/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { workbookOf } from "../../forecast/forecastTestData";
import { callApi, createTestCompany, createTestUser, type TestUser } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { okBody } from "../banking/bankingTestScene";
import { auditRetention } from "./auditRetention";

/** getAuditTrail, exportAuditTrail, the act-as reason, getSupportAccessHistory, endImpersonation, retention. */

let server: TestServer;
let admin: TestUser;
let target: TestUser;
let companyId: number;
let pretendedToken: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createTestUser(server, { role: "SuperAdmin", emailPrefix: "auditadmin" });
  target = await createTestUser(server, { emailPrefix: "audittarget" });
  companyId = await createTestCompany(server, target.id);
  const issued = okBody<CallOutput<"adminGetUserToken">>(
    await callApi(
      server,
      "adminGetUserToken",
      { id: target.id, reason: "Ticket 4711: export empty" },
      { token: admin.token },
    ),
  );
  pretendedToken = issued.token;
});
afterAll(() => stopTestServer(server));

type Trail = CallOutput<"getAuditTrail">;

describe("acting as a user", () => {
  it("refuses to start without a reason", async () => {
    const answer = await callApi(
      server,
      "adminGetUserToken",
      { id: target.id, reason: " " },
      { token: admin.token },
    );
    expect(answer.status).toBe(400);
  });

  it("records the reason, the end, and shows both to the user but not the administrator's name", async () => {
    const ended = await callApi(server, "endImpersonation", {}, { token: admin.token, pretendedToken });
    expect(ended.status).toBe(200);
    const history = okBody<CallOutput<"getSupportAccessHistory">>(
      await callApi(server, "getSupportAccessHistory", {}, { token: target.token }),
    );
    expect(history.accesses).toHaveLength(1);
    expect(history.accesses[0]).toMatchObject({ reason: "Ticket 4711: export empty" });
    expect(history.accesses[0]?.ended_at).not.toBeNull();
    expect(JSON.stringify(history)).not.toContain(admin.email);
    // Someone else's history is their own, empty.
    const other = await createTestUser(server);
    expect(
      okBody<CallOutput<"getSupportAccessHistory">>(
        await callApi(server, "getSupportAccessHistory", {}, { token: other.token }),
      ).accesses,
    ).toEqual([]);
  });

  it("records no end for a user who was not acted as", async () => {
    const before = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "impersonation_ended"));
    expect((await callApi(server, "endImpersonation", {}, { token: target.token })).status).toBe(200);
    const after = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "impersonation_ended"));
    expect(after).toHaveLength(before.length);
  });
});

describe("the audit trail", () => {
  it("lists the lines newest first with who, on whom and the reason, filtered by action and e-mail", async () => {
    const trail = okBody<Trail>(
      await callApi(server, "getAuditTrail", { email: "audittarget" }, { token: admin.token }),
    );
    const actions = trail.entries.map((entry) => entry.action);
    expect(actions.indexOf("impersonation_ended")).toBeLessThan(actions.indexOf("impersonation_started"));
    const started = trail.entries.find((entry) => entry.action === "impersonation_started");
    expect(started).toMatchObject({
      actor_email: admin.email,
      subject_email: target.email,
      details: { reason: "Ticket 4711: export empty" },
    });
    const onlyStarts = okBody<Trail>(
      await callApi(
        server,
        "getAuditTrail",
        { action: "impersonation_started", email: target.email },
        { token: admin.token },
      ),
    );
    expect(onlyStarts.entries.map((entry) => entry.action)).toEqual(["impersonation_started"]);
    const nobody = okBody<Trail>(
      await callApi(server, "getAuditTrail", { email: "%no-such-person%" }, { token: admin.token }),
    );
    expect(nobody.entries).toEqual([]);
  });

  it("pages by key without repeating or skipping a line", async () => {
    for (let index = 0; index < 60; index += 1)
      await server.services.db
        .insert(auditLog)
        .values({ action: "admin_setting", actorUserId: admin.id, companyId, details: { index } });
    const first = okBody<Trail>(
      await callApi(server, "getAuditTrail", { company_id: companyId }, { token: admin.token }),
    );
    expect(first.entries).toHaveLength(50);
    expect(first.next_before).not.toBeNull();
    const second = okBody<Trail>(
      await callApi(
        server,
        "getAuditTrail",
        { company_id: companyId, before: first.next_before },
        { token: admin.token },
      ),
    );
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.next_before).toBeNull();
    const inCompany = await server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, companyId));
    expect(ids).toHaveLength(inCompany.length);
  });

  it("filters by dates, whole days included", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const todays = okBody<Trail>(
      await callApi(
        server,
        "getAuditTrail",
        { email: target.email, from: today, to: today },
        { token: admin.token },
      ),
    );
    expect(todays.entries.length).toBeGreaterThan(0);
    const none = okBody<Trail>(
      await callApi(server, "getAuditTrail", { email: target.email, to: yesterday }, { token: admin.token }),
    );
    expect(none.entries).toEqual([]);
  });

  it("exports the filtered lines as XLSX with formulas neutralised, and records the export", async () => {
    const hostile = await createTestUser(server, { emailPrefix: "audit-export" });
    await server.services.db
      .insert(auditLog)
      .values({ action: "admin_setting", subjectUserId: hostile.id, details: { note: '=HYPERLINK("x")' } });
    const answer = await callApi(
      server,
      "exportAuditTrail",
      { email: hostile.email },
      { token: admin.token },
    );
    expect(answer.status).toBe(200);
    const { sheet } = await workbookOf(answer);
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push(Array.isArray(row.values) ? row.values.slice(1) : []);
    });
    expect(rows[0]).toEqual([
      "Date",
      "Action",
      "Auteur",
      "Personne concernée",
      "Entreprise",
      "Adresse IP",
      "Détails",
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[1]).toBe("Réglage d'administration");
    expect(rows[1]?.[3]).toBe(hostile.email);
    expect(String(rows[1]?.[6])).toContain("HYPERLINK");
    expect(String(rows[1]?.[6]).startsWith("=")).toBe(false);
    const exports = okBody<Trail>(
      await callApi(
        server,
        "getAuditTrail",
        { action: "export", email: admin.email },
        { token: admin.token },
      ),
    );
    expect(exports.entries.some((entry) => entry.details.call === "exportAuditTrail")).toBe(true);
  });

  it("is closed to anyone but a SuperAdmin, and to a SuperAdmin acting as a user", async () => {
    expect((await callApi(server, "getAuditTrail", {}, { token: target.token })).status).toBe(403);
    const fresh = okBody<CallOutput<"adminGetUserToken">>(
      await callApi(
        server,
        "adminGetUserToken",
        { id: target.id, reason: "check rights" },
        { token: admin.token },
      ),
    );
    expect(
      (await callApi(server, "getAuditTrail", {}, { token: admin.token, pretendedToken: fresh.token }))
        .status,
    ).toBe(403);
  });

  it("forgets lines older than the retention period, and only those", async () => {
    const day = 86_400_000;
    const [old, young] = await server.services.db
      .insert(auditLog)
      .values([
        { action: "sign_in", actorUserId: target.id, at: new Date(Date.now() - 31 * day) },
        { action: "sign_in", actorUserId: target.id, at: new Date(Date.now() - 29 * day) },
      ])
      .returning({ id: auditLog.id });
    await auditRetention(30).run(server.database);
    const left = async (id: number | undefined) =>
      (
        await server.services.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.id, id ?? 0))
      ).length;
    expect(await left(old?.id)).toBe(0);
    expect(await left(young?.id)).toBe(1);
  });
});

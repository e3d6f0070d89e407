import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { addTestMember, callApi, createTestCompany, createTestUser } from "../../testing/apiTestClient";
import { serverWithOwnerForTests } from "../../testing/serverWithOwner";
import { startTestServer, stopTestServer } from "../../testing/testServer";
import { crmOutboxDir } from "./crmAdapter";

const scene = serverWithOwnerForTests();

describe("getStyles", () => {
  it("gives the company's branding, else its firm's, else none", async () => {
    const as = { token: scene.owner.token };
    const firmId = await createTestCompany(scene.server, scene.owner.id, { isCpa: true, name: "Cabinet" });
    const clientId = await createTestCompany(scene.server, scene.owner.id, {
      name: "Client",
      parentId: firmId,
    });
    const alone = await createTestCompany(scene.server, scene.owner.id, { name: "Seule" });

    expect((await callApi(scene.server, "getStyles", { companyId: alone }, as)).body).toEqual({
      source: "default",
      styles: {
        app_header_bg_color: null,
        menu_text_color: null,
        menu_active_text_color: null,
        app_logo: null,
        app_icon: null,
      },
    });

    const saved = await callApi(
      scene.server,
      "saveBranding",
      { companyId: firmId, app_header_bg_color: "#143c8c", menu_text_color: "#ffffff" },
      as,
    );
    expect(saved.status).toBe(200);
    const inherited = await callApi(scene.server, "getStyles", { companyId: clientId }, as);
    expect(inherited.body).toMatchObject({
      source: "parent",
      styles: { app_header_bg_color: "#143c8c", menu_text_color: "#ffffff" },
    });

    await callApi(scene.server, "saveBranding", { companyId: clientId, app_header_bg_color: "#000000" }, as);
    expect((await callApi(scene.server, "getStyles", { companyId: clientId }, as)).body).toMatchObject({
      source: "company",
      styles: { app_header_bg_color: "#000000", menu_text_color: null },
    });
  });

  it("refuses another company's styles", async () => {
    const stranger = await createTestUser(scene.server);
    const companyId = await createTestCompany(scene.server, scene.owner.id, { name: "Privée" });
    const refused = await callApi(scene.server, "getStyles", { companyId }, { token: stranger.token });
    expect([401, 403]).toContain(refused.status);
  });
});

describe("updateHubSpotObject", () => {
  it("sends nothing when no CRM is configured, and refuses an unknown event", async () => {
    const companyId = await createTestCompany(scene.server, scene.owner.id, { name: "Ventes" });
    const as = { token: scene.owner.token };
    expect(
      (await callApi(scene.server, "updateHubSpotObject", { companyId, event: "free_trial" }, as)).body,
    ).toEqual({
      sent: false,
    });
    const bad = await callApi(scene.server, "updateHubSpotObject", { companyId, event: "email_leak" }, as);
    expect(bad.status).toBe(400);
  });
});

describe("the CRM consent", () => {
  it("sends nothing personal without the user's consent, their contact with it, and nothing once withdrawn", async () => {
    const crmServer = await startTestServer({ crmProvider: "outbox" });
    try {
      const user = await createTestUser(crmServer);
      const as = { token: user.token };
      const companyId = await createTestCompany(crmServer, user.id, { name: "Consentie" });
      const sent = () =>
        existsSync(crmOutboxDir(crmServer.dataDir))
          ? readdirSync(crmOutboxDir(crmServer.dataDir))
              .sort()
              .map((name) => JSON.parse(readFileSync(join(crmOutboxDir(crmServer.dataDir), name), "utf8")))
          : [];

      expect((await callApi(crmServer, "getCrmConsent", {}, as)).body).toEqual({
        consented: false,
        consented_at: null,
      });
      const first = await callApi(crmServer, "updateHubSpotObject", { companyId, event: "bank_added" }, as);
      expect(first.body).toEqual({ sent: true });
      expect(sent()).toEqual([{ company_id: companyId, event: "bank_added", value: 110 }]);

      const given = await callApi(crmServer, "setCrmConsent", { consent: true }, as);
      expect(given.body).toMatchObject({ consented: true });
      await callApi(crmServer, "updateHubSpotObject", { companyId, event: "free_trial" }, as);
      expect(sent()[1]).toEqual({
        company_id: companyId,
        event: "free_trial",
        value: 230,
        contact: { email: user.email, firstName: expect.any(String), lastName: expect.any(String) },
      });

      expect((await callApi(crmServer, "setCrmConsent", { consent: false }, as)).body).toEqual({
        consented: false,
        consented_at: null,
      });
      await callApi(crmServer, "updateHubSpotObject", { companyId, event: "bank_add_tentative" }, as);
      expect(sent()[2]).toEqual({ company_id: companyId, event: "bank_add_tentative", value: 40 });
      expect(JSON.stringify(sent()[2])).not.toContain(user.email);

      // Both changes are audited; a consent of another user is not this one's.
      const audit = await crmServer.services.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "crm_consent_changed"));
      expect(audit.map((row) => row.details)).toEqual([{ consent: true }, { consent: false }]);
      const other = await createTestUser(crmServer);
      expect((await callApi(crmServer, "getCrmConsent", {}, { token: other.token })).body).toMatchObject({
        consented: false,
      });
      expect((await callApi(crmServer, "setCrmConsent", { consent: true })).status).toBe(401);
    } finally {
      await stopTestServer(crmServer);
    }
  });
});

describe("the tag-manager id", () => {
  it("is set by the owner under the spec's rule, read by members, refused to them, and audited", async () => {
    const as = { token: scene.owner.token };
    const companyId = await createTestCompany(scene.server, scene.owner.id, { name: "Balises" });
    const member = await createTestUser(scene.server);
    await addTestMember(scene.server, companyId, member.id, { view_forecast: true });
    const read = async (token: string) =>
      (await callApi(scene.server, "getTagManager", { companyId }, { token })).body;
    expect(await read(scene.owner.token)).toEqual({ tag_manager_id: null });

    const refused = await callApi(
      scene.server,
      "setTagManagerId",
      { companyId, tag_manager_id: "gtm-abc123" },
      { ...as, headers: { "accept-language": "en-GB" } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "invalid_tag_manager_id" });
    expect(String(refused.body.message)).toContain("gtm-abc123");
    expect(await read(scene.owner.token)).toEqual({ tag_manager_id: null });

    expect(
      (await callApi(scene.server, "setTagManagerId", { companyId, tag_manager_id: "GTM-AB12CD" }, as)).body,
    ).toEqual({ tag_manager_id: "GTM-AB12CD" });
    expect(await read(member.token)).toEqual({ tag_manager_id: "GTM-AB12CD" });
    expect(
      (
        await callApi(
          scene.server,
          "setTagManagerId",
          { companyId, tag_manager_id: null },
          { token: member.token },
        )
      ).status,
    ).toBe(403);
    const audit = await scene.server.services.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.companyId, companyId));
    expect(audit).toContainEqual({ details: { tag_manager_id: "GTM-AB12CD" } });

    expect(
      (await callApi(scene.server, "setTagManagerId", { companyId, tag_manager_id: null }, as)).body,
    ).toEqual({ tag_manager_id: null });
  });
});

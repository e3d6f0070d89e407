import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createTestCompany, createTestUser, type TestUser } from "../../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../../testing/testServer";

let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createTestUser(server);
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

describe("getStyles", () => {
  it("gives the company's branding, else its firm's, else none", async () => {
    const as = { token: owner.token };
    const firmId = await createTestCompany(server, owner.id, { isCpa: true, name: "Cabinet" });
    const clientId = await createTestCompany(server, owner.id, { name: "Client", parentId: firmId });
    const alone = await createTestCompany(server, owner.id, { name: "Seule" });

    expect((await callApi(server, "getStyles", { companyId: alone }, as)).body).toEqual({
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
      server,
      "saveBranding",
      { companyId: firmId, app_header_bg_color: "#143c8c", menu_text_color: "#ffffff" },
      as,
    );
    expect(saved.status).toBe(200);
    const inherited = await callApi(server, "getStyles", { companyId: clientId }, as);
    expect(inherited.body).toMatchObject({
      source: "parent",
      styles: { app_header_bg_color: "#143c8c", menu_text_color: "#ffffff" },
    });

    await callApi(server, "saveBranding", { companyId: clientId, app_header_bg_color: "#000000" }, as);
    expect((await callApi(server, "getStyles", { companyId: clientId }, as)).body).toMatchObject({
      source: "company",
      styles: { app_header_bg_color: "#000000", menu_text_color: null },
    });
  });

  it("refuses another company's styles", async () => {
    const stranger = await createTestUser(server);
    const companyId = await createTestCompany(server, owner.id, { name: "Privée" });
    const refused = await callApi(server, "getStyles", { companyId }, { token: stranger.token });
    expect([401, 403]).toContain(refused.status);
  });
});

describe("updateHubSpotObject", () => {
  it("sends nothing when no CRM is configured, and refuses an unknown event", async () => {
    const companyId = await createTestCompany(server, owner.id, { name: "Ventes" });
    const as = { token: owner.token };
    expect(
      (await callApi(server, "updateHubSpotObject", { companyId, event: "free_trial" }, as)).body,
    ).toEqual({
      sent: false,
    });
    const bad = await callApi(server, "updateHubSpotObject", { companyId, event: "email_leak" }, as);
    expect(bad.status).toBe(400);
  });
});

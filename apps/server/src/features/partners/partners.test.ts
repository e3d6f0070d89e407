import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { ets, invoices } from "../../db/tables/invoices";
import { partnerApiKeys, partnerIntegrations } from "../../db/tables/partners";
import { callApi, createTestCompany, createTestUser, type TestUser } from "../../testing/apiTestClient";
import {
  PENNYLANE_TEST_TOKEN,
  type PennylaneTestServer,
  startPennylaneTestServer,
} from "../../testing/pennylaneTestServer";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { centsOfDecimal, PartnerRefusedError } from "./partnerAdapter";
import { syncCompanyPartners } from "./partnerSync";
import { pennylaneAdapter } from "./pennylaneAdapter";

let pennylane: PennylaneTestServer;
let server: TestServer;
let owner: TestUser;
let companyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  pennylane = await startPennylaneTestServer();
  server = await startTestServer({
    partners: { pennylaneApiUrl: pennylane.url, sandbox: true },
  });
  owner = await createTestUser(server);
  companyId = await createTestCompany(server, owner.id, { name: "Boulangerie Martin" });
  otherCompanyId = await createTestCompany(server, owner.id, { name: "Autre SARL" });
});
afterAll(async () => {
  await stopTestServer(server);
  await pennylane.close();
});

function invoicesOf(company: number) {
  return server.services.db.select().from(invoices).where(eq(invoices.companyId, company));
}

describe("the Pennylane adapter against a local server answering its documented payloads", () => {
  it("reads the account, follows the cursors and maps every invoice in cents", async () => {
    const adapter = pennylaneAdapter(pennylane.url);
    expect(await adapter.verify(PENNYLANE_TEST_TOKEN)).toEqual({
      ref: "98765",
      label: "Boulangerie Martin SAS",
    });
    const invoices = await adapter.invoices(PENNYLANE_TEST_TOKEN);
    expect(invoices).toHaveLength(6);
    // Pages of 2: the five customer invoices took three requests, the second and third with a cursor.
    expect(
      pennylane.requests.filter((path) => path.startsWith("/api/external/v2/customer_invoices")),
    ).toHaveLength(3);
    expect(pennylane.requests.some((path) => path.includes("cursor="))).toBe(true);
    const byNumber = new Map(invoices.map((invoice) => [invoice.number, invoice]));
    expect(byNumber.get("F-2026-0043")).toMatchObject({
      kind: "customer",
      counterpartyName: "Café de la Gare",
      issueDate: "2026-09-15",
      dueDate: "2026-10-15",
      amountExclTaxCents: 19_632,
      vatCents: 3_400,
      amountInclTaxCents: 23_032,
      remainingCents: 10_000,
      status: "open",
    });
    expect(byNumber.get("MR-7781")).toMatchObject({ kind: "supplier", counterpartyName: "Moulins Réunis" });
    expect(byNumber.get("F-2026-0044")?.status).toBe("paid");
    // A draft without a number gets one from its id; without a deadline it is due on its date.
    expect(byNumber.get("PL-45")).toMatchObject({ status: "draft", dueDate: "2026-11-01" });
  });

  it("says when Pennylane refuses the token", async () => {
    await expect(pennylaneAdapter(pennylane.url).verify("wrong-token-000")).rejects.toBeInstanceOf(
      PartnerRefusedError,
    );
  });

  it("reads decimal amounts exactly", () => {
    expect(centsOfDecimal("230.32")).toBe(23_032);
    expect(centsOfDecimal("34.0")).toBe(3_400);
    expect(centsOfDecimal("-12")).toBe(-1_200);
    expect(centsOfDecimal("0.125")).toBe(13);
    expect(centsOfDecimal("abc")).toBeNull();
  });
});

describe("partner integrations through the API", () => {
  it("lists the registry, connects Pennylane with its token, imports the outstanding invoices once, and deletes", async () => {
    const registry = await callApi(server, "partners", {});
    expect(registry.status).toBe(200);
    const names = (registry.body.partners as Array<{ partner_id: string }>).map((p) => p.partner_id);
    expect(names).toEqual(
      expect.arrayContaining(["pennylane", "axonaut", "odoo", "evoliz", "libeo", "sandbox"]),
    );
    expect((await callApi(server, "checkPartner", { partner_name: "Libeo" })).body).toMatchObject({
      exists: true,
      partner: { partner_id: "libeo", partner_name: "Libeo" },
    });
    expect((await callApi(server, "checkPartner", { partner_name: "nobody" })).body).toEqual({
      exists: false,
      partner: null,
    });

    // A refused token: a localised 400 on the token field, nothing stored.
    const refused = await callApi(
      server,
      "partnerConnect",
      { companyId, partner_id: "pennylane", api_token: "not-the-token" },
      { token: owner.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("partner_token_refused");
    expect(await server.services.db.select().from(partnerIntegrations)).toHaveLength(0);
    // A partner without an adapter cannot be connected.
    const notConnectable = await callApi(
      server,
      "partnerConnect",
      { companyId, partner_id: "odoo", api_token: "whatever-token" },
      { token: owner.token },
    );
    expect(notConnectable.body.error).toBe("partner_not_connectable");

    const connected = await callApi(
      server,
      "partnerConnect",
      { companyId, partner_id: "pennylane", api_token: PENNYLANE_TEST_TOKEN },
      { token: owner.token },
    );
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      partner_id: "pennylane",
      partner_name: "Pennylane",
      account_label: "Boulangerie Martin SAS",
      status: "active",
    });
    const integrationId = Number(connected.body.partner_integration_id);
    // The token is stored sealed, and no answer carries it.
    const [stored] = await server.services.db.select().from(partnerIntegrations);
    expect(stored?.sealedToken).not.toContain(PENNYLANE_TEST_TOKEN);
    expect(server.services.partners.cipher.decrypt(stored?.sealedToken ?? "")).toBe(PENNYLANE_TEST_TOKEN);
    const details = await callApi(
      server,
      "getPartnerIntegrationDetails",
      { companyId },
      { token: owner.token },
    );
    expect(JSON.stringify(details.body)).not.toContain(PENNYLANE_TEST_TOKEN);
    expect(details.body.integrations).toHaveLength(1);

    const again = await callApi(
      server,
      "partnerConnect",
      { companyId, partner_id: "pennylane", api_token: PENNYLANE_TEST_TOKEN },
      { token: owner.token },
    );
    expect(again.status).toBe(409);

    const sync = await callApi(
      server,
      "syncPartnerManagedCompany",
      { companyId, partner_integration_id: integrationId },
      { token: owner.token },
    );
    expect(sync.status).toBe(200);
    // Open ones only: the paid, the draft and the one in USD are not imported.
    expect(sync.body.result).toEqual({ imported: 3, already_there: 0, ignored: 3 });
    expect(sync.body.integration).toMatchObject({ imported_invoices: 3, last_sync_error: null });
    const imported = await invoicesOf(companyId);
    expect(imported.map((invoice) => invoice.number).sort()).toEqual([
      "F-2026-0042",
      "F-2026-0043",
      "MR-7781",
    ]);
    expect(imported.find((invoice) => invoice.number === "F-2026-0043")).toMatchObject({
      counterpartyName: "Café de la Gare",
      amountInclTaxCents: 23_032,
      dueDate: "2026-10-15",
    });
    // One expected payment each, of what is left to pay, signed as the money moves.
    const expected = await server.services.db
      .select({ amount: ets.amountCents })
      .from(ets)
      .where(eq(ets.companyId, companyId));
    expect(expected.map((row) => row.amount).sort((a, b) => a - b)).toEqual([-54_000, 10_000, 120_000]);

    // The nightly work finds nothing new: what is there is left as it is.
    expect(await syncCompanyPartners(server.services.database, server.services.partners, companyId)).toEqual({
      integrations: 1,
      imported: 0,
    });

    const deleted = await callApi(
      server,
      "deletePartnerIntegration",
      { companyId, partner_id: "pennylane", partner_integration_id: integrationId },
      { token: owner.token },
    );
    expect(deleted.status).toBe(200);
    const afterDelete = await callApi(
      server,
      "getPartnerIntegrationDetails",
      { companyId },
      { token: owner.token },
    );
    expect(afterDelete.body.integrations).toEqual([]);
    // The imported invoices stay.
    expect(await invoicesOf(companyId)).toHaveLength(3);
    const audited = await server.services.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, companyId));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(["partner_integration_connected", "partner_integration_deleted"]),
    );
  });

  it("records a refused token on the integration when a synchronisation fails, and imports nothing", async () => {
    const company = await createTestCompany(server, owner.id);
    const connected = await callApi(
      server,
      "partnerConnect",
      { companyId: company, partner_id: "sandbox", api_token: "sandbox-token" },
      { token: owner.token },
    );
    expect(connected.status).toBe(200);
    const first = await callApi(
      server,
      "syncPartnerManagedCompany",
      { companyId: company, partner_integration_id: connected.body.partner_integration_id },
      { token: owner.token },
    );
    // The sandbox: two open invoices, one paid, one draft.
    expect(first.body.result).toEqual({ imported: 2, already_there: 0, ignored: 2 });
    await server.services.db
      .update(partnerIntegrations)
      .set({ sealedToken: server.services.partners.cipher.encrypt("revoked-by-partner") })
      .where(eq(partnerIntegrations.companyId, company));
    const failed = await callApi(
      server,
      "syncPartnerManagedCompany",
      { companyId: company, partner_integration_id: connected.body.partner_integration_id },
      { token: owner.token },
    );
    expect(failed.body).toMatchObject({
      result: { imported: 0 },
      integration: { status: "failing", last_sync_error: "token_refused_401" },
    });
  });
});

describe("partner API keys", () => {
  it("issues a key shown once, scoped to one company and its scopes, and revokes it", async () => {
    const issued = await callApi(
      server,
      "partnerAuthenticate",
      { companyId, partner_id: "libeo" },
      { token: owner.token },
    );
    expect(issued.status).toBe(200);
    const apiKey = String(issued.body.api_key);
    expect(apiKey).toMatch(new RegExp(`^trzpk_${companyId}_`));
    expect(issued.body.key).toMatchObject({
      partner_id: "libeo",
      scopes: ["company:read"],
      revoked_at: null,
    });
    // Only its hash is kept.
    const [row] = await server.services.db
      .select()
      .from(partnerApiKeys)
      .where(and(eq(partnerApiKeys.companyId, companyId), eq(partnerApiKeys.partnerName, "libeo")));
    expect(row?.keyHash).not.toContain(apiKey.slice(-43));
    const listed = await callApi(
      server,
      "getPartnerIntegrationDetails",
      { companyId },
      { token: owner.token },
    );
    expect(JSON.stringify(listed.body)).not.toContain(apiKey);

    // The key reads its company…
    const read = await callApi(server, "getCategoryTree", { companyId }, { token: apiKey });
    expect(read.status).toBe(200);
    // …not another company of the same owner, and it may not write with company:read.
    expect(
      (await callApi(server, "getCategoryTree", { companyId: otherCompanyId }, { token: apiKey })).status,
    ).toBe(403);
    const write = await callApi(server, "addNewCategory", { companyId, name: "Ventes" }, { token: apiKey });
    expect(write.status).toBe(403);
    expect(write.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
    // A key of the right shape that was never issued is refused.
    const forged = `trzpk_${companyId}_${"A".repeat(43)}`;
    expect((await callApi(server, "getCategoryTree", { companyId }, { token: forged })).status).toBe(401);

    const revoked = await callApi(
      server,
      "partnerRevokeApiKey",
      { companyId, api_key_id: issued.body.key && (issued.body.key as { id: number }).id },
      { token: owner.token },
    );
    expect(revoked.status).toBe(200);
    const afterRevoke = await callApi(server, "getCategoryTree", { companyId }, { token: apiKey });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.error).toBe("invalid_token");
    // A second revocation finds no live key.
    const twice = await callApi(
      server,
      "partnerRevokeApiKey",
      { companyId, api_key_id: (issued.body.key as { id: number }).id },
      { token: owner.token },
    );
    expect(twice.status).toBe(404);
    const audited = await server.services.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, companyId));
    expect(audited.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["partner_api_key_issued", "partner_api_key_revoked"]),
    );
  });

  it("refuses keys to a member without the owner level", async () => {
    const member = await createTestUser(server);
    const { addTestMember } = await import("../../testing/apiTestClient");
    await addTestMember(server, companyId, member.id, { basic_info: true });
    const refused = await callApi(
      server,
      "partnerAuthenticate",
      { companyId, partner_id: "libeo" },
      { token: member.token },
    );
    expect(refused.status).toBe(403);
  });
});

import { CALL_NAMES, type CallDefinition, contract } from "@trezo/api";
import { gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema";
import { type BankingScene, okBody, startBankingScene } from "../features/banking/bankingTestScene";
import { createTestUser, type TestUser } from "../testing/apiTestClient";

// Deletions, exports and administrator setters are recorded in the audit log by the generic layer
// (the contract entry's `audit`): who, which call, which company, when.

/** Entries whose handler records its own, more specific audit line (with the same who, what, where). */
const AUDITED_BY_HANDLER = [
  "deleteCompany",
  "removeUser",
  "deletePermissionGroup",
  "setUserActiveState",
  "setCompanyActiveState",
  "adminGetUserToken",
  // OAuth applications and partner integrations (issue 23): oauth_client_registered/_revoked and
  // partner_integration_deleted, in the same transaction as the change.
  "registerOAuthClient",
  "revokeOAuthClient",
  "deletePartnerIntegration",
];
/** Deletions that remove no company data (a dismissed rule suggestion). */
const NOT_A_DELETION = ["deleteSuggestion"];

let scene: BankingScene;
let admin: TestUser;

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true, transactions_info: true });
  admin = await createTestUser(scene.server, { role: "SuperAdmin" });
});
afterAll(async () => {
  await scene.stop();
});

async function auditRowsSince(id: number) {
  return scene.server.services.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);
}
async function lastAuditId(): Promise<number> {
  const rows = await scene.server.services.db.select({ id: auditLog.id }).from(auditLog);
  return Math.max(0, ...rows.map((row) => row.id));
}

describe("audit of deletions, exports and admin setters", () => {
  it("declares every deletion, export and admin setter of the contract as audited", () => {
    const entries = CALL_NAMES.map((name) => [name, contract[name] as CallDefinition] as const);
    const unaudited = entries.filter(([name, entry]) => {
      const deletion = /^(delete|remove)/.test(name) || entry.method === "DELETE";
      const exported = /^(export|download)/.test(name) && !/Template$/.test(name);
      const adminSetter = entry.access.kind === "admin" && !/^(get|list)/.test(name);
      const adminOnCompany = /^set(MaxCategoryDepth|MaxConnections|DefaultCurrency)$/.test(name);
      return (
        (deletion || exported || adminSetter || adminOnCompany) &&
        entry.audit === null &&
        !AUDITED_BY_HANDLER.includes(name) &&
        !NOT_A_DELETION.includes(name)
      );
    });
    expect(unaudited.map(([name]) => name)).toEqual([]);
    expect(contract.deleteConnection.audit).toBe("deletion");
    expect(contract.downloadTransactions.audit).toBe("export");
    expect(contract.setMaxConnections.audit).toBe("adminSetting");
  });

  it("refuses to delete a connection or an account to a member holding the transactions flag, and writes nothing", async () => {
    const accountId = await scene.createAccount("Compte membre");
    const before = await lastAuditId();
    const { banks } = okBody<{ banks: Array<{ id: number; accounts: Array<{ id: number }> }> }>(
      await scene.call("getBanksAndAccountsList"),
    );
    const bank = banks.find((candidate) => candidate.accounts.some((account) => account.id === accountId));
    expect((await scene.call("deleteAccount", { account_id: accountId }, scene.member)).status).toBe(403);
    expect((await scene.call("deleteConnection", { bank_id: bank?.id }, scene.member)).status).toBe(403);
    expect(await auditRowsSince(before)).toEqual([]);
  });

  it("records who deleted an account and a connection, in which company, when", async () => {
    const accountId = await scene.createAccount("Compte à supprimer");
    const otherAccountId = await scene.createAccount("Banque à supprimer");
    const { banks } = okBody<{ banks: Array<{ id: number; accounts: Array<{ id: number }> }> }>(
      await scene.call("getBanksAndAccountsList"),
    );
    const bankId = banks.find((bank) => bank.accounts.some((account) => account.id === otherAccountId))?.id;
    const before = await lastAuditId();
    const startedAt = new Date(Date.now() - 1000);
    okBody(await scene.call("deleteAccount", { account_id: accountId }));
    okBody(await scene.call("deleteConnection", { bank_id: bankId }));
    const rows = await auditRowsSince(before);
    expect(rows.map((row) => [row.action, row.actorUserId, row.companyId, row.details])).toEqual([
      [
        "deletion",
        scene.owner.id,
        scene.companyId,
        { call: "deleteAccount", input: { companyId: scene.companyId, account_id: accountId } },
      ],
      [
        "deletion",
        scene.owner.id,
        scene.companyId,
        { call: "deleteConnection", input: { companyId: scene.companyId, bank_id: bankId } },
      ],
    ]);
    for (const row of rows) expect(row.at.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
  });

  it("records an export, and nothing for a refused call", async () => {
    const before = await lastAuditId();
    okBody(await scene.call("downloadTransactions", { format: "csv" }));
    expect((await scene.call("downloadTransactions", { format: "csv" }, scene.outsider)).status).toBe(403);
    const rows = await auditRowsSince(before);
    expect(
      rows.map((row) => [row.action, row.actorUserId, row.companyId, (row.details as { call: string }).call]),
    ).toEqual([["export", scene.owner.id, scene.companyId, "downloadTransactions"]]);
  });

  it("records admin setters with the company or the user they change, never free text", async () => {
    const before = await lastAuditId();
    okBody(await scene.call("setMaxConnections", { maxConnections: 7 }, admin));
    okBody(await scene.call("setSalesVisibility", { userId: scene.member.id, salesVisibility: true }, admin));
    okBody(
      await scene.call(
        "addInAppMessage",
        { body: "Maintenance ce soir", routes: [], is_active: false },
        admin,
      ),
    );
    const rows = await auditRowsSince(before);
    expect(
      rows.map((row) => [row.action, row.actorUserId, row.companyId, row.subjectUserId, row.details]),
    ).toEqual([
      [
        "admin_setting",
        admin.id,
        scene.companyId,
        null,
        { call: "setMaxConnections", input: { companyId: scene.companyId, maxConnections: 7 } },
      ],
      [
        "admin_setting",
        admin.id,
        null,
        scene.member.id,
        { call: "setSalesVisibility", input: { userId: scene.member.id, salesVisibility: true } },
      ],
      [
        "admin_setting",
        admin.id,
        null,
        null,
        { call: "addInAppMessage", input: { routes: [], is_active: false } },
      ],
    ]);
  });
});

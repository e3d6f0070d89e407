import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { type BankingScene, okBody, startBankingScene } from "./bankingTestScene";

let scene: BankingScene;

beforeAll(async () => {
  scene = await startBankingScene();
});
afterAll(async () => {
  await scene.stop();
});

interface Bank {
  id: number;
  status: string;
  provider_code: string;
  action_required: boolean;
  archived: boolean;
  custom_name: string | null;
  accounts: Array<{
    id: number;
    currency: string;
    pinned: boolean;
    bic: string | null;
    custom_name: string | null;
  }>;
}

describe("connections and accounts", () => {
  it("adds a manual connection that starts working, and accounts in EUR unless told", async () => {
    const { bank } = okBody<{ bank: Bank }>(
      await scene.call("addManualConnection", { name: "Crédit Agricole" }),
    );
    expect(bank).toMatchObject({
      status: "working",
      provider_code: "active",
      action_required: false,
      type: "manual",
    });
    const eur = okBody<{ account: Bank["accounts"][number] }>(
      await scene.call("addManualAccount", {
        bank_id: bank.id,
        name: "Compte courant",
        balance_cents: 125_000,
      }),
    );
    expect(eur.account).toMatchObject({ currency: "EUR", balance_cents: 125_000, pinned: false });
    const usd = okBody<{ account: Bank["accounts"][number] }>(
      await scene.call("addManualAccount", { bank_id: bank.id, name: "USD", currency: "USD" }),
    );
    expect(usd.account.currency).toBe("USD");

    okBody(await scene.call("updateConnectionName", { bank_id: bank.id, name: "CA Pro" }));
    okBody(await scene.call("updateAccountName", { account_id: eur.account.id, name: "Principal" }));
    expect(
      okBody(
        await scene.call("pinAccounts", { bank_id: bank.id, account_ids: [eur.account.id], pinned: true }),
      ),
    ).toEqual({ updated: 1 });
    const patched = await scene.call("updateAccountBic", {
      id: scene.companyId,
      accountId: usd.account.id,
      bic: "agrifrpp",
    });
    expect(okBody<{ account: { bic: string } }>(patched).account.bic).toBe("AGRIFRPP");
    expect(
      (await scene.call("updateAccountBic", { id: scene.companyId, accountId: usd.account.id, bic: "nope" }))
        .status,
    ).toBe(400);

    const { banks } = okBody<{ banks: Bank[] }>(await scene.call("getBanksAndAccountsList"));
    const listed = banks.find((candidate) => candidate.id === bank.id);
    expect(listed?.custom_name).toBe("CA Pro");
    expect(listed?.accounts.map((account) => [account.custom_name, account.pinned, account.bic])).toEqual([
      ["Principal", true, null],
      [null, false, "AGRIFRPP"],
    ]);

    okBody(await scene.call("deleteAccount", { account_id: usd.account.id }));
    const after = okBody<{ banks: Bank[] }>(await scene.call("getBanksAndAccountsList"));
    expect(after.banks.find((candidate) => candidate.id === bank.id)?.accounts).toHaveLength(1);
  });

  it("enforces maxConnections with max_connections_reached; archiving frees a slot", async () => {
    await scene.server.services.db
      .update(companies)
      .set({ maxConnections: 2 })
      .where(eq(companies.id, scene.companyId));
    const { banks } = okBody<{ banks: Bank[] }>(await scene.call("getBanksAndAccountsList"));
    const active = banks.filter((bank) => !bank.archived).length;
    for (let i = active; i < 2; i++) okBody(await scene.call("addManualConnection", { name: `Banque ${i}` }));
    const refused = await scene.call("addManualConnection", { name: "Une de trop" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("max_connections_reached");
    expect(String(refused.body.message)).toContain("Prenez rendez-vous");

    const first = (await scene.call("getBanksAndAccountsList")).body.banks as Bank[];
    okBody(await scene.call("archiveConnection", { id: scene.companyId, connectionId: first[0]?.id }));
    expect((await scene.call("addManualConnection", { name: "Après archivage" })).status).toBe(200);
  });

  it("deletes a connection with its accounts; a failed delete says the spec's words", async () => {
    await scene.server.services.db
      .update(companies)
      .set({ maxConnections: 50 })
      .where(eq(companies.id, scene.companyId));
    const { bank } = okBody<{ bank: Bank }>(await scene.call("addManualConnection", { name: "À supprimer" }));
    okBody(await scene.call("addManualAccount", { bank_id: bank.id, name: "Compte" }));
    okBody(await scene.call("deleteConnection", { bank_id: bank.id }));
    const { banks } = okBody<{ banks: Bank[] }>(await scene.call("getBanksAndAccountsList"));
    expect(banks.some((candidate) => candidate.id === bank.id)).toBe(false);

    const again = await scene.call("deleteConnection", { bank_id: bank.id });
    expect(again.body).toEqual({
      error: "bank_delete_failed",
      message: "Votre banque n'a pas pu être supprimée...",
      status_code: 400,
    });
  });

  it("keeps each company's banks to itself and needs transactions_info to change them", async () => {
    const { bank } = okBody<{ bank: Bank }>(await scene.call("addManualConnection", { name: "Privée" }));
    // The outsider names the owner's bank from their own company: unknown there.
    const foreign = await scene.call(
      "updateConnectionName",
      { companyId: scene.otherCompanyId, bank_id: bank.id, name: "Piratée" },
      scene.outsider,
    );
    expect(foreign.status).toBe(404);
    expect((await scene.call("getBanksAndAccountsList", {}, scene.outsider)).status).toBe(403);
    expect((await scene.call("getBanksAndAccountsList", {}, null)).status).toBe(401);
    // A member with basic_info only may read the list, not change it.
    expect((await scene.call("getBanksAndAccountsList", {}, scene.member)).status).toBe(200);
    expect((await scene.call("addManualConnection", { name: "Non" }, scene.member)).status).toBe(403);
  });
});

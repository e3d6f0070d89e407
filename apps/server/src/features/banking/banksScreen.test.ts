import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { callApi } from "../../testing/apiTestClient";
import { type BankingScene, okBody, startBankingScene } from "./bankingTestScene";

/**
 * The calls of the banks-and-accounts screen (issue 14): a bank with its first account in one call,
 * every account in one list, the BIC rule, and the refusals that change nothing (bad input, another
 * company's ids, the plan's maxConnections).
 */
let scene: BankingScene;

beforeAll(async () => {
  scene = await startBankingScene();
  await setMaxConnections(scene.companyId, 20);
});
afterAll(async () => {
  await scene.stop();
});

interface Account {
  id: number;
  bank_id: number;
  name: string;
  custom_name: string | null;
  balance_cents: number;
  currency: string;
  iban: string | null;
  bic: string | null;
  pinned: boolean;
}
interface Bank {
  id: number;
  name: string;
  custom_name: string | null;
  type: string;
  status: string;
  archived: boolean;
  accounts: Account[];
}

async function setMaxConnections(companyId: number, value: number) {
  await scene.server.services.db
    .update(companies)
    .set({ maxConnections: value })
    .where(eq(companies.id, companyId));
}

async function banksOf(as = scene.owner, companyId = scene.companyId): Promise<Bank[]> {
  return okBody<{ banks: Bank[] }>(await scene.call("getBanksAndAccountsList", { companyId }, as)).banks;
}

async function addBank(name: string, account: Record<string, unknown> = { name: "Compte courant" }) {
  return okBody<{ bank: Bank }>(await scene.call("addManualBankWithAccount", { name, account })).bank;
}

describe("a bank with its first account in one call", () => {
  it("creates the manual connection and its account together, the IBAN and BIC in their stored form", async () => {
    const bank = await addBank("Crédit Mutuel", {
      name: "Compte pro",
      currency: "USD",
      balance_cents: 250_000,
      iban: "fr76 3000 6000 0112 3456 7890 189",
      bic: "cmci frpp",
    });
    expect(bank).toMatchObject({ name: "Crédit Mutuel", type: "manual", status: "working", archived: false });
    expect(bank.accounts).toHaveLength(1);
    expect(bank.accounts[0]).toMatchObject({
      bank_id: bank.id,
      name: "Compte pro",
      currency: "USD",
      balance_cents: 250_000,
      iban: "FR7630006000011234567890189",
      bic: "CMCIFRPP",
    });
    const listed = (await banksOf()).find((candidate) => candidate.id === bank.id);
    expect(listed?.accounts.map((account) => account.id)).toEqual([bank.accounts[0]?.id]);
  });

  it("refuses a bad BIC with a localised message and creates neither the bank nor the account", async () => {
    const before = await banksOf();
    const french = await scene.call("addManualBankWithAccount", {
      name: "Banque au BIC faux",
      account: { name: "Compte", bic: "PAS-UN-BIC" },
    });
    expect(french.status).toBe(400);
    expect(french.body.error).toBe("invalid_bic");
    expect(french.body.message).toContain("Ce BIC n'est pas valide");
    const english = await callApi(
      scene.server,
      "addManualBankWithAccount",
      { companyId: scene.companyId, name: "Bank", account: { name: "Account", bic: "NOPE" } },
      { token: scene.owner.token, headers: { "accept-language": "en-GB" } },
    );
    expect(english.status).toBe(400);
    expect(english.body.message).toContain("This BIC is not valid");
    expect(await banksOf()).toEqual(before);
  });

  it("refuses an empty bank or account name with the localised input error, changing nothing", async () => {
    const before = await banksOf();
    const noBank = await scene.call("addManualBankWithAccount", { name: "  ", account: { name: "Compte" } });
    expect(noBank.status).toBe(400);
    expect(noBank.body.message).toBe("Veuillez vérifier votre saisie");
    const noAccount = await scene.call("addManualBankWithAccount", { name: "Banque", account: { name: "" } });
    expect(noAccount.status).toBe(400);
    expect(await banksOf()).toEqual(before);
  });

  it("at maxConnections refuses with max_connections_reached and adds nothing; archiving frees a slot", async () => {
    const valid = (await banksOf()).filter((bank) => !bank.archived);
    await setMaxConnections(scene.companyId, valid.length);
    try {
      const before = await banksOf();
      const refused = await scene.call("addManualBankWithAccount", {
        name: "Une de trop",
        account: { name: "Compte" },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("max_connections_reached");
      expect(String(refused.body.message)).toContain("Prenez rendez-vous");
      expect(await banksOf()).toEqual(before);

      okBody(await scene.call("archiveConnection", { id: scene.companyId, connectionId: valid[0]?.id }));
      const added = await addBank("Après archivage");
      expect(added.accounts).toHaveLength(1);
    } finally {
      await setMaxConnections(scene.companyId, 20);
    }
  });

  it("needs transactions_info: a basic_info member and another company's user are refused", async () => {
    const before = await banksOf();
    const input = { name: "Non", account: { name: "Compte" } };
    expect((await scene.call("addManualBankWithAccount", input, scene.member)).status).toBe(403);
    expect((await scene.call("addManualBankWithAccount", input, scene.outsider)).status).toBe(403);
    expect((await scene.call("addManualBankWithAccount", input, null)).status).toBe(401);
    expect(await banksOf()).toEqual(before);
  });
});

describe("every account of the company", () => {
  it("lists each account with its bank's displayed name, and only the company's own", async () => {
    const bank = await addBank("BNP Paribas", { name: "Compte épargne" });
    okBody(await scene.call("updateConnectionName", { bank_id: bank.id, name: "BNP Pro" }));
    const outsiderBank = okBody<{ bank: Bank }>(
      await scene.call(
        "addManualBankWithAccount",
        { companyId: scene.otherCompanyId, name: "Banque voisine", account: { name: "Secret" } },
        scene.outsider,
      ),
    ).bank;

    const { accounts } = okBody<{ accounts: Array<Account & { bank_name: string; bank_archived: boolean }> }>(
      await scene.call("getBankAccounts"),
    );
    expect(accounts.find((account) => account.bank_id === bank.id)).toMatchObject({
      name: "Compte épargne",
      bank_name: "BNP Pro",
      bank_archived: false,
    });
    expect(accounts.some((account) => account.bank_id === outsiderBank.id)).toBe(false);
    // A basic_info member reads it (the dashboard shows the accounts); the outsider may not.
    expect((await scene.call("getBankAccounts", {}, scene.member)).status).toBe(200);
    expect((await scene.call("getBankAccounts", {}, scene.outsider)).status).toBe(403);
  });
});

describe("the BIC of an account", () => {
  it("stores a valid BIC upper case, refuses another text with the localised invalid_bic, clears with null", async () => {
    const bank = await addBank("Société Générale", { name: "Compte", bic: "SOGEFRPP" });
    const accountId = bank.accounts[0]?.id;
    const patch = (bic: string | null, headers?: Record<string, string>) =>
      callApi(
        scene.server,
        "updateAccountBic",
        { id: scene.companyId, accountId, bic },
        { token: scene.owner.token, ...(headers ? { headers } : {}) },
      );
    expect(okBody<{ account: Account }>(await patch("sogefrpp xxx")).account.bic).toBe("SOGEFRPPXXX");

    const refused = await patch("SOGE", { "accept-language": "de-DE" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("invalid_bic");
    expect(refused.body.message).toContain("Dieser BIC ist ungültig");
    const kept = (await banksOf()).find((candidate) => candidate.id === bank.id)?.accounts[0];
    expect(kept?.bic).toBe("SOGEFRPPXXX");

    expect(okBody<{ account: Account }>(await patch(null)).account.bic).toBeNull();
  });
});

describe("another company's ids", () => {
  it("are refused for every change of the screen, and nothing of the owner's banks changes", async () => {
    const bank = await addBank("Banque privée", { name: "Compte privé" });
    const accountId = bank.accounts[0]?.id;
    const before = await banksOf();
    const as = scene.outsider;
    const companyId = scene.otherCompanyId;
    const attempts = [
      await scene.call("updateConnectionName", { companyId, bank_id: bank.id, name: "Piratée" }, as),
      await scene.call("updateAccountName", { companyId, account_id: accountId, name: "Piraté" }, as),
      await scene.call(
        "pinAccounts",
        { companyId, bank_id: bank.id, account_ids: [accountId], pinned: true },
        as,
      ),
      await scene.call("updateAccountBic", { id: companyId, accountId, bic: "AGRIFRPP" }, as),
      await scene.call("archiveConnection", { id: companyId, connectionId: bank.id }, as),
      await scene.call("deleteAccount", { companyId, account_id: accountId }, as),
      await scene.call("deleteConnection", { companyId, bank_id: bank.id }, as),
      await scene.call("addManualAccount", { companyId, bank_id: bank.id, name: "Intrus" }, as),
    ];
    for (const attempt of attempts)
      expect(attempt.status, JSON.stringify(attempt.body)).toBeGreaterThanOrEqual(400);
    expect(await banksOf()).toEqual(before);
    // Naming the owner's company directly is refused by the access layer.
    const direct = await scene.call("updateConnectionName", { bank_id: bank.id, name: "Piratée" }, as);
    expect(direct.status).toBe(403);
    expect(await banksOf()).toEqual(before);
  });

  it("deleting a connection another tab already deleted answers the spec's notice", async () => {
    const bank = await addBank("Deux onglets", { name: "Compte" });
    okBody(await scene.call("deleteConnection", { bank_id: bank.id }));
    const second = await scene.call("deleteConnection", { bank_id: bank.id });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe("Votre banque n'a pas pu être supprimée...");
  });

  it("refuses an empty new name with the localised input error and keeps the old one", async () => {
    const bank = await addBank("Nom gardé", { name: "Compte gardé" });
    const connection = await scene.call("updateConnectionName", { bank_id: bank.id, name: " " });
    expect(connection.status).toBe(400);
    expect(connection.body.message).toBe("Veuillez vérifier votre saisie");
    const account = await scene.call("updateAccountName", { account_id: bank.accounts[0]?.id, name: "" });
    expect(account.status).toBe(400);
    const kept = (await banksOf()).find((candidate) => candidate.id === bank.id);
    expect(kept?.custom_name).toBeNull();
    expect(kept?.accounts[0]?.custom_name).toBeNull();
  });
});

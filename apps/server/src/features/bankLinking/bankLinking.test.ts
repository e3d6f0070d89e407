import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, bankConnections, companies, transactions } from "../../db/schema";
import { bankAggregatorUsers, bankLinkSessions } from "../../db/tables/bankLinks";
import { runOnceInPeriod } from "../../jobs/scheduler";
import { sandboxCredentials } from "../../sandbox/bank/sandboxSettings";
import { callApi, createTestCompany, createTestUser } from "../../testing/apiTestClient";
import type { AggregatorTransaction } from "./aggregator";
import { type BankLinkingScene, startBankLinkingScene, submitConnectPage } from "./bankLinkingTestScene";
import { LINK_SESSION_TTL_MS } from "./bankLinkQueries";
import { accessTokenOf } from "./bankSync";
import { bridgeSignature } from "./bridgeAdapter";
import { linkSessionCleanUp } from "./linkSessionCleanUp";

let scene: BankLinkingScene;

beforeAll(async () => {
  scene = await startBankLinkingScene();
});
afterAll(async () => {
  await scene.stop();
});

interface State {
  status: string;
  provider_code: string;
  action_required_ais: boolean;
  ais_description: string | null;
  ais_short_message: string | null;
}
interface Bank {
  id: number;
  type: string;
  aggregator: string | null;
  status: string;
  state: State;
  last_update: string | null;
  accounts: Array<{ id: number; balance_cents: number }>;
}

async function banks(): Promise<Bank[]> {
  return (await scene.call("getBanksAndAccountsList")).body.banks as Bank[];
}
async function bankOf(id: number): Promise<Bank> {
  const bank = (await banks()).find((candidate) => candidate.id === id);
  if (!bank) throw new Error(`no bank ${id}`);
  return bank;
}

/** Every line of the connection's accounts as the sandbox's feed shows it now (a fresh snapshot). */
async function snapshot(bankId: number): Promise<Map<string, AggregatorTransaction>> {
  const { services } = scene.server;
  const adapter = services.banks.preferred;
  if (!adapter) throw new Error("no aggregator");
  const token = await accessTokenOf(
    (work) => services.database.exclusive(() => work(services.db)),
    services.banks,
    adapter,
    scene.companyId,
  );
  const accounts = await services.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, scene.companyId), eq(bankAccounts.connectionId, bankId)));
  const lines = new Map<string, AggregatorTransaction>();
  for (const account of accounts)
    for await (const page of adapter.transactionPages(token, account.providerAccountId ?? "", null))
      for (const line of page) lines.set(line.id, line);
  return lines;
}

/** The connection's transactions in Trezo, by the aggregator's id. */
async function stored(bankId: number) {
  const rows = await scene.server.services.db
    .select({
      providerId: transactions.providerTransactionId,
      amountCents: transactions.amountCents,
      label: transactions.label,
      date: transactions.bookedOn,
    })
    .from(transactions)
    .innerJoin(
      bankAccounts,
      and(eq(bankAccounts.companyId, transactions.companyId), eq(bankAccounts.id, transactions.accountId)),
    )
    .where(and(eq(transactions.companyId, scene.companyId), eq(bankAccounts.connectionId, bankId)));
  return rows;
}

/** Trezo holds exactly the feed: each line once, as it stands. */
async function expectSameAsFeed(bankId: number) {
  const feed = await snapshot(bankId);
  const rows = await stored(bankId);
  expect(rows.length).toBe(feed.size);
  for (const row of rows) {
    const line = feed.get(row.providerId ?? "");
    expect(line, `line ${row.providerId}`).toBeDefined();
    expect(Number(row.amountCents)).toBe(line?.amountCents);
    expect(row.label).toBe(line?.label);
    expect(row.date).toBe(line?.date);
  }
}

describe("aggregators and banks", () => {
  it("names the sandbox aggregator when Bridge is not configured, and its demo banks", async () => {
    const aggregators = await scene.call("getAllBankAggregators");
    expect(aggregators.body).toEqual({
      aggregators: [{ name: "sandbox", label: "Banque de démonstration (bac à sable)", sandbox: true }],
    });
    const all = await scene.call("getBanksAndAggreagtors");
    expect(all.status).toBe(200);
    expect((all.body.banks as Array<{ name: string }>).map((bank) => bank.name)).toEqual([
      "Banque Exemple Pro",
      "Caisse Bac-à-sable",
      "Crédit Démo",
    ]);
    const found = await scene.call("getBanksAndAggreagtors", { search: "démo" });
    expect(found.body.banks).toEqual([
      { id: "9001", name: "Crédit Démo", country_code: "FR", logo_url: null, aggregator: "sandbox" },
    ]);
  });
});

describe("connecting a bank and its first synchronisation", () => {
  it("links the bank through the hosted page, then the first sync brings exactly the feed", async () => {
    const { bankId, status } = await scene.connect({ bank: "9001" });
    // Syncing until its first synchronisation (the sandbox's webhook may have started one already).
    expect(["syncing", "working"]).toContain(status);
    let bank = await bankOf(bankId);
    expect(bank).toMatchObject({ type: "aggregator", aggregator: "sandbox" });
    expect(bank.accounts).toHaveLength(2);

    const started = await scene.call("getDataAfterSuccess", { bank_id: bankId });
    expect(started.status).toBe(200);
    const jobId = started.body.jobId as string;
    const job = await scene.job(jobId);
    expect(job.status).toBe("done");
    expect(job.result?.added).toBeGreaterThan(50);
    expect(job.result).toMatchObject({ connections: 1, accounts: 2, deleted: 0, needing_attention: 0 });
    const finished = await scene.call("isGetDataAfterSuccessFinish", { jobId });
    expect(finished.body).toMatchObject({ finished: true, status: "done", progress: 100 });
    await expectSameAsFeed(bankId);

    bank = await bankOf(bankId);
    expect(bank.state).toEqual({
      status: "working",
      provider_code: "active",
      action_required_ais: false,
      ais_description: null,
      ais_short_message: null,
    });
    expect(bank.last_update).not.toBeNull();
    // The balances are the bank's (the aggregator's), not a sum Trezo makes.
    expect(bank.accounts.every((account) => account.balance_cents !== 0)).toBe(true);

    // A second sync the same day changes nothing.
    const again = await scene.job(
      (await scene.call("getBankTransactions", { bank_id: bankId })).body.jobId as string,
    );
    expect(again.result).toMatchObject({ added: 0, updated: 0, deleted: 0 });
  });

  it("refuses a state used twice, unknown, or brought back by another user", async () => {
    const started = await scene.call("getRedirectUrl", { bank: "9002" });
    const { url, state } = started.body as { url: string; state: string };
    const back = await submitConnectPage(url, { action: "connect", provider_id: "9002", mode: "none" });
    const itemId = back.searchParams.get("item_id");
    expect(back.searchParams.get("context")).toBe(state);
    expect(back.pathname).toBe("/callback");
    const stranger = await createTestUser(scene.server);
    const theirs = await createTestCompany(scene.server, stranger.id);
    const foreign = await callApi(
      scene.server,
      "getProviderToken",
      { companyId: theirs, state, item_id: itemId, success: "true" },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(400);
    const first = await scene.call("getProviderToken", { state, item_id: itemId, success: "true" });
    expect(first.status).toBe(200);
    const second = await scene.call("getProviderToken", { state, item_id: itemId, success: "true" });
    expect(second.status).toBe(400);
    expect(second.body.error).toBe("bank_link_failed");
    const unknown = await scene.call("getProviderToken", { state: "not-a-state", item_id: itemId });
    expect(unknown.body.error).toBe("bank_link_failed");
    // The user left the page: nothing is linked.
    const left = await scene.call("getRedirectUrl", { bank: "9002" });
    const quit = await submitConnectPage(left.body.url as string, { action: "quit" });
    expect(quit.searchParams.get("success")).toBe("false");
    const refused = await scene.call("getProviderToken", {
      state: left.body.state,
      success: quit.searchParams.get("success"),
    });
    expect(refused.body.error).toBe("bank_link_failed");
    await scene.call("deleteConnection", { bank_id: first.body.bank_id });
  });

  it("forgets abandoned and used connect sessions once they expire, once per period across instances", async () => {
    const { db, database } = scene.server.services;
    const abandoned = (await scene.call("getRedirectUrl", { bank: "9002" })).body.state as string;
    const recent = (await scene.call("getRedirectUrl", { bank: "9002" })).body.state as string;
    const sessionsOf = async () =>
      (
        await db
          .select({ id: bankLinkSessions.id })
          .from(bankLinkSessions)
          .where(eq(bankLinkSessions.companyId, scene.companyId))
      ).map((row) => row.id);
    await db
      .update(bankLinkSessions)
      .set({ createdAt: new Date(Date.now() - LINK_SESSION_TTL_MS - 60_000) })
      .where(and(eq(bankLinkSessions.companyId, scene.companyId), eq(bankLinkSessions.id, abandoned)));
    // A far period of its own, that the server's timer never claims.
    const now = Date.now() + 1000 * LINK_SESSION_TTL_MS;
    expect(await runOnceInPeriod(database, linkSessionCleanUp, now)).toBe(true);
    const left = await sessionsOf();
    expect(left).toContain(recent);
    expect(left).not.toContain(abandoned);
    // Another instance in the same period runs nothing.
    expect(await runOnceInPeriod(database, linkSessionCleanUp, now + 1000)).toBe(false);
    const gone = await scene.call("getProviderToken", { state: abandoned, item_id: "1", success: "true" });
    expect(gone.body.error).toBe("bank_link_failed");
  });

  it("keeps the user's token encrypted at rest, never in clear", async () => {
    const [row] = await scene.server.services.db
      .select()
      .from(bankAggregatorUsers)
      .where(eq(bankAggregatorUsers.companyId, scene.companyId));
    expect(row?.encryptedToken).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const plain = scene.server.services.banks.cipher.decrypt(row?.encryptedToken ?? "");
    expect(plain).toBeTruthy();
    expect(row?.encryptedToken).not.toContain(plain ?? "");
  });
});

describe("incremental synchronisation", () => {
  it("brings the next days' lines, the changes and the deletions: Trezo still holds exactly the feed", async () => {
    const { bankId } = await scene.connect({ bank: "9002", historyDays: 5, perDay: 100 });
    const first = await scene.job(
      (await scene.call("getDataAfterSuccess", { bank_id: bankId })).body.jobId as string,
    );
    expect(first.result?.added).toBeGreaterThan(400);
    await expectSameAsFeed(bankId);

    await scene.control("clock", { advance_days: 3 });
    const next = await scene.job(
      (await scene.call("getBankTransactions", { bank_id: bankId })).body.jobId as string,
    );
    expect(next.status).toBe("done");
    expect(next.result?.added).toBeGreaterThanOrEqual(200);
    // Card payments "en cours" booked with their final label and amount; lines the bank cancelled.
    expect(next.result?.updated).toBeGreaterThan(0);
    expect(next.result?.deleted).toBeGreaterThan(0);
    await expectSameAsFeed(bankId);

    // loadTransactions synchronises every linked connection of the company.
    await scene.control("clock", { advance_days: 1 });
    const all = await scene.job((await scene.call("loadTransactions")).body.jobId as string);
    expect(all.status).toBe("done");
    expect(all.result?.connections).toBeGreaterThanOrEqual(2);
    await expectSameAsFeed(bankId);
  }, 60_000);

  it("links a feed line to the same line typed or imported before, and never counts it twice", async () => {
    const { bankId } = await scene.connect({ bank: "9003" });
    const feed = [...(await snapshot(bankId)).values()].filter((line) => line.currency === "EUR").slice(0, 5);
    const [account] = (await bankOf(bankId)).accounts;
    const eurAccountRows = await scene.server.services.db
      .select({ id: bankAccounts.id, providerAccountId: bankAccounts.providerAccountId })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.companyId, scene.companyId), eq(bankAccounts.connectionId, bankId)));
    const eurAccount = eurAccountRows.find((row) => row.providerAccountId === feed[0]?.accountId) ?? account;
    const typed = await scene.call("addManualTransactions", {
      accountId: eurAccount?.id,
      transactions: feed.map((line) => ({
        date: line.date,
        label: line.label,
        amount_cents: line.amountCents,
      })),
    });
    expect(typed.status).toBe(200);
    const sync = await scene.job(
      (await scene.call("getDataAfterSuccess", { bank_id: bankId })).body.jobId as string,
    );
    expect(sync.result?.linked).toBe(5);
    await expectSameAsFeed(bankId);
    // The same lines typed again after the feed brought them: already there.
    const again = await scene.call("addManualTransactions", {
      accountId: eurAccount?.id,
      transactions: feed.map((line) => ({
        date: line.date,
        label: line.label,
        amount_cents: line.amountCents,
      })),
    });
    expect(again.status).toBe(200);
    await expectSameAsFeed(bankId);
  });
});

describe("connections that need the user, or whose bank is down", () => {
  it("strong authentication to renew: the state says so in words, getModifyUrl repairs it", async () => {
    const { bankId, itemId } = await scene.connect({ bank: "9001" });
    await scene.control(`items/${itemId}/fail`, { mode: "sca_required" });
    const sync = await scene.job(
      (await scene.call("getBankTransactions", { bank_id: bankId })).body.jobId as string,
    );
    expect(sync.result).toMatchObject({ needing_attention: 1, added: 0 });
    const bank = await bankOf(bankId);
    expect(bank.state).toMatchObject({
      status: "action_required",
      provider_code: "sca_required",
      action_required_ais: true,
      ais_short_message: "Authentification à renouveler",
    });
    expect(bank.state.ais_description).toContain("180 jours");

    const modify = await scene.call("getModifyUrl", { bank_id: bankId });
    expect(modify.status).toBe(200);
    const back = await submitConnectPage(modify.body.url as string, { action: "connect", mode: "none" });
    expect(back.searchParams.get("item_id")).toBe(itemId);
    const repaired = await scene.call("getProviderToken", {
      state: back.searchParams.get("context"),
      item_id: itemId,
      success: back.searchParams.get("success"),
    });
    expect(repaired.body).toMatchObject({ bank_id: bankId, status: "working" });
    const done = await scene.call("completeBridgeSync", { bank_id: bankId });
    expect(done.status).toBe(200);
    expect(done.body.state).toMatchObject({ status: "working", action_required_ais: false });
    expect(done.body.result).toMatchObject({ connections: 1, needing_attention: 0 });
    await expectSameAsFeed(bankId);
  });

  it("bank down and wrong credentials: update_banking_data reads the states; the bank down asks nothing", async () => {
    const { bankId, itemId } = await scene.connect({ bank: "9002" });
    await scene.control(`items/${itemId}/fail`, { mode: "bank_down" });
    const read = await scene.call("update_banking_data");
    expect(read.status).toBe(200);
    expect(read.body.needing_attention).toBeGreaterThanOrEqual(1);
    expect((await bankOf(bankId)).state).toMatchObject({
      status: "bank_unavailable",
      provider_code: "bank_unavailable",
      action_required_ais: false,
      ais_short_message: "Banque indisponible",
    });
    const english = await callApi(
      scene.server,
      "getBanksAndAccountsList",
      { companyId: scene.companyId },
      { token: scene.owner.token, headers: { "accept-language": "en-GB" } },
    );
    const shown = (english.body.banks as Bank[]).find((bank) => bank.id === bankId);
    expect(shown?.state.ais_short_message).toBe("Bank unavailable");

    await scene.control(`items/${itemId}/fail`, { mode: "wrong_credentials" });
    await scene.call("update_banking_data");
    expect((await bankOf(bankId)).state).toMatchObject({
      status: "action_required",
      provider_code: "wrong_credentials",
      action_required_ais: true,
    });
    await scene.control(`items/${itemId}/fail`, { mode: "none" });
  });
});

describe("webhooks", () => {
  const url = () => `${scene.server.url}/api/v2/webhooks/bank/sandbox`;

  it("refuses a webhook without a good signature, and changes nothing", async () => {
    const body = JSON.stringify({
      type: "item.refreshed",
      content: { item_id: 1, status: 1010 },
      timestamp: 1,
    });
    const unsigned = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(url(), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "BridgeApi-Signature": `v1=${bridgeSignature("wrong", body)}`,
      },
      body,
    });
    expect(forged.status).toBe(401);
    // Signed, then altered: refused too.
    const signature = bridgeSignature(sandboxCredentials().webhookSecret, body);
    const altered = await fetch(url(), {
      method: "POST",
      headers: { "content-type": "application/json", "BridgeApi-Signature": `v1=${signature}` },
      body: body.replace("1010", "0"),
    });
    expect(altered.status).toBe(401);
    const unknown = await fetch(`${scene.server.url}/api/v2/webhooks/bank/nobody`, { method: "POST", body });
    expect(unknown.status).toBe(404);
  });

  it("a signed webhook from the aggregator updates the state and starts a synchronisation", async () => {
    const { bankId, itemId } = await scene.connect({ bank: "9001" });
    await scene.control(`items/${itemId}/fail`, { mode: "sca_required" });
    const sent = await scene.control(`items/${itemId}/webhook`);
    expect(sent.delivered).toBe(true);
    expect((await bankOf(bankId)).state.provider_code).toBe("sca_required");
    await scene.control(`items/${itemId}/fail`, { mode: "none" });
    expect((await scene.control(`items/${itemId}/webhook`)).delivered).toBe(true);
    for (let attempt = 0; attempt < 100; attempt++) {
      const bank = await bankOf(bankId);
      if (bank.state.status === "working" && bank.last_update) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const bank = await bankOf(bankId);
    expect(bank.state.status).toBe("working");
    await expectSameAsFeed(bankId);
  });
});

describe("accounts, unsync and refusals", () => {
  it("finds an account by its code at the aggregator", async () => {
    const [account] = await scene.server.services.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.companyId, scene.companyId), isNotNull(bankAccounts.providerAccountId)));
    const found = await scene.call("getBankAccount", { code: account?.providerAccountId });
    expect(found.status).toBe(200);
    expect(found.body.account).toMatchObject({ id: account?.id, code: account?.providerAccountId });
    expect((await scene.call("getBankAccount", { code: "999999" })).status).toBe(404);
  });

  it("unsyncs a connection: the aggregator forgets it, Trezo keeps its history as a manual bank", async () => {
    const { bankId, itemId } = await scene.connect({ bank: "9002" });
    await scene.job((await scene.call("getDataAfterSuccess", { bank_id: bankId })).body.jobId as string);
    const before = (await stored(bankId)).length;
    const wrong = await scene.call("unsyncBankConnection", { bank_id: bankId, aggregatorName: "bridge" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("aggregator_mismatch");
    const done = await scene.call("unsyncBankConnection", { bank_id: bankId, aggregatorName: "sandbox" });
    expect(done.status).toBe(200);
    const bank = await bankOf(bankId);
    expect(bank).toMatchObject({ type: "manual", status: "unsynced" });
    expect(bank.state.ais_short_message).toBe("Synchronisation arrêtée");
    expect((await stored(bankId)).length).toBe(before);
    const state = await (await fetch(`${scene.sandbox.url}/sandbox/control/state`)).json();
    expect((state as { items: Array<{ id: number }> }).items.map((item) => String(item.id))).not.toContain(
      itemId,
    );
    // No longer linked: no sync, no repair.
    expect((await scene.call("getBankTransactions", { bank_id: bankId })).body.error).toBe(
      "not_a_linked_connection",
    );
    expect((await scene.call("getModifyUrl", { bank_id: bankId })).body.error).toBe(
      "not_a_linked_connection",
    );
  });

  it("refuses another company's connection, and a new link over the company's maxConnections", async () => {
    const stranger = await createTestUser(scene.server);
    const theirs = await createTestCompany(scene.server, stranger.id);
    const [mine] = await scene.server.services.db
      .select({ id: bankConnections.id })
      .from(bankConnections)
      .where(and(eq(bankConnections.companyId, scene.companyId), isNotNull(bankConnections.providerItemId)));
    const foreign = await callApi(
      scene.server,
      "getBankTransactions",
      { companyId: theirs, bank_id: mine?.id },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);
    await scene.server.services.db
      .update(companies)
      .set({ maxConnections: 1 })
      .where(eq(companies.id, theirs));
    await callApi(
      scene.server,
      "addManualConnection",
      { companyId: theirs, name: "Manuelle" },
      { token: stranger.token },
    );
    const full = await callApi(
      scene.server,
      "getRedirectUrl",
      { companyId: theirs },
      { token: stranger.token },
    );
    expect(full.status).toBe(409);
    expect(full.body.error).toBe("max_connections_reached");
  });
});

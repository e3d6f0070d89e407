import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, bankConnections, categories, transactions } from "../../db/schema";
import { cashFlowSeries, forecastSettings } from "../../db/tables/forecast";
import { invoices } from "../../db/tables/invoices";
import { baseScenarioOf } from "../../forecast/baseScenario";
import { companyToday } from "../../forecast/companyToday";
import { shiftMonths } from "../../forecast/dashboardWindow";
import { runOnceInPeriod } from "../../jobs/scheduler";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  outboxMails,
  type TestUser,
} from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { okBody } from "../banking/bankingTestScene";
import { weeklyPortfolioDigest } from "./weeklyDigest";

/** getPortfolio over HTTP: the firm's clients in one read, their figures, alerts, permissions and isolation. */
let server: TestServer;
let owner: TestUser;
let staff: TestUser;
let firmId: number;
let clientA: number;
let clientB: number;
let otherFirmClient: number;

interface Portfolio {
  figures: boolean;
  totals: { cashTodayCents: number; endOfHorizonCents: number } | null;
  clients: Array<{
    id: number;
    name: string;
    collaborators: string[];
    banks: Array<{ name: string; stale: boolean }>;
    uncategorisedCount: number;
    unmatchedInvoiceCount: number;
    figures: {
      cashTodayCents: number;
      endOfHorizonCents: number;
      firstMonthBelowThreshold: string | null;
      runwayMonths: number | null;
    } | null;
    alerts: string[];
  }>;
}

async function portfolioOf(user: TestUser, companyId = firmId) {
  return callApi(server, "getPortfolio", { companyId }, { token: user.token });
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.services;
  owner = await createTestUser(server);
  staff = await createTestUser(server);
  firmId = await createTestCompany(server, owner.id, { isCpa: true, name: "Cabinet Portefeuille" });
  clientA = await createTestCompany(server, owner.id, { parentId: firmId, name: "Alpha SARL" });
  clientB = await createTestCompany(server, owner.id, { parentId: firmId, name: "Bêta SAS" });
  const otherOwner = await createTestUser(server);
  const otherFirm = await createTestCompany(server, otherOwner.id, { isCpa: true });
  otherFirmClient = await createTestCompany(server, otherOwner.id, { parentId: otherFirm, name: "Ailleurs" });
  // The staff member sees the console, not the figures, and is assigned to Bêta only.
  await addTestMember(server, firmId, staff.id, { cpap_view_admin_console: true });
  await addTestMember(server, clientB, staff.id, {});

  const today = companyToday();
  const [connection] = await db
    .insert(bankConnections)
    .values({ companyId: clientA, name: "Banque Alpha", lastUpdate: new Date(Date.now() - 30 * 86_400_000) })
    .returning();
  if (!connection) throw new Error("no connection");
  const [account] = await db
    .insert(bankAccounts)
    .values({ companyId: clientA, connectionId: connection.id, name: "Courant", balanceCents: 300_000n })
    .returning();
  if (!account) throw new Error("no account");
  // 60 uncategorised lines two months ago: −1 800 € net, a burn of 600 € a month over three months.
  await db.insert(transactions).values(
    Array.from({ length: 60 }, (_, index) => ({
      companyId: clientA,
      accountId: account.id,
      bookedOn: shiftMonths(`${today.slice(0, 7)}-01`, -2),
      amountCents: -3_000n,
      label: `Ligne ${index}`,
    })),
  );
  const [category] = await db
    .insert(categories)
    .values({ companyId: clientA, name: "Loyer", direction: "expense" })
    .returning();
  if (!category) throw new Error("no category");
  const base = await baseScenarioOf(db, clientA);
  await db.insert(cashFlowSeries).values({
    companyId: clientA,
    scenarioId: base.id,
    categoryId: category.id,
    amountCents: -100_000n,
    frequency: "monthly",
    startOn: shiftMonths(`${today.slice(0, 7)}-01`, 1),
  });
  await db.insert(forecastSettings).values({ companyId: clientA, thresholdCents: 50_000n });
  await db.insert(invoices).values({
    companyId: clientA,
    kind: "customer",
    number: "F-1",
    counterpartyName: "Client",
    normalizedCounterparty: "CLIENT",
    counterpartyKey: "CLIENT",
    amountExclTaxCents: 10_000,
    vatCents: 2_000,
    amountInclTaxCents: 12_000,
    issueDate: today,
    dueDate: today,
    status: "open",
  });
}, 120_000);

afterAll(async () => {
  await stopTestServer(server);
});

describe("getPortfolio", () => {
  it("lists every client of the firm with banks, backlog, figures and alerts, and no other firm's", async () => {
    const body = okBody<Portfolio>(await portfolioOf(owner));
    expect(body.clients.map((client) => client.id)).toEqual([clientA, clientB]);
    expect(body.clients.map((client) => client.id)).not.toContain(otherFirmClient);
    const alpha = body.clients[0];
    expect(alpha).toMatchObject({
      name: "Alpha SARL",
      banks: [{ name: "Banque Alpha", stale: true }],
      uncategorisedCount: 60,
      unmatchedInvoiceCount: 1,
      collaborators: ["Camille Martin"],
    });
    // 3 000 € today, 1 000 € of rent a month from next month: under 500 € three months from now.
    expect(alpha?.figures?.cashTodayCents).toBe(300_000);
    expect(alpha?.figures?.endOfHorizonCents).toBe(300_000 - 11 * 100_000);
    expect(alpha?.figures?.firstMonthBelowThreshold).toBe(shiftMonths(`${companyToday().slice(0, 7)}-01`, 3));
    expect(alpha?.figures?.runwayMonths).toBe(5);
    expect(alpha?.alerts).toEqual(["staleBanks", "toCategorise"]);
    expect(body.totals).toEqual({ cashTodayCents: 300_000, endOfHorizonCents: 300_000 - 11 * 100_000 });
  });

  it("shows a collaborator without the aggregated-data permission only their clients, without figures", async () => {
    const body = okBody<Portfolio>(await portfolioOf(staff));
    expect(body.figures).toBe(false);
    expect(body.totals).toBeNull();
    expect(body.clients.map((client) => client.id)).toEqual([clientB]);
    expect(body.clients[0]?.figures).toBeNull();
  });

  it("refuses another firm's console", async () => {
    const stranger = await createTestUser(server);
    const result = await portfolioOf(stranger);
    expect(result.status).toBe(403);
  });
});

describe("the weekly digest", () => {
  it("mails each collaborator the alerts of their clients, in their language, once a week across instances", async () => {
    const task = weeklyPortfolioDigest({
      mailer: server.services.mailer,
      publicUrl: "https://trezo.example",
    });
    const before = outboxMails(server.dataDir).length;
    const now = Date.UTC(2030, 0, 7);
    expect(await runOnceInPeriod(server.services.database, task, now)).toBe(true);
    expect(await runOnceInPeriod(server.services.database, task, now + 3_600_000)).toBe(false);
    const mails = outboxMails(server.dataDir).slice(before);
    const toOwner = mails.filter((mail) => mail.includes(`To: ${owner.email}`));
    expect(toOwner).toHaveLength(1);
    const text = (toOwner[0] ?? "").replace(/=\r?\n/g, "");
    expect(text).toContain("Alpha SARL");
    expect(text).toContain("https://trezo.example/console");
    expect(text).not.toContain("Bêta SAS");
    // The staff member's only client raises no alert: no mail.
    expect(mails.some((mail) => mail.includes(`To: ${staff.email}`))).toBe(false);
  });
});

describe("setPortfolioAlertSettings", () => {
  it("lets the firm's owner set the alert thresholds that the console and the digest use", async () => {
    const set = (user: TestUser, input: Record<string, number>) =>
      callApi(server, "setPortfolioAlertSettings", { companyId: firmId, ...input }, { token: user.token });
    const wanted = { thresholdWithinWeeks: 20, staleBankDays: 60, toCategoriseAtLeast: 100 };
    // Refused: a collaborator below the owner level, values out of range; nothing changes.
    expect((await set(staff, wanted)).status).toBe(403);
    expect((await set(owner, { ...wanted, thresholdWithinWeeks: 0 })).body).toMatchObject({
      error: "invalid_input",
      status_code: 400,
    });
    expect((await set(owner, { ...wanted, staleBankDays: 2.5 })).status).toBe(400);
    expect(okBody<Portfolio & { alertSettings: unknown }>(await portfolioOf(owner)).alertSettings).toEqual({
      thresholdWithinWeeks: 8,
      staleBankDays: 7,
      toCategoriseAtLeast: 50,
    });

    expect((await set(owner, wanted)).body).toEqual(wanted);
    const body = okBody<Portfolio & { alertSettings: unknown }>(await portfolioOf(owner));
    expect(body.alertSettings).toEqual(wanted);
    // Under 500 € three months from now (within 20 weeks); the bank is 30 days old (< 60); 60 lines (< 100).
    const alpha = body.clients.find((client) => client.id === clientA);
    expect(alpha?.alerts).toEqual(["belowThreshold"]);
    expect(alpha?.banks).toMatchObject([{ stale: false }]);

    const task = weeklyPortfolioDigest({
      mailer: server.services.mailer,
      publicUrl: "https://trezo.example",
    });
    const before = outboxMails(server.dataDir).length;
    expect(await runOnceInPeriod(server.services.database, task, Date.UTC(2030, 1, 4))).toBe(true);
    const toOwner = outboxMails(server.dataDir)
      .slice(before)
      .filter((mail) => mail.includes(`To: ${owner.email}`))
      .map((mail) => mail.replace(/=\r?\n/g, ""));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toContain("20 semaines");
    expect(toOwner[0]).not.toContain("60 jours");
  });
});

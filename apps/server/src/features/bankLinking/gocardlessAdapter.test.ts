import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AggregatorRefused, AggregatorUnavailable } from "./aggregator";
import { centsOfDecimal, GoCardlessAdapter, providerCodeOfRequisition } from "./gocardlessAdapter";

/**
 * The GoCardless Bank Account Data adapter against a local server answering the payloads of its public
 * documentation (token, institutions, agreements, requisitions, account details, balances, transactions).
 */

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

const recorded: Recorded[] = [];
let server: Server;
let baseUrl: string;
let failNext: number | null = null;
let tokensGiven = 0;

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

const BOOKED = [
  {
    transactionId: "tx-2",
    bookingDate: "2026-03-03",
    valueDate: "2026-03-03",
    transactionAmount: { amount: "-45.5", currency: "EUR" },
    remittanceInformationUnstructured: "CB CARREFOUR 02/03",
    creditorName: "CARREFOUR",
  },
  {
    internalTransactionId: "int-1",
    bookingDate: "2026-03-01",
    transactionAmount: { amount: "1500.00", currency: "eur" },
    remittanceInformationUnstructuredArray: ["VIR SEPA CLIENT DUPONT", "FACT 2026-014"],
    debtorName: "DUPONT SARL",
  },
  // No id at all: cannot be followed, left out.
  { bookingDate: "2026-03-02", transactionAmount: { amount: "-1.00", currency: "EUR" } },
];
const PENDING = [
  {
    transactionId: "tx-p",
    valueDate: "2026-03-04",
    transactionAmount: { amount: "-12.00", currency: "EUR" },
    remittanceInformationUnstructured: "CB EN COURS",
  },
];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://local");
    const body = await bodyOf(request);
    recorded.push({
      method: request.method ?? "",
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.authorization,
      body,
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    };
    if (failNext !== null) {
      const status = failNext;
      failNext = null;
      return send(status, { summary: "failure", detail: "failure", status_code: status });
    }
    const authorised = request.headers.authorization === "Bearer access-1";
    if (url.pathname === "/api/v2/token/new/") {
      if (body?.secret_id !== "id" || body?.secret_key !== "key")
        return send(401, { summary: "Authentication failed", status_code: 401 });
      tokensGiven++;
      return send(200, { access: "access-1", access_expires: 86400, refresh: "r", refresh_expires: 2592000 });
    }
    if (!authorised) return send(401, { summary: "Invalid token", status_code: 401 });
    if (url.pathname === "/api/v2/institutions/")
      return send(200, [
        {
          id: "CREDIT_DEMO_CDFRFRPP",
          name: "Crédit Démo",
          bic: "CDFRFRPP",
          transaction_total_days: "730",
          countries: ["FR"],
          logo: "https://cdn/logo.png",
        },
        { id: "BANQUE_EX_BEXFFRPP", name: "Banque Exemple", countries: ["FR"], logo: null },
      ]);
    if (url.pathname === "/api/v2/agreements/enduser/")
      return send(201, { id: "agr-1", created: "2026-03-01T00:00:00Z", ...body, accepted: null });
    if (url.pathname === "/api/v2/requisitions/")
      return send(201, {
        id: "req-1",
        status: "CR",
        ...body,
        accounts: [],
        link: "https://ob.gocardless.com/psd2/start/req-1/CREDIT_DEMO_CDFRFRPP",
      });
    if (url.pathname === "/api/v2/requisitions/req-1/") {
      if (request.method === "DELETE") return send(200, { summary: "Requisition deleted", status_code: 200 });
      return send(200, {
        id: "req-1",
        status: "LN",
        institution_id: "CREDIT_DEMO_CDFRFRPP",
        agreement: "agr-1",
        reference: "state",
        accounts: ["acc-1"],
      });
    }
    if (url.pathname === "/api/v2/requisitions/gone/")
      return send(404, { summary: "Not found", status_code: 404 });
    if (url.pathname === "/api/v2/accounts/acc-1/details/")
      return send(200, {
        account: { iban: "FR7612345000010000000000123", currency: "EUR", name: "Compte pro" },
      });
    if (url.pathname === "/api/v2/accounts/acc-1/balances/")
      return send(200, {
        balances: [
          { balanceAmount: { amount: "999.99", currency: "EUR" }, balanceType: "interimAvailable" },
          { balanceAmount: { amount: "1234.56", currency: "EUR" }, balanceType: "closingBooked" },
        ],
      });
    if (url.pathname === "/api/v2/accounts/acc-1/transactions/")
      return send(200, { transactions: { booked: BOOKED, pending: PENDING } });
    return send(404, { summary: "Not found", status_code: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const adapter = () => new GoCardlessAdapter({ baseUrl, secretId: "id", secretKey: "key", pageSize: 2 });

describe("GoCardless Bank Account Data adapter", () => {
  it("lists the banks with the application's token, asked once", async () => {
    const gocardless = adapter();
    const before = tokensGiven;
    const banks = await gocardless.listBanks({ countryCode: "FR", search: "démo" });
    expect(banks).toEqual([
      { id: "CREDIT_DEMO_CDFRFRPP", name: "Crédit Démo", countryCode: "FR", logoUrl: "https://cdn/logo.png" },
    ]);
    await gocardless.listBanks({ countryCode: "FR" });
    expect(tokensGiven - before).toBe(1);
    expect(recorded.find((call) => call.path.startsWith("/api/v2/institutions/"))?.path).toBe(
      "/api/v2/institutions/?country=fr",
    );
  });

  it("starts a connection: an agreement, then a requisition whose link is the consent page", async () => {
    const gocardless = adapter();
    const { token } = await gocardless.authenticate();
    const url = await gocardless.connectUrl(token, {
      callbackUrl: "https://trezo.example/callback",
      state: "state",
      userEmail: "a@b.fr",
      bankId: "CREDIT_DEMO_CDFRFRPP",
    });
    expect(url).toBe("https://ob.gocardless.com/psd2/start/req-1/CREDIT_DEMO_CDFRFRPP");
    const agreement = recorded.find((call) => call.path === "/api/v2/agreements/enduser/");
    expect(agreement?.body).toMatchObject({
      institution_id: "CREDIT_DEMO_CDFRFRPP",
      access_valid_for_days: 180,
      access_scope: ["balances", "details", "transactions"],
    });
    const requisition = recorded.find((call) => call.path === "/api/v2/requisitions/");
    expect(requisition?.body).toEqual({
      redirect: "https://trezo.example/callback",
      institution_id: "CREDIT_DEMO_CDFRFRPP",
      reference: "state",
      agreement: "agr-1",
      user_language: "FR",
    });
    await expect(
      gocardless.connectUrl(token, { callbackUrl: "x", state: "s", userEmail: "e" }),
    ).rejects.toThrow(AggregatorRefused);
  });

  it("reads the requisition's state, its accounts and balances, and its lines in pages", async () => {
    const gocardless = adapter();
    const { token } = await gocardless.authenticate();
    expect(await gocardless.getItem(token, "req-1")).toEqual({
      id: "req-1",
      bankId: "CREDIT_DEMO_CDFRFRPP",
      rawStatus: "LN",
      code: "active",
      authenticationExpiresAt: null,
    });
    expect(await gocardless.listAccounts(token, "req-1")).toEqual([
      {
        id: "acc-1",
        itemId: "req-1",
        name: "Compte pro",
        balanceCents: 123_456,
        currency: "EUR",
        iban: "FR7612345000010000000000123",
      },
    ]);
    const pages: string[][] = [];
    const lines = [];
    for await (const page of gocardless.transactionPages(token, "acc-1", null)) {
      pages.push(page.map((line) => line.id));
      lines.push(...page);
    }
    // Oldest first, two per page; the pending line waits; the line without an id is left out.
    expect(pages).toEqual([["int-1", "tx-2"], ["tx-p"]]);
    expect(lines[0]).toMatchObject({
      date: "2026-03-01",
      amountCents: 150_000,
      currency: "EUR",
      label: "VIR SEPA CLIENT DUPONT FACT 2026-014",
      updatedAt: "2026-03-01T00:00:00.000Z",
      deleted: false,
      future: false,
    });
    expect(lines[1]).toMatchObject({
      amountCents: -4550,
      label: "CB CARREFOUR 02/03",
      cleanLabel: "CARREFOUR",
    });
    expect(lines[2]).toMatchObject({ id: "tx-p", future: true });

    // Since a day read before: asked again from a week earlier (lines booked late).
    for await (const _ of gocardless.transactionPages(token, "acc-1", "2026-03-10T00:00:00.000Z"));
    expect(recorded.at(-1)?.path).toBe("/api/v2/accounts/acc-1/transactions/?date_from=2026-03-03");
  });

  it("maps the failures: the service down, a stale token refused, an item already gone, no webhooks", async () => {
    const gocardless = adapter();
    const { token } = await gocardless.authenticate();
    failNext = 503;
    await expect(gocardless.getItem(token, "req-1")).rejects.toThrow(AggregatorUnavailable);
    await expect(gocardless.getItem("stale", "req-1")).rejects.toMatchObject({ status: 401 });
    await expect(gocardless.deleteItem(token, "gone")).resolves.toBeUndefined();
    await gocardless.deleteItem(token, "req-1");
    expect(recorded.at(-1)).toMatchObject({ method: "DELETE", path: "/api/v2/requisitions/req-1/" });
    expect(gocardless.verifyWebhook()).toBeNull();
    expect(await gocardless.refreshProgress()).toBe("finished");
  });

  it("reads the requisition statuses and decimal amounts as Trezo's", () => {
    expect(["LN", "CR", "UA", "EX", "RJ", "SU", "??"].map(providerCodeOfRequisition)).toEqual([
      "active",
      "sync_in_progress",
      "sync_in_progress",
      "sca_required",
      "wrong_credentials",
      "user_action",
      "error",
    ]);
    expect(["-12.3", "1500.00", "0.05", "+7", "-0.5"].map(centsOfDecimal)).toEqual([
      -1230, 150_000, 5, 700, -50,
    ]);
    expect(() => centsOfDecimal("1,5")).toThrow();
  });
});

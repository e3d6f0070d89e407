import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyToday } from "../../forecast/companyToday";
import { buildSandboxBank } from "../../sandbox/bank/sandboxBank";
import { sandboxCredentials } from "../../sandbox/bank/sandboxSettings";
import { createTestUser } from "../../testing/apiTestClient";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";
import { BridgeAdapter } from "../bankLinking/bridgeAdapter";
import { paymentStatusOf } from "../bankLinking/bridgePayments";

/**
 * Payment initiation through the aggregator adapter (issue 22): the real Bridge adapter talking to the
 * sandbox aggregator, the payer's confirmation on its consent page, the callback and the status check.
 */

interface Order {
  id: number;
  status: string;
  rejection_reason: string | null;
  last_attempt_id: number | null;
}
interface Attempt {
  id: number;
  method: string;
  status: string;
  order_ids: number[];
  total_cents: number;
}

let bank: FastifyInstance;
let bankUrl: string;
let scene: BankingScene;
let accountId: number;

/** The consent page answered as the payer would: where the bank sends the browser back. */
async function answerConsent(url: string, action: "confirm" | "refuse" | "quit"): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Confirmer le paiement");
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

async function draft(name: string, cents: number, iban = "FR1420041010050500013M02606") {
  const { orders } = okBody<{ orders: Order[] }>(
    await scene.call("createTransfer", {
      company_id: scene.companyId,
      orders: [
        {
          debtor_account_id: accountId,
          creditor_name: name,
          creditor_iban: iban,
          amount_cents: cents,
          execution_date: companyToday(),
          remittance: `Facture ${name}`,
        },
      ],
    }),
  );
  return orders[0]?.id ?? 0;
}

const orderOf = async (id: number) =>
  okBody<{ orders: Order[] }>(await scene.call("getTransferOrders", {})).orders.find((one) => one.id === id);

beforeAll(async () => {
  bank = await buildSandboxBank({ ...sandboxCredentials() });
  bankUrl = (await bank.listen({ port: 0, host: "127.0.0.1" })).replace("://0.0.0.0", "://127.0.0.1");
  scene = await startBankingScene(
    { basic_info: true },
    { publicUrl: "https://trezo.example", bank: { sandboxUrl: bankUrl, startSandbox: false } },
  );
  const { bank: connection } = okBody<{ bank: { id: number } }>(
    await scene.call("addManualConnection", { name: "Banque" }),
  );
  accountId = okBody<{ account: { id: number } }>(
    await scene.call("addManualAccount", {
      bank_id: connection.id,
      name: "Compte courant",
      iban: "FR7630006000011234567890189",
      bic: "AGRIFRPP",
    }),
  ).account.id;
});
afterAll(async () => {
  await scene.stop();
  await bank.close();
});

describe("the Bridge adapter's payments against the sandbox aggregator", () => {
  it("maps Bridge's ISO 20022 statuses", () => {
    expect(["CREA", "ACTC", "PDNG", "ACSC", "RJCT", "CANC", "XXXX"].map(paymentStatusOf)).toEqual([
      "created",
      "created",
      "initiated",
      "executed",
      "rejected",
      "rejected",
      "created",
    ]);
  });

  it("creates a payment request, refuses bad credentials and a bad IBAN", async () => {
    const adapter = new BridgeAdapter({
      name: "sandbox",
      sandbox: true,
      baseUrl: bankUrl,
      ...sandboxCredentials(),
    });
    const request = {
      callbackUrl: "https://trezo.example/transfer/callback",
      clientReference: "TRZ-1",
      payerName: "Boulangerie Martin",
      payerReference: "trezo-company-1",
      debtorIban: "FR7630006000011234567890189",
      transactions: [
        {
          endToEndId: "TRZ-E2E-1",
          amountCents: 12_345,
          currency: "EUR",
          label: "Facture F-1",
          beneficiaryName: "Meunerie",
          beneficiaryIban: "FR1420041010050500013M02606",
          executionDate: null,
        },
      ],
    };
    const payment = await adapter.payments.initiate(request);
    expect(payment.consentUrl).toBe(`${bankUrl}/pay/${payment.id}`);
    expect(await adapter.payments.status(payment.id)).toEqual({
      id: payment.id,
      status: "created",
      reason: null,
      transactions: [{ endToEndId: "TRZ-E2E-1", status: "created" }],
    });
    const wrong = new BridgeAdapter({
      name: "sandbox",
      sandbox: true,
      baseUrl: bankUrl,
      ...sandboxCredentials(),
      clientSecret: "nope",
    });
    await expect(wrong.payments.initiate(request)).rejects.toMatchObject({
      name: "AggregatorRefused",
      status: 401,
    });
    const [transaction] = request.transactions;
    await expect(
      adapter.payments.initiate({
        ...request,
        transactions: [{ ...(transaction as (typeof request.transactions)[0]), beneficiaryIban: "XX" }],
      }),
    ).rejects.toMatchObject({ name: "AggregatorRefused", status: 400 });
  });
});

describe("paying through the bank (createTransferOrderAttempt, /transfer/callback, checkTransferOrderAttempt)", () => {
  it("sends two orders, the payer confirms at the bank, the orders stay pending until their bank line", async () => {
    const a = await draft("Meunerie", 50_000);
    const b = await draft("Emballages", 7_500, "DE89370400440532013000");
    const started = okBody<{ attempt: Attempt; redirect_url: string }>(
      await scene.call("createTransferOrderAttempt", { order_ids: [a, b] }),
    );
    expect(started.attempt).toMatchObject({
      method: "initiation",
      status: "pending",
      total_cents: 57_500,
      order_ids: [a, b].sort((x, y) => x - y),
    });
    expect(started.redirect_url.startsWith(`${bankUrl}/pay/`)).toBe(true);
    expect((await orderOf(a))?.status).toBe("pending");
    // Sent already: a second attempt of the same orders is refused.
    expect((await scene.call("createTransferOrderAttempt", { order_ids: [a] })).status).toBe(409);

    const back = await answerConsent(started.redirect_url, "confirm");
    expect(`${back.origin}${back.pathname}`).toBe("https://trezo.example/transfer/callback");
    expect(back.searchParams.get("company")).toBe(String(scene.companyId));
    expect(back.searchParams.get("status")).toBe("success");
    const checked = okBody<{ attempt: Attempt; payment_status: string }>(
      await scene.call("checkTransferOrderAttempt", {
        payment_id: back.searchParams.get("payment_request_id"),
      }),
    );
    expect(checked.payment_status).toBe("initiated");
    expect(checked.attempt).toMatchObject({ id: started.attempt.id, status: "pending" });
    expect((await orderOf(a))?.status).toBe("pending");
    expect((await orderOf(b))?.last_attempt_id).toBe(started.attempt.id);
  });

  it("a payment the bank refuses rejects its orders with the bank's reason, and they can be sent again", async () => {
    const a = await draft("Transports Durand", 20_000);
    const started = okBody<{ attempt: Attempt; redirect_url: string }>(
      await scene.call("createTransferOrderAttempt", { order_ids: [a] }),
    );
    const back = await answerConsent(started.redirect_url, "refuse");
    expect(back.searchParams.get("status")).toBe("abort");
    const checked = okBody<{ attempt: Attempt; payment_status: string }>(
      await scene.call("checkTransferOrderAttempt", { attempt_id: started.attempt.id }),
    );
    expect(checked).toMatchObject({ payment_status: "rejected", attempt: { status: "failed" } });
    expect(await orderOf(a)).toMatchObject({ status: "rejected", rejection_reason: "Refusé par la banque" });
    // Checking again changes nothing more.
    expect((await scene.call("checkTransferOrderAttempt", { attempt_id: started.attempt.id })).status).toBe(
      200,
    );
    // A rejected order goes again, through the bank or in a file.
    const again = await scene.call("createTransferOrderAttempt", { order_ids: [a] });
    expect(again.status).toBe(200);
    expect((await orderOf(a))?.status).toBe("pending");
  });

  it("refuses unknown payments, other companies' payments, and people who may not prepare transfers", async () => {
    expect((await scene.call("checkTransferOrderAttempt", { payment_id: "nope" })).status).toBe(404);
    const a = await draft("Papeterie", 1_000);
    expect((await scene.call("createTransferOrderAttempt", { order_ids: [a] }, scene.member)).status).toBe(
      403,
    );
    const other = await scene.call(
      "checkTransferOrderAttempt",
      { companyId: scene.otherCompanyId, attempt_id: 1 },
      scene.outsider,
    );
    expect(other.status).toBe(404);
    const stranger = await createTestUser(scene.server);
    expect((await scene.call("createTransferOrderAttempt", { order_ids: [a] }, stranger)).status).toBe(403);
    expect((await orderOf(a))?.status).toBe("draft");
  });
});

describe("without an aggregator", () => {
  it("says payment initiation is unavailable and leaves the orders as drafts", async () => {
    const plain = await startBankingScene(
      { basic_info: true },
      { bank: { sandboxUrl: undefined, startSandbox: false } },
    );
    try {
      const { bank: connection } = okBody<{ bank: { id: number } }>(
        await plain.call("addManualConnection", { name: "Banque" }),
      );
      const account = okBody<{ account: { id: number } }>(
        await plain.call("addManualAccount", {
          bank_id: connection.id,
          name: "Compte",
          iban: "FR7630006000011234567890189",
        }),
      ).account.id;
      const { orders } = okBody<{ orders: Order[] }>(
        await plain.call("createTransfer", {
          company_id: plain.companyId,
          orders: [
            {
              debtor_account_id: account,
              creditor_name: "Meunerie",
              creditor_iban: "FR1420041010050500013M02606",
              amount_cents: 1_000,
              execution_date: companyToday(),
            },
          ],
        }),
      );
      const id = orders[0]?.id ?? 0;
      const refused = await plain.call("createTransferOrderAttempt", { order_ids: [id] });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: "initiation_unavailable" });
      expect(String((refused.body as { message: string }).message)).toContain("fichier SEPA");
      const listed = okBody<{ orders: Order[] }>(await plain.call("getTransferOrders", {})).orders;
      expect(listed[0]?.status).toBe("draft");
    } finally {
      await plain.stop();
    }
  });
});

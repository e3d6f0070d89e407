import { epochDayOf, isoDateOfEpochDay } from "@trezo/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companies } from "../../db/schema";
import { companyToday } from "../../forecast/companyToday";
import { addTestMember, createTestUser, type TestUser } from "../../testing/apiTestClient";
import {
  addTestCategory,
  type BankingScene,
  finishedJob,
  okBody,
  startBankingScene,
} from "../banking/bankingTestScene";
import { pain001SchemaProblem } from "./pain001Schema";

/** Transfers and payments over HTTP (issue 22, spec 001 §7.5): the calls, four eyes, settlement. */

interface Order {
  id: number;
  status: string;
  amount_cents: number;
  approval_required: boolean;
  approved_by: { id: number } | null;
  invoice_id: number | null;
  remittance: string;
  creditor_name: string;
  creditor_iban: string;
  settled_transaction_id: number | null;
  last_attempt_id: number | null;
  rejection_reason: string | null;
}
interface Attempt {
  id: number;
  status: string;
  order_ids: number[];
  total_cents: number;
  file: { name: string; xml: string } | null;
}

let scene: BankingScene;
let accountId: number;
let savingsId: number;
let purchasesId: number;
let preparer: TestUser;
let approver: TestUser;
const today = companyToday();
const inDays = (days: number) => isoDateOfEpochDay(epochDayOf(today) + days);
const MEUNERIE_IBAN = "FR1420041010050500013M02606";
const EMBALLAGES_IBAN = "DE89370400440532013000";

async function supplierInvoice(number: string, cents: number, iban: string, name: string) {
  const answer = await scene.call("createInvoice", {
    invoice: {
      kind: "supplier",
      number,
      counterparty_name: name,
      counterparty_iban: iban,
      issue_date: inDays(-5),
      due_date: inDays(75),
      amount_excl_tax_cents: cents,
      vat_cents: 0,
      amount_incl_tax_cents: cents,
      category_id: purchasesId,
    },
  });
  return okBody<{ invoice: { id: number } }>(answer).invoice.id;
}

const orders = async (input: Record<string, unknown> = {}, as: TestUser | null = scene.owner) =>
  okBody<{ orders: Order[]; approval_threshold_cents: number | null }>(
    await scene.call("getTransferOrders", input, as),
  );

/** The base scenario's forecast of the purchases row, period by period (months from this one). */
async function purchasesForecast(): Promise<number[]> {
  const body = okBody<{ scenarios: Array<{ rows: Array<{ id: string; forecast: number[] }> }> }>(
    await scene.call("getDashboardChartData", { from: today, to: inDays(120) }),
  );
  return body.scenarios[0]?.rows.find((row) => row.id === String(purchasesId))?.forecast ?? [];
}

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true });
  const { db } = scene.server.services;
  await db.update(companies).set({ invoicesAllowed: true }).where(eq(companies.id, scene.companyId));
  const { bank } = okBody<{ bank: { id: number } }>(
    await scene.call("addManualConnection", { name: "Banque" }),
  );
  const account = (name: string, iban: string, bic: string) =>
    scene.call("addManualAccount", { bank_id: bank.id, name, iban, bic });
  accountId = okBody<{ account: { id: number } }>(
    await account("Compte courant", "FR7630006000011234567890189", "AGRIFRPP"),
  ).account.id;
  savingsId = okBody<{ account: { id: number } }>(
    await account("Livret", "FR7630004000031234567890143", "BNPAFRPP"),
  ).account.id;
  purchasesId = await addTestCategory(scene, "Achats");
  preparer = await createTestUser(scene.server);
  approver = await createTestUser(scene.server);
  await addTestMember(scene.server, scene.companyId, preparer.id, { prepare_transfers: true });
  await addTestMember(scene.server, scene.companyId, approver.id, {
    prepare_transfers: true,
    approve_transfers: true,
  });
});
afterAll(() => scene.stop());

describe("paying supplier invoices in one batch", () => {
  it("prepares the orders, writes a valid pain.001 file, and the statement settles them and the invoices", async () => {
    const a = await supplierInvoice("FA-2024-101", 123_456, MEUNERIE_IBAN, "Meunerie Générale");
    const b = await supplierInvoice("FA-2024-102", 9_900, EMBALLAGES_IBAN, "Emballages & Co");
    const dueForecast = await purchasesForecast();
    expect(dueForecast.reduce((sum, cents) => sum + cents, 0)).toBe(-133_356);
    expect(dueForecast[0]).toBe(0);

    const created = okBody<{ orders: Order[] }>(
      await scene.call("createTransfer", {
        company_id: scene.companyId,
        orders: [
          { debtor_account_id: accountId, invoice_id: a, execution_date: today },
          { debtor_account_id: accountId, invoice_id: b, execution_date: today },
        ],
      }),
    ).orders;
    expect(created).toHaveLength(2);
    const byInvoice = new Map(created.map((order) => [order.invoice_id, order]));
    expect(byInvoice.get(a)).toMatchObject({
      status: "draft",
      amount_cents: 123_456,
      remittance: "Facture FA-2024-101",
      creditor_name: "Meunerie Generale",
      creditor_iban: MEUNERIE_IBAN,
      approval_required: false,
    });
    expect(byInvoice.get(b)?.creditor_name).toBe("Emballages + Co");
    // Pending transfers: the invoices' payments move to today's period, counted once.
    const pendingForecast = await purchasesForecast();
    expect(pendingForecast[0]).toBe(-133_356);
    expect(pendingForecast.reduce((sum, cents) => sum + cents, 0)).toBe(-133_356);

    // The same invoice cannot be paid twice while its transfer is under way.
    const again = await scene.call("createTransfer", {
      company_id: scene.companyId,
      orders: [{ debtor_account_id: accountId, invoice_id: a, execution_date: today }],
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: "invoice_being_paid" });

    const { attempt } = okBody<{ attempt: Attempt }>(
      await scene.call("createTransferFile", { order_ids: created.map((order) => order.id) }),
    );
    expect(attempt).toMatchObject({ status: "pending", total_cents: 133_356 });
    expect(attempt.file?.name).toMatch(/^virements-TRZ-\d{14}-[0-9A-F]{6}\.xml$/);
    const xml = attempt.file?.xml ?? "";
    expect(pain001SchemaProblem(xml)).toBeNull();
    expect(xml).toContain("<IBAN>FR7630006000011234567890189</IBAN>");
    expect(xml).toContain(`<Dt>${today}</Dt>`);
    expect(xml).toContain("<Ustrd>Facture FA-2024-102</Ustrd>");
    expect(xml).toContain('<InstdAmt Ccy="EUR">1234.56</InstdAmt>');

    const pending = await orders({ status: "pending", account_id: accountId });
    expect(pending.orders.map((order) => order.id).sort()).toEqual(created.map((order) => order.id).sort());
    expect((await orders({ status: "pending", account_id: savingsId })).orders).toEqual([]);
    // A sent order is not sent again.
    const resend = await scene.call("createTransferFile", { order_ids: [created[0]?.id] });
    expect(resend).toMatchObject({ status: 409, body: { error: "transfer_not_sendable" } });

    // The bank statement with the two debits, imported as any statement.
    const [year, month, day] = today.split("-");
    const csv = `Date;Libellé;Montant\r\n${day}/${month}/${year};VIR SEPA MEUNERIE GENERALE;-1234,56\r\n${day}/${month}/${year};VIR SEPA EMBALLAGES + CO;-99,00\r\n`;
    const uploadId = await scene.upload(Buffer.from(csv, "utf8"), {
      purpose: "statement",
      fileName: "releve.csv",
    });
    const started = okBody<{ jobId: string }>(await scene.call("importStatement", { accountId, uploadId }));
    expect((await finishedJob(scene, started.jobId)).status).toBe("done");

    const after = await orders({ account_id: accountId });
    for (const order of after.orders.filter((one) => created.some((c) => c.id === one.id))) {
      expect(order.status).toBe("executed");
      expect(order.settled_transaction_id).not.toBeNull();
    }
    for (const invoiceId of [a, b]) {
      const { invoice } = okBody<{ invoice: { status: string; left_cents: number } }>(
        await scene.call("getInvoice", { invoiceId }),
      );
      expect(invoice).toMatchObject({ status: "paid", left_cents: 0 });
    }
    // Settled: nothing left in the forecast, the money is in the actuals once.
    expect((await purchasesForecast()).every((cents) => cents === 0)).toBe(true);
    const reread = okBody<{ attempt: Attempt }>(
      await scene.call("getTransferAttempt", { attemptId: attempt.id }),
    );
    expect(reread.attempt).toMatchObject({ status: "succeeded", file: { xml } });
  });
});

describe("four eyes", () => {
  it("lets only the owner set the threshold, and an order above it be approved by someone else", async () => {
    const refused = await scene.call("setMakerChecker", { approval_threshold_cents: 100_000 }, approver);
    expect(refused.status).toBe(403);
    okBody(await scene.call("setMakerChecker", { approval_threshold_cents: 100_000 }));
    expect((await orders({}, preparer)).approval_threshold_cents).toBe(100_000);

    const [big, small] = okBody<{ orders: Order[] }>(
      await scene.call(
        "createTransfer",
        {
          company_id: scene.companyId,
          orders: [
            {
              debtor_account_id: accountId,
              creditor_account_id: savingsId,
              amount_cents: 500_000,
              execution_date: inDays(3),
            },
            {
              debtor_account_id: accountId,
              creditor_account_id: savingsId,
              amount_cents: 99_999,
              execution_date: inDays(3),
            },
          ],
        },
        preparer,
      ),
    ).orders.sort((x, y) => y.amount_cents - x.amount_cents);
    expect(big).toMatchObject({ approval_required: true, creditor_name: "Livret" });
    expect(small?.approval_required).toBe(false);

    const early = await scene.call("createTransferFile", { order_ids: [big?.id] }, preparer);
    expect(early).toMatchObject({ status: 409, body: { error: "transfer_approval_missing" } });
    // The preparer holds no approve_transfers flag; the approver may, the preparer's own never.
    expect((await scene.call("approveTransferOrders", { order_ids: [big?.id] }, preparer)).status).toBe(403);
    const mine = okBody<{ orders: Order[] }>(
      await scene.call(
        "createTransfer",
        {
          company_id: scene.companyId,
          orders: [
            {
              debtor_account_id: accountId,
              creditor_account_id: savingsId,
              amount_cents: 200_000,
              execution_date: inDays(3),
            },
          ],
        },
        approver,
      ),
    ).orders[0];
    const selfApproval = await scene.call("approveTransferOrders", { order_ids: [mine?.id] }, approver);
    expect(selfApproval).toMatchObject({ status: 403, body: { error: "transfer_same_person" } });

    const approved = okBody<{ orders: Order[] }>(
      await scene.call("approveTransferOrders", { order_ids: [big?.id] }, approver),
    ).orders[0];
    expect(approved?.approved_by?.id).toBe(approver.id);
    const { attempt } = okBody<{ attempt: Attempt }>(
      await scene.call("createTransferFile", { order_ids: [big?.id, small?.id] }, preparer),
    );
    expect(pain001SchemaProblem(attempt.file?.xml ?? "")).toBeNull();
    expect(attempt.file?.xml).toContain("<IBAN>FR7630004000031234567890143</IBAN>");

    const { db } = scene.server.services;
    const lines = await db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, scene.companyId)));
    expect(lines).toEqual(
      expect.arrayContaining([
        { action: "transfer_threshold_changed", actor: scene.owner.id },
        { action: "transfer_orders_created", actor: preparer.id },
        { action: "transfer_orders_approved", actor: approver.id },
      ]),
    );
    okBody(await scene.call("setMakerChecker", { approval_threshold_cents: null }));
  });
});

describe("an order's life over HTTP", () => {
  const supplierOrder = (overrides: Record<string, unknown> = {}) => ({
    debtor_account_id: accountId,
    creditor_name: "Transports Rapides",
    creditor_iban: "FR76 3000 6000 0112 3456 7890 189",
    amount_cents: 25_000,
    execution_date: inDays(2),
    remittance: "Avoir 12",
    ...overrides,
  });

  it("refuses a bad IBAN, BIC or name with the field at fault, and creates nothing of the batch", async () => {
    const before = (await orders()).orders.length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ creditor_iban: "FR7630006000011234567890188" }, "iban_invalid", "orders.1.creditor_iban"],
      [{ creditor_iban: "BR1800360305000010009795493C1" }, "iban_not_sepa", "orders.1.creditor_iban"],
      [{ creditor_bic: "BNPA" }, "bic_invalid", "orders.1.creditor_bic"],
      [{ creditor_name: "Transports <Rapides>" }, "name_characters", "orders.1.creditor_name"],
      [{ creditor_name: "T".repeat(71) }, "name_too_long", "orders.1.creditor_name"],
      [{ execution_date: inDays(-1) }, "past_date", "orders.1.execution_date"],
      [{ creditor_account_id: accountId }, "same_account", "orders.1.creditor_account_id"],
    ];
    for (const [overrides, code, path] of cases) {
      const answer = await scene.call("createTransfer", {
        company_id: scene.companyId,
        orders: [supplierOrder(), supplierOrder(overrides)],
      });
      expect(answer.status, code).toBe(400);
      expect(answer.body).toMatchObject({ error: code, fields: [expect.objectContaining({ path })] });
    }
    expect((await orders()).orders).toHaveLength(before);
  });

  it("is rejected by the bank, sent again, cancelled, and stays cancelled", async () => {
    const order = okBody<{ orders: Order[] }>(
      await scene.call("createTransfer", { company_id: scene.companyId, orders: [supplierOrder()] }),
    ).orders[0];
    expect(order?.creditor_iban).toBe("FR7630006000011234567890189");
    const id = order?.id ?? 0;
    const early = await scene.call("updateTransferOrderStatus", {
      company_id: scene.companyId,
      order_id: id,
      status: "rejected",
    });
    expect(early).toMatchObject({ status: 409, body: { error: "transfer_not_pending" } });
    okBody(await scene.call("createTransferFile", { order_ids: [id] }));
    const rejected = okBody<{ order: Order }>(
      await scene.call("updateTransferOrderStatus", {
        company_id: scene.companyId,
        order_id: id,
        status: "rejected",
        reason: "Compte clôturé",
      }),
    ).order;
    expect(rejected).toMatchObject({ status: "rejected", rejection_reason: "Compte clôturé" });
    const { attempt } = okBody<{ attempt: Attempt }>(
      await scene.call("createTransferFile", { order_ids: [id] }),
    );
    expect(attempt.order_ids).toEqual([id]);
    // A line of another amount does not settle it.
    const [lineId] = await scene.insertTransactions(accountId, [
      { date: inDays(2), label: "VIR TRANSPORTS", amountCents: -24_999 },
    ]);
    const mismatch = await scene.call("updateTransferOrderStatus", {
      company_id: scene.companyId,
      order_id: id,
      status: "executed",
      transaction_id: lineId,
    });
    expect(mismatch).toMatchObject({ status: 400, body: { error: "line_mismatch" } });

    const cancelled = okBody<{ order: Order }>(
      await scene.call("deleteTransferOrder", { orderId: id }),
    ).order;
    expect(cancelled.status).toBe("cancelled");
    const twice = await scene.call("deleteTransferOrder", { orderId: id });
    expect(twice).toMatchObject({ status: 409, body: { error: "transfer_final" } });
    const { db } = scene.server.services;
    const [audit] = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, scene.companyId), eq(auditLog.action, "transfer_order_cancelled")));
    expect(audit?.details).toMatchObject({ order_id: id, previous_status: "pending", amount_cents: 25_000 });
  });

  it("keeps each company's orders to itself and the members without a transfers flag out", async () => {
    const ours = (await orders()).orders[0];
    expect((await scene.call("getTransferOrders", {}, scene.member)).status).toBe(403);
    const foreign = await scene.call(
      "deleteTransferOrder",
      { companyId: scene.otherCompanyId, orderId: ours?.id },
      scene.outsider,
    );
    expect(foreign.status).toBe(404);
    const attempt = await scene.call(
      "getTransferAttempt",
      { companyId: scene.otherCompanyId, attemptId: ours?.last_attempt_id ?? 1 },
      scene.outsider,
    );
    expect(attempt.status).toBe(404);
  });
});

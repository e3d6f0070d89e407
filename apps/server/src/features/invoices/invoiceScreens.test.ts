import { epochDayOf, isoDateOfEpochDay } from "@trezo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { companyToday } from "../../forecast/companyToday";
import { createTestCompany } from "../../testing/apiTestClient";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

let scene: BankingScene;
let accountId: number;
const today = companyToday();
const inDays = (days: number) => isoDateOfEpochDay(epochDayOf(today) + days);

interface Ets {
  id: number;
  amount_cents: number;
  matched_cents: number;
  expected_date: string;
}
interface InvoiceDetail {
  id: number;
  ets: Ets[];
}

async function createInvoice(overrides: Record<string, unknown>): Promise<InvoiceDetail> {
  const invoice = {
    kind: "customer",
    number: "FA-1",
    counterparty_name: "Dupont SARL",
    issue_date: inDays(-60),
    due_date: inDays(-45),
    amount_excl_tax_cents: 100_000,
    vat_cents: 20_000,
    amount_incl_tax_cents: 120_000,
    ...overrides,
  };
  return okBody<{ invoice: InvoiceDetail }>(await scene.call("createInvoice", { invoice })).invoice;
}

async function setModules(companyId: number, invoicesAllowed: boolean) {
  await scene.server.services.db
    .update(companies)
    .set({ invoicesAllowed, checksAllowed: true })
    .where(eq(companies.id, companyId));
}

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true, transactions_info: true });
  await setModules(scene.companyId, true);
  accountId = await scene.createAccount();
});
afterAll(async () => {
  await scene.stop();
});

describe("getInvoicesAgeing", () => {
  it("sums what is left per counterparty and bucket, the largest late amounts first", async () => {
    await createInvoice({ number: "A-1", counterparty_name: "Dupont SARL", due_date: inDays(-45) });
    await createInvoice({ number: "A-2", counterparty_name: "DUPONT sarl", due_date: inDays(10) });
    await createInvoice({
      number: "A-3",
      counterparty_name: "Martin",
      issue_date: inDays(-120),
      due_date: inDays(-100),
      amount_excl_tax_cents: 10_000,
      vat_cents: 2_000,
      amount_incl_tax_cents: 12_000,
    });
    await createInvoice({
      number: "S-1",
      kind: "supplier",
      counterparty_name: "Loueur",
      due_date: inDays(-5),
    });
    await createInvoice({ number: "D-1", counterparty_name: "Brouillon", status: "draft" });
    const body = okBody<{
      counterparties: Array<Record<string, number | string>>;
      has_more: boolean;
    }>(await scene.call("getInvoicesAgeing", { kind: "customer" }));
    expect(body.has_more).toBe(false);
    expect(body.counterparties).toEqual([
      {
        counterparty: "DUPONT sarl",
        count: 2,
        not_due: 120_000,
        days_1_30: 0,
        days_31_60: 120_000,
        days_61_90: 0,
        over_90: 0,
        total: 240_000,
      },
      {
        counterparty: "Martin",
        count: 1,
        not_due: 0,
        days_1_30: 0,
        days_31_60: 0,
        days_61_90: 0,
        over_90: 12_000,
        total: 12_000,
      },
    ]);
    const suppliers = okBody<{ counterparties: Array<Record<string, number | string>> }>(
      await scene.call("getInvoicesAgeing", { kind: "supplier", limit: 1 }),
    );
    expect(suppliers.counterparties).toEqual([
      expect.objectContaining({ counterparty: "Loueur", days_1_30: -120_000, total: -120_000 }),
    ]);
  });

  it("is refused with the invoices module off", async () => {
    await setModules(scene.companyId, false);
    const refused = await scene.call("getInvoicesAgeing", { kind: "customer" });
    expect([refused.status, refused.body.error]).toEqual([403, "module_disabled"]);
    await setModules(scene.companyId, true);
  });
});

describe("setInvoiceInstalments", () => {
  it("replaces the instalments when they add up to the total, in one transaction", async () => {
    const invoice = await createInvoice({ number: "I-1", due_date: inDays(30) });
    const [only] = invoice.ets;
    const saved = okBody<{ ets: Ets[] }>(
      await scene.call("setInvoiceInstalments", {
        invoiceId: invoice.id,
        instalments: [
          { id: only?.id, amount_cents: 40_000, expected_date: inDays(30) },
          { id: null, amount_cents: 80_000, expected_date: inDays(60) },
        ],
      }),
    );
    expect(saved.ets.map((one) => [one.amount_cents, one.expected_date])).toEqual([
      [40_000, inDays(30)],
      [80_000, inDays(60)],
    ]);
    expect(saved.ets[0]?.id).toBe(only?.id);
  });

  it("refuses instalments that do not add up to the total and changes nothing", async () => {
    const invoice = await createInvoice({ number: "I-2", due_date: inDays(30) });
    const refused = await scene.call("setInvoiceInstalments", {
      invoiceId: invoice.id,
      instalments: [
        { id: invoice.ets[0]?.id, amount_cents: 40_000, expected_date: inDays(30) },
        { id: null, amount_cents: 70_000, expected_date: inDays(60) },
      ],
    });
    expect([refused.status, refused.body.error]).toEqual([400, "sum_mismatch"]);
    expect(String(refused.body.message)).toBe(
      "Les échéances doivent totaliser le montant de la facture, au centime près.",
    );
    const after = okBody<{ ets: Ets[] }>(await scene.call("getETSByInvoiceId", { invoiceId: invoice.id }));
    expect(after.ets.map((one) => one.amount_cents)).toEqual([120_000]);
  });

  it("keeps a paid instalment: removing it is refused", async () => {
    const invoice = await createInvoice({ number: "I-3", due_date: inDays(30) });
    const etsId = invoice.ets[0]?.id;
    const [transactionId] = await scene.insertTransactions(accountId, [
      { date: today, label: "VIR DUPONT I-3", amountCents: 20_000 },
    ]);
    expect((await scene.call("attachTransactionToETS", { etsId, transactionId })).status).toBe(200);
    const refused = await scene.call("setInvoiceInstalments", {
      invoiceId: invoice.id,
      instalments: [{ id: null, amount_cents: 120_000, expected_date: inDays(30) }],
    });
    expect([refused.status, refused.body.error]).toEqual([409, "below_matched"]);
  });

  it("answers 404 for another company's invoice", async () => {
    const invoice = await createInvoice({ number: "I-4" });
    const theirs = await createTestCompany(scene.server, scene.outsider.id);
    await setModules(theirs, true);
    const result = await scene.call(
      "setInvoiceInstalments",
      {
        companyId: theirs,
        invoiceId: invoice.id,
        instalments: [{ id: invoice.ets[0]?.id, amount_cents: 120_000, expected_date: inDays(5) }],
      },
      scene.outsider,
    );
    expect(result.status).toBe(404);
    const after = okBody<{ ets: Ets[] }>(await scene.call("getETSByInvoiceId", { invoiceId: invoice.id }));
    expect(after.ets[0]?.expected_date).not.toBe(inDays(5));
  });
});

import { epochDayOf, isoDateOfEpochDay } from "@trezo/domain";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companies } from "../../db/schema";
import { companyToday } from "../../forecast/companyToday";
import { createTestCompany } from "../../testing/apiTestClient";
import { type BankingScene, finishedJob, okBody, startBankingScene } from "../banking/bankingTestScene";

let scene: BankingScene;
let accountId: number;
let salesId: number;
let rentId: number;
const today = companyToday();
const inDays = (days: number) => isoDateOfEpochDay(epochDayOf(today) + days);

interface Ets {
  id: number;
  amount_cents: number;
  matched_cents: number;
  left_cents: number;
  expected_date: string;
  forecast_date: string;
  late: boolean;
}
interface InvoiceDetail {
  category_id: number | null;
  category_source: string | null;
  id: number;
  status: string;
  paid_cents: number;
  left_cents: number;
  late: boolean;
  days_late: number;
  ets: Ets[];
  matches: Array<{ transaction_id: number; amount_cents: number; source: string }>;
  document: { file_name: string } | null;
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  kind: "customer",
  number: "FA-2026-0042",
  counterparty_name: "Dupont SARL",
  issue_date: inDays(-10),
  due_date: inDays(40),
  amount_excl_tax_cents: 100_000,
  vat_cents: 20_000,
  amount_incl_tax_cents: 120_000,
  ...overrides,
});

async function createInvoice(overrides: Record<string, unknown> = {}): Promise<InvoiceDetail> {
  return okBody<{ invoice: InvoiceDetail }>(await scene.call("createInvoice", { invoice: draft(overrides) }))
    .invoice;
}

async function getInvoice(id: number): Promise<InvoiceDetail> {
  return okBody<{ invoice: InvoiceDetail }>(await scene.call("getInvoice", { invoiceId: id })).invoice;
}

async function setModules(companyId: number, invoicesAllowed: boolean, checksAllowed: boolean) {
  await scene.server.services.db
    .update(companies)
    .set({ invoicesAllowed, checksAllowed })
    .where(eq(companies.id, companyId));
}

/** The forecast of a category's row summed over the periods shown (base scenario). */
async function forecastOf(categoryId: number, from: string, to: string): Promise<number> {
  const body = okBody<{
    scenarios: Array<{ rows: Array<{ id: string; forecast: number[] }> }>;
  }>(await scene.call("getDashboardChartData", { from, to }));
  const row = body.scenarios[0]?.rows.find((one) => one.id === String(categoryId));
  return (row?.forecast ?? []).reduce((sum, cents) => sum + cents, 0);
}

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true, transactions_info: true });
  await setModules(scene.companyId, true, true);
  accountId = await scene.createAccount();
  const category = async (name: string, direction: "income" | "expense") =>
    okBody<{ category: { id: number } }>(
      await scene.call("addNewCategory", { name, parentId: null, direction }),
    ).category.id;
  salesId = await category("Ventes", "income");
  rentId = await category("Loyer", "expense");
});
afterAll(async () => {
  await scene.stop();
});

describe("access to invoices and checks", () => {
  it("refuses the calls when the company's module is off, and to a member without invoices_page_access", async () => {
    await setModules(scene.companyId, false, false);
    const refused = await scene.call("listInvoices", {});
    expect([refused.status, refused.body.error]).toEqual([403, "module_disabled"]);
    expect(String(refused.body.message)).toBe("Le module Factures n'est pas activé pour cette société.");
    const checks = await scene.call("listBankChecks", {});
    expect([checks.status, checks.body.error]).toEqual([403, "module_disabled"]);
    await setModules(scene.companyId, true, false);
    expect((await scene.call("listInvoices", {})).status).toBe(200);
    expect((await scene.call("listBankChecks", {})).status).toBe(403);
    await setModules(scene.companyId, true, true);
    const member = await scene.call("listInvoices", {}, scene.member);
    expect([member.status, member.body.error]).toEqual([403, "forbidden"]);
  });

  it("keeps each company's invoices to itself", async () => {
    const invoice = await createInvoice({ number: "ISO-1" });
    const outsider = await scene.call("getInvoice", { invoiceId: invoice.id }, scene.outsider);
    expect(outsider.status).toBe(403);
    // The outsider's own company, with the other company's invoice id: not found, nothing changes.
    const theirs = await createTestCompany(scene.server, scene.outsider.id);
    await setModules(theirs, true, true);
    for (const name of ["getInvoice", "deleteInvoice", "getETSByInvoiceId"] as const) {
      const result = await scene.call(name, { companyId: theirs, invoiceId: invoice.id }, scene.outsider);
      expect(result.status).toBe(404);
    }
    const [ours] = await scene.insertTransactions(accountId, [
      { date: today, label: "VIR ISO", amountCents: 120_000 },
    ]);
    const attach = await scene.call(
      "attachTransactionToETS",
      { companyId: theirs, etsId: invoice.ets[0]?.id, transactionId: ours },
      scene.outsider,
    );
    expect(attach.status).toBe(404);
    const moved = await scene.call(
      "setInvoicesCategory",
      { companyId: theirs, invoiceIds: [invoice.id], categoryId: null },
      scene.outsider,
    );
    expect(okBody(moved)).toEqual({ updated: 0 });
    expect((await getInvoice(invoice.id)).status).toBe("open");
  });
});

describe("invoices", () => {
  it("creates an invoice with one ETS for its total, refuses a duplicate and amounts that do not add up", async () => {
    const invoice = await createInvoice({ number: "FA-1", category_id: salesId });
    expect(invoice).toMatchObject({ status: "open", paid_cents: 0, left_cents: 120_000, late: false });
    expect(invoice.ets).toHaveLength(1);
    expect(invoice.ets[0]).toMatchObject({
      amount_cents: 120_000,
      left_cents: 120_000,
      expected_date: inDays(40),
    });
    const duplicate = await scene.call("createInvoice", {
      invoice: draft({ number: "FA-1", counterparty_name: "DUPONT sarl" }),
    });
    expect([duplicate.status, duplicate.body.error]).toEqual([409, "duplicate_invoice"]);
    const wrong = await scene.call("createInvoice", { invoice: draft({ number: "FA-2", vat_cents: 1 }) });
    expect([wrong.status, wrong.body.error]).toEqual([400, "amounts_dont_add_up"]);
    // A supplier may reuse a customer's number; a supplier invoice's ETS is money out.
    const supplier = await createInvoice({ number: "FA-1", kind: "supplier", category_id: rentId });
    expect(supplier.ets[0]?.amount_cents).toBe(-120_000);
  });

  it("keeps numbered counterparties apart and compares SIRENs when known", async () => {
    await createInvoice({ number: "CP-1", counterparty_name: "Client 12" });
    // "Client 13" is another customer: the same number is not a duplicate (normalizeLabel would merge them).
    await createInvoice({ number: "CP-1", counterparty_name: "Client 13" });
    const twelve = okBody<{ invoices: Array<{ counterparty_name: string }> }>(
      await scene.call("listInvoices", { filters: { counterparty: "client 12" } }),
    );
    expect(twelve.invoices.map((one) => one.counterparty_name)).toEqual(["Client 12"]);
    // One SIREN is one company whatever its name is written.
    await createInvoice({ number: "CP-2", counterparty_name: "Acme", counterparty_siren: "552100554" });
    const sameSiren = await scene.call("createInvoice", {
      invoice: draft({ number: "CP-2", counterparty_name: "ACME SAS", counterparty_siren: "552100554" }),
    });
    expect([sameSiren.status, sameSiren.body.error]).toEqual([409, "duplicate_invoice"]);
    await createInvoice({ number: "CP-2", counterparty_name: "Acme", counterparty_siren: "732829320" });
  });

  it("lists, filters late invoices and sums them by ageing bucket", async () => {
    await createInvoice({
      number: "LATE-1",
      due_date: inDays(-45),
      issue_date: inDays(-60),
      counterparty_name: "Martin",
    });
    const late = okBody<{ invoices: Array<{ number: string; days_late: number }> }>(
      await scene.call("listInvoices", { filters: { late: true, kind: "customer" } }),
    );
    expect(late.invoices.map((one) => one.number)).toEqual(["LATE-1"]);
    expect(late.invoices[0]?.days_late).toBe(45);
    const byName = okBody<{ invoices: unknown[] }>(
      await scene.call("listInvoices", { filters: { counterparty: "martín" } }),
    );
    expect(byName.invoices).toHaveLength(1);
    const details = okBody<{ customer: { ageing: Record<string, number>; late_cents: number } }>(
      await scene.call("getInvoicesDetails", { filters: { counterparty: "martin" } }),
    );
    expect(details.customer.ageing.days_31_60).toBe(120_000);
    expect(details.customer.late_cents).toBe(120_000);
    const page = okBody<{ invoices: unknown[]; has_more: boolean }>(
      await scene.call("listInvoices", { limit: 1 }),
    );
    expect([page.invoices.length, page.has_more]).toEqual([1, true]);
  });

  it("splits an invoice into instalments that always add up to its total, and updates the total", async () => {
    const invoice = await createInvoice({ number: "SPLIT-1" });
    const split = okBody<{ ets: Ets[] }>(
      await scene.call("createETS", {
        ets: { invoice_id: invoice.id, amount_cents: 40_000, expected_date: inDays(70) },
      }),
    );
    expect(split.ets.map((one) => one.amount_cents)).toEqual([80_000, 40_000]);
    const first = split.ets[0] as Ets;
    const changed = okBody<{ ets: Ets[] }>(
      await scene.call("updateETS", { etsId: first.id, amount_cents: 60_000 }),
    );
    expect(changed.ets.map((one) => one.amount_cents)).toEqual([60_000, 60_000]);
    const crossing = await scene.call("updateETS", { etsId: first.id, amount_cents: 130_000 });
    expect([crossing.status, crossing.body.error]).toEqual([409, "no_room"]);
    const updated = okBody<{ invoice: InvoiceDetail }>(
      await scene.call("updateInvoice", {
        invoiceId: invoice.id,
        invoice: { amount_excl_tax_cents: 125_000, vat_cents: 25_000, amount_incl_tax_cents: 150_000 },
      }),
    ).invoice;
    expect(updated.ets.map((one) => one.amount_cents)).toEqual([60_000, 90_000]);
    const afterDelete = okBody<{ ets: Ets[] }>(await scene.call("deleteETS", { etsId: first.id }));
    expect(afterDelete.ets.map((one) => one.amount_cents)).toEqual([150_000]);
    const last = await scene.call("deleteETS", { etsId: afterDelete.ets[0]?.id });
    expect([last.status, last.body.error]).toEqual([409, "last_instalment"]);
  });

  it("files invoices in a category, marks them engaged, and deletes them with an audit entry", async () => {
    const invoice = await createInvoice({ number: "CAT-1" });
    expect(
      okBody(await scene.call("setInvoicesCategory", { invoiceIds: [invoice.id], categoryId: salesId })),
    ).toEqual({
      updated: 1,
    });
    expect(
      okBody(await scene.call("updateEngagedInvoices", { invoiceIds: [invoice.id], engaged: true })),
    ).toEqual({
      updated: 1,
    });
    const engaged = okBody<{ invoices: Array<{ id: number; category_id: number }> }>(
      await scene.call("listInvoices", { filters: { engaged: true } }),
    );
    expect(engaged.invoices).toEqual([expect.objectContaining({ id: invoice.id, category_id: salesId })]);
    const unknownCategory = await scene.call("setInvoicesCategory", {
      invoiceIds: [invoice.id],
      categoryId: 2_000_000,
    });
    expect(unknownCategory.status).toBe(400);
    expect(okBody(await scene.call("deleteInvoice", { invoiceId: invoice.id }))).toEqual({ success: true });
    expect((await scene.call("getInvoice", { invoiceId: invoice.id })).status).toBe(404);
    const audits = await scene.server.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, scene.companyId));
    expect(
      audits.some(
        (row) =>
          (row.details as { call?: string; input?: { invoiceId?: number } }).input?.invoiceId === invoice.id,
      ),
    ).toBe(true);
  });
});

describe("matching and the forecast", () => {
  it("suggests the ETS a payment settles, accepts partial payments, and undoes a match", async () => {
    const from = isoDateOfEpochDay(epochDayOf(today) - 31);
    const to = inDays(90);
    const before = await forecastOf(salesId, from, to);
    const invoice = await createInvoice({
      number: "FA-2026-0777",
      counterparty_name: "Bernard Conseil",
      category_id: salesId,
      due_date: inDays(20),
    });
    const [paid, partial] = await scene.insertTransactions(accountId, [
      { date: inDays(-1), label: "VIR SEPA BERNARD CONSEIL FACTURE FA 2026 0777", amountCents: 50_000 },
      { date: inDays(-1), label: "VIR SEPA BERNARD CONSEIL", amountCents: 70_000 },
    ]);
    const suggestions = okBody<{
      transactions: Array<{
        transaction_id: number;
        suggestions: Array<{ ets_id: number; reasons: string[]; left_cents: number; invoice_id: number }>;
      }>;
    }>(await scene.call("getETSSuggestions", { transactionIds: [paid, partial] }));
    const first = suggestions.transactions.find((one) => one.transaction_id === paid);
    expect(first?.suggestions[0]).toMatchObject({
      invoice_id: invoice.id,
      left_cents: 120_000,
      reasons: expect.arrayContaining(["number", "counterparty"]),
    });
    const etsId = invoice.ets[0]?.id as number;
    expect(await forecastOf(salesId, from, to)).toBe(before + 120_000);

    const attached = okBody<{ ets: Ets }>(
      await scene.call("attachTransactionToETS", { etsId, transactionId: paid }),
    );
    expect(attached.ets).toMatchObject({ matched_cents: 50_000, left_cents: 70_000 });
    expect((await getInvoice(invoice.id)).status).toBe("partially_paid");
    // Forecast + matched = the invoice's total: the forecast now counts what is left.
    expect(await forecastOf(salesId, from, to)).toBe(before + 70_000);

    const tooMuch = await scene.call("attachTransactionToETS", {
      etsId,
      transactionId: partial,
      amount_cents: 80_000,
    });
    expect([tooMuch.status, tooMuch.body.error]).toEqual([409, "exceeds_transaction"]);
    const wrongSign = await scene.call("attachTransactionToETS", {
      etsId,
      transactionId: partial,
      amount_cents: -1,
    });
    expect(wrongSign.status).toBe(400);
    okBody(await scene.call("attachTransactionToETS", { etsId, transactionId: partial }));
    const settled = await getInvoice(invoice.id);
    expect(settled).toMatchObject({ status: "paid", paid_cents: 120_000, left_cents: 0 });
    expect(settled.matches.map((one) => one.amount_cents)).toEqual([50_000, 70_000]);
    expect(await forecastOf(salesId, from, to)).toBe(before);

    const undone = okBody<{ ets: Ets }>(
      await scene.call("detachTransactionFromETS", { etsId, transactionId: paid }),
    );
    expect(undone.ets.left_cents).toBe(50_000);
    expect((await getInvoice(invoice.id)).status).toBe("partially_paid");
    expect(await forecastOf(salesId, from, to)).toBe(before + 50_000);
    const again = await scene.call("detachTransactionFromETS", { etsId, transactionId: paid });
    expect(again.status).toBe(404);
  });

  it("matches automatically a payment that is unique and exact, once the option is on", async () => {
    const invoice = await createInvoice({
      number: "AUTO-778",
      counterparty_name: "Leroy",
      due_date: inDays(5),
    });
    await scene.insertTransactions(accountId, [
      { date: today, label: "VIR LEROY AUTO-778", amountCents: 120_000 },
    ]);
    expect(okBody(await scene.call("updateInvoiceSettings", { auto_match: true }))).toEqual({
      auto_match: true,
      use_learned_delays: true,
    });
    // Two: this one, and the Bernard payment undone in the test above (50,000 left, paid to the cent,
    // its number in the label).
    expect(okBody(await scene.call("runETSMatching", {}))).toEqual({ matched_count: 2 });
    const matched = await getInvoice(invoice.id);
    expect(matched.status).toBe("paid");
    expect(matched.matches[0]?.source).toBe("auto");
    expect(okBody(await scene.call("runETSMatching", {}))).toEqual({ matched_count: 0 });
  });

  it("matches after a statement import, in the import's job", async () => {
    okBody(await scene.call("updateInvoiceSettings", { auto_match: true }));
    const invoice = await createInvoice({
      number: "IMPORT-991",
      counterparty_name: "Roux",
      due_date: inDays(3),
    });
    const [day, month, year] = [today.slice(8, 10), today.slice(5, 7), today.slice(0, 4)];
    const csv = `Date;Libellé;Montant\r\n${day}/${month}/${year};VIR ROUX FACTURE IMPORT-991;1200,00\r\n`;
    const uploadId = await scene.upload(Buffer.from(csv, "utf8"), {
      purpose: "statement",
      fileName: "releve.csv",
    });
    const started = await scene.call("importStatement", { accountId, uploadId });
    const job = await finishedJob(scene, okBody<{ jobId: string }>(started).jobId);
    expect(job.status).toBe("done");
    const matched = await getInvoice(invoice.id);
    expect(matched).toMatchObject({ status: "paid", left_cents: 0 });
    expect(matched.matches[0]?.source).toBe("auto");
  });

  it("moves a late unpaid invoice to the current period of the forecast", async () => {
    const late = await createInvoice({
      number: "LATE-RENT",
      kind: "supplier",
      counterparty_name: "Foncière",
      category_id: rentId,
      issue_date: inDays(-80),
      due_date: inDays(-60),
    });
    expect(late.ets[0]).toMatchObject({ late: true, forecast_date: today });
    const body = okBody<{
      current_period_index: number;
      scenarios: Array<{ rows: Array<{ id: string; forecast: number[] }> }>;
    }>(await scene.call("getDashboardChartData", { from: inDays(-90), to: inDays(60) }));
    const row = body.scenarios[0]?.rows.find((one) => one.id === String(rentId));
    expect(row?.forecast[body.current_period_index]).toBeLessThanOrEqual(-120_000);
    // The cell's details list it, late, in today's period, with what is left of it.
    const cell = okBody<{
      expected_payments: Array<{
        invoice_id: number | null;
        number: string;
        left_cents: number;
        late: boolean;
      }>;
    }>(await scene.call("getDashboardTransactions", { row_id: String(rentId), date: today }));
    expect(cell.expected_payments).toContainEqual(
      expect.objectContaining({ invoice_id: late.id, number: "LATE-RENT", left_cents: -120_000, late: true }),
    );
  });

  it("lists in a forecast cell the instalments it counts, and what is left of each", async () => {
    const invoice = await createInvoice({
      number: "CELL-1",
      counterparty_name: "Cellule SA",
      category_id: salesId,
      due_date: inDays(100),
    });
    const date = invoice.ets[0]?.forecast_date ?? inDays(100);
    const cellOf = async (day: string) =>
      okBody<{
        expected_payments: Array<{
          ets_id: number;
          number: string;
          left_cents: number;
          expected_date: string;
        }>;
      }>(await scene.call("getDashboardTransactions", { row_id: String(salesId), date: day }))
        .expected_payments;
    const inCell = (await cellOf(date)).filter((one) => one.number === "CELL-1");
    expect(inCell).toEqual([
      expect.objectContaining({ ets_id: invoice.ets[0]?.id, left_cents: 120_000, expected_date: date }),
    ]);
    // Another period, or another row, does not list it.
    expect((await cellOf(inDays(400))).some((one) => one.number === "CELL-1")).toBe(false);
    const rent = okBody<{ expected_payments: Array<{ number: string }> }>(
      await scene.call("getDashboardTransactions", { row_id: String(rentId), date }),
    );
    expect(rent.expected_payments.some((one) => one.number === "CELL-1")).toBe(false);
  });
});

describe("bank checks", () => {
  it("records a check with its ETS, is cashed by its transaction, and refuses a duplicate number", async () => {
    const created = okBody<{
      bank_check: { id: number; ets_id: number; left_cents: number; status: string };
    }>(
      await scene.call("createBankCheck", {
        bank_check: {
          direction: "issued",
          number: "0012345",
          amount_cents: 45_000,
          counterparty_name: "Garage Central",
          issue_date: inDays(-3),
          expected_cash_date: inDays(4),
        },
      }),
    ).bank_check;
    expect(created).toMatchObject({ left_cents: -45_000, status: "pending" });
    const duplicate = await scene.call("createBankCheck", {
      bank_check: {
        direction: "issued",
        number: "0012345",
        amount_cents: 1,
        counterparty_name: "X",
        issue_date: today,
        expected_cash_date: today,
      },
    });
    expect([duplicate.status, duplicate.body.error]).toEqual([409, "duplicate_check"]);
    const [cashing] = await scene.insertTransactions(accountId, [
      { date: today, label: "CHEQUE 0012345", amountCents: -45_000 },
    ]);
    const suggestions = okBody<{ transactions: Array<{ suggestions: Array<{ bank_check_id: number }> }> }>(
      await scene.call("getETSSuggestions", { transactionIds: [cashing] }),
    );
    expect(suggestions.transactions[0]?.suggestions[0]?.bank_check_id).toBe(created.id);
    okBody(await scene.call("attachTransactionToETS", { etsId: created.ets_id, transactionId: cashing }));
    const listed = okBody<{ bank_checks: Array<{ id: number; status: string; left_cents: number }> }>(
      await scene.call("listBankChecks", { filters: { direction: "issued" } }),
    );
    expect(listed.bank_checks.find((one) => one.id === created.id)).toMatchObject({
      status: "cashed",
      left_cents: 0,
    });
    const totals = okBody<{ issued: { cashed_cents: number } }>(await scene.call("getBankChecksDetails", {}));
    expect(totals.issued.cashed_cents).toBe(45_000);
    const below = await scene.call("updateBankCheck", {
      bankCheckId: created.id,
      bank_check: { amount_cents: 100 },
    });
    expect([below.status, below.body.error]).toEqual([409, "below_matched"]);
    const ownEts = await scene.call("updateETS", { etsId: created.ets_id, amount_cents: 10 });
    expect([ownEts.status, ownEts.body.error]).toEqual([409, "check_has_one_ets"]);
    expect(okBody(await scene.call("deleteBankCheck", { bankCheckId: created.id }))).toEqual({
      success: true,
    });
  });
});

describe("files in and out", () => {
  it("exports the invoices as XLSX and CSV with formulas neutralised", async () => {
    await createInvoice({ number: "=HYPERLINK(1)", counterparty_name: "@Evil" });
    const csv = okBody<{ content_base64: string; file_name: string }>(
      await scene.call("downloadInvoices", { format: "csv", filters: { counterparty: "evil" } }),
    );
    const text = Buffer.from(csv.content_base64, "base64").toString("utf8");
    expect(text).toContain("'=HYPERLINK(1)");
    expect(text).toContain("'@Evil");
    expect(text.split("\r\n")[0]).toContain("Numéro");
    const xlsx = okBody<{ content_base64: string }>(
      await scene.call("downloadInvoices", { format: "xlsx", filters: { counterparty: "evil" } }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.content_base64, "base64") as never);
    expect(workbook.worksheets[0]?.getRow(2).getCell(2).value).toBe("'=HYPERLINK(1)");
  });

  it("imports the template with a preview, line errors and duplicates refused, all or nothing", async () => {
    const template = okBody<{ content_base64: string }>(
      await scene.call("getInvoicesTemplate", { format: "csv" }),
    );
    const headerLine = Buffer.from(template.content_base64, "base64")
      .toString("utf8")
      .split("\r\n")[0] as string;
    const lines = [
      headerLine,
      "client;IMP-1;Petit SAS;;;;01/11/2026;01/12/2026;100,00;20,00;120,00;EUR;;",
      "fournisseur;IMP-2;Grand SA;;;;01/11/2026;15/12/2026;;;-60,00;EUR;avoir;",
      "client;IMP-1;petit sas;;;;01/11/2026;01/12/2026;;;10,00;EUR;;",
      "client;;Sans Numéro;;;;99/99/2026;01/12/2026;;;abc;EUR;;",
    ];
    const upload = (content: string[]) =>
      scene.upload(Buffer.from(`\uFEFF${content.join("\r\n")}\r\n`, "utf8"), {
        purpose: "invoices",
        fileName: "factures.csv",
      });
    const uploadId = await upload(lines);
    const read = okBody<{ mapping: { columns: Record<string, number> }; missing: string[] }>(
      await scene.call("getInvoicesHeaders", { uploadId }),
    );
    expect(read.missing).toEqual([]);
    expect(read.mapping.columns.number).toBe(1);
    const mapping = { ...read.mapping, dateOrder: "DMY", decimalSeparator: "," };
    /** addManualInvoices answers with a job; its result is what the import found or did. */
    const importSheet = async <T>(input: Record<string, unknown>): Promise<T> => {
      const { jobId } = okBody<{ jobId: string }>(await scene.call("addManualInvoices", input));
      const job = await finishedJob(scene, jobId);
      expect(job.status).toBe("done");
      return job.result as T;
    };
    const refused = await importSheet<{
      added_count: number;
      errors: Array<{ line: number; field: string; code: string }>;
    }>({ uploadId, mapping });
    expect(refused.added_count).toBe(0);
    expect(refused.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 4, field: "number", code: "duplicateInFile" }),
        expect.objectContaining({ line: 5, field: "number", code: "required" }),
        expect.objectContaining({ line: 5, field: "issue_date", code: "invalidDate" }),
        expect.objectContaining({ line: 5, field: "amount_incl_tax", code: "invalidAmount" }),
      ]),
    );
    expect(
      okBody<{ invoices: unknown[] }>(await scene.call("listInvoices", { filters: { text: "IMP-" } }))
        .invoices,
    ).toEqual([]);

    const goodId = await upload(lines.slice(0, 3));
    const preview = await importSheet<{
      added_count: number;
      lines: Array<{ amount_excl_tax_cents: number }>;
    }>({
      uploadId: goodId,
      mapping,
      preview: true,
    });
    expect(preview.added_count).toBe(0);
    expect(preview.lines.map((line) => line.amount_excl_tax_cents)).toEqual([10_000, -6_000]);
    const added = await importSheet<{ added_count: number }>({ uploadId: goodId, mapping });
    expect(added.added_count).toBe(2);
    const again = await importSheet<{ errors: Array<{ code: string }> }>({
      uploadId: await upload(lines.slice(0, 2)),
      mapping,
    });
    expect(again.errors.map((error) => error.code)).toEqual(["duplicateInvoice"]);
    // A mapping without a required column is refused at once, before any job.
    const { number: _number, ...withoutNumber } = read.mapping.columns;
    const noNumber = await scene.call("addManualInvoices", {
      uploadId: await upload(lines.slice(0, 2)),
      mapping: { ...mapping, columns: withoutNumber },
    });
    expect([noNumber.status, noNumber.body.error]).toEqual([400, "missing_columns"]);
    // 2,500 lines go in three committed slices, every one filed and with its ETS, and the job says so.
    const many = [headerLine];
    for (let n = 1; n <= 2500; n += 1)
      many.push(`client;BULK-${n};Client ${n};;;;01/11/2026;01/12/2026;;;12,00;EUR;;`);
    const bulk = await importSheet<{ added_count: number; line_count: number }>({
      uploadId: await upload(many),
      mapping,
    });
    expect(bulk).toMatchObject({ added_count: 2500, line_count: 2500 });
    const totals = okBody<{ customer: { left_cents: number; count: number } }>(
      await scene.call("getInvoicesDetails", { filters: { text: "BULK-" } }),
    );
    expect(totals.customer).toMatchObject({ count: 2500, left_cents: 2500 * 1200 });
  });

  it("attaches a PDF to an invoice and opens it; anything else is refused", async () => {
    const invoice = await createInvoice({ number: "DOC-1" });
    const pdf = Buffer.from("%PDF-1.7\n% test\n%%EOF\n");
    const uploadId = await scene.upload(pdf, { purpose: "invoiceDocument", fileName: "facture.pdf" });
    const attached = okBody<{ invoice: InvoiceDetail }>(
      await scene.call("uploadDocument", { invoiceId: invoice.id, uploadId }),
    ).invoice;
    expect(attached.document).toEqual({ file_name: "facture.pdf", content_type: "application/pdf" });
    const opened = okBody<{ content_base64: string }>(
      await scene.call("getInvoiceDocument", { invoiceId: invoice.id }),
    );
    expect(Buffer.from(opened.content_base64, "base64").equals(pdf)).toBe(true);
    const png = await scene.upload(Buffer.from("not a pdf"), {
      purpose: "invoiceDocument",
      fileName: "x.pdf",
    });
    const refused = await scene.call("uploadDocument", { invoiceId: invoice.id, uploadId: png });
    expect([refused.status, refused.body.error]).toEqual([415, "not_pdf"]);
    expect((await getInvoice(invoice.id)).document?.file_name).toBe("facture.pdf");
  });
});

describe("rules and invoices", () => {
  it("tells which invoices a draft rule would file", async () => {
    const invoice = await createInvoice({ number: "RULE-1", counterparty_name: "Électricité de France" });
    const affected = okBody<{ invoices: Array<{ id: number }>; count: number }>(
      await scene.call("getInvoicesAffectedByRule", {
        rule: {
          conditions: [{ field: "counterparty", operator: "contains", value: "electricite" }],
          category_id: rentId,
        },
      }),
    );
    expect(affected.invoices.map((one) => one.id)).toContain(invoice.id);
    // Once the rule exists, a new invoice of that counterparty is filed by it.
    okBody(
      await scene.call("createNewSubCategoryRule", {
        rule: {
          conditions: [{ field: "counterparty", operator: "contains", value: "electricite" }],
          category_id: rentId,
        },
      }),
    );
    const filed = await createInvoice({ number: "RULE-2", counterparty_name: "Électricité de France" });
    expect(filed).toMatchObject({ category_id: rentId, category_source: "rule" });
  });

  it("files existing invoices again in the rule change's job, never one filed by hand", async () => {
    const byRule = await createInvoice({ number: "REFILE-1", counterparty_name: "Zéphyr Conseil" });
    const byHand = await createInvoice({
      number: "REFILE-2",
      counterparty_name: "Zéphyr Conseil",
      category_id: salesId,
    });
    const other = await createInvoice({ number: "REFILE-3", counterparty_name: "Atlas Conseil" });
    expect(byRule.category_id).toBeNull();
    const conditions = [{ field: "counterparty", operator: "contains", value: "zephyr" }];
    const created = okBody<{ rule: { id: number; priority: number }; jobId: string }>(
      await scene.call("createNewSubCategoryRule", { rule: { conditions, category_id: rentId } }),
    );
    const job = await finishedJob(scene, created.jobId);
    expect(job.status).toBe("done");
    expect(job.result?.invoicesChanged).toBeGreaterThanOrEqual(1);
    expect(await getInvoice(byRule.id)).toMatchObject({ category_id: rentId, category_source: "rule" });
    expect(await getInvoice(byHand.id)).toMatchObject({ category_id: salesId, category_source: "manual" });
    expect((await getInvoice(other.id)).category_id).toBeNull();
    // The rule now files elsewhere: the invoice follows; once removed, no rule files it any more.
    const edited = okBody<{ jobId: string }>(
      await scene.call("editSubCategoryRule", {
        rule: { id: created.rule.id, conditions, category_id: salesId },
      }),
    );
    await finishedJob(scene, edited.jobId);
    expect((await getInvoice(byRule.id)).category_id).toBe(salesId);
    const removed = okBody<{ jobId: string }>(
      await scene.call("removeSubCategoryRule", { id: created.rule.id }),
    );
    await finishedJob(scene, removed.jobId);
    expect(await getInvoice(byRule.id)).toMatchObject({ category_id: null, category_source: null });
    expect((await getInvoice(byHand.id)).category_id).toBe(salesId);
  });
});

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { invoices } from "../../db/tables/invoices";
import { type BankingScene, finishedJob, okBody, startBankingScene } from "../banking/bankingTestScene";
import { COMPANY, ciiXml, expectedTotals, SPECS, UBL_SPECS } from "./einvoice/fixtures/generateFixtures";

const fixtures = join(dirname(fileURLToPath(import.meta.url)), "einvoice", "fixtures");
const fixture = (name: string) => new Uint8Array(readFileSync(join(fixtures, name)));

let scene: BankingScene;

interface Preview {
  file_name: string;
  kind: string;
  number: string;
  document_type: string;
  stated_due_date: string | null;
  expected_date: string;
  expected_date_rule: string;
  expected_date_text: string;
  amount_incl_tax_cents: number;
  amount_due_cents: number;
}
interface FileError {
  file_name: string;
  code: string;
  message: string;
}
interface PreviewBody {
  invoices: Preview[];
  errors: FileError[];
  skipped: FileError[];
}
interface ImportBody {
  added_count: number;
  invoice_ids: number[];
  errors: FileError[];
  skipped: FileError[];
}

const upload = (name: string, bytes = fixture(name)) =>
  scene.upload(bytes, { purpose: "einvoices", fileName: name, chunkBytes: 64_000 });

async function invoiceCount(companyId = scene.companyId): Promise<number> {
  const rows = await scene.server.services.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.companyId, companyId));
  return rows.length;
}

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true });
  await scene.server.services.db
    .update(companies)
    .set({ invoicesAllowed: true })
    .where(inArray(companies.id, [scene.companyId, scene.otherCompanyId]));
});

afterAll(async () => {
  await scene.stop();
});

describe("e-invoice import: upload → preview → import", () => {
  it("previews a zip of e-invoices, imports them in one go with one ETS each, and refuses them again", async () => {
    const uploadId = await upload("invoices.zip");
    const preview = okBody<PreviewBody>(
      await scene.call("previewEInvoices", { uploadId, company_siren: COMPANY.siren }),
    );
    expect(preview.errors).toEqual([]);
    expect(preview.skipped.map((file) => file.file_name)).toEqual(["invoices.zip/septembre/lisez-moi.txt"]);
    const byNumber = new Map(preview.invoices.map((invoice) => [invoice.number, invoice]));
    expect([...byNumber.keys()].sort()).toEqual(["AV-2026-0007", "FD-2026-0101", "FD-2026-0140"]);
    // MINIMUM profile: no due date, nothing known of the supplier: the issue date, and it says so.
    const minimum = byNumber.get("FD-2026-0101");
    expect(minimum).toMatchObject({
      kind: "supplier",
      stated_due_date: null,
      expected_date: "2026-09-05",
      expected_date_rule: "issueDate",
      amount_incl_tax_cents: expectedTotals(SPECS.minimum).grand,
    });
    expect(minimum?.expected_date_text.length).toBeGreaterThan(5);
    expect(byNumber.get("FD-2026-0140")).toMatchObject({
      kind: "supplier",
      stated_due_date: "2026-10-22",
      expected_date: "2026-10-22",
      expected_date_rule: "invoiceDueDate",
      amount_due_cents: expectedTotals(UBL_SPECS.invoice).due,
    });
    // A credit note the company issued: a customer document with negative amounts.
    expect(byNumber.get("AV-2026-0007")).toMatchObject({
      kind: "customer",
      document_type: "creditNote",
      amount_incl_tax_cents: -expectedTotals(UBL_SPECS.creditNote).grand,
    });
    expect(await invoiceCount()).toBe(0);

    const imported = okBody<ImportBody>(
      await scene.call("importEInvoices", { uploadId, company_siren: COMPANY.siren }),
    );
    expect([imported.added_count, imported.errors]).toEqual([3, []]);
    const details = await Promise.all(
      imported.invoice_ids.map(async (id) =>
        okBody<{
          invoice: {
            number: string;
            status: string;
            due_date: string;
            ets: Array<{ amount_cents: number; expected_date: string }>;
          };
        }>(await scene.call("getInvoice", { invoiceId: id })),
      ),
    );
    const supplier = details.find((detail) => detail.invoice.number === "FD-2026-0140")?.invoice;
    expect(supplier?.status).toBe("open");
    expect(supplier?.ets).toMatchObject([
      { amount_cents: -expectedTotals(UBL_SPECS.invoice).due, expected_date: "2026-10-22" },
    ]);
    const credit = details.find((detail) => detail.invoice.number === "AV-2026-0007")?.invoice;
    expect(credit?.ets).toMatchObject([{ amount_cents: -expectedTotals(UBL_SPECS.creditNote).due }]);

    // The same invoices again: refused as duplicates (counterparty + number), nothing created.
    const again = await upload("invoices.zip");
    const refused = okBody<ImportBody>(
      await scene.call("importEInvoices", { uploadId: again, company_siren: COMPANY.siren }),
    );
    expect(refused.added_count).toBe(0);
    expect(refused.errors.map((error) => error.code)).toEqual([
      "duplicateInvoice",
      "duplicateInvoice",
      "duplicateInvoice",
    ]);
    expect(await invoiceCount()).toBe(3);
  });

  it("a single file already imported is refused; a new MINIMUM invoice takes the supplier's usual terms", async () => {
    const uploadId = await upload("facturx-minimum.pdf");
    const preview = okBody<PreviewBody>(
      await scene.call("previewEInvoices", { uploadId, company_siren: COMPANY.siren }),
    );
    // Already imported from the zip: a duplicate now.
    expect(preview.errors.map((error) => error.code)).toEqual(["duplicateInvoice"]);
    // A new MINIMUM invoice of the same supplier: its usual terms (30 days on FD-2026-0140), and it says so.
    const next = new TextEncoder().encode(ciiXml({ ...SPECS.minimum, number: "FD-2026-0102" }));
    const nextId = await upload("FD-2026-0102.xml", next);
    const nextPreview = okBody<PreviewBody>(
      await scene.call("previewEInvoices", { uploadId: nextId, company_siren: COMPANY.siren }),
    );
    expect(nextPreview.invoices).toMatchObject([
      { stated_due_date: null, expected_date: "2026-10-05", expected_date_rule: "counterpartyTerms" },
    ]);
  });

  it("a broken file gives its localised error and nothing is created", async () => {
    const before = await invoiceCount();
    for (const name of ["broken-amounts.xml", "broken-truncated.pdf", "broken-neither-party.xml"]) {
      const uploadId = await upload(name);
      const result = okBody<ImportBody>(
        await scene.call("importEInvoices", { uploadId, company_siren: COMPANY.siren }),
      );
      expect(result.added_count).toBe(0);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]?.file_name).toBe(name);
      expect(result.errors[0]?.message).toContain(name);
    }
    const amounts = await upload("broken-amounts.xml");
    const preview = okBody<PreviewBody>(
      await scene.call("previewEInvoices", { uploadId: amounts, company_siren: COMPANY.siren }),
    );
    expect(preview.errors[0]?.code).toBe("amountsInconsistent");
    expect(preview.errors[0]?.message).toMatch(/BR-CO-/);
    expect(await invoiceCount()).toBe(before);
  });

  it("refuses another company's upload id, and a member without invoice access", async () => {
    const uploadId = await upload("facturx-basic.pdf");
    const theirs = await scene.call(
      "importEInvoices",
      { companyId: scene.otherCompanyId, uploadId, company_siren: COMPANY.siren },
      scene.outsider,
    );
    expect(theirs.status).toBe(404);
    const member = await scene.call(
      "previewEInvoices",
      { uploadId, company_siren: COMPANY.siren },
      scene.member,
    );
    expect(member.status).toBe(403);
    expect(await invoiceCount(scene.otherCompanyId)).toBe(0);
    // The owner's upload is still there and usable.
    expect(
      okBody<PreviewBody>(await scene.call("previewEInvoices", { uploadId, company_siren: COMPANY.siren }))
        .invoices,
    ).toHaveLength(1);
  });
});

describe("the journey: e-invoices → forecast → statement → matches", () => {
  it("forecasts the imported invoices' ETS, and drops exactly what the accepted matches pay, to the cent", async () => {
    // The earlier tests imported the same supplier invoices: the journey starts from none, through the
    // screen's own deletion (its ETS and their matches go with it).
    const earlier = await scene.server.services.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.companyId, scene.companyId));
    for (const { id } of earlier) okBody(await scene.call("deleteInvoice", { invoiceId: id }));
    expect(await invoiceCount()).toBe(0);
    const accountId = await scene.createAccount("Journey");
    const uploadId = await upload("invoice-ubl.xml");
    const preview = okBody<PreviewBody>(
      await scene.call("previewEInvoices", { uploadId, company_siren: COMPANY.siren }),
    );
    const [read] = preview.invoices;
    if (!read) throw new Error(`the fixture holds one invoice: ${JSON.stringify(preview.errors)}`);
    const imported = okBody<ImportBody>(
      await scene.call("importEInvoices", { uploadId, company_siren: COMPANY.siren }),
    );
    expect(imported.added_count).toBe(1);
    const signed = read.kind === "customer" ? read.amount_due_cents : -read.amount_due_cents;
    const rowId = read.kind === "customer" ? "uncategorised:income" : "uncategorised:expense";
    const today = new Date().toISOString().slice(0, 10);
    const range = { from: `${today.slice(0, 4)}-01-01`, to: `${Number(today.slice(0, 4)) + 1}-12-31` };
    const forecastOfRow = async () => {
      const body = okBody<{
        rows: Array<{ id: string }>;
        scenarios: Array<{ rows: Array<{ forecast: number[] }> }>;
      }>(await scene.call("getDashboardChartData", range));
      const index = body.rows.findIndex((row) => row.id === rowId);
      return (body.scenarios[0]?.rows[index]?.forecast ?? []).reduce((sum, cents) => sum + cents, 0);
    };
    const before = await forecastOfRow();
    // The cell that counts it lists its ETS for what is due.
    const cell = okBody<{
      expected_payments: Array<{ number: string; left_cents: number; expected_date: string }>;
    }>(
      await scene.call("getDashboardTransactions", {
        row_id: rowId,
        date: today < read.expected_date ? read.expected_date : today,
      }),
    );
    expect(cell.expected_payments).toContainEqual(
      expect.objectContaining({ number: read.number, left_cents: signed }),
    );

    // The statement that pays it (its number in the label), imported; the suggestion accepted.
    const euros = (Math.abs(signed) / 100).toFixed(2).replace(".", ",");
    const [year, month, day] = today.split("-");
    const csv = `Date;Libellé;Montant\r\n${day}/${month}/${year};VIR FACTURE ${read.number};${signed < 0 ? "-" : ""}${euros}\r\n`;
    const statementId = await scene.upload(Buffer.from(csv, "utf8"), {
      purpose: "statement",
      fileName: "releve.csv",
    });
    const started = okBody<{ jobId: string }>(
      await scene.call("importStatement", { accountId, uploadId: statementId }),
    );
    expect((await finishedJob(scene, started.jobId)).status).toBe("done");
    const suggestions = okBody<{
      transactions: Array<{
        transaction_id: number;
        suggestions: Array<{ ets_id: number; number: string; reasons: string[] }>;
      }>;
    }>(await scene.call("getETSSuggestions", {}));
    const paying = suggestions.transactions.find((one) => one.suggestions[0]?.number === read.number);
    const best = paying?.suggestions[0];
    if (!paying || !best) throw new Error("the payment gets a suggestion");
    expect(best.reasons).toEqual(expect.arrayContaining(["amount_exact", "number"]));
    okBody(
      await scene.call("attachTransactionToETS", {
        etsId: best.ets_id,
        transactionId: paying.transaction_id,
      }),
    );
    const after = await forecastOfRow();
    expect(before - after).toBe(signed);
  });
});

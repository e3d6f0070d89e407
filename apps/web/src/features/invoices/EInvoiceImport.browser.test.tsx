import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { EInvoiceImport } from "./EInvoiceImport";

const UPLOAD_ID = "0b7c1f4e-8d2a-4c55-9a3e-1f2b3c4d5e6f";

const invoice = {
  file_name: "factures.zip/FD-2026-0140.xml",
  format: "ubl",
  profile: "EN 16931",
  document_type: "invoice",
  kind: "supplier",
  number: "FD-2026-0140",
  counterparty_name: "Fournitures Durand & Fils",
  counterparty_siren: "397204611",
  counterparty_iban: null,
  issue_date: "2026-09-22",
  stated_due_date: "2026-10-22",
  expected_date: "2026-10-22",
  expected_date_rule: "invoiceDueDate",
  expected_date_text: "Échéance indiquée sur la facture",
  payment_terms: null,
  currency: "EUR",
  amount_excl_tax_cents: 37_550,
  vat_cents: 7_510,
  amount_incl_tax_cents: 45_060,
  amount_due_cents: 45_060,
};
const refused = {
  file_name: "broken-amounts.xml",
  code: "amountsInconsistent",
  message:
    "« broken-amounts.xml » : Les montants de la facture ne concordent pas entre eux (règle BR-CO-10).",
};

function handlers(errors: (typeof refused)[] = []) {
  return {
    uploadFileChunk: (body: Record<string, unknown>) => ({
      uploadId: UPLOAD_ID,
      received_bytes: atob(String(body.data)).length,
      complete: true,
    }),
    previewEInvoices: () => ({ invoices: errors.length ? [] : [invoice], errors, skipped: [] }),
    importEInvoices: () => ({ added_count: 1, invoice_ids: [12], errors: [], skipped: [] }),
  };
}

async function chooseFile(screen: Awaited<ReturnType<typeof renderWithFakeServer>>["screen"], name: string) {
  await userEvent.fill(screen.getByLabelText("SIREN de votre société"), "842115636");
  await userEvent.upload(
    screen.getByLabelText("Choisir un fichier"),
    new File(["<Invoice/>"], name, { type: "text/xml" }),
  );
}

describe("e-invoice import", () => {
  it("uploads the file, previews its invoices, then imports them", async () => {
    const imported: number[][] = [];
    const { screen, callsOf } = await renderWithFakeServer(
      <EInvoiceImport companyId={7} onImported={(ids) => imported.push(ids)} />,
      handlers(),
      { path: "/invoices" },
    );
    await chooseFile(screen, "factures.zip");
    await expect.element(screen.getByText("FD-2026-0140")).toBeVisible();
    await expect.element(screen.getByText("Échéance indiquée sur la facture")).toBeVisible();
    expect(callsOf("uploadFileChunk")[0]).toMatchObject({ purpose: "einvoices", fileName: "factures.zip" });
    expect(callsOf("previewEInvoices")).toEqual([
      { companyId: 7, uploadId: UPLOAD_ID, company_siren: "842115636" },
    ]);
    expect(callsOf("importEInvoices")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Importer ces factures" }));
    await expect.element(screen.getByText("Les factures sont importées.")).toBeVisible();
    expect(imported).toEqual([[12]]);
  });

  it("shows a refused file's message and offers no import", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <EInvoiceImport companyId={7} />,
      handlers([refused]),
      { path: "/invoices" },
    );
    await chooseFile(screen, "broken-amounts.xml");
    await expect.element(screen.getByText(refused.message)).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Importer ces factures" })).toBeDisabled();
    expect(callsOf("importEInvoices")).toEqual([]);
  });

  it("uses the SIREN of the company's SIRET without asking for it", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <EInvoiceImport companyId={7} companySiren="732829320" />,
      handlers(),
      { path: "/invoices" },
    );
    await expect
      .element(screen.getByText("SIREN de votre société : 732829320 (d'après son SIRET)."))
      .toBeVisible();
    expect(screen.getByLabelText("SIREN de votre société").elements()).toHaveLength(0);
    await userEvent.upload(
      screen.getByLabelText("Choisir un fichier"),
      new File(["<Invoice/>"], "facture.xml", { type: "text/xml" }),
    );
    await expect.element(screen.getByText("FD-2026-0140")).toBeVisible();
    expect(callsOf("previewEInvoices")[0]).toMatchObject({ company_siren: "732829320" });
  });
});

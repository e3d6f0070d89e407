/**
 * /invoices on the built app (issue 15): an owner whose company has the invoices module imports a zip of
 * e-invoices (Factur-X MINIMUM, UBL invoice, UBL credit note, a read-me that is skipped) through the drop
 * zone's file field → preview → confirm, sees them listed on the customers and suppliers tabs with their
 * amounts, and a broken file shows its localised error and imports nothing. An invoice typed in the
 * form is listed, edited, given its PDF, exported as CSV (read back, its formula-like label neutralised) and deleted.
 * Visual baselines at 1440 and 390 px.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { eInvoiceFixturePath } from "@trezo/server/testing";
import { expect, signInInvoicesOwner, test } from "./support/fixtures";

const COMPANY_SIREN = "842115636";

async function importFile(page: Page, name: string) {
  await page.getByLabel("SIREN de votre société").fill(COMPANY_SIREN);
  await page.getByLabel("Choisir un fichier").setInputFiles(eInvoiceFixturePath(name));
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("imports a zip of e-invoices, lists them with their amounts, and refuses a broken file", async ({
    page,
    server,
  }) => {
    await signInInvoicesOwner(page, server);
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .locator('a[href="/invoices"]')
      .click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Factures");

    await page.getByRole("button", { name: "Importer des factures électroniques" }).click();
    await importFile(page, "invoices.zip");
    const preview = page.getByRole("list", { name: "Aperçu" });
    await expect(preview.getByRole("listitem")).toHaveCount(3);
    await expect(preview).toContainText("FD-2026-0101");
    await expect(preview).toContainText("Aucune échéance connue");
    await expect(page.getByText("« invoices.zip/septembre/lisez-moi.txt »")).toBeVisible();
    await page.getByRole("button", { name: "Importer ces factures" }).click();
    await expect(page.getByText("Les factures sont importées.")).toBeVisible();

    // Customers: the credit note the company issued, negative.
    const customers = page.getByRole("list", { name: "Clients" });
    await expect(customers.getByTestId("invoice-row")).toHaveCount(1);
    await expect(customers.getByTestId("invoice-row")).toContainText("AV-2026-0007");
    await expect(customers.getByTestId("invoice-row")).toContainText(/-52,75/);
    // Suppliers: the two supplier invoices with their totals including tax.
    await page.getByRole("tab", { name: "Fournisseurs" }).click();
    await expect(page).toHaveURL(/tab=supplier/);
    const suppliers = page.getByRole("list", { name: "Fournisseurs" });
    await expect(suppliers.getByTestId("invoice-row")).toHaveCount(2);
    await expect(suppliers.getByTestId("invoice-row").filter({ hasText: "FD-2026-0140" })).toContainText(
      /450,60/,
    );
    await expect(suppliers.getByTestId("invoice-row").filter({ hasText: "FD-2026-0101" })).toContainText(
      /1\s481,47/,
    );

    // A broken file (the import panel is still open): its localised error, nothing imported.
    await importFile(page, "broken-amounts.xml");
    await expect(
      page.getByText(/« broken-amounts\.xml » : Les montants de la facture ne concordent pas/),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Importer ces factures" })).toBeDisabled();
    await page.getByRole("button", { name: "Fermer l'import" }).click();
    await expect(suppliers.getByTestId("invoice-row")).toHaveCount(2);
    await expect(page).toHaveScreenshot("invoices-1440.png");

    // The match panel of an invoice: what is left, and no transaction to suggest yet.
    await page.getByRole("button", { name: "Rapprocher FD-2026-0140" }).click();
    const panel = page.getByRole("region", { name: "Rapprochement de FD-2026-0140" });
    await expect(panel).toContainText(/Reste : -450,60/);
    await expect(panel).toContainText("Aucune transaction suggérée.");
    await panel.getByRole("button", { name: "Fermer" }).click();

    // Its instalments: a split that does not add up is refused, one that does is saved.
    await page.getByRole("button", { name: "Échéances de FD-2026-0140" }).click();
    const editor = page.getByRole("dialog", { name: "Échéances de FD-2026-0140" });
    await editor.getByLabel("Montant").first().fill("200");
    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await expect(editor.getByRole("alert")).toHaveText(
      /Les échéances doivent totaliser le montant de la facture \(450,60\s€\)\./,
    );
    await editor.getByRole("button", { name: "Ajouter une échéance" }).click();
    await expect(editor.getByTestId("instalment")).toHaveCount(2);
    await expect(editor).toContainText(/Total des échéances : 450,60\s€ sur 450,60\s€/);
    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await expect(editor).toHaveCount(0);
    await page.getByRole("button", { name: "Échéances de FD-2026-0140" }).click();
    await expect(page.getByRole("dialog").getByTestId("instalment")).toHaveCount(2);
    await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();

    // The amount filter is kept in the URL; the ageing view per counterparty.
    await page.getByLabel("Montant TTC minimum").fill("1000");
    await page.getByLabel("Montant TTC minimum").blur();
    await expect(page).toHaveURL(/min=100000/);
    await expect(suppliers.getByTestId("invoice-row")).toHaveCount(1);
    await page.getByRole("button", { name: "Balance âgée" }).click();
    await expect(page).toHaveURL(/view=ageing/);
    const ageing = page.getByRole("table", { name: "Balance âgée" });
    await expect(ageing.getByTestId("ageing-row")).toHaveCount(1);
  });
});

test.describe("desktop form", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("types an invoice in the form, edits it, exports the list as CSV and deletes it", async ({
    page,
    server,
  }) => {
    await signInInvoicesOwner(page, server);
    await page.goto(`${server.url}/invoices`);
    const customers = page.getByRole("list", { name: "Clients" });
    await expect(page.getByText("Aucune facture ne correspond.")).toBeVisible();

    await page.getByRole("button", { name: "Nouvelle facture" }).click();
    const form = page.getByRole("dialog", { name: "Nouvelle facture" });
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect(form.getByText("Le montant HT est obligatoire et non nul.")).toBeVisible();
    await form.getByRole("textbox", { name: "Numéro" }).fill("FA-2026-0900");
    await form.getByRole("textbox", { name: "Tiers", exact: true }).fill("Boulangerie Martin");
    await form.getByRole("textbox", { name: "Libellé" }).fill("=1+1");
    await form.getByRole("textbox", { name: "Montant HT" }).fill("1000");
    await form.getByRole("textbox", { name: "TVA", exact: true }).fill("200");
    await form.getByRole("textbox", { name: "Numéro" }).click();
    await expect(form.getByTestId("invoice-form-total")).toHaveText(/1\s200,00\s€/);
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect(form).toHaveCount(0);
    const row = customers.getByTestId("invoice-row").filter({ hasText: "FA-2026-0900" });
    await expect(row).toContainText(/1\s200,00/);

    // The same counterparty and number again: the server's refusal, shown in the dialog.
    await page.getByRole("button", { name: "Nouvelle facture" }).click();
    await form.getByRole("textbox", { name: "Numéro" }).fill("FA-2026-0900");
    await form.getByRole("textbox", { name: "Tiers", exact: true }).fill("Boulangerie Martin");
    await form.getByRole("textbox", { name: "Montant HT" }).fill("10");
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    await form.getByRole("button", { name: "Annuler" }).click();
    await expect(customers.getByTestId("invoice-row")).toHaveCount(1);

    // Edited: a lower VAT, a new total.
    await page.getByRole("button", { name: "Modifier la facture FA-2026-0900" }).click();
    const edit = page.getByRole("dialog", { name: "Modifier la facture FA-2026-0900" });
    await edit.getByRole("textbox", { name: "TVA", exact: true }).fill("100");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText(/1\s100,00/);

    // Its PDF attached from the form; the document then opens from the list.
    await page.getByRole("button", { name: "Modifier la facture FA-2026-0900" }).click();
    await edit.getByLabel("Choisir un PDF").setInputFiles({
      name: "FA-2026-0900.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1"),
    });
    await expect(edit.getByRole("status")).toHaveText("Le document est joint.");
    await expect(edit.getByText("Document joint : FA-2026-0900.pdf")).toBeVisible();
    await edit.getByRole("button", { name: "Annuler" }).click();
    await expect(page.getByRole("button", { name: "Ouvrir le document de FA-2026-0900" })).toBeVisible();

    // Exported as CSV and read back: the label that a spreadsheet would run is neutralised.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exporter en CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
    const [headers, line, ...rest] = csv.trim().split("\r\n");
    expect(rest).toHaveLength(0);
    const cells = new Map(
      (headers ?? "").split(";").map((header, index) => [header, (line ?? "").split(";")[index]]),
    );
    expect(cells.get("Numéro")).toBe("FA-2026-0900");
    expect(cells.get("Montant TTC")).toBe("1100,00");
    expect(cells.get("Libellé")).toBe("'=1+1");

    // Deleted after confirming.
    await page.getByRole("button", { name: "Modifier la facture FA-2026-0900" }).click();
    await edit.getByRole("button", { name: "Supprimer" }).click();
    await page
      .getByRole("dialog", { name: "Supprimer la facture FA-2026-0900 ?" })
      .getByRole("button", { name: "Supprimer" })
      .click();
    await expect(page.getByText("Aucune facture ne correspond.")).toBeVisible();
  });
});

/** A CSV of invoices with the template's French headers; `wrongTotal` breaks the second line's total. */
function invoiceSheet(wrongTotal: boolean) {
  const lines = [
    "Numéro;Tiers;Date de facture;Échéance;Montant HT;TVA;Montant TTC",
    "FA-2026-0500;Boulangerie Martin;01/10/2026;31/10/2026;1000,00;200,00;1200,00",
    `FA-2026-0501;Hôtel du Parc;05/10/2026;04/11/2026;500,00;100,00;${wrongTotal ? "650,00" : "600,00"}`,
  ];
  return { name: "factures.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n"), "utf8") };
}

test.describe("desktop spreadsheet", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("imports a spreadsheet of invoices: a refused row blocks the import, the fixed file imports", async ({
    page,
    server,
  }) => {
    await signInInvoicesOwner(page, server);
    await page.goto(`${server.url}/invoices`);
    await page.getByRole("button", { name: "Importer un tableur" }).click();
    const file = page.getByLabel("Choisir un fichier (XLSX ou CSV)");
    await file.setInputFiles(invoiceSheet(true));
    const refused = page.getByRole("list", { name: "Lignes refusées" });
    await expect(refused).toContainText(/Ligne 3 : /);
    await expect(page.getByRole("button", { name: "Importer ces factures" })).toBeDisabled();
    await file.setInputFiles(invoiceSheet(false));
    await expect(page.getByRole("list", { name: "Factures du fichier" }).getByRole("listitem")).toHaveCount(
      2,
    );
    await page.getByRole("button", { name: "Importer ces factures" }).click();
    await expect(page.getByText("2 factures importées.")).toBeVisible();
    const customers = page.getByRole("list", { name: "Clients" });
    await expect(customers.getByTestId("invoice-row")).toHaveCount(2);
    await expect(customers.getByTestId("invoice-row").filter({ hasText: "FA-2026-0501" })).toContainText(
      /600,00/,
    );
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the imported invoices as cards", async ({ page, server }) => {
    await signInInvoicesOwner(page, server);
    await page.goto(`${server.url}/invoices?tab=supplier`);
    await page.getByRole("button", { name: "Importer des factures électroniques" }).click();
    await importFile(page, "invoices.zip");
    await page.getByRole("button", { name: "Importer ces factures" }).click();
    await expect(page.getByText("Les factures sont importées.")).toBeVisible();
    await page.getByRole("button", { name: "Fermer l'import" }).click();
    const rows = page.getByRole("list", { name: "Fournisseurs" }).getByTestId("invoice-row");
    await expect(rows).toHaveCount(2);
    const box = await rows.first().boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await expect(page).toHaveScreenshot("invoices-390.png");
  });
});

/**
 * The /transactions journey against the built app and the real server (issue 7): a new company with
 * the default category tree creates a manual account from the import wizard, imports a Crédit Agricole
 * style CSV (Windows-1252, a preamble above the headers, debit and credit columns, a reference column the
 * user maps by hand) through mapping, preview and job progress, sees that importing it again adds nothing,
 * creates a rule from one transaction, sees every matching transaction categorised, attaches a receipt
 * (a wrong type refused by the page, a fake PDF by the server), opens it through its signed URL and
 * deletes it, exports the list as XLSX, read back with exceljs (categories and amounts as the file said),
 * and filters on the rule's category, a filter that survives a reload through the URL. A second journey
 * imports a UK export (a preamble above "Date,Payee,Amount") through the panel that opens in view with
 * the focus and a drop zone, then sees a USD statement refused with both currencies named.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import {
  callApi,
  createTestCompany,
  createTestUser,
  removeDataDir,
  startTestServer,
  statementFixturePath,
} from "@trezo/server/testing";
import ExcelJS from "exceljs";
import { signIn } from "./support/fixtures";

// WEB_DIST_DIR, as for the server, names another build to serve (the default is this app's dist).
const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

test.beforeAll(async () => {
  server = await startTestServer({ webDistDir: WEB_DIST_DIR });
});

test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

/** The statement: label, signed cents and the bank's reference of each line, in file order. */
const LINES = [
  { date: "01/10/2026", label: "PRLV SEPA ORANGE SA FACTURE MOBILE 09-2026", cents: -4_599, ref: "P-1001" },
  { date: "02/10/2026", label: "LOYER OCTOBRE SCI DES LILAS", cents: -150_000, ref: "P-1002" },
  { date: "05/10/2026", label: "VIR SEPA CLIENT DURAND FACTURE 2026-118", cents: 240_000, ref: "P-1003" },
  { date: "09/10/2026", label: "CB CARREFOUR MARKET 08/10", cents: -6_320, ref: "P-1004" },
  { date: "15/10/2026", label: "PRLV SEPA ORANGE SA FACTURE FIXE 10-2026", cents: -3_990, ref: "P-1005" },
  { date: "20/10/2026", label: "VIR SEPA CLIENT MARTIN FACTURE 2026-121", cents: 98_050, ref: "P-1006" },
  { date: "28/10/2026", label: "PRLV SEPA ORANGE SA FACTURE MOBILE 10-2026", cents: -4_599, ref: "P-1007" },
];
const RULE_WORD = "ORANGE";
const RULE_CATEGORY = "Frais généraux";

/** "1 500,00" as a French bank writes an amount without its sign. */
function frenchAmount(cents: number): string {
  const [units, decimals] = (Math.abs(cents) / 100).toFixed(2).split(".");
  return `${(units ?? "0").replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${decimals}`;
}

/** The export of a Crédit Agricole account: Windows-1252, CRLF, a preamble, debit and credit columns. */
function statementFile(): Buffer {
  const rows = [
    "Téléchargement du 31/10/2026;",
    ";",
    "Compte Courant n° 12345678901;",
    "Solde au 31/10/2026 12 345,67 ;",
    ";",
    "Date;Libellé;Débit euros;Crédit euros;N° pièce",
    ...LINES.map(
      (line) =>
        `${line.date};${line.label};${line.cents < 0 ? frenchAmount(line.cents) : ""};${line.cents > 0 ? frenchAmount(line.cents) : ""};${line.ref}`,
    ),
  ];
  return Buffer.from(`${rows.join("\r\n")}\r\n`, "latin1");
}

/** Signs in, opens /transactions and its "Importer un relevé" panel; returns the panel. */
async function openImportWizard(page: Page, owner: { email: string; password: string }) {
  await signIn(page, { url: server.url } as never, owner.email, owner.password);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${server.url}/transactions`);
  await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Importer un relevé" }).click();
  return page.getByRole("region", { name: "Importer un relevé" });
}

/** A one-page PDF receipt (the server checks the content, not the name). */
const RECEIPT = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

test("manual account → CSV import → rule from a transaction → categorised → XLSX export read back", async ({
  page,
}) => {
  const owner = await createTestUser(server);
  const companyId = await createTestCompany(server, owner.id, { name: "Boulangerie Martin" });
  // The category tree is the /categories screen's business: the default French SME tree, made by its call.
  const template = await callApi(server, "createTemplate", { companyId }, { token: owner.token });
  expect(template.status).toBe(200);

  const wizard = await openImportWizard(page, owner);

  // No account yet: the wizard offers to add a manual one.
  await expect(wizard.getByText("Ajoutez d'abord un compte pour y importer un relevé.")).toBeVisible();
  await wizard.getByRole("button", { name: "Ajouter un compte" }).click();
  const accountForm = wizard.getByRole("form", { name: "Nouveau compte manuel" });
  await accountForm.getByRole("button", { name: "Créer le compte" }).click();
  await expect(accountForm.getByText("Ce champ est obligatoire.").first()).toBeVisible();
  await accountForm.getByRole("textbox", { name: "Banque" }).fill("Crédit Agricole");
  await accountForm.getByRole("textbox", { name: "Nom du compte" }).fill("Compte courant");
  await accountForm.getByRole("button", { name: "Créer le compte" }).click();
  await expect(accountForm).toBeHidden();
  await expect(wizard.getByRole("button", { name: /Compte$/ })).toContainText(
    "Crédit Agricole – Compte courant",
  );

  // The file, then the mapping: the server found the header row under the preamble; the reference
  // column has a name it does not know, so the user points it out.
  await wizard.getByLabel("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)").setInputFiles({
    name: "CA20261031_123456.csv",
    mimeType: "text/csv",
    buffer: statementFile(),
  });
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByRole("heading", { name: "Correspondance des colonnes" })).toBeVisible();
  await expect(wizard.getByRole("cell", { name: LINES[1]?.label ?? "" })).toBeVisible();
  await wizard.getByRole("button", { name: /Référence$/ }).click();
  await page.getByRole("option", { name: "N° pièce" }).click();
  await wizard.getByRole("button", { name: "Suivant" }).click();

  // The preview: seven new lines, amounts signed from the debit and credit columns.
  await expect(wizard.getByText("7 opérations lues (nouvelles : 7, déjà importées : 0).")).toBeVisible();
  await expect(wizard.getByRole("row", { name: /LOYER OCTOBRE SCI DES LILAS/ })).toContainText("-1 500,00");
  // The job's progress bar shows while the import runs (a short job: watched from before the click).
  const sawProgress = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const shown = () =>
          [...document.querySelectorAll('[role="progressbar"]')].some((bar) =>
            bar.textContent?.includes("Import en cours"),
          );
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await wizard.getByRole("button", { name: "Importer", exact: true }).click();
  expect(await sawProgress).toBe(true);
  await expect(wizard.getByRole("status")).toHaveText("7 opérations importées (déjà présentes : 0).");
  const grid = page.getByRole("grid", { name: "Transactions" });
  await expect(page.getByText("7 opérations", { exact: true })).toBeVisible();
  await expect(grid.getByText(LINES[0]?.label ?? "")).toBeVisible();

  // The same file again adds nothing.
  await wizard.getByRole("button", { name: "Fermer" }).click();
  await page.getByRole("button", { name: "Importer un relevé" }).click();
  await wizard.getByLabel("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)").setInputFiles({
    name: "CA20261031_123456.csv",
    mimeType: "text/csv",
    buffer: statementFile(),
  });
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByText("Correspondance mémorisée pour cette banque.")).toBeVisible();
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByText("7 opérations lues (nouvelles : 0, déjà importées : 7).")).toBeVisible();
  await expect(wizard.getByRole("button", { name: "Importer", exact: true })).toBeDisabled();
  await wizard.getByRole("button", { name: "Fermer" }).click();

  // A rule from the first Orange debit: "label contains ORANGE" → Frais généraux.
  const first = LINES[0]?.label ?? "";
  await grid.getByRole("button", { name: `Détails de « ${first} »` }).click();
  const details = page.getByRole("dialog", { name: "Détails de l'opération" });
  await expect(details.getByText("Référence : P-1001")).toBeVisible();
  const rule = details.getByRole("region", { name: "Créer une règle à partir de cette opération" });
  await rule.getByRole("textbox", { name: "Le libellé contient" }).fill(RULE_WORD);
  await rule.getByRole("searchbox", { name: "Catégorie" }).fill("frais gén");
  await rule.getByRole("option", { name: `Décaissements › ${RULE_CATEGORY}` }).click();
  await rule.getByRole("button", { name: "Voir les opérations concernées" }).click();
  await expect(rule.getByRole("status")).toContainText(
    "3 opérations correspondent (changeront de catégorie : 3).",
  );
  await rule.getByRole("button", { name: "Créer la règle" }).click();
  await expect(details).toBeHidden();

  // Every Orange line is in the category now, the others are untouched.
  for (const line of LINES) {
    const cell = grid.getByRole("button", { name: new RegExp(`^Changer la catégorie de « ${line.label} »`) });
    const expected = line.label.includes(RULE_WORD) ? `Décaissements › ${RULE_CATEGORY}` : "Non catégorisée";
    await expect(cell).toHaveAccessibleName(`Changer la catégorie de « ${line.label} » : ${expected}`);
  }

  // A receipt on the rent: refused when it is not what it says, else attached, opened through its signed
  // URL (the same bytes come back), counted in the grid, then deleted.
  const rent = LINES[1]?.label ?? "";
  await grid.getByRole("button", { name: `Détails de « ${rent} »` }).click();
  const files = details.getByRole("region", { name: "Pièces jointes" });
  await expect(files.getByText("Aucune pièce jointe.")).toBeVisible();
  await expect(files.getByText("PDF, PNG, JPEG ou WebP ; 10 Mo au maximum par fichier")).toBeVisible();
  const input = files.getByLabel("Ajouter des pièces jointes");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("loyer") });
  await expect(files.getByRole("alert")).toHaveText(
    "« notes.txt » n'est pas un fichier PDF, PNG, JPEG ou WebP.",
  );
  await input.setInputFiles({ name: "faux.pdf", mimeType: "application/pdf", buffer: Buffer.from("loyer") });
  await expect(files.getByRole("alert")).toHaveText(
    "Ce type de fichier n'est pas accepté (PDF, PNG, JPEG ou WebP).",
  );
  await input.setInputFiles({ name: "quittance-octobre.pdf", mimeType: "application/pdf", buffer: RECEIPT });
  await expect(files.getByText("quittance-octobre.pdf")).toBeVisible();
  await expect(files.getByRole("alert")).toBeHidden();
  const [receipt] = await Promise.all([
    page.waitForEvent("download"),
    files.getByRole("button", { name: "Ouvrir « quittance-octobre.pdf »" }).click(),
  ]);
  expect(receipt.suggestedFilename()).toBe("quittance-octobre.pdf");
  expect(receipt.url()).toMatch(new RegExp(`^${server.url}/api/v2/attachment/`));
  expect(readFileSync(await receipt.path())).toEqual(RECEIPT);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(grid.getByRole("img", { name: "1 pièce jointe" })).toBeVisible();
  await grid.getByRole("button", { name: `Détails de « ${rent} »` }).click();
  await files.getByRole("button", { name: "Supprimer « quittance-octobre.pdf »" }).click();
  await expect(files.getByText("Aucune pièce jointe.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(grid.getByRole("img", { name: "1 pièce jointe" })).toBeHidden();

  // Export the list as XLSX and read it back.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exporter en XLSX" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("the export has no sheet");
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const column = (name: string) => header.indexOf(name) + 1;
  expect(column("Libellé")).toBeGreaterThan(0);
  const exported = new Map<string, { cents: number; category: string; reference: string }>();
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    exported.set(String(row.getCell(column("Libellé")).value), {
      cents: Math.round(Number(row.getCell(column("Montant")).value) * 100),
      category: String(row.getCell(column("Catégorie")).value ?? ""),
      reference: String(row.getCell(column("Référence")).value ?? ""),
    });
  });
  expect(exported.size).toBe(LINES.length);
  for (const line of LINES) {
    expect(exported.get(line.label)).toEqual({
      cents: line.cents,
      category: line.label.includes(RULE_WORD) ? RULE_CATEGORY : "",
      reference: line.ref,
    });
  }

  // The category filter keeps its values in the URL: after a reload, the same three lines.
  await page.getByRole("button", { name: "Catégories Tous" }).click();
  await page.getByRole("searchbox", { name: "Filtrer la liste" }).fill("frais gén");
  await page.getByRole("list", { name: "Catégories" }).getByText(`Décaissements › ${RULE_CATEGORY}`).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/[?&]categories=\d+$/);
  await expect(page.getByText("3 opérations", { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("button", { name: `Catégories Décaissements › ${RULE_CATEGORY}` }),
  ).toBeVisible();
  await expect(page.getByText("3 opérations", { exact: true })).toBeVisible();
  await expect(grid.getByText(rent)).toBeHidden();
});

/** A statement file of the server's import fixtures, as a bank exported it. */
function bankExport(name: string): Buffer {
  return readFileSync(statementFixturePath(name));
}

test("import: a UK export with a preamble and English headers, then a USD statement refused", async ({
  page,
}) => {
  const owner = await createTestUser(server);
  const companyId = await createTestCompany(server, owner.id, { name: "Trezo Ltd" });
  const bank = await callApi(
    server,
    "addManualConnection",
    { companyId, name: "Barclays" },
    { token: owner.token },
  );
  expect(bank.status).toBe(200);
  const bankId = (bank.body as { bank: { id: number } }).bank.id;
  const account = await callApi(
    server,
    "addManualAccount",
    { companyId, bank_id: bankId, name: "Business account" },
    { token: owner.token },
  );
  expect(account.status).toBe(200);

  // The panel opens where the user looks, with the focus in it and a drop zone.
  const wizard = await openImportWizard(page, owner);
  await expect(wizard).toBeFocused();
  await expect(wizard).toBeInViewport();
  await expect(wizard.getByText("Déposez votre relevé ici")).toBeVisible();

  // Account name, number and period above "Date,Payee,Amount": the server finds the header row, the
  // mapping shows the rows under it, the payee is the label, and the preview reads the same rows.
  await wizard.getByLabel("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)").setInputFiles({
    name: "statement-oct-2026.csv",
    mimeType: "text/csv",
    buffer: bankExport("preamble-uk-business.csv"),
  });
  await expect(wizard.getByText("Fichier : statement-oct-2026.csv")).toBeVisible();
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByRole("heading", { name: "Correspondance des colonnes" })).toBeVisible();
  await expect(wizard.getByRole("columnheader", { name: "Payee" })).toBeVisible();
  await expect(wizard.getByRole("cell", { name: "HMRC VAT" })).toBeVisible();
  await expect(wizard.getByText(/Indiquez les colonnes manquantes/)).toBeHidden();
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByText("3 opérations lues (nouvelles : 3, déjà importées : 0).")).toBeVisible();
  await expect(wizard.getByText("Lignes affichées : 3 sur 3.")).toBeVisible();
  await expect(wizard.getByRole("row", { name: /DURAND & CO/ })).toContainText("2 400,00");
  await expect(wizard.getByRole("row", { name: /HMRC VAT/ })).toContainText("-1 250,00");
  await expect(wizard.getByRole("button", { name: "Importer", exact: true })).toBeInViewport();
  await wizard.getByRole("button", { name: "Importer", exact: true }).click();
  await expect(wizard.getByRole("status")).toHaveText("3 opérations importées (déjà présentes : 0).");
  await expect(page.getByText("3 opérations", { exact: true })).toBeVisible();

  // A USD account's export into this EUR account: refused, naming both currencies; nothing added.
  await wizard.getByRole("button", { name: "Fermer" }).click();
  await page.getByRole("button", { name: "Importer un relevé" }).click();
  await wizard.getByLabel("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)").setInputFiles({
    name: "revolut-usd.csv",
    mimeType: "text/csv",
    buffer: bankExport("revolut-usd.csv"),
  });
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByRole("cell", { name: "Amazon Web Services" })).toBeVisible();
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByRole("alert")).toHaveText(
    "Ligne 2 : Ce relevé est en USD alors que le compte est en EUR : importez-le dans un compte en USD.",
  );
  await expect(wizard.getByRole("button", { name: "Importer", exact: true })).toBeHidden();
  await expect(page.getByText("3 opérations", { exact: true })).toBeVisible();
});

/**
 * The journey of issue 15 on the built app and a real server: e-invoices imported through /invoices (a
 * zip: two supplier invoices, FD-2026-0101 without a due date and FD-2026-0140, and a customer credit
 * note) → the dashboard's current period forecasts their expected payments, its cell details list them
 * and the forecast is their sum to the cent → a bank statement that pays both supplier invoices
 * (e2e/fixtures/releve-reglements-factures.csv: their numbers in the labels, and an unrelated card
 * payment) imported on /transactions → the first payment accepted from the transactions to match, the
 * other from its invoice's match panel, which suggests it (exact amount, number in the label) → the
 * forecast drops by exactly the matched amounts, the invoices are paid, and the end balance counts each
 * payment once (the statement's total). The same data as the HTTP journey (apps/server/src/features/invoices/einvoiceImport.test.ts, "the journey").
 */
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { eInvoiceFixturePath } from "@trezo/server/testing";
import { centsOf } from "./support/amounts";
import { type E2EServer, expect, signInInvoicesOwner, test } from "./support/fixtures";

const COMPANY_SIREN = "842115636";
const STATEMENT = fileURLToPath(new URL("./fixtures/releve-reglements-factures.csv", import.meta.url));
/** What the statement pays: FD-2026-0140 (450,60 €) and FD-2026-0101 (1 481,47 €), money out. */
const PAID = [
  { number: "FD-2026-0140", cents: -45_060 },
  { number: "FD-2026-0101", cents: -148_147 },
];
/** The statement's total: the two payments and a card payment of 62,30 €. */
const STATEMENT_TOTAL = -45_060 - 148_147 - 6_230;
const EXPENSE_ROW = "Décaissements non catégorisés";

/** Opens the details of the expense row's cell in the current period (Space, as a keyboard user); returns the panel. */
async function openCurrentExpenseCell(page: Page, server: E2EServer): Promise<Locator> {
  await page.goto(`${server.url}/dashboard`);
  const grid = page.getByRole("treegrid", { name: "Trésorerie par catégorie et par période" });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  const headers = grid.locator("thead th");
  // The current period (its remaining part when the month is split into actual and remaining).
  const current = await headers.evaluateAll((cells) =>
    cells.findLastIndex((cell) => cell.hasAttribute("data-current")),
  );
  expect(current).toBeGreaterThan(0);
  const row = grid.locator("tr", { has: page.getByRole("rowheader", { name: EXPENSE_ROW }) });
  const cell = row.getByRole("gridcell").nth(current - 1);
  await cell.focus();
  await page.keyboard.press(" ");
  const panel = page.getByTestId("cell-details");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("cell-expected-payments")).toBeVisible();
  return panel;
}

/** The cell's forecast figure and the expected payments it lists (number → amount left). */
async function readCell(panel: Locator) {
  const forecast = centsOf((await panel.locator("dd").nth(1).textContent()) ?? "");
  const items = panel.getByTestId("cell-expected-payments").getByRole("listitem");
  const listed = new Map<string, number>();
  for (const text of await items.allTextContents()) {
    const number = /[A-Z]{2}-\d{4}-\d{4}/.exec(text)?.[0];
    if (number) listed.set(number, centsOf(text.slice(text.indexOf(number))));
  }
  return { forecast, listed };
}

async function endBalance(page: Page): Promise<number> {
  return centsOf((await page.getByTestId("end-balance").textContent()) ?? "");
}

test.use({ viewport: { width: 1440, height: 900 } });

test("e-invoices → forecast → the statement that pays them → accepted matches → the forecast drops them to the cent", async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  await signInInvoicesOwner(page, server);

  // 1. The e-invoices, through the /invoices import; a broken file first imports nothing.
  await page.goto(`${server.url}/invoices`);
  await page.getByRole("button", { name: "Importer des factures électroniques" }).click();
  await page.getByLabel("SIREN de votre société").fill(COMPANY_SIREN);
  await page.getByLabel("Choisir un fichier").setInputFiles(eInvoiceFixturePath("broken-amounts.xml"));
  await expect(
    page.getByText(/« broken-amounts\.xml » : Les montants de la facture ne concordent pas/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Importer ces factures" })).toBeDisabled();
  await page.getByLabel("Choisir un fichier").setInputFiles(eInvoiceFixturePath("invoices.zip"));
  await expect(page.getByRole("list", { name: "Aperçu" }).getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Importer ces factures" }).click();
  await expect(page.getByText("Les factures sont importées.")).toBeVisible();

  // 2. The dashboard's current period forecasts what they leave to pay, and its details list them.
  let panel = await openCurrentExpenseCell(page, server);
  const before = await readCell(panel);
  for (const paid of PAID) expect(before.listed.get(paid.number)).toBe(paid.cents);
  // A new company forecasts nothing else: the cell is the sum of the payments it lists, to the cent.
  expect(before.forecast).toBe([...before.listed.values()].reduce((sum, cents) => sum + cents, 0));

  // 3. The statement that pays them, through the import wizard of /transactions, on a new manual account.
  await page.goto(`${server.url}/transactions`);
  await page.getByRole("button", { name: "Importer un relevé" }).click();
  const wizard = page.getByRole("region", { name: "Importer un relevé" });
  await wizard.getByRole("button", { name: "Ajouter un compte" }).click();
  const accountForm = wizard.getByRole("form", { name: "Nouveau compte manuel" });
  await accountForm.getByRole("textbox", { name: "Banque" }).fill("Banque Populaire");
  await accountForm.getByRole("textbox", { name: "Nom du compte" }).fill("Compte courant");
  await accountForm.getByRole("button", { name: "Créer le compte" }).click();
  await expect(accountForm).toBeHidden();
  await wizard
    .getByLabel("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)")
    .setInputFiles(STATEMENT);
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByRole("heading", { name: "Correspondance des colonnes" })).toBeVisible();
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByText("3 opérations lues (nouvelles : 3, déjà importées : 0).")).toBeVisible();
  await wizard.getByRole("button", { name: "Importer", exact: true }).click();
  await expect(wizard.getByRole("status")).toHaveText("3 opérations importées (déjà présentes : 0).");

  // Imported, not matched yet: the forecast still counts both invoices.
  panel = await openCurrentExpenseCell(page, server);
  const imported = await readCell(panel);
  expect(imported.forecast).toBe(before.forecast);
  const endImported = await endBalance(page);

  // 4. The first payment is accepted from the transactions to match (one click), the others from each
  // supplier invoice's match panel, which suggests its payment.
  await page.goto(`${server.url}/invoices?tab=supplier`);
  await page.getByRole("button", { name: "Transactions à rapprocher" }).click();
  await expect(page).toHaveURL(/view=matching/);
  const queue = page.getByRole("region", { name: "Transactions à rapprocher" });
  const [first] = PAID;
  if (!first) throw new Error("no paid invoice");
  const acceptFirst = queue.getByRole("button", { name: new RegExp(`^Rapprocher ${first.number} de `) });
  await expect(acceptFirst).toHaveCount(1);
  await expect(acceptFirst.locator("xpath=ancestor::li[1]")).toContainText("montant exact");
  await acceptFirst.click();
  await expect(acceptFirst).toHaveCount(0);
  await page.getByRole("button", { name: "Liste des factures" }).click();
  const suppliers = page.getByRole("list", { name: "Fournisseurs" });
  await expect(suppliers.getByTestId("invoice-row")).toHaveCount(2);
  for (const paid of PAID) {
    await page.getByRole("button", { name: `Rapprocher ${paid.number}` }).click();
    const match = page.getByRole("region", { name: `Rapprochement de ${paid.number}` });
    if (paid !== first) {
      const suggestions = match.getByRole("list", { name: "Transactions suggérées" }).getByRole("listitem");
      await expect(suggestions).toHaveCount(1);
      await expect(suggestions).toContainText(paid.number.slice(-4));
      await expect(suggestions).toContainText("montant exact");
      await expect(suggestions).toContainText("numéro dans le libellé");
      await suggestions.getByRole("button", { name: "Accepter" }).click();
    }
    await expect(match.getByRole("list", { name: "Transactions rapprochées" })).toHaveCount(1);
    await expect(match).toContainText(/Reste : 0,00/);
    await match.getByRole("button", { name: "Fermer" }).click();
  }
  await page.getByRole("button", { name: /Statut$/ }).click();
  await page.getByRole("option", { name: "Payée", exact: true }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(suppliers.getByTestId("invoice-row")).toHaveCount(2);

  // 5. The forecast drops by exactly what the matches pay; the other expected payments stay.
  panel = await openCurrentExpenseCell(page, server);
  const after = await readCell(panel);
  const matched = PAID.reduce((sum, paid) => sum + paid.cents, 0);
  expect(after.forecast).toBe(before.forecast - matched);
  for (const paid of PAID) expect(after.listed.has(paid.number)).toBe(false);
  for (const [number, cents] of before.listed)
    if (!PAID.some((paid) => paid.number === number)) expect(after.listed.get(number)).toBe(cents);
  // The end balance counts each payment once: the new account's statement (it starts at zero), to the
  // cent, before and after the matches.
  expect(endImported).toBe(STATEMENT_TOTAL);
  expect(await endBalance(page)).toBe(STATEMENT_TOTAL);
});

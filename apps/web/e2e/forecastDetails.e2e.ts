/**
 * Forecast details of issue 14 on the built app and the real server (its own server with SEED_DEMO on
 * for the dashboard, beside the harness of support/fixtures):
 * - a manual adjustment on a forecast cell of /dashboard: an empty amount refused with its message, then
 *   added with a comment (the cell is marked and its actual figure in the details moves by the amount),
 *   edited, deleted;
 * - French payment terms on a recurring series: "30 jours fin de mois" on a monthly series pays once a
 *   month, from the month after its first occurrence (never 0 € one month and double the next);
 * - the remembered column mapping of a statement import: a CSV mapped by hand, a second file of the
 *   same shape gets the mapping proposed, a file of another shape does not (e2e/fixtures/releve-*.csv).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { callApi, createTestCompany, createTestUser } from "@trezo/server/testing";
import { cellsOf, centsOf, demoServer, endBalance, startBankFeesSeries } from "./support/demoDashboard";
import { signIn } from "./support/fixtures";

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

const demo = demoServer();

async function cellCents(cell: Locator): Promise<number> {
  return centsOf((await cell.getAttribute("aria-label")) ?? "");
}

test("a manual adjustment with a comment on a forecast cell: refused empty, added, edited, deleted", async ({
  page,
}) => {
  await demo.openDashboard(page);
  const cell = cellsOf(page, "Frais bancaires").last();
  const forecast = await cellCents(cell);
  await expect(cell).not.toHaveAttribute("aria-label", /ajusté manuellement$/);

  await cell.focus();
  await page.keyboard.press(" ");
  const panel = page.getByRole("complementary", { name: /^Frais bancaires · / });
  await expect(panel).toBeVisible();
  // The cell's actual figure in its details (an adjustment corrects what happened, not the forecast).
  const actual = async () => centsOf((await panel.locator("dd").first().textContent()) ?? "");
  const before = await actual();
  await panel.getByRole("button", { name: "Ajouter un ajustement" }).click();
  // No amount: refused with its message, nothing sent.
  await panel.getByRole("button", { name: "Enregistrer" }).last().click();
  await expect(panel.getByText("Saisissez un montant différent de zéro.")).toBeVisible();
  // Not an amount: refused the same way.
  await panel.getByRole("textbox", { name: "Montant" }).fill("deux cents");
  await panel.getByRole("button", { name: "Enregistrer" }).last().click();
  await expect(panel.getByText("Saisissez un montant différent de zéro.")).toBeVisible();

  await panel.getByRole("textbox", { name: "Montant" }).fill("-250");
  await panel.getByRole("textbox", { name: "Libellé" }).fill("Frais de tenue exceptionnels");
  await panel
    .getByRole("textbox", { name: "Commentaire", exact: true })
    .fill("Annoncés par la banque en réunion.");
  await panel.getByRole("button", { name: "Enregistrer" }).last().click();
  await expect(page.getByText("Ajustement enregistré.")).toBeVisible();

  // The cell is marked, its actual figure moves by the amount; its forecast stays.
  await expect(cell).toHaveAttribute("aria-label", /ajusté manuellement$/);
  await expect.poll(actual, { timeout: 30_000 }).toBe(before - 25_000);
  expect(await cellCents(cell)).toBe(forecast);
  await expect(panel.getByText("Annoncés par la banque en réunion.")).toBeVisible();

  // Edited: −300 € instead.
  await panel.getByRole("button", { name: "Modifier l'ajustement « Frais de tenue exceptionnels »" }).click();
  await expect(panel.getByRole("textbox", { name: "Montant" })).not.toHaveValue("");
  await panel.getByRole("textbox", { name: "Montant" }).fill("-300");
  await panel.getByRole("button", { name: "Enregistrer" }).last().click();
  await expect.poll(actual, { timeout: 30_000 }).toBe(before - 30_000);

  // Deleted after confirming: the figure and the marker go.
  await panel
    .getByRole("button", { name: "Supprimer l'ajustement « Frais de tenue exceptionnels »" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Supprimer l'ajustement" });
  await expect(dialog).toContainText(
    "L'ajustement « Frais de tenue exceptionnels » et ses commentaires seront supprimés.",
  );
  await dialog.getByRole("button", { name: "Supprimer l'ajustement" }).click();
  await expect.poll(actual, { timeout: 30_000 }).toBe(before);
  await expect(cell).not.toHaveAttribute("aria-label", /ajusté manuellement$/);
});

/** The monthly fee of the series with payment terms. */
const FEE_CENTS = 100_000;

test("a monthly series paid '30 jours fin de mois' pays once a month, from the month after its first occurrence", async ({
  page,
}) => {
  await demo.openDashboard(page);
  const baseEnd = await endBalance(page);
  const fees = cellsOf(page, "Frais bancaires");
  const count = await fees.count();
  // The window runs to 12 months ahead; the series starts next month (the editor's default).
  const nextMonth = fees.nth(count - 12);
  const monthAfter = fees.nth(count - 11);
  const lastButOne = fees.nth(count - 2);
  const last = fees.nth(count - 1);
  const before = await Promise.all([nextMonth, monthAfter, lastButOne, last].map(cellCents));

  const { list, editor } = await startBankFeesSeries(page, "Honoraires de l'expert", "-1000");
  const terms = editor.getByRole("textbox", { name: /Conditions de paiement/ });
  // Terms it does not read are refused with the spec's examples.
  await terms.fill("un mois environ");
  await editor.getByRole("button", { name: "Créer la série" }).click();
  await expect(editor.getByText(/Conditions de paiement non reconnues/)).toBeVisible();
  await terms.fill("30 jours fin de mois");
  await editor.getByRole("button", { name: "Créer la série" }).click();
  await expect(list.getByText("Honoraires de l'expert")).toBeVisible();

  // Computed by hand: the occurrence of the 1st of next month is paid at the end of the month after;
  // every month after that pays once. Eleven payments in the window.
  await expect.poll(() => endBalance(page), { timeout: 30_000 }).toBe(baseEnd - 11 * FEE_CENTS);
  await expect.poll(() => cellCents(monthAfter)).toBe((before[1] ?? 0) - FEE_CENTS);
  expect(await cellCents(nextMonth)).toBe(before[0]);
  expect(await cellCents(lastButOne)).toBe((before[2] ?? 0) - FEE_CENTS);
  expect(await cellCents(last)).toBe((before[3] ?? 0) - FEE_CENTS);
});

/** Opens /transactions and its import panel, returns the panel. */
async function openImportWizard(page: Page) {
  await page.goto(`${demo.server.url}/transactions`);
  await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Importer un relevé" }).click();
  return page.getByRole("region", { name: "Importer un relevé" });
}

async function chooseFile(wizard: Locator, name: string) {
  await wizard.getByLabel("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: fixture(name),
  });
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByRole("heading", { name: "Correspondance des colonnes" })).toBeVisible();
}

test("a column mapping made by hand is proposed again for a file of the same shape, not for another", async ({
  page,
}) => {
  const owner = await createTestUser(demo.server);
  const companyId = await createTestCompany(demo.server, owner.id, { name: "Atelier Somme" });
  expect((await callApi(demo.server, "createTemplate", { companyId }, { token: owner.token })).status).toBe(
    200,
  );
  await signIn(page, { url: demo.server.url } as never, owner.email, owner.password);
  await page.waitForURL(/\/(dashboard|onboarding)/);

  let wizard = await openImportWizard(page);
  await wizard.getByRole("button", { name: "Ajouter un compte" }).click();
  const accountForm = wizard.getByRole("form", { name: "Nouveau compte manuel" });
  await accountForm.getByRole("textbox", { name: "Banque" }).fill("Banque Somme");
  await accountForm.getByRole("textbox", { name: "Nom du compte" }).fill("Compte courant");
  await accountForm.getByRole("button", { name: "Créer le compte" }).click();
  await expect(accountForm).toBeHidden();

  // October: the server reads date, label and amount by their names, not the reference column
  // ("Pièce"): the user points it out.
  await chooseFile(wizard, "releve-somme-octobre.csv");
  await expect(wizard.getByText("Correspondance mémorisée pour cette banque.")).toBeHidden();
  await expect(wizard.getByRole("button", { name: /Référence$/ })).not.toContainText("Pièce");
  await wizard.getByRole("button", { name: /Référence$/ }).click();
  await page.getByRole("option", { name: "Pièce", exact: true }).click();
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByText("3 opérations lues (nouvelles : 3, déjà importées : 0).")).toBeVisible();
  await expect(wizard.getByRole("row", { name: /LOYER OCTOBRE SCI DES LILAS/ })).toContainText("-1 500,00");
  await wizard.getByRole("button", { name: "Importer", exact: true }).click();
  await expect(wizard.getByRole("status")).toHaveText("3 opérations importées (déjà présentes : 0).");
  await wizard.getByRole("button", { name: "Fermer" }).click();

  // November, same shape: the mapping is proposed as it was left.
  wizard = await openImportWizard(page);
  await chooseFile(wizard, "releve-somme-novembre.csv");
  await expect(wizard.getByText("Correspondance mémorisée pour cette banque.")).toBeVisible();
  await expect(wizard.getByRole("button", { name: /Référence$/ })).toContainText("Pièce");
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByText("2 opérations lues (nouvelles : 2, déjà importées : 0).")).toBeVisible();
  await expect(wizard.getByRole("row", { name: /VIR CLIENT MARTIN FACTURE 121/ })).toContainText("980,50");
  await wizard.getByRole("button", { name: "Importer", exact: true }).click();
  await expect(wizard.getByRole("status")).toHaveText("2 opérations importées (déjà présentes : 0).");
  await wizard.getByRole("button", { name: "Fermer" }).click();

  // December, another shape (debit and credit columns): the remembered mapping is not applied, and the
  // wizard says why.
  wizard = await openImportWizard(page);
  await chooseFile(wizard, "releve-debit-credit-decembre.csv");
  await expect(
    wizard.getByText(
      "La correspondance des colonnes enregistrée pour cette banque ne correspond pas aux colonnes de ce fichier : les colonnes ont été détectées automatiquement. Vérifiez-les avant d'importer.",
    ),
  ).toBeVisible();
  await expect(wizard.getByText("Correspondance mémorisée pour cette banque.")).toBeHidden();
  await expect(wizard.getByRole("button", { name: /Débit$/ })).toContainText("Débit");
  await expect(wizard.getByRole("button", { name: /Référence$/ })).not.toContainText("Pièce");
});

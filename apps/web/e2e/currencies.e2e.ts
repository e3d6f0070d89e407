/**
 * An account in another currency on the built app (issue 17): an owner adds a USD account in /banks,
 * imports a USD statement into it, the dashboard says which rate is missing and leads to /company, where
 * the owner types the rate in the currencies card; the dashboard then shows the USD lines in EUR at that
 * rate, and the cell details show each line's original amount and rate. Baselines of the currencies card
 * at 1440 and 390 px.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

/** `date` as the statement writes it (dd/mm/yyyy). */
const french = (date: string) => date.split("-").reverse().join("/");

/** The 1st, 10th and 15th of the month before today's, as YYYY-MM-DD. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const day = (n: number) => `${first.toISOString().slice(0, 8)}${String(n).padStart(2, "0")}`;
  return { first: day(1), tenth: day(10), fifteenth: day(15) };
}

const currenciesCard = (page: Page) => page.getByRole("region", { name: "Devises", exact: true });

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a USD account's statement shows on the dashboard in EUR at the rate the company typed (${size.width} px)`, async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const owner = await server.user();
    await server.company(owner.id, { name: "Export Conseil" });
    await signIn(page, server, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // A USD account, added from /banks.
    await page.goto(`${server.url}/banks`);
    await page.getByRole("button", { name: "Ajouter une banque" }).first().click();
    const popup = page.getByRole("dialog", { name: "Ajouter une banque" });
    await popup.getByRole("button", { name: /^Ajouter un compte manuel/ }).click();
    await popup.getByRole("textbox", { name: "Nom de la banque" }).fill("Chase");
    await popup.getByRole("textbox", { name: "Nom du compte" }).fill("Dollars");
    await popup.getByRole("button", { name: /Devise/ }).click();
    await page.getByRole("option", { name: /^USD/ }).click();
    await popup.getByRole("button", { name: "Ajouter la banque" }).click();
    await expect(popup).toBeHidden();
    const row = page
      .getByRole("region", { name: "Chase", exact: true })
      .getByRole("row", { name: /Dollars/ });
    await expect(row).toContainText("USD");

    // A USD statement imported into it.
    const { first, tenth, fifteenth } = lastMonth();
    await page.getByRole("button", { name: "Actions sur le compte Dollars" }).click();
    await page.getByRole("menuitem", { name: "Importer un relevé" }).click();
    const wizard = page.getByRole("region", { name: "Importer un relevé" });
    await wizard.getByLabel("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)").setInputFiles({
      name: "chase-usd.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `Date;Libellé;Montant\n${french(tenth)};CLIENT BOSTON;2500,00\n${french(fifteenth)};AWS;-125,00\n`,
      ),
    });
    await wizard.getByRole("button", { name: "Suivant" }).click();
    await expect(wizard.getByRole("heading", { name: "Correspondance des colonnes" })).toBeVisible();
    await wizard.getByRole("button", { name: "Suivant" }).click();
    await wizard.getByRole("button", { name: "Importer", exact: true }).click();
    await expect(wizard.getByRole("status")).toHaveText("2 opérations importées (déjà présentes : 0).");

    // No USD rate yet: the dashboard names the currency and the day, and leads to where a rate is typed.
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole("alert")).toContainText(`Aucun cours USD connu au ${tenth}`, {
      timeout: 30_000,
    });
    await page.getByRole("link", { name: "Saisir un cours de change" }).click();
    await expect(page).toHaveURL(/\/company$/);
    const card = currenciesCard(page);
    const held = card.getByRole("list", { name: "Devises de vos comptes" });
    await expect(held).toContainText("Aucun cours connu : saisissez-en un.");

    // A rate that is not one is refused; 1,25 USD for 1 EUR from the 1st of last month is saved.
    const rateField = card.getByRole("textbox", { name: "Cours pour 1 EUR" });
    await card.getByLabel("Date du cours").fill(first);
    await rateField.fill("-1");
    await card.getByRole("button", { name: "Enregistrer le cours" }).click();
    await expect(
      card.getByText("Le cours doit être un nombre positif, avec 12 décimales au plus."),
    ).toBeVisible();
    await rateField.fill("1,25");
    await card.getByRole("button", { name: "Enregistrer le cours" }).click();
    await expect(page.getByText("Cours enregistré")).toBeVisible();
    await expect(held).toContainText("1 EUR = 1,25 USD");
    await expect(held).toContainText("Saisi par l'entreprise");
    await expect(card.getByRole("list", { name: "Cours saisis par l'entreprise" })).toContainText(
      "1 EUR = 1,25 USD",
    );

    await expect(page.getByText("Cours enregistré")).toBeHidden({ timeout: 15_000 });
    // Tall enough for the whole card under the app's sticky header; dates depend on today (masked).
    await page.setViewportSize({ width: size.width, height: 1600 });
    await page.mouse.move(0, 0);
    await expect(card).toHaveScreenshot(`currencies-card-${size.width}.png`, {
      mask: [
        card.getByText(/cours du/),
        card.getByRole("list", { name: "Cours saisis par l'entreprise" }).getByText(/\d{4}/),
        card.getByLabel("Date du cours"),
      ],
    });
    await page.setViewportSize(size);

    // The dashboard in EUR: 2 500 USD received is 2 000 EUR, and the details show the original and rate.
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole("treegrid")).toBeVisible({ timeout: 30_000 });
    const income = page
      .locator("[role=treegrid] tr", {
        has: page.getByRole("rowheader", { name: "Encaissements non catégorisés" }),
      })
      .first()
      .getByRole("gridcell")
      .filter({ hasText: /2\s000,00/ });
    await expect(income).toHaveCount(1);
    await income.focus();
    await page.keyboard.press(" ");
    const panel = page.getByRole("complementary", { name: /^Encaissements non catégorisés · / });
    await expect(panel).toContainText("CLIENT BOSTON");
    await expect(panel).toContainText(/2\s500,00\s\$US converti au cours de 0\.8/);
  });
}

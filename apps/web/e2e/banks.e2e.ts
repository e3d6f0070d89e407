/**
 * The banks-and-accounts screen on the built app (issue 14): reached from the menu and from /company;
 * renaming, pinning, the BIC (a bad one refused), adding a bank until the plan's maxConnections leads to
 * book-a-meeting with its reason, importing a statement into an account, and on a phone the delete-bank
 * popup with its typed word (a wrong word keeps the button off) and the spec's failure notice when
 * another tab deleted the bank first.
 */
import { type Browser, devices, type Page } from "@playwright/test";
import { callApi } from "@trezo/server/testing";
import { type E2EServer, expect, signIn, test } from "./support/fixtures";

/** An owner of a new company with two manual banks, each with an account, through the API. */
async function ownerWithBanks(server: E2EServer) {
  const owner = await server.user();
  const companyId = await server.company(owner.id, { name: "Boulangerie Martin" });
  const add = async (name: string, account: Record<string, unknown>) => {
    const answer = await callApi(
      server.raw,
      "addManualBankWithAccount",
      { companyId, name, account },
      { token: owner.token },
    );
    expect(answer.status).toBe(200);
  };
  await add("Crédit Agricole", {
    name: "Compte courant",
    balance_cents: 1_250_050,
    iban: "FR7630006000011234567890189",
    bic: "AGRIFRPP",
  });
  await add("Qonto", { name: "Compte pro", currency: "USD", balance_cents: -42_000 });
  return { owner, companyId };
}

const bankRegion = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function accountAction(page: Page, account: string, action: string) {
  await page.getByRole("button", { name: `Actions sur le compte ${account}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function bankAction(page: Page, bank: string, action: string) {
  await page.getByRole("button", { name: `Actions sur la banque ${bank}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("lists the banks, renames, pins, refuses a bad BIC, imports into an account, adds a bank up to the limit", async ({
    page,
    server,
  }) => {
    const { owner } = await ownerWithBanks(server);
    await signIn(page, server, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // From /company, then from the menu.
    await page.goto(`${server.url}/company`);
    await page.getByRole("link", { name: "Gérer les banques et les comptes" }).click();
    await expect(page).toHaveURL(/\/banks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Banques et comptes");
    const menuEntry = page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Banques et comptes" });
    await expect(menuEntry).toHaveAttribute("aria-current", "page");

    // The list: state, accounts with balance, currency, IBAN and BIC.
    const ca = bankRegion(page, "Crédit Agricole");
    await expect(ca.getByText("Active")).toBeVisible();
    const current = ca.getByRole("row", { name: /Compte courant/ });
    await expect(current).toContainText("12 500,50");
    await expect(current).toContainText("FR76 3000 6000 0112 3456 7890 189");
    await expect(current).toContainText("AGRIFRPP");
    await expect(bankRegion(page, "Qonto").getByRole("row", { name: /Compte pro/ })).toContainText("USD");

    // Rename the connection: it keeps its bank's own name under the new one, also after a reload.
    await bankAction(page, "Crédit Agricole", "Renommer la banque");
    const renameForm = page.getByRole("form", { name: "Renommer la banque" });
    await renameForm.getByRole("textbox").fill("CA Pro");
    await renameForm.getByRole("button", { name: "Enregistrer" }).click();
    await expect(bankRegion(page, "CA Pro")).toBeVisible();
    await page.reload();
    await expect(bankRegion(page, "CA Pro").getByText(/Nom d'origine : Crédit Agricole/)).toBeVisible();

    // Rename an account and pin it.
    await accountAction(page, "Compte pro", "Renommer le compte");
    const accountForm = page.getByRole("form", { name: "Renommer le compte" });
    await accountForm.getByRole("textbox").fill("Dollars");
    await accountForm.getByRole("button", { name: "Enregistrer" }).click();
    const dollars = bankRegion(page, "Qonto").getByRole("row", { name: /Dollars/ });
    await expect(dollars).toBeVisible();
    await accountAction(page, "Dollars", "Épingler");
    await expect(dollars.getByText("Épinglé")).toBeVisible();
    await expect(page.getByText("Le compte Dollars est épinglé.")).toBeVisible();

    // The BIC: a bad one is refused in words and nothing is sent; a good one is stored upper case.
    await accountAction(page, "Dollars", "Modifier le BIC");
    const bicForm = page.getByRole("form", { name: "BIC" });
    await bicForm.getByRole("textbox").fill("QNT");
    await bicForm.getByRole("button", { name: "Enregistrer" }).click();
    await expect(bicForm.getByText(/Ce BIC n'est pas valide : il compte 8 ou 11 caractères/)).toBeVisible();
    await bicForm.getByRole("textbox").fill("qnta frp1");
    await bicForm.getByRole("button", { name: "Enregistrer" }).click();
    await expect(bicForm).toBeHidden();
    await expect(dollars).toContainText("QNTAFRP1");

    // Import a statement into this account: the wizard opens on it.
    await accountAction(page, "Dollars", "Importer un relevé");
    const wizard = page.getByRole("region", { name: "Importer un relevé" });
    await expect(wizard).toBeVisible();
    await expect(wizard.getByRole("button", { name: /Compte$/ })).toContainText("Qonto – Dollars");
    await wizard.getByLabel("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)").setInputFiles({
      name: "qonto-novembre.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "Date;Libellé;Montant\n05/11/2026;LOYER NOVEMBRE;-1500,00\n06/11/2026;VENTE CLIENT;2500,00\n",
      ),
    });
    await wizard.getByRole("button", { name: "Suivant" }).click();
    await expect(wizard.getByRole("heading", { name: "Correspondance des colonnes" })).toBeVisible();
    await wizard.getByRole("button", { name: "Suivant" }).click();
    await expect(wizard.getByText("2 opérations lues (nouvelles : 2, déjà importées : 0).")).toBeVisible();
    await wizard.getByRole("button", { name: "Importer", exact: true }).click();
    await expect(wizard.getByRole("status")).toHaveText("2 opérations importées (déjà présentes : 0).");
    await wizard.getByRole("button", { name: "Fermer" }).click();
    await expect(wizard).toBeHidden();
    // The import moved the balance: -420,00 + 2 500,00 - 1 500,00.
    await expect(dollars).toContainText("580,00");

    // Add a third bank (the default plan allows 3): one popup, one call.
    const addCalls: string[] = [];
    page.on("request", (request) => {
      const call = /\/api\/v2\/(addManual\w+)$/.exec(new URL(request.url()).pathname)?.[1];
      if (call) addCalls.push(call);
    });
    await page.getByRole("button", { name: "Ajouter une banque" }).click();
    const popup = page.getByRole("dialog", { name: "Ajouter une banque" });
    await popup.getByRole("button", { name: /^Ajouter un compte manuel/ }).click();
    await popup.getByRole("textbox", { name: "Nom de la banque" }).fill("BNP Paribas");
    await popup.getByRole("textbox", { name: "Nom du compte" }).fill("Compte épargne");
    await popup.getByRole("button", { name: "Ajouter la banque" }).click();
    await expect(popup).toBeHidden();
    await expect(bankRegion(page, "BNP Paribas").getByRole("row", { name: /Compte épargne/ })).toBeVisible();
    await expect(page.getByText("3 banques")).toBeVisible();
    expect(addCalls).toEqual(["addManualBankWithAccount"]);

    // At the limit the action leads to book-a-meeting, with its reason.
    await expect(page.getByText(/nombre maximum de banques de votre offre/)).toBeVisible();
    await page.getByRole("button", { name: "Prendre rendez-vous" }).click();
    await expect(page).toHaveURL(/\/book-a-meeting\?reason=maxConnections$/);
  });

  test("archiving a bank frees its slot and keeps it listed", async ({ page, server }) => {
    const { owner } = await ownerWithBanks(server);
    await signIn(page, server, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.url}/banks`);
    await bankAction(page, "Qonto", "Archiver la banque");
    await expect(bankRegion(page, "Qonto").getByText("Archivée")).toBeVisible();
    await expect(page.getByText(/La banque Qonto est archivée/)).toBeVisible();
  });
});

const iPhone = devices["iPhone 13"];

async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: iPhone.userAgent,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  });
  return context;
}

test("on a phone: the delete-bank popup is full-screen, wants the typed word, and says when the bank is already gone", async ({
  browser,
  server,
}) => {
  const { owner } = await ownerWithBanks(server);
  const context = await phonePage(browser);
  try {
    const page = await context.newPage();
    await signIn(page, server, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.url}/banks`);
    await expect(bankRegion(page, "Qonto")).toBeVisible();

    // A wrong word keeps the delete button off; the right one deletes the bank.
    await bankAction(page, "Qonto", "Supprimer la banque");
    const popup = page.getByRole("dialog", { name: "Supprimer la banque" });
    await expect(popup).toContainText("La banque Qonto, ses comptes et leurs transactions seront supprimés.");
    const box = await popup.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    const word = popup.getByRole("textbox", { name: "Tapez « supprimer » pour confirmer" });
    const confirm = popup.getByRole("button", { name: "Supprimer", exact: true });
    await word.fill("suprimer");
    await expect(confirm).toBeDisabled();
    await word.fill("supprimer");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(popup).toBeHidden();
    await expect(page.getByText("La banque Qonto a été supprimée.")).toBeVisible();
    await expect(bankRegion(page, "Qonto")).toBeHidden();

    // Another tab deletes the other bank first: this tab's delete fails with the spec's notice.
    await bankAction(page, "Crédit Agricole", "Supprimer la banque");
    const second = page.getByRole("dialog", { name: "Supprimer la banque" });
    const otherTab = await context.newPage();
    await otherTab.goto(`${server.url}/banks`);
    await bankAction(otherTab, "Crédit Agricole", "Supprimer la banque");
    const otherPopup = otherTab.getByRole("dialog", { name: "Supprimer la banque" });
    await otherPopup.getByRole("textbox").fill("supprimer");
    await otherPopup.getByRole("button", { name: "Supprimer", exact: true }).click();
    await expect(otherTab.getByText("La banque Crédit Agricole a été supprimée.")).toBeVisible();
    await otherTab.close();

    await second.getByRole("textbox").fill("supprimer");
    await second.getByRole("button", { name: "Supprimer", exact: true }).click();
    await expect(page.getByText("Votre banque n'a pas pu être supprimée...")).toBeVisible();
    // The popup stays for another try; closed, the list shows what the server holds.
    await second.getByRole("button", { name: "Annuler" }).click();
    await expect(bankRegion(page, "Crédit Agricole")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Aucune banque pour l'instant" })).toBeVisible();
  } finally {
    await context.close();
  }
});

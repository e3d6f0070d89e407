/**
 * /checks on the built app (issue 15): an owner whose company has the checks module finds the menu
 * entry, records a received check through the dialog (an empty form refused before any call), is
 * refused a second check of the same number by the server (409, its localised message in the dialog),
 * edits the check, sees it in the issued/received tabs with the totals, and deletes it. A company without
 * the module has no menu entry. Visual baselines at 1440 and 390 px.
 */
import type { Page } from "@playwright/test";
import { setChecksAllowed, setInvoicesAllowed } from "@trezo/server/testing";
import { type E2EServer, expect, signIn, test } from "./support/fixtures";

async function owner(page: Page, server: E2EServer, checks: boolean) {
  const user = await server.user();
  const companyId = await server.company(user.id, { name: "Atelier Trezo" });
  await setInvoicesAllowed(server.raw, companyId, true);
  await setChecksAllowed(server.raw, companyId, checks);
  // New checks start at the browser's today: frozen, so the baselines hold every day.
  await page.clock.setFixedTime(new Date("2026-11-21T10:00:00+01:00"));
  await signIn(page, server, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return companyId;
}

async function addCheck(page: Page, check: { number: string; amount: string; counterparty: string }) {
  await page.getByRole("button", { name: "Nouveau chèque" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau chèque" });
  await dialog.getByLabel("Numéro").fill(check.number);
  await dialog.getByLabel("Montant").fill(check.amount);
  await dialog.getByLabel("Tiers").fill(check.counterparty);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  return dialog;
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("records, refuses a duplicate, edits, lists and deletes checks", async ({ page, server }) => {
    await owner(page, server, true);
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .locator('a[href="/checks"]')
      .click();
    await expect(page).toHaveURL(/\/checks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chèques");
    await expect(page.getByText("Aucun chèque ne correspond.")).toBeVisible();

    // An empty form is refused in the dialog, nothing is sent.
    await page.getByRole("button", { name: "Nouveau chèque" }).click();
    const empty = page.getByRole("dialog", { name: "Nouveau chèque" });
    await empty.getByRole("button", { name: "Enregistrer" }).click();
    await expect(empty.getByText("Ce champ est obligatoire.").first()).toBeVisible();
    await empty.getByRole("button", { name: "Annuler" }).click();

    await addCheck(page, { number: "4410231", amount: "1850", counterparty: "Hôtel du Parc" });
    const received = page.getByRole("list", { name: "Reçus" });
    await expect(received.getByTestId("check-row")).toHaveCount(1);
    await expect(received.getByTestId("check-row")).toContainText(/1\s850,00/);
    await expect(page.locator('dl[aria-label="Totaux des chèques"]')).toContainText(/1\s850,00/);

    // The same number again: the server refuses it (409), its message shows in the dialog.
    const duplicate = await addCheck(page, { number: "4410231", amount: "20", counterparty: "Autre" });
    await expect(duplicate.getByRole("alert")).toHaveText("Un chèque porte déjà ce numéro.");
    await duplicate.getByRole("button", { name: "Annuler" }).click();
    await expect(received.getByTestId("check-row")).toHaveCount(1);

    // Edit the amount.
    await page.getByRole("button", { name: "Modifier 4410231" }).click();
    const edit = page.getByRole("dialog", { name: "Modifier le chèque 4410231" });
    await edit.getByLabel("Montant").fill("1900");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(edit).toHaveCount(0);
    await expect(received.getByTestId("check-row")).toContainText(/1\s900,00/);

    // An issued check goes to its own tab, money out.
    await page.getByRole("button", { name: "Nouveau chèque" }).click();
    const issued = page.getByRole("dialog", { name: "Nouveau chèque" });
    await issued.getByText("Émis", { exact: true }).click();
    await expect(issued.getByRole("radio", { name: "Émis" })).toBeChecked();
    await issued.getByLabel("Numéro").fill("2200417");
    await issued.getByLabel("Montant").fill("2340");
    await issued.getByLabel("Tiers").fill("Big Mat");
    await issued.getByRole("button", { name: "Enregistrer" }).click();
    await expect(issued).toHaveCount(0);
    await page.getByRole("tab", { name: "Émis" }).click();
    await expect(page).toHaveURL(/tab=issued/);
    const out = page.getByRole("list", { name: "Émis" });
    await expect(out.getByTestId("check-row")).toContainText(/-2\s340,00/);
    await expect(page).toHaveScreenshot("checks-journey-1440.png");

    // The match panel: what is left, no transaction to suggest.
    await page.getByRole("button", { name: "Rapprocher 2200417" }).click();
    const panel = page.getByRole("region", { name: "Rapprochement du chèque 2200417" });
    await expect(panel).toContainText(/Reste : -2\s340,00/);
    await expect(panel).toContainText("Aucune transaction suggérée.");

    // Delete it.
    await page.getByRole("button", { name: "Supprimer 2200417" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Aucun chèque ne correspond.")).toBeVisible();
  });

  test("offers no menu entry without the checks module", async ({ page, server }) => {
    await owner(page, server, false);
    const menu = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(menu.locator('a[href="/invoices"]')).toBeVisible();
    await expect(menu.locator('a[href="/checks"]')).toHaveCount(0);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the checks as cards", async ({ page, server }) => {
    await owner(page, server, true);
    await page.goto(`${server.url}/checks`);
    await addCheck(page, { number: "0098176", amount: "960", counterparty: "SARL Moreau" });
    const rows = page.getByRole("list", { name: "Reçus" }).getByTestId("check-row");
    await expect(rows).toHaveCount(1);
    const box = await rows.first().boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await expect(page).toHaveScreenshot("checks-journey-390.png");
  });
});

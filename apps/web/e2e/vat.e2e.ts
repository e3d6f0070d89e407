/**
 * VAT on the built app (issue 17): in /company an owner refuses an invalid rate (its message), adds one
 * ('TVA ajoutée'), sets the sales category's rate ('Catégorie mise à jour'); the dashboard then shows next
 * month's VAT payment in the TVA row, one month after the sales that owe it. Baselines of the VAT card at
 * 1440 and 390 px.
 */
import type { Page } from "@playwright/test";
import { callApi } from "@trezo/server/testing";
import { type E2EServer, expect, signIn, test } from "./support/fixtures";

/** An owner of a company with the default French tree and 1,200 € of sales a month from today. */
async function ownerWithSales(server: E2EServer) {
  const owner = await server.user();
  const companyId = await server.company(owner.id, { name: "Atelier Dupont" });
  const as = { token: owner.token };
  expect((await callApi(server.raw, "createTemplate", { companyId }, as)).status).toBe(200);
  const tree = await callApi(server.raw, "getCategoryTree", { companyId }, as);
  type Node = { id: number; name: string; children: Node[] };
  const find = (nodes: Node[], name: string): Node | undefined =>
    nodes.map((node) => (node.name === name ? node : find(node.children, name))).find(Boolean);
  const categories = tree.body.categories as Node[];
  const sales = find(categories, "Ventes France");
  if (!sales) throw new Error("no Ventes France");
  // The company's today (Paris), as the server forecasts from: between 23:00 and midnight UTC the UTC
  // date is a day behind, and a sale dated "yesterday" is late, not forecast.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const created = await callApi(
    server.raw,
    "create_cfs",
    {
      companyId,
      cfs: {
        category_id: sales.id,
        label: "Ventes",
        amount_cents: 120_000,
        frequency: "monthly",
        start: today,
      },
    },
    as,
  );
  expect(created.status).toBe(200);
  return { owner, salesId: sales.id };
}

function vatCard(page: Page) {
  return page.getByRole("region", { name: "TVA", exact: true });
}

/** The texts of the dashboard row named `name`, one per period. */
async function rowCells(page: Page, name: string): Promise<string[]> {
  return page
    .locator("[role=treegrid] tr", { has: page.getByRole("rowheader", { name, exact: true }) })
    .first()
    .getByRole("gridcell")
    .allTextContents();
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`VAT rates on categories put next month's VAT payment on the dashboard (${size.width} px)`, async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const { owner, salesId } = await ownerWithSales(server);
    await signIn(page, server, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.url}/company`);
    const card = vatCard(page);
    await expect(card.getByRole("list", { name: "Taux de TVA" }).getByRole("listitem")).toHaveCount(5);

    // An invalid rate is refused with its message, a valid one is added.
    const rateField = card.getByRole("textbox", { name: "Nouveau taux (%)" });
    await rateField.fill("150");
    await card.getByRole("button", { name: "Ajouter le taux" }).click();
    await expect(
      card.getByText("Le taux doit être compris entre 0 et 100 %, avec deux décimales au plus."),
    ).toBeVisible();
    await rateField.fill("8,5");
    await card.getByRole("button", { name: "Ajouter le taux" }).click();
    await expect(page.getByText("TVA ajoutée")).toBeVisible();
    await expect(card.getByRole("list", { name: "Taux de TVA" }).getByRole("listitem")).toHaveCount(6);
    await card.getByRole("button", { name: /Supprimer le taux de 8,5/ }).click();
    await expect(page.getByText("Le taux de TVA a été supprimé")).toBeVisible();

    await expect(page.getByText("Le taux de TVA a été supprimé")).toBeHidden({ timeout: 15_000 });
    // Tall enough for the whole card: the app scrolls inside its main area, which clips a taller card.
    await page.setViewportSize({ width: size.width, height: 1600 });
    await page.mouse.move(0, 0);
    await expect(card).toHaveScreenshot(`vat-settings-${size.width}.png`);

    await page.setViewportSize(size);

    // 20 % on the sales category.
    await card.getByText("Taux par catégorie").click();
    await card.getByTestId(`vat-category-${salesId}`).getByRole("button").click();
    await page.getByRole("option", { name: /^20\s%$/ }).click();
    await expect(page.getByText("Catégorie mise à jour")).toBeVisible();
    await expect(card.getByTestId(`vat-category-${salesId}`)).toContainText("20");

    // The dashboard: 200 € of VAT on this month's sales, paid next month in the TVA row.
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole("treegrid")).toBeVisible({ timeout: 30_000 });
    const sales = await rowCells(page, "Ventes France");
    const vat = await rowCells(page, "TVA");
    const firstSale = sales.findIndex((text) => /1\s?200,00/.test(text));
    expect(firstSale).toBeGreaterThanOrEqual(0);
    const firstPayment = vat.findIndex((text) => /200,00/.test(text));
    expect(firstPayment).toBe(firstSale + 1);
    expect(vat[firstPayment]).toMatch(/^[-−]/);
  });
}

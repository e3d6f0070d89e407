/**
 * The accounting firm's console on the built app (issue 16): a firm collaborator signs in and lands on
 * /console, creates two trial client files from it (a SIRET already in use refused in the spec's words on
 * the way), the third shows the CPA trial limit popup; a client opens in one click (onboarding, it has no
 * bank) and the switcher brings the firm's console back. Baselines at 1440 px (grid) and 390 px (cards).
 */
import type { Page } from "@playwright/test";
import { uniqueSiret } from "@trezo/server/testing";
import { expect, signIn, test } from "./support/fixtures";

async function createClient(page: Page, name: string, siret: string) {
  await page.getByRole("button", { name: "Nouveau dossier client" }).click();
  const create = page.getByRole("dialog", { name: "Créer une entreprise" });
  await create.getByRole("textbox", { name: /Nom/ }).fill(name);
  await create.getByRole("textbox", { name: "SIRET" }).fill(siret);
  await create.getByRole("button", { name: "Créer le dossier" }).click();
  return create;
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a firm collaborator lands on the console, creates trial clients up to the limit, opens one and comes back", async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    const owner = await server.user();
    await server.company(owner.id, { isCpa: true, name: "Cabinet Console" });
    const collaborator = await server.user();
    const firmId = await server.company(owner.id, { isCpa: true, name: "Cabinet Lumière" });
    await server.member(firmId, collaborator.id, {
      cpap_access_all_managed_companies: true,
      cpap_can_see_aggregated_data: true,
      cpap_cpa_company_access: true,
    });

    await signIn(page, server, collaborator.email, collaborator.password);
    await expect(page).toHaveURL(/\/console$/);
    await expect(page.getByRole("heading", { name: "Console", level: 1 })).toBeVisible();
    await expect(page.getByText("Aucun dossier client pour l'instant")).toBeVisible();

    const firstSiret = uniqueSiret();
    await createClient(page, "Boulangerie Aurore", firstSiret);
    await page.getByRole("button", { name: "Rester ici" }).click();
    const grid = page.getByRole("grid", { name: "Portefeuille clients" });
    await expect(grid.getByRole("button", { name: "Ouvrir Boulangerie Aurore" })).toBeVisible();

    // A SIRET already in use: the spec's words, nothing created.
    const refused = await createClient(page, "Garage Double", firstSiret);
    await expect(refused.getByText("Un dossier avec ce SIRET existe déjà.")).toBeVisible();
    await refused.getByRole("textbox", { name: "SIRET" }).fill(uniqueSiret());
    await refused.getByRole("button", { name: "Créer le dossier" }).click();
    await page.getByRole("button", { name: "Rester ici" }).click();
    await expect(grid.getByRole("button", { name: "Ouvrir Garage Double" })).toBeVisible();
    await expect(page.getByText("2 clients", { exact: true })).toBeVisible();

    await createClient(page, "Troisième Essai", uniqueSiret());
    const limit = page.getByRole("dialog", { name: "Limite de dossiers d'essai atteinte" });
    await expect(limit).toContainText("Un cabinet ne peut pas gérer plus de 2 dossiers en période d'essai.");
    await page.keyboard.press("Escape");
    await expect(limit).toBeHidden();

    // SIRETs are random per run: masked in the baseline.
    await expect(page).toHaveScreenshot("console-1440.png", { mask: [page.getByText(/^\d{14}$/)] });

    // The firm keeps a client's category plan as a template; the next client file can start from it.
    await grid
      .getByRole("button", { name: "Enregistrer le plan de catégories de Garage Double comme modèle" })
      .click();
    const save = page.getByRole("dialog", { name: /comme modèle/ });
    await save.getByRole("textbox", { name: "Nom du modèle" }).fill("Modèle garage");
    await save.getByRole("button", { name: "Enregistrer le modèle" }).click();
    await expect(page.getByText("Le modèle Modèle garage est enregistré.")).toBeVisible();
    await page.getByRole("button", { name: "Nouveau dossier client" }).click();
    const offered = page.getByRole("dialog", { name: "Créer une entreprise" });
    await expect(offered.getByText("Plan de catégories")).toBeVisible();
    await page.keyboard.press("Escape");

    // Search, then open a client in one click: without a bank, it opens on onboarding.
    await page.getByRole("searchbox", { name: "Rechercher un client" }).fill("aurore");
    await expect(grid.getByRole("button", { name: "Ouvrir Garage Double" })).toBeHidden();
    await grid.getByRole("button", { name: "Ouvrir Boulangerie Aurore" }).click();
    await expect(page).toHaveURL(/\/onboarding\/welcome$/);
    await expect(page.locator("header").first()).toContainText("Boulangerie Aurore");

    // Back to the firm through the switcher: its landing route is the console.
    await page.getByLabel("Entreprise sélectionnée").selectOption({ label: "Cabinet Lumière" });
    await expect(page).toHaveURL(/\/console$/);
    await expect(grid.getByRole("button", { name: "Ouvrir Garage Double" })).toBeVisible();
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the clients as cards", async ({ page, server }) => {
    const owner = await server.user();
    const firmId = await server.company(owner.id, { isCpa: true, name: "Cabinet Mobile" });
    await server.company(owner.id, { parentId: firmId, name: "Fromagerie Besson" });
    await server.company(owner.id, { parentId: firmId, name: "Menuiserie Carré" });
    await signIn(page, server, owner.email, owner.password);
    await expect(page).toHaveURL(/\/console$/);
    const cards = page.getByRole("list", { name: "Portefeuille clients" });
    await expect(cards.getByRole("heading", { name: "Fromagerie Besson" })).toBeVisible();
    await expect(cards.getByRole("heading", { name: "Menuiserie Carré" })).toBeVisible();
    const box = await cards.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await expect(page).toHaveScreenshot("console-390.png", { mask: [page.getByText(/^\d{14}$/)] });

    // A client file deleted with the typed confirmation (full screen on a phone): the firm stays on its console.
    await cards.getByRole("button", { name: "Supprimer le dossier Menuiserie Carré" }).click();
    const remove = page.getByRole("dialog", { name: "Supprimer l'entreprise" });
    const removeBox = await remove.boundingBox();
    expect(removeBox?.width ?? 0).toBeGreaterThanOrEqual(389);
    await remove.getByRole("textbox").fill("supprimer");
    await remove.getByRole("button", { name: "Supprimer l'entreprise" }).click();
    await expect(cards.getByRole("heading", { name: "Menuiserie Carré" })).toBeHidden();
    await expect(cards.getByRole("heading", { name: "Fromagerie Besson" })).toBeVisible();
    await expect(page).toHaveURL(/\/console$/);
  });
});

import { callApi } from "@trezo/server/testing";
import { expect, signInNewOwner, test } from "./support/fixtures";

/**
 * Partner integrations end to end (issue 23), with the sandbox partner that ships with Trezo: an owner
 * opens /partner/integration, chooses a tool on /partner/selection, gives a refused token then a good
 * one on /partner/manual-flow, lands on /partner/callback where the first synchronisation imports the
 * partner's invoices, creates an API key for another partner (shown once, working for this company
 * only, then revoked), and deletes the integration through the shell's delete-integration popup.
 */
test("an owner connects the sandbox partner, imports its invoices, issues and revokes an API key, and deletes the integration", async ({
  page,
  server,
}) => {
  const { companyId } = await signInNewOwner(page, server, { name: "Boulangerie Martin" });

  await page.goto(`${server.url}/partner/integration`);
  await expect(page.getByRole("heading", { level: 1, name: "Intégrations partenaires" })).toBeVisible();
  await expect(page.getByText("Aucun outil connecté pour l'instant.")).toBeVisible();

  await page.getByRole("button", { name: "Connecter un outil" }).click();
  await expect(page).toHaveURL(/\/partner\/selection$/);
  // A partner without an adapter is announced, not offered.
  const tools = page.getByRole("list", { name: "Choisir un outil" });
  await expect(tools.getByRole("listitem").filter({ hasText: "Axonaut" })).toContainText(
    "Bientôt disponible",
  );
  await tools.getByRole("button", { name: "Connecter Sandbox" }).click();

  await expect(page).toHaveURL(/\/partner\/manual-flow\?partner=sandbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Connecter Sandbox" })).toBeVisible();
  const token = page.getByRole("textbox", { name: /Jeton d'API/ });
  await token.fill("not-a-sandbox-token");
  await page.getByRole("button", { name: "Connecter", exact: true }).click();
  await expect(
    page.getByText("Le partenaire refuse ce jeton d'API. Vérifiez-le et recommencez."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/manual-flow/);

  await token.fill("sandbox-demo-token");
  await page.getByRole("button", { name: "Connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/partner\/callback\?partner=sandbox&integration=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sandbox est connecté" })).toBeVisible();
  // The sandbox's two open invoices; its paid one and its draft are not imported.
  await expect(page.getByText("Nouvelles factures : 2 ; déjà présentes : 0.")).toBeVisible();

  await page.getByRole("button", { name: "Retour aux intégrations" }).click();
  const connected = page
    .getByRole("list", { name: "Outils connectés" })
    .getByRole("listitem", { name: "Sandbox" });
  await expect(connected).toContainText("Compte : Sandbox SAS");
  await expect(connected).toContainText("Factures importées : 2");
  await expect(connected).toContainText("Actif");
  // A second synchronisation finds nothing new.
  await connected.getByRole("button", { name: "Synchroniser" }).click();
  await expect(page.getByText("Nouvelles factures : 0 ; déjà présentes : 2.")).toBeVisible();

  // An API key for Libeo, read only: shown once.
  await page.getByRole("button", { name: /Partenaire/ }).click();
  await page.getByRole("option", { name: "Libeo", exact: true }).click();
  await page.getByRole("button", { name: "Créer une clé" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(new RegExp(`^trzpk_${companyId}_`));
  const apiKey = ((await shown.textContent()) ?? "").trim();
  // The partner (here, this test in Node) reads the company with it, and may not write.
  expect((await callApi(server.raw, "getCategoryTree", { companyId }, { token: apiKey })).status).toBe(200);
  expect(
    (await callApi(server.raw, "addNewCategory", { companyId, name: "Ventes" }, { token: apiKey })).status,
  ).toBe(403);
  // Gone once the page is left: only its hint stays listed.
  await page.reload();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  const keys = page.getByRole("list", { name: "Clés d'API des partenaires" });
  await expect(keys).toContainText("Libeo");
  await expect(keys).toContainText("Lecture seule");
  await keys.getByRole("button", { name: /^Révoquer/ }).click();
  await expect(page.getByText("La clé est révoquée.")).toBeVisible();
  await expect(keys).toContainText("Révoquée");
  expect((await callApi(server.raw, "getCategoryTree", { companyId }, { token: apiKey })).status).toBe(401);

  // Deleting goes through the delete-integration popup of the shell.
  await page.getByRole("button", { name: "Supprimer Sandbox" }).click();
  const popup = page.getByRole("dialog", { name: "Supprimer l'intégration" });
  await expect(popup).toContainText("L'intégration Sandbox ne synchronisera plus de données.");
  await popup.getByRole("button", { name: "Supprimer", exact: true }).click();
  await expect(page.getByText("L'intégration Sandbox est supprimée.")).toBeVisible();
  await expect(page.getByText("Aucun outil connecté pour l'instant.")).toBeVisible();
});

test("the partner pages ask a visitor to sign in", async ({ page, server }) => {
  await page.goto(`${server.url}/partner/integration`);
  await expect(
    page.getByText("Connectez-vous pour gérer les intégrations de votre entreprise."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/signin/);
});

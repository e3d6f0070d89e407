import { expect, signIn, test } from "./support/fixtures";

/**
 * A SuperAdmin registers a partner's OAuth application in /admin (its secret shown once), sees it listed
 * and revokes it (issue 23).
 */
test("a SuperAdmin registers an OAuth application in /admin, sees its secret once, and revokes it", async ({
  page,
  server,
}) => {
  const admin = await server.user({ role: "SuperAdmin" });
  await server.company(admin.id, { name: "Support Trezo" });
  await signIn(page, server, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${server.url}/admin`);

  const form = page.getByRole("form", { name: "Applications OAuth" });
  await form.getByRole("textbox", { name: /Nom de l'application/ }).fill("Gestion Atlas");
  await form
    .getByRole("textbox", { name: /Adresses de retour/ })
    .fill("https://compta.example/oauth/callback");
  await form.getByRole("button", { name: "Enregistrer l'application" }).click();
  await expect(page.getByText("Application enregistrée.")).toBeVisible();
  await expect(page.getByTestId("oauth-client-id")).toHaveText(/^trezo-/);
  await expect(page.getByTestId("oauth-client-secret")).not.toBeEmpty();

  const listed = page.getByRole("list", { name: "Applications OAuth" }).getByRole("listitem");
  await expect(listed.filter({ hasText: "Gestion Atlas" })).toContainText("Active");
  await page.getByRole("button", { name: "Révoquer Gestion Atlas" }).click();
  await expect(page.getByText("Application révoquée : ses accès sont supprimés.")).toBeVisible();
  await expect(listed.filter({ hasText: "Gestion Atlas" })).toContainText("Révoquée");
});

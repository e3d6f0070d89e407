import { expect, signIn, test } from "./support/fixtures";

test("the chosen locale is applied at once, saved for the user, and used at the next sign-in", async ({
  page,
  server,
  browser,
}) => {
  const owner = await server.user();
  await server.company(owner.id);
  await signIn(page, server, owner.email, owner.password);
  await page.getByRole("link", { name: "Mon profil" }).click();
  await page.getByRole("button", { name: /Langue/ }).click();
  await page.getByRole("option", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: "Mein Profil" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Übersicht" })).toBeVisible();

  // A fresh browser (no locale remembered) gets German from the user's saved preference.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, server, owner.email, owner.password);
  await expect(otherPage.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  await expect(otherPage.getByRole("link", { name: "Übersicht" })).toBeVisible();
  await other.close();
});

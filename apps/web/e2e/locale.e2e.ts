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

test("a visitor whose browser speaks English gets the sign-in page in English and signs in", async ({
  browser,
  server,
}) => {
  const owner = await server.user();
  await server.company(owner.id);
  // Only the visitor's catalog is loaded on /signin: every component must read that one, not French.
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.url}/signin`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Email address").fill(owner.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors).toEqual([]);
  await context.close();
});

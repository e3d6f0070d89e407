import type { Page } from "@playwright/test";
import { currentCode } from "@trezo/server/testing";
import { expect, signIn, signInNewOwner, storedToken, test } from "./support/fixtures";

/** A code of the authenticator `steps` periods of 30 s away from now (the server takes one either side). */
const codeAt = (secret: string, steps: number) => currentCode(secret, Date.now() + steps * 30_000);

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test("an authenticator app enrolled in /profile is asked at sign-in; a wrong code is refused, a recovery code works once", async ({
  page,
  server,
}) => {
  const { owner } = await signInNewOwner(page, server);
  await page.getByRole("link", { name: "Mon profil" }).click();
  const section = page.getByRole("region", { name: "Double authentification" });
  await expect(section.getByRole("status")).toContainText("Désactivée");
  await section.getByRole("button", { name: "Activer la double authentification" }).click();

  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await section.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByRole("textbox", { name: "Code de vérification" }).fill("000000");
  await section.getByRole("button", { name: "Confirmer" }).click();
  await expect(section.getByRole("alert")).toHaveText("Code incorrect. Réessayez.");
  await section.getByRole("textbox", { name: "Code de vérification" }).fill(codeAt(secret, -1));
  await section.getByRole("button", { name: "Confirmer" }).click();

  const codes = section.getByRole("list", { name: "Vos codes de secours" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? "";
  await section.getByRole("button", { name: "J'ai conservé mes codes" }).click();
  await expect(section.getByRole("status")).toContainText("Activée");
  await expect(section).toContainText("10 codes de secours restants.");

  // Sign-in now asks for the code: no session before it.
  await signOut(page);
  await signIn(page, server, owner.email, owner.password);
  await expect(page.getByRole("heading", { name: "Vérification en deux étapes" })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await page.getByRole("textbox", { name: "Code de vérification" }).fill("123456");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByRole("alert")).toHaveText("Code incorrect. Réessayez.");
  expect(await storedToken(page)).toBeNull();
  await page.getByRole("textbox", { name: "Code de vérification" }).fill(codeAt(secret, 0));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedToken(page)).not.toBeNull();

  // A recovery code instead, once.
  await signOut(page);
  await signIn(page, server, owner.email, owner.password);
  await page.getByRole("button", { name: "Utiliser un code de secours" }).click();
  await page.getByRole("textbox", { name: "Code de secours" }).fill(recoveryCode);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await signIn(page, server, owner.email, owner.password);
  await page.getByRole("button", { name: "Utiliser un code de secours" }).click();
  await page.getByRole("textbox", { name: "Code de secours" }).fill(recoveryCode);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByRole("alert")).toHaveText("Code incorrect. Réessayez.");
  expect(await storedToken(page)).toBeNull();
});

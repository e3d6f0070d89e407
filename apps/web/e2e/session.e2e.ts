import { callApi, outboxMails } from "@trezo/server/testing";
import { type E2EServer, expect, signInNewOwner, storedToken, test } from "./support/fixtures";

/** What the server answers `getUserInfo` with this token: 200 while its session lives, 401 after. */
async function userInfoStatus(server: E2EServer, token: string): Promise<number> {
  return (await callApi(server, "getUserInfo", {}, { token })).status;
}

test("logging out ends the session on the server before clearing the browser", async ({ page, server }) => {
  await signInNewOwner(page, server);
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  expect(await userInfoStatus(server, token ?? "")).toBe(200);

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedToken(page)).toBeNull();
  // A copy of the token (another tab, a stolen one) no longer works.
  expect(await userInfoStatus(server, token ?? "")).toBe(401);
});

test("changing the password ends the other sessions and keeps this tab signed in", async ({
  page,
  server,
}) => {
  const { owner } = await signInNewOwner(page, server);
  const before = (await storedToken(page)) ?? "";

  await page.getByRole("link", { name: "Mon profil" }).click();
  await page.getByLabel("Mot de passe actuel").fill(owner.password);
  await page.getByLabel("Nouveau mot de passe").fill("azertyuiop123");
  await page.getByLabel("Confirmez le mot de passe").fill("azertyuiop123");
  await page.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(page.getByText("Ce mot de passe est trop courant. Choisissez-en un autre.")).toBeVisible();

  await page.getByLabel("Nouveau mot de passe").fill("une phrase de passe à moi");
  await page.getByLabel("Confirmez le mot de passe").fill("une phrase de passe à moi");
  await page.getByRole("button", { name: "Modifier le mot de passe" }).click();
  await expect(page.getByText("Votre mot de passe a été modifié.")).toBeVisible();

  const after = (await storedToken(page)) ?? "";
  expect(after).not.toBe(before);
  expect(await userInfoStatus(server, before)).toBe(401);
  expect(await userInfoStatus(server, after)).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Mon profil" })).toBeVisible();
});

test("signing up with an address that has an account ends on the same 'check your mailbox'", async ({
  page,
  server,
}) => {
  const owner = await server.user();
  await page.goto(`${server.url}/signup`);
  await page.getByLabel("Adresse e-mail").fill(owner.email);
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill("trésorerie-2026-prévue");
  await page.getByText("J'accepte les conditions d'utilisation").click();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("heading", { name: "Vérifiez votre boîte e-mail" })).toBeVisible();
  const mail = outboxMails(server.dataDir)
    .filter((text) => text.includes(`To: ${owner.email}`))
    .at(-1);
  expect(mail).toContain("Tentative d'inscription avec votre adresse");
});

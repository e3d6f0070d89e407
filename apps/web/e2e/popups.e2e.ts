import { callApi } from "@trezo/server/testing";
import { expect, signIn, signInNewOwner, test } from "./support/fixtures";

test("the add-bank popup creates a manual bank and its account, until the plan's connections are used up", async ({
  page,
  server,
}) => {
  await signInNewOwner(page, server);
  await page.goto(`${server.url}/onboarding/add-bank`);
  // The default plan allows 3 connections (spec 000 §9).
  for (const name of ["Banque Populaire", "Crédit Agricole", "Qonto"]) {
    await page.getByRole("button", { name: "Ajouter une banque" }).click();
    const popup = page.getByRole("dialog", { name: "Ajouter une banque" });
    // The popup offers to connect the bank or to add a manual account (issue 21): the manual one here.
    await popup.getByRole("button", { name: /^Ajouter un compte manuel/ }).click();
    // Both names are required: an empty submit says so and sends nothing.
    await popup.getByRole("button", { name: "Ajouter la banque" }).click();
    await expect(popup.getByText("Ce champ est obligatoire.").first()).toBeVisible();
    await popup.getByRole("textbox", { name: "Nom de la banque" }).fill(name);
    await popup.getByRole("textbox", { name: "Nom du compte" }).fill("Compte courant");
    await popup.getByRole("textbox", { name: "Solde d'ouverture" }).fill("1250,50");
    await popup.getByRole("button", { name: "Ajouter la banque" }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText(`La banque ${name} a été ajoutée.`)).toBeVisible();
  }

  await page.getByRole("button", { name: "Ajouter une banque" }).click();
  const full = page.getByRole("dialog", { name: "Ajouter une banque" });
  await expect(full).toContainText("nombre maximum de connexions bancaires");
  await full.getByRole("button", { name: "Prendre rendez-vous" }).click();
  await expect(page).toHaveURL(/\/book-a-meeting\?reason=maxConnections$/);
  await expect(page.getByRole("region", { name: "Pourquoi ce rendez-vous" })).toContainText(
    "nombre de banques prévu par votre offre",
  );
});

test("the add-bank popup's currency list takes the mouse: USD is chosen and no other field turns red (issue 12)", async ({
  page,
  server,
}) => {
  const { owner, companyId } = await signInNewOwner(page, server);
  await page.goto(`${server.url}/onboarding/add-bank`);
  await page.getByRole("button", { name: "Ajouter une banque" }).click();
  const popup = page.getByRole("dialog", { name: "Ajouter une banque" });
  await popup.getByRole("button", { name: /^Ajouter un compte manuel/ }).click();
  const currency = popup.getByRole("button", { name: /Devise/ });
  await expect(currency).toContainText("EUR");
  await currency.click();
  // The list opens over the fields below; a click on USD must land on USD, not on what lies under it.
  await page.getByRole("option", { name: /^USD — / }).click();
  await expect(currency).toContainText("USD");
  await expect(popup).toBeVisible();
  await expect(popup.getByText("Ce champ est obligatoire.")).toHaveCount(0);
  await expect(popup.locator("[aria-invalid='true']")).toHaveCount(0);

  await popup.getByRole("textbox", { name: "Nom de la banque" }).fill("HSBC");
  await popup.getByRole("textbox", { name: "Nom du compte" }).fill("Compte en dollars");
  await popup.getByRole("button", { name: "Ajouter la banque" }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByText("La banque HSBC a été ajoutée.")).toBeVisible();
  const listed = await callApi(server.raw, "getBanksAndAccountsList", { companyId }, { token: owner.token });
  const { banks } = listed.body as { banks: Array<{ name: string; accounts: Array<{ currency: string }> }> };
  expect(banks.find((bank) => bank.name === "HSBC")?.accounts.map((account) => account.currency)).toEqual([
    "USD",
  ]);
});

test("the add-user popup invites a person by e-mail and refuses a member", async ({ page, server }) => {
  const owner = await server.user();
  await server.company(owner.id, { name: "Garage Petit" });
  await signIn(page, server, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Entreprise" }).click();

  await page.getByRole("button", { name: "Ajouter un utilisateur" }).click();
  const popup = page.getByRole("dialog", { name: "Ajouter un utilisateur" });
  await popup.getByRole("textbox", { name: "Adresse e-mail" }).fill(owner.email);
  await popup.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(popup.getByText("Cette personne fait déjà partie de la société.")).toBeVisible();

  const invited = `invite-${Date.now()}@example.test`;
  await popup.getByRole("textbox", { name: "Adresse e-mail" }).fill(invited.toUpperCase());
  await popup.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByText(`Invitation envoyée à ${invited}.`)).toBeVisible();
  expect(server.mailedToken(invited, "token")).toMatch(/^[A-Za-z0-9_-]+$/);
});

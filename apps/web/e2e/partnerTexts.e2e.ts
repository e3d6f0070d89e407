/**
 * A partner's texts end to end: a SuperAdmin writes them in /admin (an invalid key and empty texts
 * refused first), then the partner's sign-up page (/signup/partner/{name}) shows them to a visitor,
 * marked translatable; a partner without texts shows none; the onboarding welcome texts of a key are
 * loaded back into the form.
 */
import { expect, signIn, test } from "./support/fixtures";

test("a SuperAdmin writes a partner's sign-up texts in /admin and the partner's sign-up page shows them", async ({
  page,
  browser,
  server,
}) => {
  const admin = await server.user({ role: "SuperAdmin" });
  await server.company(admin.id, { name: "Support Trezo" });
  await signIn(page, server, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Administration" }).click();

  const section = page.getByRole("form", { name: "Textes des partenaires" });
  await expect(section).toBeVisible();
  // Sign-up page is the default kind; a key with capitals and a space, and no texts: refused here.
  await section.getByRole("textbox", { name: /Clé du partenaire/ }).fill("Cabinet Alpha");
  await section.getByRole("button", { name: "Enregistrer" }).click();
  await expect(
    section.getByText("Lettres minuscules, chiffres, - et _ uniquement (63 caractères au plus)."),
  ).toBeVisible();
  await expect(section.getByText("Ce champ est obligatoire.")).toHaveCount(2);

  // A key without texts yet says so when loaded.
  await section.getByRole("textbox", { name: /Clé du partenaire/ }).fill("cabinet-alpha");
  await section.getByRole("button", { name: "Charger les textes actuels" }).click();
  await expect(section.getByRole("status")).toHaveText("Aucun texte enregistré pour cette clé.");

  await section.getByRole("textbox", { name: /^Titre/ }).fill("Bienvenue aux clients du cabinet Alpha");
  await section
    .getByRole("textbox", { name: /^Texte/ })
    .fill("Votre expert-comptable vous offre trois mois de Trezo.");
  await section.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Textes du partenaire « cabinet-alpha » enregistrés.")).toBeVisible();

  // Loaded back, as saved.
  await page.reload();
  await section.getByRole("textbox", { name: /Clé du partenaire/ }).fill("cabinet-alpha");
  await section.getByRole("button", { name: "Charger les textes actuels" }).click();
  await expect(section.getByRole("textbox", { name: /^Titre/ })).toHaveValue(
    "Bienvenue aux clients du cabinet Alpha",
  );

  // A visitor (no session) on the partner's sign-up page sees them, marked translatable.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/signup/partner/cabinet-alpha`);
  const texts = visitor.getByRole("region", { name: "Le mot de votre partenaire" });
  await expect(texts.getByRole("heading", { name: "Bienvenue aux clients du cabinet Alpha" })).toBeVisible();
  await expect(texts.getByText("Votre expert-comptable vous offre trois mois de Trezo.")).toHaveAttribute(
    "data-translatable",
    "",
  );
  await expect(visitor.getByRole("button", { name: /Créer mon compte|S'inscrire/ }).first()).toBeVisible();

  // Another partner without texts: only the partner's name, no texts block.
  await visitor.goto(`${server.url}/signup/partner/cabinet-beta`);
  await expect(visitor.getByTestId("signup-partner")).toHaveText("Inscription avec cabinet-beta");
  await expect(visitor.getByRole("region", { name: "Le mot de votre partenaire" })).toHaveCount(0);
  await visitor.close();
});

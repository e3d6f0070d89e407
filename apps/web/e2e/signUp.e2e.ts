import { expect, test } from "./support/fixtures";

test("sign up, confirm by the mailed link, give personal and company details, reach the onboarding then the dashboard", async ({
  page,
  server,
}) => {
  const email = `new-${Date.now()}@example.test`;
  await page.goto(`${server.url}/signup`);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill("trésorerie-2026-prévue");
  await page.getByText("J'accepte les conditions d'utilisation").click();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("heading", { name: "Vérifiez votre boîte e-mail" })).toBeVisible();

  const token = server.mailedToken(email, "emailConfirmationToken");
  await page.goto(`${server.url}/completeSignUp?emailConfirmationToken=${token}`);
  await expect(page.getByText(/Adresse e-mail confirmée/)).toBeVisible();
  // After 5 s the app goes to /dashboard, and the guard sends an unfinished sign-up to its first step.
  await expect(page).toHaveURL(/\/personal-infos$/, { timeout: 15_000 });

  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Téléphone").fill("+33612345678");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/company-infos$/);

  await page.getByLabel("Nom de la société").fill("Boulangerie Martin");
  await page.getByRole("button", { name: "Créer la société" }).click();
  // A new company has no bank yet: it starts with the onboarding (issue 14), whose skip leads to the dashboard.
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.getByRole("button", { name: "Passer au tableau de bord" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
});

test("a partner sign-up route prefills its partner on the shared screen", async ({ page, server }) => {
  await page.goto(`${server.url}/signup/pennylane`);
  await expect(page.getByTestId("signup-partner")).toHaveText("Inscription avec pennylane");
  await page.goto(`${server.url}/signup-cpa`);
  await expect(page.getByRole("heading", { name: "Créez le compte de votre cabinet" })).toBeVisible();
});

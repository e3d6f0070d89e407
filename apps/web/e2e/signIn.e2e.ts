import { initialScripts, SIGN_IN_BUDGET_KB, totalKb } from "../bench/signInBundle.bench";
import { expect, headerBackground, signIn, signInNewOwner, storedToken, test } from "./support/fixtures";

test("the sign-in page downloads at most 150 KB of JavaScript (gzip) before the user acts", async ({
  server,
}) => {
  // The same measure as `npm run bench` (bench/signInBundle.bench.ts), on the build this run serves.
  const scripts = await initialScripts(`${server.url}/signin`);
  expect(scripts.some(({ path }) => /SignInScreen-/.test(path))).toBe(true);
  const listing = scripts.map(({ path, gzip }) => `${path} ${(gzip / 1024).toFixed(1)} KB`).join(", ");
  expect(totalKb(scripts), listing).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
});

test("an inactive user is told so and no token is stored", async ({ page, server }) => {
  const inactive = await server.user({ isActive: false });
  await signIn(page, server, inactive.email, inactive.password);
  await expect(page.getByRole("alert")).toContainText("Votre compte n'est pas actif");
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedToken(page)).toBeNull();
});

test("an expired token opens the sign-in popup, and signing in there resumes the navigation", async ({
  page,
  server,
}) => {
  const { owner } = await signInNewOwner(page, server);

  const expired = await server.expiredToken(owner.id);
  // The token expires and the user clicks in the same task: on a slow machine a background query could
  // otherwise meet the expired token first and open the popup over the link before the click.
  await expect(page.getByRole("link", { name: "Mon profil" })).toBeVisible();
  await page.evaluate((token) => {
    window.localStorage.setItem("trezo.token", token);
    document.querySelector<HTMLAnchorElement>('a[href="/profile"]')?.click();
  }, expired);

  const popup = page.getByRole("dialog", { name: "Votre session a expiré" });
  await expect(popup).toBeVisible();
  await popup.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(owner.password);
  await popup.getByRole("button", { name: "Se connecter" }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Mon profil" })).toBeVisible();
  expect(await storedToken(page)).not.toBe(expired);
});

test("a member without any permission lands on /no-permissions", async ({ page, server }) => {
  const owner = await server.user();
  const companyId = await server.company(owner.id);
  const member = await server.user();
  await server.member(companyId, member.id, {});
  await signIn(page, server, member.email, member.password);
  await expect(page).toHaveURL(/\/no-permissions$/);
  await expect(page.getByRole("heading", { name: "Aucun accès" })).toBeVisible();
  // The dashboard is not reachable by typing its address either.
  await page.goto(`${server.url}/dashboard`);
  await expect(page).toHaveURL(/\/no-permissions$/);
});

test("an accounting-firm user lands on /console", async ({ page, server }) => {
  const partner = await server.user();
  await server.company(partner.id, { isCpa: true, name: "Cabinet Durand" });
  await signIn(page, server, partner.email, partner.password);
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole("heading", { name: "Console" })).toBeVisible();
});

test("a SuperAdmin pretends to be a user and comes back", async ({ page, server }) => {
  const admin = await server.user({ role: "SuperAdmin" });
  await server.company(admin.id, { name: "Support Trezo" });
  const customer = await server.user();
  await server.company(customer.id, { name: "Garage Petit" });

  await signIn(page, server, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Administration" }).click();
  await page.getByLabel("Rechercher un utilisateur").fill(customer.email);
  await page.getByRole("button", { name: `Agir en tant que cet utilisateur ${customer.email}` }).click();
  await page.getByRole("textbox", { name: /Motif/ }).fill("Support check");
  await page.getByRole("dialog").getByRole("button", { name: "Agir en tant que" }).click();

  await expect(page.getByText(`Vous agissez en tant que ${customer.email}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Administration" })).toHaveCount(0);

  await page.getByRole("button", { name: "Revenir à mon compte" }).click();
  await expect(page.getByText(/Vous agissez en tant que/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Administration" })).toBeVisible();
});

test("the branding editor changes the header colour for every user of the company", async ({
  page,
  server,
  browser,
}) => {
  const owner = await server.user();
  const companyId = await server.company(owner.id);
  const member = await server.user();
  await server.member(companyId, member.id, { view_forecast: true });

  await signIn(page, server, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = await headerBackground(page);
  await page.getByRole("link", { name: "Entreprise" }).click();
  await page.getByLabel("Couleur de l'en-tête").fill("#7a1f5c");
  await expect(page.getByTestId("branding-preview").locator("div").first()).toHaveCSS(
    "background-color",
    "rgb(122, 31, 92)",
  );
  await page.getByLabel("Couleur du texte du menu").fill("#eeeeee");
  await expect(page.getByTestId("contrast-warning")).toBeVisible();
  await page.getByLabel("Couleur du texte du menu").fill("");
  // The company information card has its own "Enregistrer": the branding card's is the one meant.
  await page
    .getByRole("region", { name: "Personnalisation" })
    .getByRole("button", { name: "Enregistrer" })
    .click();
  await expect(page.getByText("La personnalisation a été enregistrée.")).toBeVisible();
  expect(await headerBackground(page)).toBe("rgb(122, 31, 92)");
  expect(before).not.toBe("rgb(122, 31, 92)");

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, server, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  expect(await headerBackground(memberPage)).toBe("rgb(122, 31, 92)");
  await memberContext.close();
});

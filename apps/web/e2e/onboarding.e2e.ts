/**
 * Onboarding and meetings on the built app (issue 14): a new client company of an accounting firm lands
 * on /onboarding/welcome when the firm switches to it, and walks the steps (why connecting a bank is safe,
 * the add-bank popup suggested after 3 s, book a demo) to the meeting page, which says why the user came
 * and offers the booking link the server is configured with; /signup-en starts in English; visual
 * baselines of the onboarding and meeting screens at 1440 and 390 px.
 */
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page } from "@playwright/test";
import {
  createTestCompany,
  createTestUser,
  removeDataDir,
  startTestServer,
  type TestUser,
} from "@trezo/server/testing";

const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));
const BOOKING_URL = "https://meet.example.test/trezo-demo";

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** A server of this file's own: its meeting booking link is configured (MEETING_BOOKING_URL). */
const test = base.extend<object, { server: Server }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first.
    async ({}, use) => {
      const server = await startTestServer({ webDistDir: WEB_DIST_DIR, meetingBookingUrl: BOOKING_URL });
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: "worker" },
  ],
});

async function signIn(page: Page, server: Server, user: TestUser) {
  await page.goto(`${server.url}/signin`);
  await page.getByLabel("Adresse e-mail").fill(user.email);
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/signin");
}

test("a new client of an accounting firm lands on the onboarding and walks its steps to a demo", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const firmUser = await createTestUser(server);
  const firmId = await createTestCompany(server, firmUser.id, { isCpa: true, name: "Cabinet Lefèvre" });
  await createTestCompany(server, firmUser.id, { parentId: firmId, name: "Fromagerie Nouvelle" });
  await signIn(page, server, firmUser);

  // The firm switches to its new client, which has no bank: the onboarding's welcome, a real screen.
  await page.getByLabel("Entreprise sélectionnée").selectOption({ label: "— Fromagerie Nouvelle" });
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bienvenue sur Trezo" })).toBeVisible();
  await expect(page.getByText("Dossier : Fromagerie Nouvelle")).toBeVisible();
  await expect(page.getByText("Cet écran sera bientôt disponible.")).toHaveCount(0);
  const steps = page.getByRole("navigation", { name: "Étapes de la prise en main" });
  await expect(steps.getByText("Étape 1 sur 4")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Connecter une banque" })).toContainText(
    "À faire",
  );

  await page.getByRole("button", { name: "Commencer" }).click();
  await expect(page).toHaveURL(/\/onboarding\/why-connect$/);
  await expect(page.getByRole("region", { name: "C'est sûr" })).toContainText("ne peut ni payer ni virer");
  await page.getByRole("button", { name: "Ajouter ma banque" }).click();

  // Without a bank, the add-bank popup comes by itself after 3 s (spec 000 §9).
  await expect(page).toHaveURL(/\/onboarding\/add-bank$/);
  const popup = page.getByRole("dialog", { name: "Ajouter une banque" });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await popup.getByRole("button", { name: /^Ajouter un compte manuel/ }).click();
  await popup.getByRole("textbox", { name: "Nom de la banque" }).fill("Crédit Mutuel");
  await popup.getByRole("textbox", { name: "Nom du compte" }).fill("Compte courant");
  await popup.getByRole("button", { name: "Ajouter la banque" }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "1 banque ajoutée." })).toBeVisible();
  await page.getByRole("button", { name: "Continuer" }).click();

  await expect(page).toHaveURL(/\/onboarding\/book-a-demo$/);
  await page.getByRole("link", { name: "Réserver une démo" }).click();
  await expect(page).toHaveURL(/\/book-a-meeting\?reason=demo$/);
  await expect(page.getByRole("region", { name: "Pourquoi ce rendez-vous" })).toContainText(
    "Vous souhaitez une démonstration de Trezo.",
  );
  const booking = page.getByRole("link", { name: /Choisir un créneau/ });
  await expect(booking).toHaveAttribute("href", BOOKING_URL);
  await expect(booking).toHaveAttribute("target", "_blank");

  // Back on the welcome, the bank chapter is done.
  await page.goto(`${server.url}/onboarding/welcome`);
  await expect(page.getByRole("listitem").filter({ hasText: "Connecter une banque" })).toContainText(
    "Terminé",
  );
  // An unknown step goes back to the welcome.
  await page.goto(`${server.url}/onboarding/nowhere`);
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
});

test("the meeting pages say why the user was sent there", async ({ page, server }) => {
  const owner = await createTestUser(server);
  await createTestCompany(server, owner.id, { name: "Atelier Morel" });
  await signIn(page, server, owner);

  await page.goto(`${server.url}/book-a-meeting?reason=maxConnections`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Prendre rendez-vous avec notre équipe" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Pourquoi ce rendez-vous" })).toContainText(
    "Vous avez atteint le nombre de banques prévu par votre offre.",
  );

  await page.goto(`${server.url}/book-a-meeting-analytics`);
  await expect(page.getByRole("heading", { level: 1, name: "Débloquer les analyses" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pourquoi ce rendez-vous" })).toContainText(
    "Les analyses ne sont pas incluses dans votre offre actuelle.",
  );

  // A reason the product does not know reads as a general offer of help, never as raw text.
  await page.goto(`${server.url}/book-a-meeting?reason=%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
  await expect(page.getByRole("region", { name: "Pourquoi ce rendez-vous" })).toHaveText(
    /Notre équipe vous aide à tirer le meilleur de Trezo\./,
  );
  await page.getByRole("link", { name: "Retour à l'application" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("/signup-en starts the sign-up in English, and the choice stays", async ({ browser, server }) => {
  // A French-speaking browser: the route decides.
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(`${server.url}/signup-en`);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(page.getByLabel("Email address")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create my account" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto(`${server.url}/signin`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await context.close();
});

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const size of WIDTHS) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    test("the onboarding and meeting screens fit the window and match their baselines", async ({
      page,
      server,
    }) => {
      test.setTimeout(120_000);
      const owner = await createTestUser(server);
      await createTestCompany(server, owner.id, { name: "Menuiserie Vasseur" });
      await signIn(page, server, owner);
      const shots = [
        { path: "/onboarding/welcome", name: "onboarding-welcome", ready: "Votre progression" },
        { path: "/onboarding/why-connect", name: "onboarding-why-connect", ready: "C'est sûr" },
        { path: "/onboarding/add-bank", name: "onboarding-add-bank", ready: "Ajoutez votre première banque" },
        {
          path: "/onboarding/book-a-demo",
          name: "onboarding-book-a-demo",
          ready: "Un expert vous montre Trezo",
        },
        {
          path: "/book-a-meeting?reason=maxConnections",
          name: "book-a-meeting",
          ready: "Choisir un créneau",
        },
      ];
      for (const shot of shots) {
        await page.goto(`${server.url}${shot.path}`);
        await expect(page.getByText(shot.ready).first()).toBeVisible();
        if (shot.path === "/onboarding/add-bank") {
          // The suggestion opens the popup after 3 s; once closed it does not come back.
          const popup = page.getByRole("dialog", { name: "Ajouter une banque" });
          await expect(popup).toBeVisible({ timeout: 10_000 });
          await page.keyboard.press("Escape");
          await expect(popup).toBeHidden();
        }
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, shot.path).toBeLessThanOrEqual(0);
        await expect(page).toHaveScreenshot(`${shot.name}-${size.width}.png`, { fullPage: true });
      }
    });
  });
}

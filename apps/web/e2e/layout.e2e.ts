/**
 * Layout of the main screens on the built app, at 1440 px (desktop) and 390 px (phone):
 * - nothing overflows the window sideways (the page, and the shell's scrolling content area), which
 *   catches a break wherever it happens, even where a pixel baseline would only flag "something moved";
 * - the heading of a screen of the menu is the menu's name for it;
 * - a visual baseline per screen and width (committed PNGs in e2e/visual, like the stories' baselines).
 *
 * The data are the demo company seeded at a fixed date (seedDemoData is seeded-random), on a server of
 * this file's own, and the browser's clock is frozen at that date: the screens are the same every day.
 * The dashboard and the invoices have no baseline: the server splits actuals from forecasts and flags late
 * invoices at its own today, which moves.
 */
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, removeDataDir, seedDemoData, startTestServer } from "@trezo/server/testing";

const WEB_DIST_DIR = fileURLToPath(new URL("../dist", import.meta.url));
/** The date of the seeded data and of the browser's clock. */
const FIXED_NOW = new Date("2026-11-21T10:00:00+01:00");

const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

const test = base.extend<object, { demoUrl: string }>({
  demoUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first.
    async ({}, use) => {
      // Always the embedded database: the seed needs an empty one, and the screens its exact data.
      const server = await startTestServer({ webDistDir: WEB_DIST_DIR, databaseUrl: undefined });
      const seeded = await seedDemoData(server.services.db, FIXED_NOW);
      if (!seeded)
        throw new Error("The layout server's database was not empty: the demo could not be seeded");
      await use(server.url);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: "worker" },
  ],
});

/** The page's layout is settled: fonts loaded, images decoded, no spinner, no pending animation frame. */
async function settled(page: Page): Promise<void> {
  await page.locator("h1").first().waitFor();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** What sticks out of the window sideways: the page itself and the shell's scrolling content. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const overflows: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      overflows.push(`page ${root.scrollWidth} > ${window.innerWidth}`);
    for (const main of document.querySelectorAll("main")) {
      if (main.scrollWidth > main.clientWidth)
        overflows.push(`main ${main.scrollWidth} > ${main.clientWidth}`);
    }
    // Elements that reach past the window's right edge (those inside a sideways-scrolling area excepted).
    for (const element of document.querySelectorAll("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= window.innerWidth + 0.5) continue;
      let scroller = element.parentElement;
      while (scroller && !["auto", "scroll", "hidden"].includes(getComputedStyle(scroller).overflowX)) {
        scroller = scroller.parentElement;
      }
      if (scroller && scroller !== document.body && scroller.tagName !== "MAIN") continue;
      overflows.push(`${element.tagName.toLowerCase()}.${element.className} right ${Math.round(box.right)}`);
      if (overflows.length > 5) break;
    }
    return overflows;
  });
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/signin`);
  await page.getByLabel("Adresse e-mail").fill("demo@trezo.fr");
  await page.getByRole("textbox", { name: "Mot de passe", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/dashboard/);
}

const PUBLIC_SCREENS = ["signin", "signup"] as const;
/** Signed-in screens; `menu` is the navigation entry whose name the screen's heading must carry. */
const APP_SCREENS = [
  { path: "dashboard", menu: "Tableau de bord", baseline: false },
  { path: "transactions", menu: "Transactions", baseline: true },
  // The late flags follow the server's own today, which moves: no baseline for the invoices.
  { path: "invoices", menu: "Factures", baseline: false },
  { path: "checks", menu: "Chèques", baseline: true },
  { path: "categories", menu: "Catégories", baseline: true },
  { path: "banks", menu: "Banques et comptes", baseline: true },
  { path: "analytics", menu: "Analyses", baseline: true },
  { path: "company", menu: "Entreprise", baseline: true },
  { path: "profile", menu: null, baseline: true },
] as const;

for (const size of WIDTHS) {
  test.describe(`${size.name} ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, timezoneId: "Europe/Paris" });
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(FIXED_NOW);
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    test("the sign-in and sign-up screens fit the window and match their baselines", async ({
      page,
      demoUrl,
    }) => {
      for (const screen of PUBLIC_SCREENS) {
        await page.goto(`${demoUrl}/${screen}`);
        await settled(page);
        await expect(page.getByText("Trezo", { exact: true })).toBeVisible();
        expect(await sidewaysOverflow(page), screen).toEqual([]);
        await expect(page).toHaveScreenshot(`${screen}-${size.width}.png`);
      }
    });

    test("the signed-in screens fit the window, are named as in the menu and match their baselines", async ({
      page,
      demoUrl,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, demoUrl);
      for (const screen of APP_SCREENS) {
        await page.goto(`${demoUrl}/${screen.path}`);
        await settled(page);
        if (screen.path === "transactions") {
          await expect(
            page.getByRole("grid", { name: "Transactions" }).getByRole("row").nth(3),
          ).toBeVisible();
        }
        expect(await sidewaysOverflow(page), screen.path).toEqual([]);
        if (screen.menu) {
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.menu);
          const entry = page
            .getByRole("navigation", { name: "Navigation principale" })
            .getByRole("link", { name: screen.menu, exact: true });
          await expect(entry).toHaveAttribute("aria-current", "page");
        }
        // The demo's connections were last updated when it was seeded (the server's own today): masked.
        const mask = screen.path === "banks" ? [page.getByText(/Mise à jour le/)] : [];
        if (screen.baseline)
          await expect(page).toHaveScreenshot(`${screen.path}-${size.width}.png`, { mask });
      }
    });
  });
}

test.describe("desktop keyboard", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the first Tab reaches the skip link, which puts the keyboard in the content", async ({
    page,
    demoUrl,
  }) => {
    await signIn(page, demoUrl);
    await page.goto(`${demoUrl}/transactions`);
    await settled(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab is in the screen (its first button), not in the header or the menu.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Importer un relevé" })).toBeFocused();
  });

  test("every column of the transactions fits at 1440 px and amounts carry their sign", async ({
    page,
    demoUrl,
  }) => {
    await signIn(page, demoUrl);
    await page.goto(`${demoUrl}/transactions`);
    await settled(page);
    const grid = page.getByRole("grid", { name: "Transactions" });
    await expect(grid.getByRole("row").nth(3)).toBeVisible();
    expect(await grid.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    const headers = await grid
      .getByRole("columnheader")
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
    const gridRight = await grid.evaluate((element) => element.getBoundingClientRect().right);
    expect(Math.max(...headers)).toBeLessThanOrEqual(gridRight);
    const amounts = await grid.locator("[data-sign]").evaluateAll((cells) =>
      cells.map((cell) => ({
        sign: cell.getAttribute("data-sign"),
        text: cell.textContent ?? "",
        color: getComputedStyle(cell).color,
      })),
    );
    const credit = amounts.find((amount) => amount.sign === "positive");
    const debit = amounts.find((amount) => amount.sign === "negative");
    expect(credit?.text).toMatch(/^\+/);
    expect(debit?.text).toMatch(/^-/);
    expect(credit?.color).not.toBe(debit?.color);
  });
});

test("the terms checkbox of the sign-up links to the terms of use, without ticking it", async ({
  page,
  demoUrl,
}) => {
  await page.goto(`${demoUrl}/signup`);
  await page.getByRole("button", { name: "Lire les conditions d'utilisation" }).click();
  const terms = page.getByRole("dialog", { name: "Conditions d'utilisation" });
  await expect(terms).toContainText("Conditions générales d'utilisation de Trezo");
  await page.keyboard.press("Escape");
  await expect(terms).toBeHidden();
  await expect(
    page.getByRole("checkbox", { name: "J'accepte les conditions d'utilisation" }),
  ).not.toBeChecked();
});

test.describe("company details", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // Last of the file: it renames the demo company that the baselines above show.
  test("the owner edits the name and the SIRET, a wrong SIRET is refused with the spec's message", async ({
    page,
    demoUrl,
  }) => {
    await signIn(page, demoUrl);
    await page.goto(`${demoUrl}/company`);
    const form = page.getByRole("form", { name: "Informations", exact: true });
    const siret = form.getByRole("textbox", { name: "SIRET" });
    await expect(siret).toHaveValue("41234567800012");
    await siret.fill("4123456780001");
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect(form.getByText("SIRET invalide.")).toBeVisible();

    await form.getByRole("textbox", { name: "Nom de la société" }).fill("Atelier Durand & Fils");
    await siret.fill("732 829 320 00074");
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Les informations de l'entreprise ont été enregistrées.")).toBeVisible();
    await expect(page.locator("header").first()).toContainText("Atelier Durand & Fils");
    await page.reload();
    await expect(
      page.getByRole("form", { name: "Informations", exact: true }).getByRole("textbox", { name: "SIRET" }),
    ).toHaveValue("73282932000074");
  });
});

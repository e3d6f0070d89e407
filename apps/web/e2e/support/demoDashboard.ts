/**
 * What the journeys on the demo's dashboard share (dashboard, forecastDetails): a server of their own
 * with SEED_DEMO on, serving the built app, beside the harness of ./fixtures; signing in to the demo's
 * dashboard; the amounts read from the screen.
 */
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, removeDataDir, startTestServer } from "@trezo/server/testing";
import { centsOf } from "./amounts";
import { signIn } from "./fixtures";

export { centsOf };

const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../../dist", import.meta.url));

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The file's demo server, started before its tests and stopped and removed after them, and its
 * `openDashboard`: signs in as the demo user and waits for the dashboard's grid, which it returns.
 */
export function demoServer(): { readonly server: Server; openDashboard: (page: Page) => Promise<Locator> } {
  let started: Server | undefined;
  test.beforeAll(async () => {
    // Seeding the demo takes a while on a busy machine.
    test.setTimeout(240_000);
    started = await startTestServer({ webDistDir: WEB_DIST_DIR, seedDemo: true });
  });
  test.afterAll(async () => {
    if (!started) return;
    await started.stop();
    removeDataDir(started.dataDir);
  });
  const current = () => {
    if (!started) throw new Error("the demo server is started in beforeAll");
    return started;
  };
  return {
    get server() {
      return current();
    },
    async openDashboard(page) {
      await signIn(page, { url: current().url } as never, "demo@trezo.fr", DEMO_PASSWORD);
      await page.waitForURL(/\/dashboard/);
      const grid = page.getByRole("treegrid", { name: "Trésorerie par catégorie et par période" });
      await expect(grid).toBeVisible({ timeout: 30_000 });
      return grid;
    },
  };
}

/** The end balance the dashboard shows, in cents. */
export async function endBalance(page: Page): Promise<number> {
  return centsOf((await page.getByTestId("end-balance").textContent()) ?? "");
}

/** The cells of the row named `name`, oldest period first. */
export function cellsOf(page: Page, name: string): Locator {
  return page
    .locator("[role=treegrid] tr", { has: page.getByRole("rowheader", { name }) })
    .getByRole("gridcell");
}

/**
 * Opens "Séries et événements", then a new series of "Frais bancaires" with `label` and `amount` typed
 * (not saved yet): the list and the editor.
 */
export async function startBankFeesSeries(
  page: Page,
  label: string,
  amount: string,
): Promise<{ list: Locator; editor: Locator }> {
  await page.getByRole("button", { name: "Séries et événements" }).click();
  const list = page.getByRole("complementary", { name: "Séries et événements" });
  await list.getByRole("button", { name: "Nouvelle série" }).click();
  const editor = page.getByRole("complementary", { name: "Nouvelle série" });
  await editor.getByRole("combobox", { name: "Catégorie" }).fill("bancaires");
  await page.getByRole("option", { name: "Décaissements › Frais bancaires", exact: true }).click();
  await editor.getByRole("textbox", { name: "Libellé" }).fill(label);
  await editor.getByRole("textbox", { name: /Montant de chaque échéance/ }).fill(amount);
  return { list, editor };
}

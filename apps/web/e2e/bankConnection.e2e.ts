/**
 * Connecting a bank through an aggregator, on the built app and the real server talking to the sandbox
 * aggregator that ships with Trezo, as its own process (`npm run sandbox-bank`, Bridge API v3 shapes;
 * issue 21). The file starts both: the sandbox first, then the server pointed at it (BANK_SANDBOX_URL's
 * setting), so playwright.config.ts starts nothing.
 *
 * - The journey: from the add-bank popup, "connect my bank", search a demo bank, the sandbox's connect
 *   page, back to /callback with the first sync's progress → the accounts and their transactions appear →
 *   the sandbox's clock moves to the next day, "synchronise now" (loadTransactions and the spec's 30 s
 *   wait) brings that day's transactions → the dashboard's end balance moves. Baselines of the banks
 *   screen with a connection at 1440 and 390 px.
 * - The error paths: a bank that needs its strong authentication renewed shows it in words with the
 *   repair action, which goes through the sandbox's page and back to a working connection; a bank that
 *   is down says so clearly, with nothing for the user to do.
 */
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page } from "@playwright/test";
import {
  callApi,
  createTestCompany,
  createTestUser,
  removeDataDir,
  type SandboxBankProcess,
  startSandboxBankProcess,
  startTestServer,
} from "@trezo/server/testing";
import { endBalance } from "./support/demoDashboard";
import { signIn } from "./support/fixtures";

const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));

type Server = Awaited<ReturnType<typeof startTestServer>>;

interface BankWorld {
  server: Server;
  sandbox: SandboxBankProcess;
}

const test = base.extend<object, { world: BankWorld }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first.
    async ({}, use) => {
      const sandbox = await startSandboxBankProcess();
      // The aggregator's page comes back to PUBLIC_URL/callback: the server's own address, known before it
      // starts (the same origin as the page, which keeps the session in its storage).
      const port = await freePort();
      const server = await startTestServer({
        webDistDir: WEB_DIST_DIR,
        port,
        publicUrl: `http://127.0.0.1:${port}`,
        bank: { sandboxUrl: sandbox.url, startSandbox: false },
      });
      expect(server.url).toBe(`http://127.0.0.1:${port}`);
      // The sandbox's signed webhooks go to this server.
      await control(sandbox, "webhook", { url: `${server.url}/api/v2/webhooks/bank/sandbox` });
      await use({ server, sandbox });
      await server.stop();
      removeDataDir(server.dataDir);
      await sandbox.stop();
    },
    { scope: "worker" },
  ],
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A control of the sandbox aggregator (its clock, its failures), as a test or a demo drives it. */
async function control(sandbox: SandboxBankProcess, path: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${sandbox.url}/sandbox/control/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok, `sandbox control ${path}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A new owner of a new company, signed in. */
async function newOwner(page: Page, world: BankWorld) {
  const owner = await createTestUser(world.server);
  const companyId = await createTestCompany(world.server, owner.id, { name: "Menuiserie Durand" });
  await signIn(page, world.server, owner.email, owner.password);
  await expect(page).toHaveURL(/\/(dashboard|onboarding)/);
  return { owner, companyId };
}

/**
 * From /banks: the add-bank popup, "connect my bank", the search, the sandbox's page (with its scenario:
 * everything works, or one of its failures), and back to /callback.
 */
async function connectBank(page: Page, world: BankWorld, bank: string, scenario = "tout fonctionne") {
  await page.goto(`${world.server.url}/banks`);
  await page.getByRole("button", { name: "Ajouter une banque" }).first().click();
  const popup = page.getByRole("dialog", { name: "Ajouter une banque" });
  await popup.getByRole("button", { name: /^Connecter ma banque/ }).click();
  await popup.getByRole("textbox", { name: "Rechercher votre banque" }).fill(bank.slice(0, 6));
  await popup.getByRole("list", { name: "Banques proposées" }).getByRole("button", { name: bank }).click();
  await expect(popup.getByText(/Trezo ne voit jamais vos identifiants bancaires/)).toBeVisible();
  await popup.getByRole("button", { name: `Continuer vers ${bank}` }).click();
  // The sandbox's own connect page, as Bridge Connect would be.
  await page.waitForURL(`${world.sandbox.url}/connect/**`);
  await page.getByLabel("Scénario").selectOption({ label: scenario });
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/callback\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion de votre banque");
}

const bankRegion = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The company's transactions as the server lists them. */
async function transactionCount(world: BankWorld, token: string, companyId: number): Promise<number> {
  const answer = await callApi(
    world.server,
    "getTransactionList",
    { companyId, limit: 1, withTotal: true },
    { token },
  );
  expect(answer.status).toBe(200);
  return (answer.body as { total: number }).total;
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 }, timezoneId: "Europe/Paris" });

  test("connect a sandbox bank → its accounts and transactions appear → the next day's arrive after a sync → the dashboard moves", async ({
    page,
    world,
  }) => {
    test.setTimeout(240_000);
    const { owner, companyId } = await newOwner(page, world);

    await connectBank(page, world, "Crédit Démo");
    // The first sync's progress, then its outcome in words.
    await expect(page.getByText("Votre banque est connectée : 2 comptes synchronisés.")).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole("button", { name: "Voir mes banques" }).click();
    await expect(page).toHaveURL(/\/banks$/);
    const demo = bankRegion(page, "Crédit Démo");
    await expect(demo.getByText("Synchronisée", { exact: true })).toBeVisible();
    await expect(demo.getByText(/Dernière synchronisation le \d\d\/\d\d\/\d{4} à \d\d:\d\d/)).toBeVisible();
    await expect(demo.getByRole("row", { name: /Compte courant professionnel/ })).toBeVisible();
    await expect(demo.getByRole("row", { name: /Livret entreprise/ })).toBeVisible();
    await expect(demo.getByRole("button", { name: /^Réparer/ })).toHaveCount(0);

    // The transactions of the feed are on the transactions screen.
    const firstCount = await transactionCount(world, owner.token, companyId);
    expect(firstCount).toBeGreaterThan(10);
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Transactions" })
      .click();
    await expect(page.getByRole("grid", { name: "Transactions" }).getByRole("row").nth(3)).toBeVisible();

    await page.goto(`${world.server.url}/dashboard`);
    await expect(page.getByTestId("end-balance")).toBeVisible({ timeout: 30_000 });
    const balanceBefore = await endBalance(page);

    // The next day at the bank: the sandbox's clock moves on, "synchronise now" fetches that day.
    await control(world.sandbox, "clock", { advance_days: 1 });
    await page.goto(`${world.server.url}/banks`);
    await page.getByRole("button", { name: "Synchroniser maintenant" }).click();
    await expect(page.getByRole("progressbar", { name: "Synchronisation de vos banques" })).toBeVisible();
    await expect(
      page.getByText(/Vos banques se mettent à jour : nouvel affichage dans \d+ secondes?\./),
    ).toBeVisible();
    // The spec's 30 s wait, then the banks are read again.
    await expect(page.getByText("Vos banques sont à jour.")).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    expect(await transactionCount(world, owner.token, companyId)).toBeGreaterThan(firstCount);

    await page.goto(`${world.server.url}/dashboard`);
    await expect(page.getByTestId("end-balance")).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => endBalance(page)).not.toBe(balanceBefore);
  });

  test("a bank that needs its strong authentication renewed shows the repair action, which leads back to a working connection; a bank that is down says so", async ({
    page,
    world,
  }) => {
    test.setTimeout(180_000);
    await newOwner(page, world);

    await connectBank(page, world, "Banque Exemple Pro", "sca_required");
    await expect(
      page.getByText(/Votre banque a été ajoutée, mais elle ne peut pas encore être synchronisée/),
    ).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole("button", { name: "Voir mes banques" }).click();
    const pro = bankRegion(page, "Banque Exemple Pro");
    await expect(pro.getByText("Authentification à renouveler")).toBeVisible();
    await expect(pro.getByText(/environ tous les 180 jours/)).toBeVisible();
    const repair = pro.getByRole("button", { name: "Réparer la connexion de Banque Exemple Pro" });
    await expect(repair).toBeVisible();

    // The repair: the sandbox's page (getModifyUrl's url), then back to /callback and the sync.
    await repair.click();
    await page.waitForURL(`${world.sandbox.url}/connect/**`);
    await expect(page.getByText("Confirmez votre identité pour réparer la connexion.")).toBeVisible();
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/callback\?/);
    await expect(page.getByText(/Votre banque est connectée/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Voir mes banques" }).click();
    await expect(
      bankRegion(page, "Banque Exemple Pro").getByText("Synchronisée", { exact: true }),
    ).toBeVisible();
    await expect(
      bankRegion(page, "Banque Exemple Pro").getByRole("button", { name: /^Réparer/ }),
    ).toHaveCount(0);

    // A bank that does not answer: said in words, nothing for the user to do (no repair).
    await connectBank(page, world, "Caisse Bac-à-sable", "bank_down");
    await expect(page.getByText(/ne peut pas encore être synchronisée/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Voir mes banques" }).click();
    const down = bankRegion(page, "Caisse Bac-à-sable");
    await expect(down.getByText("Banque indisponible")).toBeVisible();
    await expect(
      down.getByText(/Nous réessaierons automatiquement : vous n'avez rien à faire/),
    ).toBeVisible();
    await expect(down.getByRole("button", { name: /^Réparer/ })).toHaveCount(0);
  });
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size, timezoneId: "Europe/Paris" });

    test("the banks screen with a connection fits the window and matches its baseline", async ({
      page,
      world,
    }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await newOwner(page, world);
      await connectBank(page, world, "Banque Exemple Pro");
      await expect(page.getByText(/Votre banque est connectée/)).toBeVisible({ timeout: 60_000 });
      await page.goto(`${world.server.url}/banks`);
      const pro = bankRegion(page, "Banque Exemple Pro");
      await expect(pro.getByText("Synchronisée", { exact: true })).toBeVisible();
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      // The last sync's instant and the balances follow the sandbox's own today, the IBAN its item's
      // number (how many items the worker's sandbox has made): masked.
      await expect(page).toHaveScreenshot(`bank-connection-${size.width}.png`, {
        mask: [
          pro.getByText(/Dernière synchronisation le/),
          pro.locator("td[data-label='Solde']"),
          pro.locator("td[data-label='IBAN']"),
        ],
      });
    });
  });
}

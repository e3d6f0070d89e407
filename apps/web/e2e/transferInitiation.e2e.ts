/**
 * Paying through the bank (issue 22), on the built app and the real server talking to the sandbox
 * aggregator as its own process (Bridge API v3 payment requests): a draft supplier transfer selected on
 * /bank-transfers → "Payer via ma banque" → the sandbox bank's consent page → confirmed → back on
 * /transfer/callback, which asks the server (which asks the aggregator) and says the payment is
 * confirmed → the order is ongoing in the list until the bank line settles it.
 */
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { test as base, expect } from "@playwright/test";
import {
  callApi,
  createTestCompany,
  createTestUser,
  removeDataDir,
  type SandboxBankProcess,
  startSandboxBankProcess,
  startTestServer,
} from "@trezo/server/testing";
import { signIn } from "./support/fixtures";

const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));

type Server = Awaited<ReturnType<typeof startTestServer>>;

const test = base.extend<object, { world: { server: Server; sandbox: SandboxBankProcess } }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first.
    async ({}, use) => {
      const sandbox = await startSandboxBankProcess();
      // The bank's page comes back to PUBLIC_URL/transfer/callback: the server's own address.
      const port = await freePort();
      const server = await startTestServer({
        webDistDir: WEB_DIST_DIR,
        port,
        publicUrl: `http://127.0.0.1:${port}`,
        bank: { sandboxUrl: sandbox.url, startSandbox: false },
      });
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

const todayInParis = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

test.use({ viewport: { width: 1440, height: 900 } });

test("a supplier transfer paid through the bank: consent at the sandbox bank → /transfer/callback → ongoing", async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const { server } = world;
  const owner = await createTestUser(server);
  const companyId = await createTestCompany(server, owner.id, { name: "Menuiserie Durand" });
  const call = async (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) => {
    const result = await callApi(server, name, { companyId, ...input }, { token: owner.token });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body as Record<string, { id: number }>;
  };
  const { bank } = await call("addManualConnection", { name: "Banque Durand" });
  const { account } = await call("addManualAccount", {
    bank_id: bank?.id,
    name: "Compte courant",
    iban: "FR7630006000011234567890189",
    bic: "AGRIFRPP",
  });
  await call("createTransfer", {
    company_id: companyId,
    orders: [
      {
        debtor_account_id: account?.id,
        creditor_name: "Meunerie Générale",
        creditor_iban: "FR1420041010050500013M02606",
        amount_cents: 123_456,
        execution_date: todayInParis(),
        remittance: "Facture FA-2026-301",
      },
    ],
  });

  await signIn(page, server, owner.email, owner.password);
  await expect(page).toHaveURL(/\/(dashboard|onboarding)/);
  await page.goto(`${server.url}/bank-transfers`);
  // The beneficiary's name as SEPA carries it (no accents); ticked from the keyboard.
  const box = page.getByRole("checkbox", { name: "Sélectionner le virement à Meunerie Generale" });
  await box.focus();
  await page.keyboard.press(" ");
  await expect(box).toBeChecked();
  await page.getByRole("button", { name: "Payer via ma banque" }).click();

  // The sandbox bank's consent page.
  await expect(page.getByRole("heading", { name: "Banque de démonstration (bac à sable)" })).toBeVisible();
  await expect(
    page.getByText("Meunerie Generale (FR1420041010050500013M02606) : 1234.56 €", { exact: false }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Confirmer le paiement" }).click();

  // /transfer/callback forwards to /bank-transfers/callback, where the session and the company are restored.
  await expect(page).toHaveURL(
    /\/bank-transfers\/callback\?company=\d+&payment_request_id=[^&]+&status=success/,
  );
  await expect(page.getByRole("status")).toHaveText(
    "Paiement confirmé, en attente d'exécution par votre banque.",
  );
  await page.getByRole("link", { name: "Voir les virements" }).click();
  await expect(page).toHaveURL(/\/bank-transfers$/);
  await expect(page.getByRole("list", { name: "Ordres de virement" }).getByText("En cours")).toBeVisible();
});

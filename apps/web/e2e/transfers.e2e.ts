/**
 * The journey of issue 22 on the built app and a real server: two open supplier invoices paid in one
 * batch from /invoices ("Payer la sélection") → /bank-transfers makes their SEPA credit transfer file
 * (pain.001.001.09, downloaded) → the bank statement that settles them
 * (e2e/fixtures/releve-virements-fournisseurs.csv, dated today, and an unrelated card payment) imported
 * on /transactions → both orders executed, both invoices paid, and the forecast right: the invoices'
 * payments counted on the transfers' date while pending, then only as the statement's lines.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { UNCATEGORISED_EXPENSE_ID } from "@trezo/domain";
import { callApi, setInvoicesAllowed, type TestUser } from "@trezo/server/testing";
import { type E2EServer, expect, signIn, test } from "./support/fixtures";

const STATEMENT = fileURLToPath(new URL("./fixtures/releve-virements-fournisseurs.csv", import.meta.url));
const INVOICES = [
  { number: "FA-2026-301", name: "Meunerie Générale", iban: "FR1420041010050500013M02606", cents: 123_456 },
  { number: "FA-2026-302", name: "Emballages & Co", iban: "DE89370400440532013000", cents: 9_900 },
];
const TOTAL = 123_456 + 9_900;

const todayInParis = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

async function call(
  server: E2EServer,
  owner: TestUser,
  name: Parameters<typeof callApi>[1],
  input: Record<string, unknown>,
) {
  const result = await callApi(server.raw, name, input, { token: owner.token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as Record<string, unknown>;
}

/** The uncategorised expense row's forecast per period, from today's month on (the dashboard's figures). */
async function expenseForecast(server: E2EServer, owner: TestUser, companyId: number, today: string) {
  const to = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  const body = (await call(server, owner, "getDashboardChartData", { companyId, from: today, to })) as {
    scenarios: Array<{ rows: Array<{ id: string; forecast: number[] }> }>;
  };
  const rows = body.scenarios[0]?.rows ?? [];
  return rows.find((row) => row.id === UNCATEGORISED_EXPENSE_ID)?.forecast ?? [];
}

test.use({ viewport: { width: 1440, height: 900 } });

test("two supplier invoices paid in one SEPA file → the statement settles them → paid, the forecast counts them once", async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const today = todayInParis();
  const owner = await server.user();
  const companyId = await server.company(owner.id, { name: "Boulangerie Dupré" });
  await setInvoicesAllowed(server.raw, companyId, true);
  const { bank } = (await call(server, owner, "addManualConnection", {
    companyId,
    name: "Crédit Agricole",
  })) as {
    bank: { id: number };
  };
  await call(server, owner, "addManualAccount", {
    companyId,
    bank_id: bank.id,
    name: "Compte courant",
    iban: "FR7630006000011234567890189",
    bic: "AGRIFRPP",
  });
  const due = `${Number(today.slice(0, 4)) + 1}-01-15`;
  for (const invoice of INVOICES) {
    await call(server, owner, "createInvoice", {
      companyId,
      invoice: {
        kind: "supplier",
        number: invoice.number,
        counterparty_name: invoice.name,
        counterparty_iban: invoice.iban,
        issue_date: today,
        due_date: due,
        amount_excl_tax_cents: invoice.cents,
        vat_cents: 0,
        amount_incl_tax_cents: invoice.cents,
      },
    });
  }
  const dueForecast = await expenseForecast(server, owner, companyId, today);
  expect(dueForecast.reduce((sum, cents) => sum + cents, 0)).toBe(-TOTAL);
  // The period of the invoices' due date holds both payments.
  const dueIndex = dueForecast.indexOf(-TOTAL);
  expect(dueIndex).toBeGreaterThan(0);

  /** Ticks a row's checkbox from the keyboard (Space), as a keyboard user does. */
  const tick = async (name: string) => {
    const box = page.getByRole("checkbox", { name });
    await box.focus();
    await page.keyboard.press(" ");
    await expect(box).toBeChecked();
  };
  await signIn(page, server, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // 1. Both invoices selected on /invoices and paid in one batch.
  await page.goto(`${server.url}/invoices?tab=supplier`);
  for (const invoice of INVOICES) await tick(`Sélectionner ${invoice.number}`);
  await page.getByRole("button", { name: "Payer la sélection" }).click();
  const dialog = page.getByRole("dialog", { name: "Payer 2 factures" });
  await expect(dialog).toContainText("Total : 1 333,56");
  await dialog.getByRole("button", { name: "Préparer les virements" }).click();
  await expect(dialog.getByRole("status")).toContainText("2 virements préparés");
  await dialog.getByRole("link", { name: "Voir les virements" }).click();

  // 2. The orders on /bank-transfers; their SEPA file made and downloaded.
  await expect(page).toHaveURL(/\/bank-transfers$/);
  const orders = page.getByRole("list", { name: "Ordres de virement" });
  await expect(orders.getByRole("listitem")).toHaveCount(2);
  await expect(orders).toContainText("Facture FA-2026-301");
  await expect(orders).toContainText("Brouillon");
  // Pending payments: the forecast moves both invoices to today's period, counted once.
  const pendingForecast = await expenseForecast(server, owner, companyId, today);
  const pendingIndex = pendingForecast.indexOf(-TOTAL);
  expect(pendingIndex).toBeGreaterThanOrEqual(0);
  expect(pendingIndex).toBeLessThan(dueIndex);
  expect(pendingForecast.reduce((sum, cents) => sum + cents, 0)).toBe(-TOTAL);

  await tick("Sélectionner le virement à Meunerie Generale");
  await tick("Sélectionner le virement à Emballages + Co");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Générer le fichier SEPA" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^virements-TRZ-.*\.xml$/);
  const xml = readFileSync(await download.path(), "utf8");
  expect(xml).toContain("urn:iso:std:iso:20022:tech:xsd:pain.001.001.09");
  expect(xml).toContain("<NbOfTxs>2</NbOfTxs>");
  expect(xml).toContain("<CtrlSum>1333.56</CtrlSum>");
  for (const invoice of INVOICES) {
    expect(xml).toContain(`<IBAN>${invoice.iban}</IBAN>`);
    expect(xml).toContain(`<Ustrd>Facture ${invoice.number}</Ustrd>`);
  }
  await expect(page.getByRole("status")).toContainText("Fichier virements-TRZ-");
  await expect(orders.getByText("En cours")).toHaveCount(2);

  // 3. The statement that settles them, through the import of /transactions.
  const [year, month, day] = today.split("-");
  const statement = join(tmpdir(), `releve-virements-${Date.now()}.csv`);
  writeFileSync(statement, readFileSync(STATEMENT, "utf8").replaceAll("{{DATE}}", `${day}/${month}/${year}`));
  await page.goto(`${server.url}/transactions`);
  await page.getByRole("button", { name: "Importer un relevé" }).click();
  const wizard = page.getByRole("region", { name: "Importer un relevé" });
  await wizard
    .getByLabel("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)")
    .setInputFiles(statement);
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByRole("heading", { name: "Correspondance des colonnes" })).toBeVisible();
  await wizard.getByRole("button", { name: "Suivant" }).click();
  await expect(wizard.getByText("3 opérations lues (nouvelles : 3, déjà importées : 0).")).toBeVisible();
  await wizard.getByRole("button", { name: "Importer", exact: true }).click();
  await expect(wizard.getByRole("status")).toHaveText("3 opérations importées (déjà présentes : 0).");

  // 4. Both orders executed, both invoices paid.
  await page.goto(`${server.url}/bank-transfers`);
  await expect(orders.getByText("Exécuté")).toHaveCount(2);
  await page.goto(`${server.url}/invoices?tab=supplier&status=paid`);
  const suppliers = page.getByRole("list", { name: "Fournisseurs" });
  await expect(suppliers.getByTestId("invoice-row")).toHaveCount(2);

  // 5. The forecast: nothing left of the invoices, the money is in the actuals once (the statement).
  const settledForecast = await expenseForecast(server, owner, companyId, today);
  expect(settledForecast.every((cents) => cents === 0)).toBe(true);
});

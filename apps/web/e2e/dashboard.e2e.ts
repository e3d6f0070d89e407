/**
 * The dashboard journey on the demo data, against the built app and the real server (its own server
 * with SEED_DEMO on, beside the harness of support/fixtures): delete the demo's scenario from the screen
 * (the base cannot be), create a scenario, type a hiring cost in a
 * forecast cell of that scenario, and check that the chart and the end balance move by exactly that
 * amount; then export the workbook and read it back with exceljs: its closing cash equals the screen's.
 * Then, on the base scenario, create a monthly series through the series editor and change its last
 * month "from this period on" by typing in the grid: the end balance moves by the amounts computed here.
 * Last, the chosen scenario survives a reload and a trip through the menu, a threshold is set (a text
 * that is not an amount is refused in French first), and a backup is created, activated and compared
 * with (actual against expected).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { cellsOf, centsOf, demoServer, endBalance, startBankFeesSeries } from "./support/demoDashboard";

/** The monthly cost of the hire, typed in the last month of the forecast. */
const HIRING_CENTS = 350_000;

const demo = demoServer();

function euros(cents: number): string {
  return new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** LibreOffice's command when it is installed: the second reading of the export runs only then. */
function libreOffice(): string | null {
  for (const command of ["soffice", "libreoffice"]) {
    if (spawnSync(command, ["--version"], { stdio: "ignore" }).status === 0) return command;
  }
  return null;
}

/**
 * The closing cash of the last month as LibreOffice reads the workbook: converted headless to CSV with
 * the raw values (not as shown) and "." decimals, in a throwaway profile.
 */
function closingByLibreOffice(command: string, xlsxPath: string): number | undefined {
  const dir = mkdtempSync(join(tmpdir(), "trezo-libreoffice-"));
  try {
    copyFileSync(xlsxPath, join(dir, "export.xlsx"));
    execFileSync(
      command,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        "--norestore",
        "--convert-to",
        "csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,false",
        "--outdir",
        dir,
        join(dir, "export.xlsx"),
      ],
      { stdio: "ignore", timeout: 120_000 },
    );
    const line = readFileSync(join(dir, "export.csv"), "utf8")
      .split(/\r?\n/)
      .find((row) => /^"?Trésorerie fin"?,/.test(row));
    const numbers = (line ?? "")
      .split(",")
      .slice(1)
      .filter((cell) => cell.trim() !== "")
      .map(Number);
    return numbers.at(-1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Text with white space collapsed, as Playwright's text matchers read it. */
const flat = (text: string) => text.replace(/\s+/g, " ");

test("a hiring scenario lowers the chart and the end balance by the typed amount, and the export agrees", async ({
  page,
}) => {
  await demo.openDashboard(page);
  const baseEnd = await endBalance(page);

  // The demo SME already compares its base with one scenario (its Premium plan allows more; the scenario
  // limit's popup is the billing journeys' and the server's paywall tests' to check).
  const newScenario = page.getByRole("button", { name: "Nouveau scénario" });
  // The base scenario cannot be deleted: its delete button says why.
  const deleteScenario = page.getByRole("button", { name: "Supprimer le scénario" });
  await expect(deleteScenario).toHaveAttribute("aria-disabled", "true");
  await expect(deleteScenario).toHaveAttribute("title", "Le scénario de base ne peut pas être supprimé.");
  // The slot is freed on the screen: the demo's own scenario is shown, then deleted once confirmed.
  await page
    .getByRole("button", { name: /Scénario/ })
    .first()
    .click();
  const demoScenario = page.getByRole("option").filter({ hasNotText: "Base" }).first();
  const demoName = (await demoScenario.textContent()) ?? "";
  await demoScenario.click();
  await page.waitForURL(/scenario=\d+/);
  await deleteScenario.click();
  const confirmation = page.getByRole("dialog", { name: "Supprimer le scénario ?" });
  await expect(confirmation).toContainText(
    `Le scénario « ${demoName} » et ses événements seront supprimés. Cette action est irréversible.`,
  );
  await confirmation.getByRole("button", { name: "Supprimer", exact: true }).click();
  await expect(page.getByText(`Scénario « ${demoName} » supprimé.`)).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("scenario")).toBeNull();
  await expect(newScenario).not.toHaveAttribute("aria-disabled", "true");
  await expect.poll(() => endBalance(page)).toBe(baseEnd);

  // A new empty scenario is the base plus its events: the hire is its only difference.
  await page.getByRole("button", { name: "Nouveau scénario" }).click();
  await page.getByRole("textbox", { name: /Nom du scénario/ }).fill("Embauche");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await page.waitForURL(/scenario=\d+/);
  await expect.poll(() => endBalance(page)).toBe(baseEnd);

  const salaries = cellsOf(page, "Salaires et charges sociales").last();
  const before = centsOf((await salaries.getAttribute("aria-label")) ?? "");
  await salaries.focus();
  await page.keyboard.press("F2");
  // F2 opens the editor on the current forecast: replace it.
  await page.keyboard.press("Control+a");
  const typed = (before - HIRING_CENTS) / 100;
  await page.keyboard.type(typed.toFixed(2).replace(".", ","));
  await page.keyboard.press("Enter");

  // Computed by hand: the closing cash falls by the hire's cost, in the table, the summary and the chart.
  const expectedEnd = baseEnd - HIRING_CENTS;
  await expect.poll(() => endBalance(page), { timeout: 30_000 }).toBe(expectedEnd);
  await expect
    .poll(async () => centsOf((await salaries.getAttribute("aria-label")) ?? ""))
    .toBe(before - HIRING_CENTS);
  const lastChartRow = page.getByTestId("cash-flow-chart").locator("tbody tr").last();
  await expect(lastChartRow).toContainText(flat(euros(expectedEnd)));

  // Export the scenario and read the workbook: its closing cash of the last month is the screen's.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exporter en Excel" }).click(),
  ]);
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("the export has no sheet");
  let closing: number | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value !== "Trésorerie fin") return;
    const values = (row.values as unknown[]).filter((value): value is number => typeof value === "number");
    closing = values.at(-1);
  });
  expect(closing).toBeDefined();
  expect(Math.round((closing ?? 0) * 100)).toBe(expectedEnd);

  // And as a spreadsheet application opens it, when LibreOffice is there.
  const office = libreOffice();
  if (office) {
    const closingInOffice = closingByLibreOffice(office, path);
    expect(closingInOffice).toBeDefined();
    expect(Math.round((closingInOffice ?? 0) * 100)).toBe(expectedEnd);
  }
});

/** The monthly bank fees the series editor creates, and how much the last month is raised by hand. */
const FEES_CENTS = 12_345;
const LAST_MONTH_EXTRA_CENTS = 10_000;
/** The default month window runs 3 months back to 12 ahead: a series from next month has 12 months in it. */
const FUTURE_MONTHS = 12;

test("a monthly series created in the series editor lowers the end balance by its months, and a change from the last month on by its difference", async ({
  page,
}) => {
  await demo.openDashboard(page);
  const baseEnd = await endBalance(page);
  const fees = cellsOf(page, "Frais bancaires").last();
  const feesBefore = centsOf((await fees.getAttribute("aria-label")) ?? "");

  const { list, editor } = await startBankFeesSeries(page, "Abonnement bancaire", "-123,45");
  // Monthly, from the first day of next month (the editor's defaults from the list), without end.
  await expect(editor.getByRole("button", { name: /Fréquence/ })).toContainText("Mensuel");
  await editor.getByRole("button", { name: "Créer la série" }).click();
  await expect(list.getByText("Abonnement bancaire")).toBeVisible();

  // Computed by hand: twelve months of −123,45 €.
  const withSeries = baseEnd - FUTURE_MONTHS * FEES_CENTS;
  await expect.poll(() => endBalance(page), { timeout: 30_000 }).toBe(withSeries);
  await expect
    .poll(async () => centsOf((await fees.getAttribute("aria-label")) ?? ""))
    .toBe(feesBefore - FEES_CENTS);

  // The last month typed 100 € lower, "this period and the following": the series is split there.
  await fees.focus();
  await page.keyboard.press("F2");
  await page.keyboard.press("Control+a");
  const typed = (feesBefore - FEES_CENTS - LAST_MONTH_EXTRA_CENTS) / 100;
  await page.keyboard.type(typed.toFixed(2).replace(".", ","));
  await page.keyboard.press("Enter");
  const question = page.getByRole("dialog", { name: "Modifier une série récurrente" });
  await expect(question).toContainText("Abonnement bancaire");
  await question.getByRole("button", { name: "Cette période et les suivantes" }).click();
  await expect.poll(() => endBalance(page), { timeout: 30_000 }).toBe(withSeries - LAST_MONTH_EXTRA_CENTS);
  await expect
    .poll(async () => centsOf((await fees.getAttribute("aria-label")) ?? ""))
    .toBe(feesBefore - FEES_CENTS - LAST_MONTH_EXTRA_CENTS);
  // The original now ends before the last month, and a copy carries the new amount from it.
  await expect(list.getByText("Abonnement bancaire")).toHaveCount(2);
  await expect(list.getByText(/-223,45\s€/)).toBeVisible();

  // A formula series previews on the server what it would give: twice the fees of a month ahead.
  await list.getByRole("button", { name: "Nouvelle série" }).click();
  await editor.getByRole("combobox", { name: "Catégorie" }).fill("bancaires");
  await page.getByRole("option", { name: "Décaissements › Frais bancaires", exact: true }).click();
  await editor.getByRole("button", { name: /Montant/ }).click();
  await page.getByRole("option", { name: "Formule", exact: true }).click();
  await editor.getByRole("textbox", { name: /^Formule/ }).fill("[Frais bancaires] * 2");
  await expect(editor.getByTestId("formula-preview")).toContainText(flat(euros(-2 * FEES_CENTS)));
  // A formula that does not parse says where.
  await editor.getByRole("textbox", { name: /^Formule/ }).fill("[Frais bancaires] )");
  await expect(editor.getByTestId("formula-error")).toContainText("« ) » est inattendu à la position 19");

  // The formula field leads to the guide, in the app's help panel, beside the editor.
  await editor.getByRole("button", { name: "Guide des formules" }).click();
  const help = page.getByRole("complementary", { name: "Aide" });
  await expect(help.getByRole("article", { name: "Écrire une formule" })).toBeVisible();
  await expect(help.getByText("SAFE_DIV(a; b) ou SAFE_DIV(a; b; repli)")).toBeVisible();
  await expect(editor.getByRole("textbox", { name: /^Formule/ })).toHaveValue("[Frais bancaires] )");
});

test("the chosen scenario survives a reload, a threshold is set, and a backup gives the actual-vs-expected view", async ({
  page,
}) => {
  const grid = await demo.openDashboard(page);

  // A scenario chosen is in the URL: a reload and a trip through the menu keep it.
  // (The demo's plan allows one scenario besides the base: the first journey's, when it ran before.)
  const newScenario = page.getByRole("button", { name: "Nouveau scénario" });
  let scenarioName = "Prudent";
  if (await newScenario.isEnabled()) {
    await newScenario.click();
    await page.getByRole("textbox", { name: /Nom du scénario/ }).fill(scenarioName);
    await page.getByRole("button", { name: "Enregistrer" }).click();
  } else {
    await page
      .getByRole("button", { name: /Scénario/ })
      .first()
      .click();
    const other = page.getByRole("option").filter({ hasNotText: "Base" }).first();
    scenarioName = (await other.textContent()) ?? "";
    await other.click();
  }
  await page.waitForURL(/scenario=\d+/);
  const scenarioParam = new URL(page.url()).searchParams.get("scenario");
  await page.reload();
  await expect(grid).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get("scenario")).toBe(scenarioParam);
  await expect(page.getByRole("button", { name: /Scénario/ }).first()).toContainText(scenarioName);
  await page.getByRole("link", { name: "Catégories" }).first().click();
  await page.waitForURL(/\/categories/);
  await page.getByRole("link", { name: "Tableau de bord" }).first().click();
  await expect(grid).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => new URL(page.url()).searchParams.get("scenario")).toBe(scenarioParam);
  await page.getByRole("button", { name: "Séries et événements" }).click();
  await expect(page.getByTestId("side-panel-subtitle")).toHaveText(`Scénario : ${scenarioName}`);
  await page.keyboard.press("Escape");

  // The threshold: a text that is not an amount is refused in French and nothing changes; then 1 000 000 €.
  await page.getByRole("button", { name: "Modifier le seuil" }).click();
  const thresholdDialog = page.getByRole("dialog", { name: "Seuil de trésorerie" });
  const field = thresholdDialog.getByRole("textbox", { name: "Seuil" });
  await field.fill("beaucoup");
  await thresholdDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(
    thresholdDialog.getByText("Saisissez un montant, par exemple 10 000 ou -2 500,50."),
  ).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("1 000 000");
  await page.keyboard.press("Enter");
  await expect(thresholdDialog).toBeHidden();
  await expect(page.getByTestId("threshold")).toHaveText(flat(`Seuil : ${euros(100_000_000)}`));

  // A backup of the scenario, activated, then the actual against what it expected.
  await page.getByRole("button", { name: "Sauvegardes" }).click();
  const backups = page.getByRole("dialog", { name: "Sauvegardes du prévisionnel" });
  await backups.getByRole("textbox", { name: /Nom de la sauvegarde/ }).fill("Budget annuel");
  await backups.getByRole("button", { name: "Créer la sauvegarde" }).click();
  const item = backups.getByTestId("backup-item").filter({ hasText: "Budget annuel" });
  await expect(item).toContainText(`Budget annuel · ${scenarioName} ·`);
  await item.getByRole("button", { name: "Activer Budget annuel" }).click();
  await expect(item.getByText("Active", { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Réel / attendu Budget annuel" }).click();
  await expect(backups).toBeHidden();
  await expect(page.getByTestId("compared-backup")).toHaveText(
    "Comparaison avec la sauvegarde « Budget annuel »",
  );
  await expect(page).toHaveURL(/mode=expectedVariance/);
  // Each cell now says actual − expected; a future month has no actual yet: minus the backup's forecast.
  const salaries = cellsOf(page, "Salaires et charges sociales").last();
  await expect(salaries).toHaveAttribute("aria-label", /, Réel − attendu : /);
  const againstExpected = centsOf((await salaries.getAttribute("aria-label")) ?? "");
  await page.getByRole("button", { name: "Fin de la comparaison" }).click();
  await expect(page.getByTestId("compared-backup")).toBeHidden();
  await expect(salaries).toHaveAttribute("aria-label", /, Réel et prévisionnel : /);
  const forecast = centsOf((await salaries.getAttribute("aria-label")) ?? "");
  expect(forecast).toBeLessThan(0);
  expect(againstExpected).toBe(0 - forecast);
});

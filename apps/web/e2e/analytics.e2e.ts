/**
 * /analytics on the built app (issue 18): create a report, add an indicator whose formula error shows at
 * its position as it is typed, fix it, see the preview, add a second indicator referencing the first,
 * see its chart, add a ready-made report, export and read the workbook back with its live formulas
 * (exceljs), then reopen it in LibreOffice after changing a number (when installed); and the paywall
 * when the company's analytics_allowed flag is off.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { callApi, setAnalyticsAllowed } from "@trezo/server/testing";
import ExcelJS from "exceljs";
import { type E2EServer, expect, signIn, test } from "./support/fixtures";

/** LibreOffice's command when it is installed: the export is then reopened there after a change. */
function libreOffice(): string | null {
  for (const command of ["soffice", "libreoffice"]) {
    if (spawnSync(command, ["--version"], { stdio: "ignore" }).status === 0) return command;
  }
  return null;
}

/** An owner of a company with the default French category tree and analytics allowed. */
async function ownerWithCategories(server: E2EServer, analytics: boolean) {
  const owner = await server.user();
  const companyId = await server.company(owner.id, { name: "Atelier Durand" });
  const template = await callApi(server.raw, "createTemplate", { companyId }, { token: owner.token });
  expect(template.status).toBe(200);
  await setAnalyticsAllowed(server.raw, companyId, analytics);
  return { owner, companyId };
}

async function addIndicator(page: Page, name: string, formula: string) {
  await page.getByRole("button", { name: "Ajouter un indicateur" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Nom" }).fill(name);
  await dialog.getByRole("combobox", { name: "Formule" }).fill(formula);
  return dialog;
}

for (const size of [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
]) {
  test(`builds a report, previews, charts and exports it with live formulas (${size.width} px)`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(size);
    const { owner } = await ownerWithCategories(server, true);
    await signIn(page, server, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${server.url}/analytics`);
    await expect(page.getByRole("heading", { level: 1, name: "Analyses" })).toBeVisible();

    await page.getByRole("textbox", { name: "Nom du rapport" }).fill("Pilotage");
    await page.getByRole("button", { name: "Créer un rapport" }).click();
    await expect(page.getByRole("heading", { name: "Pilotage" })).toBeVisible();

    // A formula with an error: shown at its position as it is typed, saving is off until it is fixed.
    const dialog = await addIndicator(page, "Chiffre d'affaires", "[Ventes] * (2");
    await expect(dialog.getByTestId("formula-error")).toContainText("position 14");
    await expect(dialog.getByTestId("formula-error-mark")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Enregistrer" })).toBeDisabled();
    // An unknown category is refused by name, at its place.
    await dialog.getByRole("combobox", { name: "Formule" }).fill("[Inconnue] + 1");
    await expect(dialog.getByTestId("formula-error")).toContainText("Inconnue");
    // Completion: the category typed partly, picked by name.
    const formula = dialog.getByRole("combobox", { name: "Formule" });
    await formula.fill("");
    await formula.pressSequentially("[ventes f");
    await page.getByRole("option", { name: /\[Ventes France\]/ }).click();
    await expect(formula).toHaveValue("[Ventes France]");
    await formula.pressSequentially(" * 2");
    await expect(dialog.getByTestId("formula-error")).toHaveCount(0);
    await expect(dialog.getByTestId("indicator-preview")).toBeVisible();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();

    // A second indicator referencing the first.
    const second = await addIndicator(page, "Part", "SAFE_DIV({Chiffre d'affaires}, income) * 100");
    await expect(second.getByTestId("indicator-preview")).toBeVisible();
    await second.getByRole("button", { name: "Enregistrer" }).click();
    await expect(second).toBeHidden();
    const table = page.getByTestId("report-table");
    await expect(table.getByRole("rowheader", { name: /Chiffre d'affaires/ })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: /Part/ })).toBeVisible();
    await expect(table.getByText("Réel").first()).toBeVisible();
    await expect(table.getByText("Prévisionnel").first()).toBeVisible();

    // The screen's baseline (period labels depend on the server's today: masked).
    await expect(page).toHaveScreenshot(`analytics-report-${size.width}.png`, {
      fullPage: true,
      mask: [page.locator("thead")],
    });

    // The chart of each indicator.
    await page.getByRole("tab", { name: "Graphique" }).click();
    await expect(page.getByRole("figure").first()).toBeVisible();
    await page.getByRole("tab", { name: "Tableau" }).click();

    // Export: the indicators stay formulas over the exported category rows.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exporter en Excel" }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const rows = new Map<string, number>();
    sheet.eachRow((row) => rows.set(String(row.getCell(1).value), row.number));
    const sales = rows.get("Ventes France");
    const revenue = rows.get("Chiffre d'affaires");
    const share = rows.get("Part");
    expect(sales && revenue && share).toBeTruthy();
    expect(sheet.getRow(revenue ?? 0).getCell(2).formula).toBe(`(B${sales}*2)`);
    expect(sheet.getRow(share ?? 0).getCell(3).formula).toContain(`C${revenue}`);

    // Reopened in LibreOffice after a number is changed: the indicator recomputes from it.
    const office = libreOffice();
    if (office) {
      sheet.getRow(sales ?? 0).getCell(2).value = 123.45;
      const revenueCell = sheet.getRow(revenue ?? 0).getCell(2);
      revenueCell.value = { formula: revenueCell.formula } as ExcelJS.CellFormulaValue;
      const dir = mkdtempSync(join(tmpdir(), "trezo-report-"));
      try {
        await workbook.xlsx.writeFile(join(dir, "report.xlsx"));
        execFileSync(
          office,
          [
            `-env:UserInstallation=file://${dir}/profile`,
            "--headless",
            "--norestore",
            "--convert-to",
            "csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,false",
            "--outdir",
            dir,
            join(dir, "report.xlsx"),
          ],
          { stdio: "ignore", timeout: 120_000 },
        );
        const line = readFileSync(join(dir, "report.csv"), "utf8").split(/\r?\n/)[(revenue ?? 0) - 1] ?? "";
        expect(Number(line.split(",")[1])).toBeCloseTo(246.9, 9);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    // A ready-made report, one click.
    await page.getByRole("button", { name: "Ajouter Marge brute" }).click();
    await expect(page.getByRole("heading", { name: "Marge brute" })).toBeVisible();
    await expect(
      page.getByTestId("report-table").getByRole("rowheader", { name: /Taux de marge brute/ }),
    ).toBeVisible();

    // Delete the first report.
    await page.getByRole("button", { name: "Pilotage" }).click();
    await page.getByRole("button", { name: "Supprimer", exact: true }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByRole("button", { name: "Pilotage" })).toHaveCount(0);
  });
}

test("without analytics_allowed, /analytics leads to the analytics paywall and the calls are refused", async ({
  page,
  server,
}) => {
  const { owner, companyId } = await ownerWithCategories(server, false);
  await signIn(page, server, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Analyses" })).toHaveCount(0);
  await page.goto(`${server.url}/analytics`);
  await expect(page).toHaveURL(/\/book-a-meeting-analytics/);
  const refused = await callApi(server.raw, "getReports", { companyId }, { token: owner.token });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe("analytics_not_allowed");
});

/**
 * The accounting firm's users and consolidation on the built app (issue 16):
 * - an administrator of the firm creates a permission group, puts a collaborator in it, is refused the
 *   deletion of the group without a target while it has members, deletes it with migrateTo, and the
 *   collaborator's access follows (signed in as the collaborator before and after); an invalid e-mail
 *   invitation is refused;
 * - two clients are consolidated on screen and exported, the workbook read back with exceljs carries the
 *   numbers of both clients' dashboards.
 * Baselines of /users and /consolidation at 1440 px and 390 px.
 */

import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { callApi } from "@trezo/server/testing";
import ExcelJS from "exceljs";
import {
  createForecastCompany,
  insertTransactions,
  monthFromNow,
} from "../../server/src/forecast/forecastTestData";
import { type E2EServer, expect, signIn, test } from "./support/fixtures";

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function firmWithCollaborator(server: E2EServer) {
  const admin = await server.user();
  const firmId = await server.company(admin.id, { isCpa: true, name: "Cabinet Delorme" });
  const collaborator = await server.user();
  // The collaborator sees the portfolio through a first group; the administrator adds another one.
  const portfolio = await callApi(
    server.raw,
    "createPermissionGroup",
    { companyId: firmId, name: "Portefeuille", permissions: { cpap_view_admin_console: true } },
    admin,
  );
  await server.member(firmId, collaborator.id, {});
  await callApi(
    server.raw,
    "assignPermissionGroup",
    { companyId: firmId, userId: collaborator.id, groupId: portfolio.body.id },
    admin,
  );
  return { admin, firmId, collaborator };
}

/** A separate browser session signed in as `email`: where it lands and what its menu offers. */
async function collaboratorSession(browser: Browser, server: E2EServer, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "fr-FR" });
  const page = await context.newPage();
  await signIn(page, server, email, password);
  return { page, close: () => context.close() };
}

const nav = (page: Page) => page.getByRole("navigation").first();

test("an administrator creates a group, assigns a collaborator, deletes it with migrateTo; access follows", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  const { admin, collaborator } = await firmWithCollaborator(server);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server, admin.email, admin.password);
  await expect(page).toHaveURL(/\/console$/);
  await nav(page).getByRole("link", { name: "Utilisateurs" }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Utilisateurs" })).toBeVisible();

  // An invalid e-mail is refused.
  await page.getByRole("button", { name: "Ajouter un utilisateur" }).click();
  const invite = page.getByRole("dialog", { name: "Ajouter un utilisateur" });
  await invite.getByRole("textbox", { name: "Adresse e-mail" }).fill("pas-une-adresse");
  await invite.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(invite.getByText("Adresse e-mail invalide.")).toBeVisible();
  await invite.getByRole("button", { name: "Annuler" }).click();
  await expect(invite).toBeHidden();

  // The collaborator, before: the portfolio only (no users screen).
  const before = await collaboratorSession(browser, server, collaborator.email, collaborator.password);
  await expect(before.page).toHaveURL(/\/console$/);
  await expect(nav(before.page).getByRole("link", { name: "Utilisateurs" })).toHaveCount(0);
  await before.close();

  // A group that manages the firm's invitations, each flag with its sentence.
  await page.getByRole("button", { name: "Créer un groupe" }).click();
  await page.getByRole("textbox", { name: "Nom du groupe" }).fill("Invitations");
  await page.getByText("Inviter des personnes dans le cabinet.").click();
  await page.getByText("Voir la console du portefeuille de dossiers.").click();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  const group = page.getByRole("region", { name: "Invitations", exact: true });
  await expect(group).toContainText("0 membre");

  // The collaborator joins it.
  const row = page.getByTestId(`member-${collaborator.email}`);
  await row.getByRole("button", { name: /Groupe/ }).click();
  await page.getByRole("option", { name: "Invitations" }).click();
  await expect(group).toContainText("1 membre");

  const during = await collaboratorSession(browser, server, collaborator.email, collaborator.password);
  await expect(during.page).toHaveURL(/\/console$/);
  await nav(during.page).getByRole("link", { name: "Utilisateurs" }).click();
  await expect(during.page.getByRole("heading", { level: 1, name: "Utilisateurs" })).toBeVisible();
  await during.close();

  // Deleting the group without a target is refused while it has members; with migrateTo it goes.
  await group.getByRole("button", { name: "Supprimer" }).click();
  const dialog = page.getByRole("dialog", { name: "Supprimer le groupe Invitations" });
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(
    page.getByText("Ce groupe a des membres : choisissez le groupe qui les accueille."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: /Déplacer les membres vers/ }).click();
  await page.getByRole("option", { name: "Portefeuille" }).click();
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(dialog).toBeHidden();
  await expect(group).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Portefeuille", exact: true })).toContainText("1 membre");

  // The collaborator, after: back to the portfolio only; /users bounces to the landing screen.
  const after = await collaboratorSession(browser, server, collaborator.email, collaborator.password);
  await expect(after.page).toHaveURL(/\/console$/);
  await expect(nav(after.page).getByRole("link", { name: "Utilisateurs" })).toHaveCount(0);
  await after.page.goto(`${server.url}/users`);
  await expect(after.page).toHaveURL(/\/console$/);
  await after.close();

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/users`);
    await expect(page.getByText(collaborator.email)).toBeVisible();
    await expect(page).toHaveScreenshot(`users-${size.width}.png`, {
      fullPage: true,
      mask: [page.getByTestId("member-identity")],
    });
  }
});

test("two clients are consolidated on screen and exported; the workbook has both dashboards' numbers", async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const admin = await server.user();
  const firmId = await server.company(admin.id, { isCpa: true, name: "Cabinet Conso" });
  const a = await createForecastCompany(server.raw, { parentId: firmId });
  const b = await createForecastCompany(server.raw, { parentId: firmId });
  await callApi(server.raw, "updateCompany", { id: a.companyId, company: { name: "Holding Alpha" } }, admin);
  await callApi(server.raw, "updateCompany", { id: b.companyId, company: { name: "Filiale Beta" } }, admin);
  const month = monthFromNow(-1);
  await insertTransactions(server.raw, a, [
    { on: month.start, cents: 500_000, categoryId: a.category.salesFrance },
  ]);
  await insertTransactions(server.raw, b, [
    { on: month.start, cents: 200_000, categoryId: b.category.salesFrance },
    { on: month.start, cents: -80_000, categoryId: b.category.salaries },
  ]);
  const range = { from: month.start, to: month.end };
  // Each client's dashboard total for the month: the sum of its top-level rows' shown amounts.
  const dashboardTotal = async (companyId: number) => {
    const chart = await callApi(server.raw, "getDashboardChartData", { companyId, ...range }, admin);
    const body = chart.body as {
      rows: Array<{ id: string; parent_id: string | null }>;
      scenarios: Array<{ rows: Array<{ id: string; shown: number[] }> }>;
    };
    const topLevel = new Set(body.rows.filter((row) => row.parent_id === null).map((row) => row.id));
    return (body.scenarios[0]?.rows ?? [])
      .filter((row) => topLevel.has(row.id))
      .reduce((sum, row) => sum + (row.shown[0] ?? 0), 0);
  };
  const totalA = await dashboardTotal(a.companyId);
  const totalB = await dashboardTotal(b.companyId);
  expect([totalA, totalB]).toEqual([500_000, 120_000]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server, admin.email, admin.password);
  await expect(page).toHaveURL(/\/console$/);
  await nav(page).getByRole("link", { name: "Consolidation" }).click();
  await expect(page).toHaveURL(/\/consolidation$/);
  await page.getByText("Holding Alpha", { exact: true }).click();
  await page.getByText("Filiale Beta", { exact: true }).click();
  await page.getByRole("button", { name: "Afficher la consolidation" }).click();
  const table = page.getByTestId("consolidation-table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("row", { name: /^Total/ })).toContainText("6 200,00");
  // The months depend on today: the header row is masked, the figures stay in their columns.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page).toHaveScreenshot(`consolidation-${size.width}.png`, {
      fullPage: true,
      mask: [table.locator("thead")],
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter en Excel" }).click();
  const file = await download;
  const path = await file.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(readFileSync(path)).buffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    "Consolidation",
    "Holding Alpha",
    "Filiale Beta",
  ]);
  // The screen's default window: the month's column is found by its key in the header row.
  const totalOf = (sheet: ExcelJS.Worksheet | undefined) => {
    let column = 0;
    sheet?.getRow(2).eachCell((cell, index) => {
      if (cell.value === month.key) column = index;
    });
    expect(column).toBeGreaterThan(1);
    let found: number | null = null;
    sheet?.eachRow((row) => {
      if (row.getCell(1).value === "Total") found = Math.round(Number(row.getCell(column).value) * 100);
    });
    return found;
  };
  expect(totalOf(workbook.getWorksheet("Holding Alpha"))).toBe(totalA);
  expect(totalOf(workbook.getWorksheet("Filiale Beta"))).toBe(totalB);
  expect(totalOf(workbook.getWorksheet("Consolidation"))).toBe(totalA + totalB);
});

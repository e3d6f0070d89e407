/**
 * The notification stack in the built app (issue 12): every red notice crashed the production build
 * (React error #130, the error tone's icon was undefined there, chunkGraph.ts), so 'Veuillez vérifier
 * votre saisie' was never seen. A notice of each colour, from the paths a user takes: green when a
 * category is duplicated; red for an empty new category, an empty rename, a .csv and a five-level
 * workbook given as the category plan, and a rule on an amount below −100 previewed; orange when the
 * browser goes offline and blue when it is back.
 */

import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { callApi } from "@trezo/server/testing";
import ExcelJS from "exceljs";
import { type E2EServer, expect, signInNewOwner, test } from "./support/fixtures";

const TONES = { green: "success", red: "error", orange: "warning", blue: "info" } as const;

/**
 * The notice saying `text` is on screen in `color`, and the page has not crashed; it is then dismissed
 * so that the next step's notice is the only one.
 */
async function expectNotice(page: Page, color: keyof typeof TONES, text: string | RegExp) {
  const notice = page
    .getByRole("region", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ hasText: text });
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("data-tone", TONES[color]);
  await expect(page.getByText("Une erreur est survenue")).toHaveCount(0);
  await notice.getByRole("button", { name: "Masquer" }).click();
  await expect(notice).toHaveCount(0);
}

async function openCategories(page: Page, server: E2EServer) {
  const { owner, companyId } = await signInNewOwner(page, server, { name: "Menuiserie Roux" });
  const created = await callApi(server.raw, "createTemplate", { companyId }, { token: owner.token });
  expect(created.status).toBe(200);
  await page.goto(`${server.url}/categories`);
  await expect(page.getByRole("heading", { name: "Catégories", level: 1 })).toBeVisible();
}

/** A category plan of five levels, one more than a company may have (four by default). */
async function fiveLevelPlan(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Catégories");
  sheet.addRow(["Type", "Niveau 1", "Niveau 2", "Niveau 3", "Niveau 4", "Niveau 5"]);
  sheet.addRow(["Décaissement", "Décaissements", "Achats", "Matières premières", "Bois", "Chêne massif"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test("red notices on /categories: empty name, empty rename, a .csv plan, a five-level plan, a rule previewed", async ({
  page,
  server,
}) => {
  await openCategories(page, server);

  // A new category without a name.
  await page.getByRole("button", { name: "Ajouter une catégorie", exact: true }).click();
  await expectNotice(page, "red", "Veuillez vérifier votre saisie");

  // A category renamed to nothing.
  await page.getByRole("button", { name: "Renommer « Achats »", exact: true }).click();
  const name = page.getByRole("textbox", { name: "Renommer « Achats »" });
  await name.fill("");
  await name.press("Enter");
  await expectNotice(page, "red", "Veuillez vérifier votre saisie");
  await page.getByRole("button", { name: "Annuler", exact: true }).click();

  // The plan as a .csv, then as a workbook one level too deep.
  const plan = page.getByTestId("category-template-input");
  // As Excel saves a sheet in "CSV UTF-8": a byte order mark, semicolons, CRLF.
  await plan.setInputFiles(fileURLToPath(new URL("fixtures/plan-categories.csv", import.meta.url)));
  await expectNotice(page, "red", "Choisissez un fichier Excel (.xlsx).");
  await plan.setInputFiles({
    name: "plan-5-niveaux.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await fiveLevelPlan(),
  });
  await expectNotice(page, "red", "Les catégories ne peuvent pas dépasser 4 niveaux.");

  // A rule "Montant est inférieur à −100": amounts are compared without their sign (the "Sens" field
  // tells debits from credits), so the amount is refused, said in red and beside the field.
  await page.getByRole("button", { name: "Nouvelle règle", exact: true }).click();
  const editor = page.getByRole("region", { name: "Nouvelle règle" });
  const condition = editor.getByRole("group", { name: "Condition 1" });
  await condition.getByRole("button", { name: /Champ$/ }).click();
  await page.getByRole("option", { name: "Montant", exact: true }).click();
  await condition.getByRole("button", { name: /Opérateur$/ }).click();
  await page.getByRole("option", { name: "est inférieur à", exact: true }).click();
  await condition.getByRole("textbox", { name: "Valeur" }).fill("-100");
  await editor.getByRole("button", { name: /Catégorie à appliquer$/ }).click();
  await page.getByRole("option", { name: "Décaissements › Frais généraux", exact: true }).click();
  await editor.getByRole("button", { name: "Aperçu" }).click();
  await expectNotice(page, "red", "Veuillez vérifier votre saisie");
  await expect(condition).toContainText("Montant invalide.");
});

test("green, orange and blue notices: a category duplicated, the browser offline then back online", async ({
  page,
  server,
}) => {
  await openCategories(page, server);

  await page.getByRole("button", { name: "Dupliquer « Achats »", exact: true }).click();
  await expectNotice(page, "green", "« Achats » a été dupliquée.");

  await page.context().setOffline(true);
  await expectNotice(page, "orange", "Vous êtes hors ligne");
  await page.context().setOffline(false);
  await expectNotice(page, "blue", "La connexion est rétablie.");
});

/**
 * The /categories journey against the built app and the real server (issue 7): on a company with the
 * default tree, a rule of two conditions is written in the rules panel, previewed (what changes, which
 * rule it conflicts with and on which transaction) and saved; it is dragged above the older rule, which
 * gives it the disputed transaction; a category is dragged into another, another duplicated, a payment
 * delay set in the details panel; the tree is downloaded as an Excel template, a row added with exceljs,
 * and imported back. Every step is checked through the API as well as on screen.
 */
import { callApi, createTestCompany, createTestUser } from "@trezo/server/testing";
import ExcelJS from "exceljs";
import { expect, signIn, test } from "./support/fixtures";

interface TreeNode {
  id: number;
  name: string;
  payment_delay: unknown;
  children: TreeNode[];
}

function find(nodes: readonly TreeNode[], name: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const below = find(node.children, name);
    if (below) return below;
  }
  return undefined;
}

test("rule of two conditions with preview and conflict → priority by drag → tree drag, duplicate, delay → XLSX template round trip", async ({
  page,
  server: e2e,
}) => {
  const server = e2e.raw;
  const owner = await createTestUser(server);
  const companyId = await createTestCompany(server, owner.id, { name: "Atelier Lefèvre" });
  const as = { token: owner.token };
  const call = async (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) => {
    const result = await callApi(server, name, { companyId, ...input }, as);
    expect(result.status, `${name}: ${JSON.stringify(result.body)}`).toBe(200);
    return result.body as Record<string, unknown>;
  };
  const tree = async () => (await call("getCategoryTree", {})).categories as unknown as TreeNode[];

  await call("createTemplate", {});
  const rent = find(await tree(), "Loyer et charges");
  const bank = (await call("addManualConnection", { name: "Crédit Mutuel" })).bank as { id: number };
  const account = (await call("addManualAccount", { bank_id: bank.id, name: "Compte courant" })).account as {
    id: number;
  };
  // The older rule: LOYER → Loyer et charges.
  await call("createNewSubCategoryRule", {
    rule: { conditions: [{ field: "label", operator: "contains", value: "LOYER" }], category_id: rent?.id },
  });
  await call("addManualTransactions", {
    accountId: account.id,
    transactions: [
      { date: "2026-09-05", label: "PRLV SEPA EDF PRO FACTURE 09-2026", amount_cents: -12_000 },
      { date: "2026-10-05", label: "PRLV SEPA EDF PRO FACTURE 10-2026", amount_cents: -13_500 },
      { date: "2026-10-20", label: "PRLV SEPA EDF PRO REGULARISATION", amount_cents: -2_500 },
      { date: "2026-10-02", label: "LOYER BUREAU EDF PRO", amount_cents: -150_000 },
      { date: "2026-10-09", label: "VIR SEPA CLIENT DURAND", amount_cents: 240_000 },
    ],
  });

  await signIn(page, e2e, owner.email, owner.password);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${server.url}/categories`);
  await expect(page.getByRole("heading", { name: "Catégories", level: 1 })).toBeVisible();

  // A rule: label contains "EDF PRO" and amount above 100 € → Frais généraux.
  await page.getByRole("button", { name: "Nouvelle règle", exact: true }).click();
  const editor = page.getByRole("region", { name: "Nouvelle règle" });
  await editor
    .getByRole("group", { name: "Condition 1" })
    .getByRole("textbox", { name: "Valeur" })
    .fill("edf pro");
  await editor.getByRole("button", { name: "Ajouter une condition" }).click();
  const amount = editor.getByRole("group", { name: "Condition 2" });
  await amount.getByRole("button", { name: /Champ$/ }).click();
  await page.getByRole("option", { name: "Montant", exact: true }).click();
  await amount.getByRole("button", { name: /Opérateur$/ }).click();
  await page.getByRole("option", { name: "est supérieur à", exact: true }).click();
  await amount.getByRole("textbox", { name: "Valeur" }).fill("100");
  await editor.getByRole("button", { name: /Catégorie à appliquer$/ }).click();
  await page.getByRole("option", { name: "Décaissements › Frais généraux", exact: true }).click();
  await editor.getByRole("button", { name: "Aperçu" }).click();
  const preview = editor.getByRole("status");
  // Three debits match; the rent one stays with the older LOYER rule, which runs first.
  await expect(preview).toContainText("3 opérations correspondent (changeront de catégorie : 2).");
  await expect(preview).toContainText("1 reste classée par une règle prioritaire.");
  await expect(preview).toContainText(
    "Les règles « Libellé contient « LOYER » » et « cette règle » classent 1 opération dans des catégories différentes",
  );
  await expect(preview.getByRole("list", { name: "Opérations concernées par ce conflit" })).toContainText(
    "LOYER BUREAU EDF PRO",
  );
  await editor.getByRole("button", { name: "Enregistrer la règle" }).click();
  await expect(editor).toBeHidden();
  const rules = page.getByRole("grid", { name: "Règles de catégorisation" });
  const edfRule = rules.getByRole("row").filter({ hasText: "EDF PRO" });
  await expect(edfRule).toContainText("Décaissements › Frais généraux");

  // Dragged above the LOYER rule, it files the rent transaction too.
  const loyerRule = rules.getByRole("row").filter({ hasText: "« LOYER »" });
  // The whole row is what a pointer drags (its grip is for the keyboard).
  await edfRule.dragTo(loyerRule, { sourcePosition: { x: 16, y: 16 }, targetPosition: { x: 200, y: 3 } });
  await expect(rules.getByRole("row").first()).toContainText("edf pro");
  const overheads = find(await tree(), "Frais généraux");
  await expect
    .poll(async () => {
      const list = (await call("getTransactionList", { filters: { categoryIds: [overheads?.id] } })) as {
        transactions?: { label: string }[];
      };
      return (list.transactions ?? []).map((transaction) => transaction.label).sort();
    })
    .toEqual([
      "LOYER BUREAU EDF PRO",
      "PRLV SEPA EDF PRO FACTURE 09-2026",
      "PRLV SEPA EDF PRO FACTURE 10-2026",
    ]);

  // The tree: Frais bancaires dragged into the middle of Frais généraux goes under it.
  const row = (name: string) => page.getByRole("group", { name, exact: true });
  await page
    .getByRole("button", { name: "Glisser « Frais bancaires »", exact: true })
    .dragTo(row("Frais généraux"), { targetPosition: { x: 60, y: 12 } });
  await expect
    .poll(async () => find(await tree(), "Frais généraux")?.children.map((child) => child.name))
    .toEqual(["Frais bancaires"]);

  // Duplicated with its subcategories.
  await page.getByRole("button", { name: "Dupliquer « Salaires et charges sociales »", exact: true }).click();
  await expect(row("Salaires et charges sociales (copie)")).toBeVisible();
  expect(
    find(await tree(), "Salaires et charges sociales (copie)")?.children.map((child) => child.name),
  ).toEqual(["Salaires", "Charges sociales"]);

  // Invoices of Achats are paid 30 days to 2 months after they are issued.
  await page.getByRole("button", { name: "Détails de « Achats »", exact: true }).click();
  const details = page.getByRole("region", { name: "Détails de « Achats »" });
  await details.getByText("Définir un délai de paiement").click();
  await details.getByRole("textbox", { name: "Au plus tard" }).fill("2");
  await details.getByRole("button", { name: /Unité \(au plus tard\)$/ }).click();
  await page.getByRole("option", { name: "mois", exact: true }).click();
  await details.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Délai de paiement enregistré.")).toBeVisible();
  expect(find(await tree(), "Achats")?.payment_delay).toEqual({
    from: { value: 30, unit: "day" },
    to: { value: 2, unit: "month" },
  });

  // The template: downloaded, a subcategory typed in under Achats, imported back.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Télécharger le modèle Excel" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("the template has no sheet");
  const purchases = sheet.getRows(1, sheet.rowCount)?.find((line) => line.getCell(3).text === "Achats");
  expect(purchases?.getCell(2).text).toBe("Décaissements");
  sheet.addRow(["Décaissement", "Décaissements", "Achats", "Sous-traitance"]);
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());
  await page.getByTestId("category-template-input").setInputFiles({
    name: "plan.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: filled,
  });
  await expect(page.getByText("1 catégorie ajoutée.")).toBeVisible();
  await expect(row("Sous-traitance")).toBeVisible();
  expect(find(await tree(), "Achats")?.children.map((child) => child.name)).toEqual(["Sous-traitance"]);
});

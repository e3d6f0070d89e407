import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, transactions } from "../../db/schema";
import { categorisationRules } from "../../db/tables/banking";
import { bankChecks, invoices } from "../../db/tables/invoices";
import { afterJob, type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

let scene: BankingScene;

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true, transactions_info: true });
});
afterAll(async () => {
  await scene.stop();
});

interface Node {
  id: number;
  name: string;
  depth: number;
  direction: string;
  forecast_enabled: boolean;
  not_include_in_income_or_expense: boolean;
  children: Node[];
}

async function tree(): Promise<Node[]> {
  return okBody<{ categories: Node[] }>(await scene.call("getCategoryTree")).categories;
}
async function add(name: string, parentId: number | null, direction?: string): Promise<Node> {
  const body = okBody<{ message: string; category: Node }>(
    await scene.call("addNewCategory", { name, parentId, ...(direction ? { direction } : {}) }),
  );
  expect(body.message).toBe("show_complete");
  return body.category;
}
const names = (nodes: Node[]) => nodes.map((node) => node.name);

describe("categories", () => {
  it("creates the default French tree once, and its template downloads as a readable XLSX", async () => {
    const created = okBody<{ created: number; categories: Node[] }>(await scene.call("createTemplate"));
    expect(created.created).toBeGreaterThan(15);
    expect(names(created.categories)).toEqual(["Encaissements", "Décaissements"]);
    const expense = created.categories[1] as Node;
    expect(names(expense.children)).toContain("Salaires et charges sociales");
    expect(
      expense.children.find((node) => node.name === "Virements internes émis")
        ?.not_include_in_income_or_expense,
    ).toBe(true);
    expect((await scene.call("createTemplate")).body.error).toBe("categories_exist");

    const file = okBody<{ file_name: string; content_base64: string }>(
      await scene.call("downloadCategoryTreeTemplate"),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.content_base64, "base64") as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe("Sens");
    expect(sheet.getRow(2).values).toEqual([undefined, "Encaissement", "Encaissements"]);
    expect(sheet.getRow(3).values).toEqual([undefined, "Encaissement", "Encaissements", "Ventes"]);
  });

  it("adds within maxCategoryDepth, renames, and refuses bad input with 'Veuillez vérifier votre saisie'", async () => {
    await scene.server.services.db
      .update(companies)
      .set({ maxCategoryDepth: 3 })
      .where(eq(companies.id, scene.companyId));
    expect((await scene.call("addNewCategory", { name: "Sans sens", parentId: null })).body.error).toBe(
      "category_direction_required",
    );
    const top = await add("Projets", null, "expense");
    const second = await add("Chantier A", top.id);
    const third = await add("Matériaux", second.id);
    expect([top.depth, second.depth, third.depth, third.direction]).toEqual([1, 2, 3, "expense"]);
    const tooDeep = await scene.call("addNewCategory", { name: "Vis", parentId: third.id });
    expect(tooDeep.body).toMatchObject({
      error: "category_depth_exceeded",
      message: "Les catégories ne peuvent pas dépasser 3 niveaux.",
    });

    expect(okBody(await scene.call("editCategory", { categoryId: second.id, name: "Chantier B" }))).toEqual({
      success: true,
      error: false,
    });
    const bad = await scene.call("editCategory", { categoryId: second.id, name: "   " });
    expect(bad.body).toMatchObject({ status_code: 400, message: "Veuillez vérifier votre saisie" });
    const details = okBody<{ category: { payment_delay: unknown } }>(
      await scene.call("editCategoryDetails", {
        categoryId: second.id,
        payment_delay: { from: { value: 30, unit: "day" }, to: { value: 2, unit: "month" } },
      }),
    );
    expect(details.category.payment_delay).toEqual({
      from: { value: 30, unit: "day" },
      to: { value: 2, unit: "month" },
    });
  });

  it("moves and reorders, never under itself nor past the depth limit", async () => {
    const root = await add("Déplacements", null, "expense");
    const a = await add("A", root.id);
    const b = await add("B", root.id);
    const c = await add("C", root.id);
    const reordered = okBody<{ categories: Node[] }>(
      await scene.call("reorderCategory", { categoryId: c.id, position: 0 }),
    );
    const find = (nodes: Node[], id: number): Node | undefined =>
      nodes.map((node) => (node.id === id ? node : find(node.children, id))).find(Boolean);
    expect(names(find(reordered.categories, root.id)?.children ?? [])).toEqual(["C", "A", "B"]);

    expect((await scene.call("moveCategory", { categoryId: root.id, parentId: a.id })).body.error).toBe(
      "category_move_into_itself",
    );
    const moved = okBody<{ categories: Node[] }>(
      await scene.call("moveCategory", { categoryId: b.id, parentId: a.id }),
    );
    expect(find(moved.categories, b.id)?.depth).toBe(3);
    // A now has two levels: under a depth-2 parent it would make four.
    expect((await scene.call("moveCategory", { categoryId: a.id, parentId: c.id })).body.error).toBe(
      "category_depth_exceeded",
    );
    // Moving to the top of the income side takes the income direction.
    const income = (await tree()).find((node) => node.direction === "income") as Node;
    const toIncome = okBody<{ categories: Node[] }>(
      await scene.call("moveCategory", { categoryId: a.id, parentId: income.id, position: 0 }),
    );
    expect([
      find(toIncome.categories, b.id)?.direction,
      find(toIncome.categories, income.id)?.children[0]?.name,
    ]).toEqual(["income", "A"]);

    const copy = okBody<{ category: Node }>(await scene.call("duplicateCategory", { categoryId: a.id }));
    expect([copy.category.name, names(copy.category.children)]).toEqual(["A (copie)", ["B"]]);
  });

  it("removes a branch: its transactions become uncategorised, then the other rules file them again", async () => {
    const accountId = await scene.createAccount();
    const root = await add("Énergie", null, "expense");
    const doomed = await add("Électricité", root.id);
    const survivor = await add("Fournisseurs", root.id);
    const db = scene.server.services.db;
    await db.insert(categorisationRules).values([
      {
        companyId: scene.companyId,
        priority: 1,
        categoryId: doomed.id,
        conditions: [{ field: "label", operator: "contains", value: "EDF" }],
      },
      {
        companyId: scene.companyId,
        priority: 2,
        categoryId: survivor.id,
        conditions: [{ field: "label", operator: "contains", value: "FACTURE" }],
      },
    ]);
    const [rule] = await db
      .select()
      .from(categorisationRules)
      .where(eq(categorisationRules.categoryId, doomed.id));
    const base = { companyId: scene.companyId, accountId, bookedOn: "2026-03-02", currency: "EUR" };
    await db.insert(transactions).values([
      {
        ...base,
        amountCents: -5000n,
        label: "PRLV EDF FACTURE",
        normalizedLabel: "PRLV EDF FACTURE",
        categoryId: doomed.id,
        categorySource: "rule",
        ruleId: rule?.id ?? null,
      },
      {
        ...base,
        amountCents: -7000n,
        label: "PRLV EDF",
        normalizedLabel: "PRLV EDF",
        categoryId: doomed.id,
        categorySource: "manual",
      },
    ]);
    // An invoice and a check filed under it too: they stay, uncategorised.
    const paper = {
      companyId: scene.companyId,
      number: "F-EDF",
      counterpartyName: "EDF",
      normalizedCounterparty: "edf",
      issueDate: "2026-03-01",
      categoryId: doomed.id,
    };
    const [invoice] = await db
      .insert(invoices)
      .values({
        ...paper,
        kind: "supplier",
        counterpartyKey: "EDF",
        dueDate: "2026-03-31",
        amountExclTaxCents: 1000,
        vatCents: 200,
        amountInclTaxCents: 1200,
      })
      .returning({ id: invoices.id });
    const [check] = await db
      .insert(bankChecks)
      .values({ ...paper, direction: "issued", amountCents: 1200, expectedCashDate: "2026-03-05" })
      .returning({ id: bankChecks.id });
    // Both lose their category at once; then the reindex job gives the one a rule files to the survivor.
    const removed = await afterJob(
      scene,
      await scene.call("removeCategory", { categoryId: root.id === doomed.id ? root.id : doomed.id }),
    );
    expect(removed).toMatchObject({ removed: 1, uncategorised: 2, job: { result: { changed: 1 } } });
    const rows = await db
      .select()
      .from(transactions)
      .where(eq(transactions.accountId, accountId))
      .orderBy(transactions.amountCents);
    expect(rows.map((row) => [row.categoryId, row.categorySource])).toEqual([
      [null, null],
      [survivor.id, "rule"],
    ]);
    expect(
      await db.select().from(categorisationRules).where(eq(categorisationRules.categoryId, doomed.id)),
    ).toEqual([]);
    expect(
      await db
        .select({ categoryId: invoices.categoryId })
        .from(invoices)
        .where(and(eq(invoices.companyId, scene.companyId), eq(invoices.id, invoice?.id as number))),
    ).toEqual([{ categoryId: null }]);
    expect(
      await db
        .select({ categoryId: bankChecks.categoryId })
        .from(bankChecks)
        .where(and(eq(bankChecks.companyId, scene.companyId), eq(bankChecks.id, check?.id as number))),
    ).toEqual([{ categoryId: null }]);
  });

  it("sets the forecast toggles and the income/expense exclusion", async () => {
    const all = await tree();
    const first = all[0] as Node;
    const result = okBody<{ enabled: number; disabled: number }>(
      await scene.call("updateCategoryForecast", { enabledIds: [first.id] }),
    );
    expect(result.enabled).toBe(1);
    const after = await tree();
    expect([after[0]?.forecast_enabled, after[1]?.forecast_enabled]).toEqual([true, false]);
    okBody(
      await scene.call("setCategoryIncomeExpenseInclusion", {
        categoryId: first.id,
        not_include_in_income_or_expense: true,
      }),
    );
    expect((await tree())[0]?.not_include_in_income_or_expense).toBe(true);
    // Forecast toggles need edit_forecast; the member only has basic_info and transactions_info.
    expect((await scene.call("updateCategoryForecast", { enabledIds: [] }, scene.member)).status).toBe(403);
    expect((await scene.call("addNewCategory", { name: "X", parentId: first.id }, scene.member)).status).toBe(
      403,
    );
    expect((await scene.call("getCategoryTree", {}, scene.member)).status).toBe(200);
    expect((await scene.call("getCategoryTree", {}, scene.outsider)).status).toBe(403);
    expect(
      (
        await scene.call(
          "editCategory",
          { companyId: scene.otherCompanyId, categoryId: first.id, name: "Volée" },
          scene.outsider,
        )
      ).status,
    ).toBe(404);
  });

  it("imports a tree from JSON and from a filled-in XLSX, refusing a bad row by its line with nothing written", async () => {
    const json = okBody<{ created: number }>(
      await scene.call("importCategoryTree", {
        categories: [
          { name: "Encaissements", children: [{ name: "Subventions", children: [{ name: "BPI" }] }] },
        ],
      }),
    );
    expect(json.created).toBe(2);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Catégories");
    sheet.addRow(["Sens", "Niveau 1", "Niveau 2"]);
    sheet.addRow(["Décaissement", "Informatique", "Logiciels"]);
    sheet.addRow(["Décaissement", "Informatique", "Matériel"]);
    const good = Buffer.from(await workbook.xlsx.writeBuffer());
    const uploadId = await scene.upload(good, {
      purpose: "categoryTree",
      fileName: "arbre.xlsx",
      chunkBytes: 2000,
    });
    expect(
      okBody<{ created: number }>(await scene.call("importCategoryTreeXLSX", { uploadId })).created,
    ).toBe(3);

    sheet.addRow(["Ni l'un ni l'autre", "Divers"]);
    const badId = await scene.upload(Buffer.from(await workbook.xlsx.writeBuffer()), {
      purpose: "categoryTree",
      fileName: "arbre.xlsx",
    });
    const before = JSON.stringify(await tree());
    const refused = await scene.call("importCategoryTreeXLSX", { uploadId: badId });
    expect(refused.body.message).toBe(
      "Le fichier n'a pas pu être importé (ligne 4) : arborescence de catégories invalide. Rien n'a été enregistré.",
    );
    expect(JSON.stringify(await tree())).toBe(before);
  });
});

import type ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema";
import { companyToday } from "../../forecast/companyToday";
import {
  createForecastCompany,
  type ForecastCompany,
  insertTransactions,
  monthFromNow,
  workbookOf,
} from "../../forecast/forecastTestData";
import { callApi } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { okBody } from "../banking/bankingTestScene";

/** company/{id}/vat (GET, PATCH, PUT, DELETE), calculateVat, and the VAT payments on the dashboard. */

let server: TestServer;
let company: ForecastCompany;
let other: ForecastCompany;
let vatCategory: number;

const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>, who = company) =>
  callApi(server, name, { companyId: who.companyId, ...input }, { token: who.owner.token });

interface CompanyVatBody {
  rates: Array<{ id: number; rate_bp: number }>;
  settings: Record<string, unknown>;
  categories: Array<{ category_id: number; vat_rate_bp: number }>;
}
const vatOf = async (who = company) => okBody<CompanyVatBody>(await call("getCompanyVat", {}, who));

beforeAll(async () => {
  server = await startTestServer();
  company = await createForecastCompany(server);
  other = await createForecastCompany(server);
  const [row] = await server.services.db
    .insert(categories)
    .values({ companyId: company.companyId, name: "TVA", direction: "expense", parentId: null, position: 5 })
    .returning({ id: categories.id });
  vatCategory = row?.id ?? 0;
});
afterAll(() => stopTestServer(server));

describe("company/{id}/vat", () => {
  it("starts with the French rates, monthly CA3 on receipts, and the category named TVA", async () => {
    const vat = await vatOf();
    expect(vat.rates.map((rate) => rate.rate_bp)).toEqual([2000, 1000, 550, 210, 0]);
    expect(vat.settings).toEqual({
      regime: "monthly",
      basis: "receipts",
      due_day: 24,
      regime_changed_on: null,
      previous_regime: null,
      vat_category_id: vatCategory,
    });
    expect(vat.categories).toEqual([]);
  });

  it("adds a rate (PUT), refuses it twice and refuses a rate out of 0–100 %", async () => {
    const added = await call("addCompanyVatRate", { rate_bp: 850 });
    expect(added.status).toBe(200);
    expect(okBody<CompanyVatBody>(added).rates.map((rate) => rate.rate_bp)).toContain(850);
    const again = await call("addCompanyVatRate", { rate_bp: 850 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: "vat_rate_exists",
      message: "L'entreprise a déjà ce taux de TVA.",
    });
    expect((await call("addCompanyVatRate", { rate_bp: 10_001 })).status).toBe(400);
    expect((await call("addCompanyVatRate", { rate_bp: -100 })).status).toBe(400);
  });

  it("sets category rates (PATCH) among the company's rates only, and its settings", async () => {
    const refused = await call("updateCompanyVat", {
      categories: [{ category_id: company.category.salesFrance, vat_rate_bp: 1900 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: "unknown_vat_rate",
      message: "Ce taux de TVA n'est pas dans la liste de l'entreprise.",
    });
    const foreign = await call("updateCompanyVat", {
      categories: [{ category_id: other.category.salesFrance, vat_rate_bp: 2000 }],
    });
    expect(foreign.status).toBe(404);
    expect((await vatOf(other)).categories).toEqual([]);
    const set = await call("updateCompanyVat", {
      categories: [
        { category_id: company.category.salesFrance, vat_rate_bp: 2000 },
        { category_id: company.category.rent, vat_rate_bp: 850 },
      ],
      settings: { due_day: 19 },
    });
    expect(set.status).toBe(200);
    const vat = okBody<CompanyVatBody>(set);
    expect(vat.categories).toEqual(
      expect.arrayContaining([
        { category_id: company.category.salesFrance, vat_rate_bp: 2000 },
        { category_id: company.category.rent, vat_rate_bp: 850 },
      ]),
    );
    expect(vat.settings.due_day).toBe(19);
    const withoutPrevious = await call("updateCompanyVat", { settings: { regime_changed_on: "2027-01-01" } });
    expect(withoutPrevious.status).toBe(400);
    expect((await call("updateCompanyVat", { settings: { due_day: 25 } })).status).toBe(400);
  });

  it("deletes a rate (DELETE) and clears it from its categories; another company's rate is not found", async () => {
    const rate = (await vatOf()).rates.find((one) => one.rate_bp === 850);
    const otherRate = (await vatOf(other)).rates[0];
    expect((await call("deleteCompanyVatRate", { rateId: otherRate?.id })).status).toBe(404);
    expect((await vatOf(other)).rates).toHaveLength(5);
    expect((await call("deleteCompanyVatRate", { rateId: rate?.id })).body).toEqual({ success: true });
    const vat = await vatOf();
    expect(vat.rates.map((one) => one.rate_bp)).not.toContain(850);
    expect(vat.categories).toEqual([{ category_id: company.category.salesFrance, vat_rate_bp: 2000 }]);
    expect((await call("deleteCompanyVatRate", { rateId: rate?.id })).status).toBe(404);
  });

  it("refuses another company's user", async () => {
    expect((await call("getCompanyVat", {}, other)).status).toBe(200);
    const intruder = await callApi(
      server,
      "getCompanyVat",
      { companyId: company.companyId },
      { token: other.owner.token },
    );
    expect(intruder.status).toBe(403);
  });
});

describe("calculateVat", () => {
  it("rounds each line to the cent and sums the rounded lines", async () => {
    const result = await call("calculateVat", {
      lines: [
        { amount_cents: 1001, rate_bp: 550, includes_vat: false },
        { amount_cents: 1001, rate_bp: 550, includes_vat: false },
        { amount_cents: 12_000, rate_bp: 2000, includes_vat: true },
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body.totals).toEqual({
      excluding_vat_cents: 12_002,
      vat_cents: 2110,
      including_vat_cents: 14_112,
    });
    expect(result.body.by_rate).toEqual([
      { rate_bp: 2000, excluding_vat_cents: 10_000, vat_cents: 2000, including_vat_cents: 12_000 },
      { rate_bp: 550, excluding_vat_cents: 2002, vat_cents: 110, including_vat_cents: 2112 },
    ]);
    expect(
      (await call("calculateVat", { lines: [{ amount_cents: 1, rate_bp: 20_000, includes_vat: true }] }))
        .status,
    ).toBe(400);
  });
});

describe("the VAT forecast on the dashboard", () => {
  interface Chart {
    periods: Array<{ key: string }>;
    scenarios: Array<{
      rows: Array<{ id: string; forecast: number[]; actual: number[] }>;
      totals: { end: number[] };
    }>;
  }
  const [M_1, M0, M1, M2] = [-1, 0, 1, 2].map(monthFromNow) as [
    ReturnType<typeof monthFromNow>,
    ReturnType<typeof monthFromNow>,
    ReturnType<typeof monthFromNow>,
    ReturnType<typeof monthFromNow>,
  ];
  const vatRow = async () => {
    const chart = okBody<Chart>(await call("getDashboardChartData", { from: M_1.start, to: M2.end }));
    const row = chart.scenarios[0]?.rows.find((one) => one.id === String(vatCategory));
    if (!row) throw new Error("no VAT row");
    return { row, chart };
  };

  it("pays next month's VAT on its due day, in the VAT category's row and the balance", async () => {
    const before = await vatRow();
    expect(before.row.forecast).toEqual([0, 0, 0, 0]);
    // 1,200 € of sales a month from next month, VAT included at the category's 20 %: 200 € of VAT a month.
    const created = await call("create_cfs", {
      cfs: {
        category_id: company.category.salesFrance,
        label: "Ventes",
        amount_cents: 120_000,
        frequency: "monthly",
        start: M1.start,
      },
    });
    expect(created.status).toBe(200);
    const after = await vatRow();
    expect(after.row.forecast).toEqual([0, 0, 0, -20_000]);
    // By week: the payment sits in the week holding the 19th (the due day set above).
    const dueOn = `${M2.key}-19`;
    const weeks = okBody<Chart>(
      await call("getDashboardChartData", { from: dueOn, to: dueOn, granularity: "week" }),
    );
    expect(weeks.scenarios[0]?.rows.find((one) => one.id === String(vatCategory))?.forecast).toEqual([
      -20_000,
    ]);
    // The same payment in the XLSX export, in the TVA row (actual, forecast per period).
    const started = await call("exportDashboardXLSX", { from: M_1.start, to: M2.end });
    expect(started.status).toBe(200);
    let job: Record<string, unknown> = {};
    for (let attempt = 0; attempt < 600 && job.status !== "done"; attempt += 1) {
      job = (await call("getDashboardJob", { jobId: started.body.jobId })).body;
      if (job.status === "failed") throw new Error("export failed");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { sheet } = await workbookOf({ body: job.result as Record<string, unknown> });
    let vatLine: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === "TVA") vatLine = row;
    });
    expect(Math.round(Number(vatLine?.getCell(3 + 3 * 2).value) * 100)).toBe(-20_000);
    const endBefore = (after.chart.scenarios[0]?.totals.end ?? [])[3] ?? 0;
    expect(endBefore).toBe(((before.chart.scenarios[0]?.totals.end ?? [])[3] ?? 0) + 240_000 - 20_000);
  });

  it("lets a bank line in the VAT category replace the forecast payment of its month", async () => {
    // Last month's 600 € of sales owe 100 € of VAT this month (due on the 19th).
    await insertTransactions(server, company, [
      { on: M_1.start, cents: 60_000, categoryId: company.category.salesFrance },
    ]);
    expect((await vatRow()).row.forecast[1]).toBe(-10_000);
    await insertTransactions(server, company, [
      { on: companyToday(), cents: -9_000, categoryId: vatCategory },
    ]);
    const { row } = await vatRow();
    expect(row.forecast[1]).toBe(0);
    expect(row.actual[1]).toBe(-9_000);
    expect(M0.key).toBe(companyToday().slice(0, 7));
  });
});

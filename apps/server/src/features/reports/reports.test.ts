import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import {
  createForecastCompany,
  type ForecastCompany,
  insertTransactions,
} from "../../forecast/forecastTestData";
import { addTestMember, callApi, createTestUser, isAccessDenial } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

let server: TestServer;
let company: ForecastCompany;
let other: ForecastCompany;

const RANGE = { granularity: "month", from: "2025-01-01", to: "2025-03-31" } as const;

async function allowAnalytics(companyId: number, allowed: boolean) {
  await server.services.db
    .update(companies)
    .set({ analyticsAllowed: allowed })
    .where(eq(companies.id, companyId));
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createForecastCompany(server);
  other = await createForecastCompany(server);
  await allowAnalytics(company.companyId, true);
  await allowAnalytics(other.companyId, true);
  await insertTransactions(server, company, [
    { on: "2025-01-10", cents: 1_000_00, categoryId: company.category.salesFrance },
    { on: "2025-01-20", cents: -300_33, categoryId: company.category.salaries },
    { on: "2025-02-10", cents: 2_000_01, categoryId: company.category.salesFrance },
    { on: "2025-02-20", cents: -500_00, categoryId: company.category.salaries },
    { on: "2025-03-10", cents: 0, categoryId: company.category.salesFrance },
    { on: "2025-03-20", cents: -100_00, categoryId: company.category.rent },
  ]);
});
afterAll(() => stopTestServer(server));

const call = (
  name: Parameters<typeof callApi>[1],
  input: Record<string, unknown>,
  token = company.owner.token,
) => callApi(server, name, { companyId: company.companyId, ...input }, { token });

type Indicator = { id: number; name: string; formula: string; formula_display: string; color: string };
type Report = { id: number; name: string; indicators: Indicator[] };

describe("reports and indicators", () => {
  it("creates, renames, reorders and deletes reports", async () => {
    const first = await call("createReport", { name: "Pilotage" });
    expect(first.status).toBe(200);
    const second = await call("createReport", { name: "Banque" });
    const firstId = (first.body.report as Report).id;
    const secondId = (second.body.report as Report).id;
    expect((await call("updateReport", { id: secondId, position: 0, name: "Banquier" })).status).toBe(200);
    const list = (await call("getReports", {})).body.reports as Report[];
    expect(list.map((report) => report.name).slice(0, 2)).toEqual(["Banquier", "Pilotage"]);
    expect((await call("deleteReport", { id: firstId })).status).toBe(200);
    expect(((await call("getReports", {})).body.reports as Report[]).map((report) => report.id)).toEqual([
      secondId,
    ]);
    expect((await call("deleteReport", { id: secondId })).status).toBe(200);
    expect((await call("deleteReport", { id: secondId })).status).toBe(404);
  });

  it("stores formulas by id, shows them by name, refuses a syntax error with its position", async () => {
    const report = (await call("createReport", { name: "Marges" })).body.report as Report;
    const revenue = await call("createIndicator", { reportId: report.id, name: "CA", formula: "[ventes]" });
    expect(revenue.status).toBe(200);
    expect(revenue.body.indicator).toMatchObject({
      formula: `#${company.category.sales}`,
      formula_display: "[Ventes]",
      color: "#30CE8F",
      status: true,
      isTechnical: false,
    });
    const refused = await call("createIndicator", {
      reportId: report.id,
      name: "X",
      formula: "1 + [Inconnue]",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "formula_syntax" });
    expect(JSON.stringify(refused.body)).toContain("unknownCategoryName@4:10");
    const ratio = await call("createIndicator", {
      reportId: report.id,
      name: "Salaires / CA",
      formula: "SAFE_DIV(-[Salaires], {CA}) * 100",
      color: "#112233",
      isTechnical: true,
      comment: "=HYPERLINK()",
    });
    expect(ratio.body.indicator).toMatchObject({ formula_display: "SAFE_DIV(-[Salaires], {CA}) * 100" });
    const values = await call("getReportValues", { id: report.id, ...RANGE });
    expect(values.status).toBe(200);
    expect(values.body.periods).toMatchObject([
      { key: "2025-01", tense: "past" },
      { key: "2025-02", tense: "past" },
      { key: "2025-03", tense: "past" },
    ]);
    const [ca, share] = values.body.indicators as Array<{ values: Array<number | null>; errors: unknown[] }>;
    // To the cent: the engine works in euros, 2 000,01 € stays 2000.01.
    expect(ca?.values).toEqual([1000, 2000.01, 0]);
    expect(share?.values[0]).toBeCloseTo(30.033, 9);
    expect(share?.values[1]).toBeCloseTo((500 / 2000.01) * 100, 9);
    expect(share?.values[2]).toBe(0);

    // The preview of a draft in the report's context; a draft error comes with its position.
    const preview = await call("getReportValues", {
      id: report.id,
      ...RANGE,
      draft: { name: "Double", formula: "{CA} * 2" },
    });
    expect(preview.body.draft).toMatchObject({ status: "computed", values: [2000, 4000.02, 0] });
    const broken = await call("getReportValues", {
      id: report.id,
      ...RANGE,
      draft: { formula: "{CA} * (2" },
    });
    expect(broken.body.draft).toMatchObject({
      status: "syntaxError",
      error: { code: "missingClosingParenthesis" },
    });

    // A cycle is reported by name.
    const caId = (revenue.body.indicator as Indicator).id;
    const cycle = await call("getReportValues", {
      id: report.id,
      ...RANGE,
      draft: { indicatorId: caId, name: "CA", formula: "{Salaires / CA} + 1" },
    });
    expect(cycle.body.draft).toMatchObject({ status: "cycle", cycle: ["CA", "Salaires / CA", "CA"] });

    // Reorder the indicators, then change one.
    const ratioId = (ratio.body.indicator as Indicator).id;
    expect((await call("updateReport", { id: report.id, indicatorOrder: [ratioId, caId] })).status).toBe(200);
    expect((await call("updateReport", { id: report.id, indicatorOrder: [ratioId] })).status).toBe(400);
    const changed = await call("updateIndicator", { id: caId, formula: "[Ventes France]", status: false });
    expect(changed.body.indicator).toMatchObject({
      formula: `#${company.category.salesFrance}`,
      status: false,
    });
    const listed = (await call("getReports", {})).body.reports as Report[];
    expect(listed.find((one) => one.id === report.id)?.indicators.map((one) => one.id)).toEqual([
      ratioId,
      caId,
    ]);

    // The export: live formulas over the category rows, the comment neutralised, values cached.
    await call("updateReport", { id: report.id, name: "=HYPERLINK(1)" });
    const exported = await call("exportReportXLSX", { id: report.id, ...RANGE });
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Uint8Array.from(Buffer.from(String(exported.body.content_base64), "base64")).buffer,
    );
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const labels = new Map<string, number>();
    sheet.eachRow((row) => labels.set(String(row.getCell(1).value), row.number));
    const rowOf = (label: string) => labels.get(label) ?? 0;
    expect(labels.get("Salaires / CA (technique)")).toBeGreaterThan(0);
    const ratioRow = sheet.getRow(rowOf("Salaires / CA (technique)"));
    expect(ratioRow.hidden).toBe(true);
    const formula = ratioRow.getCell(3).formula;
    expect(formula).toMatch(/^\(IF\(/);
    expect(formula).toContain(`C${rowOf("Salaires")}`);
    expect(formula).toContain(`C${rowOf("CA")}`);
    expect(sheet.getRow(rowOf("CA")).getCell(2).formula).toBe(`B${rowOf("Ventes France")}`);
    expect(sheet.getRow(rowOf("Ventes France")).getCell(3).value).toBe(2000.01);
    expect(sheet.getCell("A1").value).toBe("'=HYPERLINK(1)");

    expect((await call("deleteIndicator", { indicator_id: caId })).status).toBe(200);
    const after = await call("getReportValues", { id: report.id, ...RANGE });
    expect((after.body.indicators as Array<{ errors: unknown[] }>)[0]?.errors).toEqual([
      "unknownIndicator",
      "unknownIndicator",
      "unknownIndicator",
    ]);
  });

  it("adds ready-made reports built from the company's categories, saying what is missing", async () => {
    const payroll = await call("createReport", { template: "payrollRatio" });
    expect(payroll.status).toBe(200);
    expect(payroll.body.missing).toEqual([]);
    const report = payroll.body.report as Report;
    expect(report.name).toBe("Ratio de masse salariale");
    expect(report.indicators.map((one) => one.formula_display)).toEqual([
      "[Ventes]",
      "-[Salaires]",
      "SAFE_DIV({Masse salariale}, {Chiffre d'affaires}) * 100",
    ]);
    const values = await call("getReportValues", { id: report.id, ...RANGE });
    expect((values.body.indicators as Array<{ values: number[] }>)[2]?.values[0]).toBeCloseTo(30.033, 9);
    const margin = await call("createReport", { template: "grossMargin" });
    expect(margin.body).toMatchObject({ missing: ["purchases"], report: { indicators: [] } });
  });

  it("keeps each company to its own reports", async () => {
    const mine = (await call("createReport", { name: "Privé" })).body.report as Report;
    const indicator = (await call("createIndicator", { reportId: mine.id, name: "A", formula: "1" })).body
      .indicator as Indicator;
    const asOther = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
      callApi(server, name, { companyId: other.companyId, ...input }, { token: other.owner.token });
    expect((await asOther("updateReport", { id: mine.id, name: "Pris" })).status).toBe(404);
    expect((await asOther("deleteReport", { id: mine.id })).status).toBe(404);
    expect((await asOther("updateIndicator", { id: indicator.id, name: "Pris" })).status).toBe(404);
    expect((await asOther("deleteIndicator", { indicator_id: indicator.id })).status).toBe(404);
    expect((await asOther("createIndicator", { reportId: mine.id, name: "B", formula: "1" })).status).toBe(
      404,
    );
    expect((await asOther("getReportValues", { id: mine.id })).status).toBe(404);
    expect((await asOther("exportReportXLSX", { id: mine.id })).status).toBe(404);
    const reports = (await call("getReports", {})).body.reports as Report[];
    expect(reports.find((one) => one.id === mine.id)).toMatchObject({
      name: "Privé",
      indicators: [{ name: "A" }],
    });
    // Another company's id in the path with my company: refused by the access layer.
    const crossed = await callApi(
      server,
      "getReports",
      { companyId: other.companyId },
      { token: company.owner.token },
    );
    expect(isAccessDenial(crossed)).toBe(true);
  });

  it("opens analytics to basic_info, view_forecast or edit_forecast, and only with analytics_allowed", async () => {
    const people = {
      none: await createTestUser(server),
      basic: await createTestUser(server),
      view: await createTestUser(server),
      edit: await createTestUser(server),
    };
    await addTestMember(server, company.companyId, people.none.id, {});
    await addTestMember(server, company.companyId, people.basic.id, { basic_info: true });
    await addTestMember(server, company.companyId, people.view.id, { view_forecast: true });
    await addTestMember(server, company.companyId, people.edit.id, { edit_forecast: true });
    expect(isAccessDenial(await call("getReports", {}, people.none.token))).toBe(true);
    expect(isAccessDenial(await call("createReport", { name: "X" }, people.none.token))).toBe(true);
    for (const person of [people.basic, people.view, people.edit]) {
      expect((await call("getReports", {}, person.token)).status).toBe(200);
    }
    await allowAnalytics(company.companyId, false);
    try {
      const refused = await call("getReports", {});
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        error: "analytics_not_allowed",
        message: "Les analyses ne sont pas incluses dans votre offre.",
      });
      expect((await call("createReport", { name: "X" })).status).toBe(403);
    } finally {
      await allowAnalytics(company.companyId, true);
    }
  });
});

import { eq } from "drizzle-orm";
import type ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories, companies } from "../../db/schema";
import {
  createForecastCompany,
  type ForecastCompany,
  insertTransactions,
  monthFromNow,
} from "../../forecast/forecastTestData";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  type TestUser,
} from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

/**
 * Consolidation of two client companies of a firm over HTTP, against figures computed by hand: A sells
 * 5,000.00 outside the group and re-invoices 1,200.00 to B (an intercompany income); B pays that 1,200.00
 * (an intercompany expense) and 800.00 of salaries. Consolidated: 5,000.00 − 800.00 = 4,200.00.
 */

let server: TestServer;
let firmOwner: TestUser;
let firmId: number;
let a: ForecastCompany;
let b: ForecastCompany;
let regroupId: number;
const M_1 = monthFromNow(-1);
const range = { from: M_1.start, to: M_1.end };

beforeAll(async () => {
  server = await startTestServer();
  firmOwner = await createTestUser(server);
  firmId = await createTestCompany(server, firmOwner.id, { isCpa: true, name: "Cabinet Conso" });
  a = await createForecastCompany(server, { parentId: firmId });
  b = await createForecastCompany(server, { parentId: firmId });
  const db = server.services.db;
  await db
    .update(companies)
    .set({ name: '=HYPERLINK("https://x.test","A")' })
    .where(eq(companies.id, a.companyId));
  await db.update(companies).set({ name: "Filiale B" }).where(eq(companies.id, b.companyId));
  const [regroup] = await db
    .insert(categories)
    .values({
      companyId: a.companyId,
      name: "Refacturation groupe",
      direction: "income",
      parentId: a.category.sales,
      position: 5,
    })
    .returning({ id: categories.id });
  regroupId = regroup?.id ?? 0;
  const day = M_1.start;
  await insertTransactions(server, a, [
    { on: day, cents: 500_000, categoryId: a.category.salesFrance },
    { on: day, cents: 120_000, categoryId: regroupId },
  ]);
  await insertTransactions(server, b, [
    { on: day, cents: -120_000, categoryId: b.category.rent },
    { on: day, cents: -80_000, categoryId: b.category.salaries },
  ]);
});
afterAll(() => stopTestServer(server));

const asFirm = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
  callApi(server, name, { companyId: firmId, ...input }, { token: firmOwner.token });

async function flagIntercompany() {
  for (const [company, categoryId] of [
    [a, regroupId],
    [b, b.category.rent],
  ] as const) {
    const flagged = await callApi(
      server,
      "setCategoryIntercompany",
      { companyId: company.companyId, categoryId, intercompany: true },
      { token: firmOwner.token },
    );
    expect(flagged.body).toEqual({ success: true });
  }
}

describe("intercompany categories", () => {
  it("are flagged per company, and another company's category is never found", async () => {
    await flagIntercompany();
    const listed = await callApi(
      server,
      "getIntercompanyCategories",
      { companyId: b.companyId },
      { token: firmOwner.token },
    );
    expect(listed.body).toEqual({ categoryIds: [b.category.rent] });
    const foreign = await callApi(
      server,
      "setCategoryIntercompany",
      { companyId: b.companyId, categoryId: regroupId, intercompany: true },
      { token: firmOwner.token },
    );
    expect(foreign.status).toBe(404);
  });
});

describe("getConsolidation", () => {
  it("matches categories by path and eliminates the intercompany flows, to the cent", async () => {
    await flagIntercompany();
    const answer = await asFirm("getConsolidation", { clientIds: [a.companyId, b.companyId], ...range });
    expect(answer.status).toBe(200);
    const body = answer.body as {
      periods: Array<{ key: string }>;
      companies: Array<{ company_id: number; totals: number[] }>;
      rows: Array<{ path: string[]; values: number[]; eliminated: number[] }>;
      totals: number[];
      eliminated: number[];
    };
    expect(body.periods.map((period) => period.key)).toEqual([M_1.key]);
    expect(body.companies.map((company) => [company.company_id, company.totals])).toEqual([
      [a.companyId, [620_000]],
      [b.companyId, [-200_000]],
    ]);
    expect(body.eliminated).toEqual([0]);
    expect(body.totals).toEqual([420_000]);
    const row = (path: string) => body.rows.find((candidate) => candidate.path.join(" > ") === path);
    expect(row("Ventes")).toMatchObject({ values: [500_000], eliminated: [120_000] });
    expect(row("Ventes > Refacturation groupe")).toMatchObject({ values: [0], eliminated: [120_000] });
    expect(row("Charges")).toMatchObject({ values: [-80_000], eliminated: [-120_000] });
    expect(row("Charges > Salaires")).toMatchObject({ values: [-80_000], eliminated: [0] });
  });

  it("refuses a client the caller cannot read, a company of another firm, and staff without portfolio flags", async () => {
    const otherFirmOwner = await createTestUser(server);
    const otherFirm = await createTestCompany(server, otherFirmOwner.id, { isCpa: true });
    const stranger = await createForecastCompany(server, { parentId: otherFirm });
    const foreign = await asFirm("getConsolidation", { clientIds: [a.companyId, stranger.companyId] });
    expect(foreign.status).toBe(403);
    // The other firm's owner reads its own client, but A is not one of its clients.
    const notItsClient = await callApi(
      server,
      "getConsolidation",
      { companyId: otherFirm, clientIds: [stranger.companyId, a.companyId] },
      { token: otherFirmOwner.token },
    );
    expect(notItsClient.status).toBe(403);
    // A collaborator with the console flag, assigned to A only.
    const collaborator = await createTestUser(server);
    await addTestMember(server, firmId, collaborator.id, { cpap_view_admin_console: true });
    await addTestMember(server, a.companyId, collaborator.id, { view_forecast: true });
    const onlyA = (clientIds: number[]) =>
      callApi(server, "getConsolidation", { companyId: firmId, clientIds }, { token: collaborator.token });
    expect((await onlyA([a.companyId])).status).toBe(200);
    expect((await onlyA([a.companyId, b.companyId])).status).toBe(403);
    const plainMember = await createTestUser(server);
    await addTestMember(server, firmId, plainMember.id, { cpap_add_cpa_user: true });
    const refused = await callApi(
      server,
      "getConsolidation",
      { companyId: firmId, clientIds: [a.companyId] },
      { token: plainMember.token },
    );
    expect(refused.status).toBe(403);
  });
});

describe("exportDashboardConsolidationTableXLSX", () => {
  it("builds in a job a workbook with the consolidated sheet and one sheet per company, names neutralised", async () => {
    await flagIntercompany();
    const started = await asFirm("exportDashboardConsolidationTableXLSX", {
      clientIds: [a.companyId, b.companyId],
      ...range,
      trackId: "conso-1",
    });
    expect(started.status).toBe(200);
    expect(started.body.trackId).toBe("conso-1");
    let job: Record<string, unknown> = {};
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const polled = await asFirm("getConsolidationJob", { jobId: started.body.jobId });
      expect(polled.status).toBe(200);
      job = polled.body;
      if (job.status !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(job).toMatchObject({ status: "done", progress: 100, error: null });
    const result = job.result as { filename: string; content_base64: string };
    expect(result.filename).toMatch(/^consolidation-.*\.xlsx$/);
    const ExcelJSModule = (await import("exceljs")).default;
    const workbook = new ExcelJSModule.Workbook();
    await workbook.xlsx.load(Uint8Array.from(Buffer.from(result.content_base64, "base64")).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Consolidation",
      // Characters a sheet name cannot hold become spaces; 28 characters at most.
      '=HYPERLINK("https   x.test","A")'.slice(0, 28),
      "Filiale B",
    ]);
    const cents = (value: ExcelJS.CellValue) => Math.round(Number(value) * 100);
    const labelledValue = (sheet: ExcelJS.Worksheet, label: string) => {
      let found: number | undefined;
      sheet.eachRow((row) => {
        if (String(row.getCell(1).value) === label) found = cents(row.getCell(2).value);
      });
      return found;
    };
    const [consolidated, sheetA, sheetB] = workbook.worksheets as [
      ExcelJS.Worksheet,
      ExcelJS.Worksheet,
      ExcelJS.Worksheet,
    ];
    expect(consolidated.getCell(2, 2).value).toBe(M_1.key);
    expect(labelledValue(consolidated, "Total")).toBe(420_000);
    expect(labelledValue(consolidated, "Flux intragroupe éliminés")).toBe(0);
    expect(labelledValue(consolidated, "Ventes")).toBe(500_000);
    expect(labelledValue(sheetA, "Total")).toBe(620_000);
    expect(labelledValue(sheetB, "Total")).toBe(-200_000);
    expect(sheetA.getCell(1, 1).value).toBe(`'=HYPERLINK("https://x.test","A")`);
    // A consolidation job is not a dashboard job, and the export is in the audit log.
    const asDashboardJob = await asFirm("getDashboardJob", { jobId: started.body.jobId });
    expect(asDashboardJob.status).toBe(404);
    const audited = await server.services.db.select().from(auditLog).where(eq(auditLog.companyId, firmId));
    expect(audited.some((line) => line.action === "export")).toBe(true);
  });
});

import { SECONDARY_AUTH_TOKEN_HEADER } from "@trezo/api";
import { periodsBetween } from "@trezo/domain";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, bankConnections, categories, transactions } from "../../db/schema";
import {
  createForecastCompany,
  type ForecastCompany,
  insertTransactions,
  monthFromNow,
  monthlyRentSeries,
  workbookOf,
} from "../../forecast/forecastTestData";
import { callApi } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

/**
 * The dashboard over HTTP against figures computed by hand. Dates are relative to today (M0 is the current
 * month), so the past, current and future split is the one a user sees today.
 */

let server: TestServer;
let company: ForecastCompany;
let scenarioId: number;
const month = monthFromNow;
const [M_2, M_1, M0, M1, M2] = [-2, -1, 0, 1, 2].map(month) as [
  ReturnType<typeof month>,
  ReturnType<typeof month>,
  ReturnType<typeof month>,
  ReturnType<typeof month>,
  ReturnType<typeof month>,
];

const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
  callApi(server, name, { companyId: company.companyId, ...input }, { token: company.owner.token });

interface Row {
  id: string;
  actual: number[];
  forecast: number[];
  shown: number[];
  variance: number[];
  expected: number[] | null;
}
interface ScenarioData {
  scenario_id: number;
  rows: Row[];
  totals: Record<
    "income" | "expense" | "outside_income_and_expense" | "variation" | "begin" | "end",
    number[]
  >;
  threshold_period_keys: string[];
}
interface ChartData {
  periods: Array<{ key: string; tense: string }>;
  rows: Array<{ id: string; name: string; depth: number; parent_id: string | null }>;
  scenarios: ScenarioData[];
  current_period_index: number;
  actual_totals: ScenarioData["totals"];
}

interface JobState {
  status: "running" | "done" | "failed";
  progress: number;
  trackId: string | null;
  result: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
}

/** Polls getDashboardJob until the job is done or failed, checking that progress never goes back. */
async function finished(jobId: unknown): Promise<JobState> {
  let last = 0;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const polled = await call("getDashboardJob", { jobId });
    expect(polled.status).toBe(200);
    const job = polled.body as unknown as JobState;
    expect(job.progress).toBeGreaterThanOrEqual(last);
    last = job.progress;
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the job did not finish");
}

/** Sends a file with uploadFileChunk (purpose forecastTemplate) in chunks; returns its uploadId. */
async function uploadTemplate(bytes: Uint8Array, chunkBytes = 512 * 1024): Promise<string> {
  let uploadId: string | undefined;
  for (let index = 0, start = 0; start < bytes.length; index += 1, start += chunkBytes) {
    const sent = await call("uploadFileChunk", {
      purpose: "forecastTemplate",
      fileName: "previsionnel.xlsx",
      totalBytes: bytes.length,
      index,
      data: Buffer.from(bytes.subarray(start, start + chunkBytes)).toString("base64"),
      ...(uploadId ? { uploadId } : {}),
    });
    expect(sent.status).toBe(200);
    uploadId = String(sent.body.uploadId);
  }
  if (!uploadId) throw new Error("empty file");
  return uploadId;
}

async function chart(input: Record<string, unknown>): Promise<ChartData> {
  const result = await call("getDashboardChartData", input);
  expect(result.status).toBe(200);
  return result.body as unknown as ChartData;
}
const rowOf = (scenario: ScenarioData | undefined, id: number | string) => {
  const row = scenario?.rows.find((one) => one.id === String(id));
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

beforeAll(async () => {
  server = await startTestServer();
  company = await createForecastCompany(server, { balanceCents: 1_000_000n });
  const { sales, salesFrance, rent, transfers } = company.category;
  await insertTransactions(server, company, [
    { on: M_2.start, cents: 500_000, categoryId: salesFrance },
    { on: M_2.end, cents: -120_000, categoryId: rent },
    { on: M_1.start, cents: -120_000, categoryId: rent },
    { on: M_1.start, cents: 10_000, categoryId: null },
    { on: M_1.end, cents: -5_000, categoryId: null },
    { on: M_1.end, cents: -30_000, categoryId: transfers },
    { on: M0.start, cents: -120_000, categoryId: rent },
  ]);
  // An account left out of the dashboard: neither its balance nor its lines count.
  const db = server.services.db;
  const [connection] = await db
    .insert(bankConnections)
    .values({ companyId: company.companyId, name: "Autre" })
    .returning();
  const [excluded] = await db
    .insert(bankAccounts)
    .values({
      companyId: company.companyId,
      connectionId: connection?.id as number,
      name: "Hors tableau",
      balanceCents: 777_777n,
      included: false,
    })
    .returning();
  await db.insert(transactions).values({
    companyId: company.companyId,
    accountId: excluded?.id as number,
    bookedOn: M_1.start,
    amountCents: 999_999n,
    label: "Hors tableau",
    categoryId: sales,
  });

  const created = await call("create_cfs", {
    cfs: monthlyRentSeries(rent, M_2.start),
  });
  expect(created.status).toBe(200);
  await call("create_cfs", {
    cfs: {
      category_id: salesFrance,
      label: "Ventes",
      amount_cents: 400_000,
      frequency: "monthly",
      start: M1.start,
    },
  });
  const scenario = await call("createScenario", { scenario: { name: "Embauche" } });
  scenarioId = (scenario.body.scenario as { id: number }).id;
  await call("create_cfs", {
    scenarioId,
    group_id: "embauche",
    cfs: {
      category_id: company.category.salaries,
      label: "Développeur",
      amount_cents: -350_000,
      frequency: "monthly",
      start: M1.start,
    },
  });
  await call("setThreshold", { threshold_cents: 950_000 });
});
afterAll(() => stopTestServer(server));

describe("getDashboardChartData", () => {
  it("gives actual, forecast, shown and variance per cell, balances and threshold periods, per scenario", async () => {
    const data = await chart({ from: M_2.start, to: M2.end });
    expect(data.periods.map((period) => period.key)).toEqual([M_2.key, M_1.key, M0.key, M1.key, M2.key]);
    expect(data.periods.map((period) => period.tense)).toEqual([
      "past",
      "past",
      "current",
      "future",
      "future",
    ]);
    expect(data.current_period_index).toBe(2);
    const base = data.scenarios[0];
    const { rent, costs, sales, salesFrance, transfers } = company.category;
    expect(rowOf(base, rent)).toMatchObject({
      actual: [-120_000, -120_000, -120_000, 0, 0],
      forecast: [-120_000, -120_000, -120_000, -120_000, -120_000],
      shown: [-120_000, -120_000, -120_000, -120_000, -120_000],
      variance: [0, 0, 0, 120_000, 120_000],
      expected: null,
    });
    // Subcategories roll up; the excluded account's 9 999,99 € is nowhere.
    expect(rowOf(base, sales).actual).toEqual([500_000, 0, 0, 0, 0]);
    expect(rowOf(base, salesFrance).shown).toEqual([500_000, 0, 0, 400_000, 400_000]);
    expect(rowOf(base, costs).shown).toEqual(rowOf(base, rent).shown);
    expect(rowOf(base, "uncategorised:income").actual).toEqual([0, 10_000, 0, 0, 0]);
    expect(rowOf(base, "uncategorised:expense").actual).toEqual([0, -5_000, 0, 0, 0]);
    expect(rowOf(base, transfers).actual).toEqual([0, -30_000, 0, 0, 0]);
    // Opening: 10 000 € today minus everything since M-2 (1 150 €) = 8 850 €.
    expect(base?.totals.begin).toEqual([885_000, 1_265_000, 1_120_000, 1_000_000, 1_280_000]);
    expect(base?.totals.end).toEqual([1_265_000, 1_120_000, 1_000_000, 1_280_000, 1_560_000]);
    expect(base?.totals.income).toEqual([500_000, 10_000, 0, 400_000, 400_000]);
    expect(base?.totals.expense).toEqual([-120_000, -125_000, -120_000, -120_000, -120_000]);
    expect(base?.totals.outside_income_and_expense).toEqual([0, -30_000, 0, 0, 0]);
    expect(base?.threshold_period_keys).toEqual([]);
    // The actual mode's balances: the actuals alone, so the future stays at today's 10 000 €.
    expect(data.actual_totals.end).toEqual([1_265_000, 1_120_000, 1_000_000, 1_000_000, 1_000_000]);
    expect(data.actual_totals.begin.slice(3)).toEqual([1_000_000, 1_000_000]);
    expect(data.actual_totals.income).toEqual([500_000, 10_000, 0, 0, 0]);
    const names = new Map(data.rows.map((row) => [row.id, row]));
    expect(names.get(String(rent))).toMatchObject({ name: "Loyer", depth: 1, parent_id: String(costs) });
    expect(names.get("uncategorised:income")?.name).toBe("Encaissements non catégorisés");
  });

  it("applies a scenario's events on the base: the hire lowers the end balance by 3 500 € a month", async () => {
    const data = await chart({ from: M_2.start, to: M2.end, scenarioIds: [scenarioId] });
    const [hire] = data.scenarios;
    expect(hire?.scenario_id).toBe(scenarioId);
    expect(rowOf(hire, company.category.salaries).shown).toEqual([0, 0, 0, -350_000, -350_000]);
    expect(hire?.totals.end).toEqual([1_265_000, 1_120_000, 1_000_000, 930_000, 860_000]);
    expect(hire?.threshold_period_keys).toEqual([M1.key, M2.key]);

    // Switching the group off gives the base again.
    await call("updateScenario", { scenarioId, disabled_group_ids: ["embauche"] });
    const off = await chart({ from: M_2.start, to: M2.end, scenarioIds: [scenarioId] });
    expect(off.scenarios[0]?.totals.end).toEqual([1_265_000, 1_120_000, 1_000_000, 1_280_000, 1_560_000]);
    await call("updateScenario", { scenarioId, disabled_group_ids: [] });
  });

  it("follows transactions as they change, through the maintained totals", async () => {
    const [id] = await insertTransactions(server, company, [
      { on: M_1.start, cents: -1_23, categoryId: null },
    ]);
    let data = await chart({ from: M_1.start, to: M_1.end });
    expect(rowOf(data.scenarios[0], "uncategorised:expense").actual).toEqual([-5_123]);
    await server.services.db
      .update(transactions)
      .set({ categoryId: company.category.rent })
      .where(eq(transactions.id, id as number));
    data = await chart({ from: M_1.start, to: M_1.end });
    expect(rowOf(data.scenarios[0], "uncategorised:expense").actual).toEqual([-5_000]);
    expect(rowOf(data.scenarios[0], company.category.rent).actual).toEqual([-120_123]);
    await server.services.db.delete(transactions).where(eq(transactions.id, id as number));
    data = await chart({ from: M_1.start, to: M_1.end });
    expect(rowOf(data.scenarios[0], company.category.rent).actual).toEqual([-120_000]);
  });

  it("works by ISO week, and the weeks add up to the same balances", async () => {
    const weeks = periodsBetween(M_2.start, M0.end, "week");
    const data = await chart({ granularity: "week", from: M_2.start, to: M0.end });
    expect(data.periods.map((period) => period.key)).toEqual(weeks.map((week) => week.key));
    const base = data.scenarios[0];
    const sum = (values: number[] | undefined) => (values ?? []).reduce((total, value) => total + value, 0);
    expect(sum(rowOf(base, company.category.rent).actual)).toBe(-360_000);
    expect(sum(rowOf(base, company.category.sales).actual)).toBe(500_000);
    const last = (base?.totals.end.length ?? 0) - 1;
    // The first week starts on or before M-2's first day: nothing of the company is earlier, so it opens at 8 850 €.
    expect(base?.totals.begin[0]).toBe(885_000);
    expect(base?.totals.end[last]).toBe((base?.totals.begin[0] ?? 0) + sum(base?.totals.variation));
  });

  it("refuses a reversed or too long range, and another company's scenario", async () => {
    expect((await call("getDashboardChartData", { from: M2.start, to: M_2.start })).status).toBe(400);
    expect((await call("getDashboardChartData", { from: "2000-01-01", to: "2030-12-31" })).status).toBe(400);
    const other = await createForecastCompany(server);
    const otherScenarios = await callApi(
      server,
      "getScenarios",
      { companyId: other.companyId },
      { token: other.owner.token },
    );
    const otherBase = (otherScenarios.body.scenarios as Array<{ id: number }>)[0]?.id;
    expect((await call("getDashboardChartData", { scenarioIds: [otherBase] })).status).toBe(404);
  });
});

describe("getDashboardTransactions", () => {
  it("lists what is behind a cell, adding up to its actual", async () => {
    const data = await chart({ from: M_2.start, to: M2.end });
    const costs = rowOf(data.scenarios[0], company.category.costs);
    const cell = await call("getDashboardTransactions", {
      row_id: String(company.category.costs),
      date: M_1.start,
    });
    expect(cell.status).toBe(200);
    expect(cell.body.actual_cents).toBe(costs.actual[1]);
    expect(cell.body.transaction_count).toBe(1);
    expect(cell.body.transactions).toEqual([
      expect.objectContaining({
        booked_on: M_1.start,
        amount_cents: -120_000,
        category_id: company.category.rent,
      }),
    ]);
    expect(cell.body.series).toEqual([
      expect.objectContaining({
        occurrences: [{ accrual_date: M_1.start, date: M_1.start, cents: -120_000 }],
      }),
    ]);
    const uncategorised = await call("getDashboardTransactions", {
      row_id: "uncategorised:income",
      date: M_1.end,
    });
    expect(uncategorised.body).toMatchObject({ actual_cents: 10_000, transaction_count: 1 });
    const inScenario = await call("getDashboardTransactions", {
      row_id: String(company.category.salaries),
      date: M1.start,
      scenarioId,
    });
    expect((inScenario.body.series as unknown[]).length).toBe(1);
  });
});

describe("exportDashboardXLSX", () => {
  it("writes the table as a workbook whose numbers equal getDashboardChartData's, with user text neutralised", async () => {
    await server.services.db.insert(categories).values({
      companyId: company.companyId,
      name: '=HYPERLINK("https://example.test","clic")',
      direction: "expense",
      parentId: company.category.costs,
      position: 9,
    });
    const range = { from: M_2.start, to: M2.end };
    const data = await chart(range);
    const withoutSecondary = await callApi(
      server,
      "exportDashboardXLSX",
      { companyId: company.companyId, ...range },
      { token: company.owner.token, headers: { [SECONDARY_AUTH_TOKEN_HEADER]: "" } },
    );
    expect(withoutSecondary.status).toBe(401);
    const started = await call("exportDashboardXLSX", { ...range, trackId: "export-1" });
    expect(started.status).toBe(200);
    expect(started.body.trackId).toBe("export-1");
    // The file travels in the job's result: following it needs the secondary header too.
    const polledWithout = await callApi(
      server,
      "getDashboardJob",
      { companyId: company.companyId, jobId: started.body.jobId },
      { token: company.owner.token, headers: { [SECONDARY_AUTH_TOKEN_HEADER]: "" } },
    );
    expect(polledWithout.status).toBe(401);
    const job = await finished(started.body.jobId);
    expect(job).toMatchObject({ status: "done", progress: 100, trackId: "export-1", error: null });
    const exported = { body: job.result as Record<string, unknown> };
    expect(exported.body.filename).toMatch(/\.xlsx$/);
    const { sheet } = await workbookOf(exported);
    expect(sheet.getCell(2, 2).value).toBe(M_2.key);
    const base = data.scenarios[0] as ScenarioData;
    const cents = (value: ExcelJS.CellValue) => Math.round(Number(value) * 100);
    data.rows.forEach((row, index) => {
      const excelRow = sheet.getRow(4 + index);
      const name = String(excelRow.getCell(1).value);
      if (row.name.startsWith("=")) {
        expect(name).toBe(`'${row.name}`);
        expect(excelRow.getCell(1).type).toBe(ExcelJS.ValueType.String);
      } else expect(name).toBe(row.name);
      expect(excelRow.outlineLevel ?? 0).toBe(row.depth);
      const values = base.rows[index] as Row;
      data.periods.forEach((_, period) => {
        expect(cents(excelRow.getCell(2 + period * 2).value)).toBe(values.actual[period]);
        expect(cents(excelRow.getCell(3 + period * 2).value)).toBe(values.forecast[period]);
      });
    });
    const endRow = sheet.getRow(4 + data.rows.length + 5);
    expect(String(endRow.getCell(1).value)).toBe("Trésorerie fin");
    data.periods.forEach((_, period) => {
      expect(cents(endRow.getCell(2 + period * 2).value)).toBe(base.totals.end[period]);
    });
  });

  it("refuses a bad range or an unknown scenario at once, without starting a job", async () => {
    const backwards = await call("exportDashboardXLSX", { from: M2.start, to: M_2.end });
    expect(backwards.status).toBe(400);
    const unknown = await call("exportDashboardXLSX", { scenarioIds: [2_000_000_000] });
    expect(unknown.status).toBe(404);
  });
});

describe("downloadDashboardTemplate / importDashboardXLSX", () => {
  it("imports forecasts typed in the template, replacing a previous import, all or nothing", async () => {
    const template = await call("downloadDashboardTemplate", { period: { from: M1.start, to: M2.end } });
    expect(template.status).toBe(200);
    const { workbook, sheet } = await workbookOf(template);
    expect([sheet.getCell(3, 3).value, sheet.getCell(3, 4).value]).toEqual([M1.key, M2.key]);
    let rentRow = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(1).value === company.category.rent) rentRow = number;
    });
    expect(rentRow).toBeGreaterThan(3);
    const importCell = async (value: ExcelJS.CellValue) => {
      sheet.getCell(rentRow, 3).value = value;
      const uploadId = await uploadTemplate(new Uint8Array(await workbook.xlsx.writeBuffer()));
      const started = await call("importDashboardXLSX", { uploadId });
      expect(started.status).toBe(200);
      return finished(started.body.jobId);
    };
    const first = await importCell(-999.99);
    expect(first).toMatchObject({ status: "done", result: { imported: 1, replaced: 0 } });
    const rentForecast = async () =>
      rowOf((await chart({ from: M1.start, to: M2.end })).scenarios[0], company.category.rent).forecast;
    expect(await rentForecast()).toEqual([-120_000 - 99_999, -120_000]);
    expect((await importCell(-10)).result).toEqual({ imported: 1, replaced: 1 });
    expect(await rentForecast()).toEqual([-121_000, -120_000]);

    // A bad cell fails the job with the cell named, in the caller's language, and writes nothing.
    const bad = await importCell("beaucoup");
    expect(bad).toMatchObject({
      status: "failed",
      error: { code: "invalid_workbook_value", message: `Valeur invalide dans la cellule C${rentRow}.` },
    });
    expect(await rentForecast()).toEqual([-121_000, -120_000]);
    const notAWorkbook = await call("importDashboardXLSX", {
      uploadId: await uploadTemplate(Buffer.from("pas un classeur")),
    });
    expect(await finished(notAWorkbook.body.jobId)).toMatchObject({
      status: "failed",
      error: { code: "invalid_workbook" },
    });
    // A workbook whose entries claim to inflate to a gigabyte is refused before it is unpacked.
    const bomb = new Uint8Array(await workbook.xlsx.writeBuffer());
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    let directory = 0;
    for (let offset = bomb.byteLength - 22; offset >= 0; offset -= 1) {
      if (view.getUint32(offset, true) === 0x06054b50) {
        directory = view.getUint32(offset + 16, true);
        break;
      }
    }
    view.setUint32(directory + 24, 0x40000000, true);
    const refused = await call("importDashboardXLSX", { uploadId: await uploadTemplate(bomb) });
    expect(await finished(refused.body.jobId)).toMatchObject({
      status: "failed",
      error: { code: "invalid_workbook" },
    });
    expect(await rentForecast()).toEqual([-121_000, -120_000]);
  });
});

import { periodsFrom } from "@trezo/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastSettings } from "../../db/tables/forecast";
import { companyToday } from "../../forecast/companyToday";
import {
  createForecastCompany,
  type ForecastCompany,
  insertTransactions,
  monthFromNow,
} from "../../forecast/forecastTestData";
import { addTestMember, callApi, createTestUser, type TestUser } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

let server: TestServer;
let company: ForecastCompany;
let reader: TestUser;
let editor: TestUser;
const today = companyToday();
const month = monthFromNow;

const callAs = (user: TestUser, name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
  callApi(server, name, { companyId: company.companyId, ...input }, { token: user.token });
const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
  callAs(company.owner, name, input);

type Row = { id: string; actual: number[]; forecast: number[]; expected: number[] | null };
async function rowOf(rowId: number, input: Record<string, unknown>) {
  const result = await call("getDashboardChartData", input);
  expect(result.status).toBe(200);
  const scenarios = result.body.scenarios as Array<{ rows: Row[] }>;
  const row = scenarios[0]?.rows.find((one) => one.id === String(rowId));
  if (!row) throw new Error("row missing");
  return { row, backupId: result.body.backup_id };
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createForecastCompany(server, { balanceCents: 500_000n });
  reader = await createTestUser(server);
  editor = await createTestUser(server);
  await addTestMember(server, company.companyId, reader.id, { view_forecast: true });
  await addTestMember(server, company.companyId, editor.id, { edit_forecast: true });
});
afterAll(() => stopTestServer(server));

describe("threshold and small getters", () => {
  it("sets and clears the threshold; readers read it and cannot set it", async () => {
    expect((await call("getThreshold", {})).body).toEqual({ threshold_cents: null });
    expect((await call("setThreshold", { threshold_cents: -250_000 })).body).toEqual({
      threshold_cents: -250_000,
    });
    expect((await callAs(reader, "getThreshold", {})).body).toEqual({ threshold_cents: -250_000 });
    expect((await callAs(reader, "setThreshold", { threshold_cents: 0 })).status).toBe(403);
    expect((await call("setThreshold", { threshold_cents: 1.5 })).status).toBe(400);
    expect((await call("setThreshold", { threshold_cents: null })).body).toEqual({ threshold_cents: null });
  });

  it("answers the default window, the end date, the number of series and the colours", async () => {
    const window = (await call("getThetaWindow", {})).body;
    const weeks = periodsFrom(today, 13, "week");
    expect(window).toEqual({
      today,
      month: { from: month(-3).start, to: month(12).end },
      week: { from: weeks[0]?.start, to: weeks[12]?.end },
    });
    expect((await call("getEndDate", {})).body).toEqual({ end_date: month(12).end });
    await call("create_cfs", {
      cfs: {
        category_id: company.category.rent,
        amount_cents: -1_000,
        frequency: "monthly",
        start: month(0).start,
      },
    });
    expect((await call("getEndDate", {})).body).toEqual({ end_date: month(12).end });
    await call("create_cfs", {
      cfs: {
        category_id: company.category.sales,
        amount_cents: 9_000,
        frequency: "once",
        start: month(20).start,
      },
    });
    expect((await call("getEndDate", {})).body).toEqual({ end_date: month(20).end });

    const scenario = (await call("createScenario", { scenario: { name: "Pessimiste", color: "#123456" } }))
      .body.scenario as { id: number };
    await call("create_cfs", {
      scenarioId: scenario.id,
      cfs: { category_id: company.category.rent, amount_cents: -5, frequency: "once", start: month(1).start },
    });
    expect((await call("getNumberOfCashFlows", {})).body).toEqual({
      count: 2,
      by_scenario: [{ scenario_id: scenario.id, count: 1 }],
    });
    const colors = (await call("getColors", {})).body.colors as Array<{ scenario_id: number; color: string }>;
    expect(colors).toEqual([
      { scenario_id: expect.any(Number), color: "#2F6FED" },
      { scenario_id: scenario.id, color: "#123456" },
    ]);
  });

  it("records the onboarding dismissal and rebuilds actual totals on updateForecast", async () => {
    expect((await callAs(reader, "setOnboardingDismissed", { dismissed: true })).status).toBe(200);
    const [settings] = await server.services.db
      .select()
      .from(forecastSettings)
      .where(eq(forecastSettings.companyId, company.companyId));
    expect(settings?.onboardingDismissed).toBe(true);

    await insertTransactions(server, company, [
      { on: month(-1).start, cents: -7_700, categoryId: company.category.rent },
    ]);
    await server.services.db.execute(
      sql`update actual_totals set cents = cents * 2 where company_id = ${company.companyId}`,
    );
    expect(
      (await rowOf(company.category.rent, { from: month(-1).start, to: month(-1).end })).row.actual,
    ).toEqual([-15_400]);
    const updated = await call("updateForecast", {});
    expect(updated.body).toMatchObject({ success: true, updated_at: expect.any(String) });
    expect(
      (await rowOf(company.category.rent, { from: month(-1).start, to: month(-1).end })).row.actual,
    ).toEqual([-7_700]);
    expect((await callAs(reader, "updateForecast", {})).status).toBe(403);
  });
});

describe("backups", () => {
  it("snapshots a forecast; the active backup is what actuals are compared with", async () => {
    const range = { from: month(1).start, to: month(2).end };
    const before = (await rowOf(company.category.rent, range)).row.forecast;
    const first = await call("createBackup", { name: "Budget initial" });
    expect(first.status).toBe(200);
    const firstId = (first.body.backup as { id: number; status: string }).id;
    expect(first.body.backup).toMatchObject({ name: "Budget initial", status: "inactive" });
    // Not active yet: no comparison.
    expect((await rowOf(company.category.rent, range)).row.expected).toBeNull();

    const activated = await call("setBackupStatus", { backupId: firstId, status: "active" });
    expect((activated.body.backups as Array<{ id: number; status: string }>)[0]).toMatchObject({
      id: firstId,
      status: "active",
    });
    const list = (await call("getDashboardChartData", range)).body;
    expect(list.backup_id).toBe(firstId);

    // The forecast moves on; the backup keeps what was expected.
    const series = (await call("get_cfs_list", { category_id: company.category.rent })).body
      .cfs_list as Array<{ id: number }>;
    await call("update_cfs", { cfsId: series[0]?.id, cfs: { amount_cents: -2_000 } });
    const { row } = await rowOf(company.category.rent, range);
    expect(row.expected).toEqual(before);
    expect(row.forecast).not.toEqual(before);
    // By week too.
    const weekly = await rowOf(company.category.rent, {
      granularity: "week",
      from: month(1).start,
      to: month(1).start,
    });
    expect(weekly.row.expected?.reduce((sum, cents) => sum + cents, 0)).toBe(before[0]);

    const second = await call("createBackup", { name: "Révision" });
    const secondId = (second.body.backup as { id: number }).id;
    const both = await call("setBackupStatus", { backupId: secondId, status: "active" });
    expect(
      (both.body.backups as Array<{ id: number; status: string }>).map((one) => [one.id, one.status]),
    ).toEqual([
      [secondId, "active"],
      [firstId, "inactive"],
    ]);
    // Asking for no comparison, or for a given backup.
    expect((await rowOf(company.category.rent, { ...range, backupId: null })).row.expected).toBeNull();
    expect((await rowOf(company.category.rent, { ...range, backupId: firstId })).row.expected).toEqual(
      before,
    );

    const other = await createForecastCompany(server);
    expect(
      (
        await callApi(
          server,
          "setBackupStatus",
          { companyId: other.companyId, backupId: firstId, status: "active" },
          { token: other.owner.token },
        )
      ).status,
    ).toBe(404);
    expect((await callAs(reader, "createBackup", { name: "Non" })).status).toBe(403);
    expect((await callAs(reader, "getBackupList", {})).body.backups).toHaveLength(2);
  });
});

describe("manual adjustments", () => {
  it("count in the dashboard's actuals and carry a thread of comments", async () => {
    const m = month(-2);
    const range = { from: m.start, to: m.end };
    const before = (await rowOf(company.category.salaries, range)).row.actual[0] as number;
    const added = await call("addManualAdjustment", {
      category_id: company.category.salaries,
      booked_on: m.start,
      amount_cents: -42_000,
      label: "Prime oubliée",
      comment: "Versée en espèces",
    });
    expect(added.status).toBe(200);
    const adjustment = added.body.adjustment as { id: number; comment_count: number };
    expect(adjustment.comment_count).toBe(1);
    expect((await rowOf(company.category.salaries, range)).row.actual).toEqual([before - 42_000]);
    // The parent row rolls it up, and the cell's details list it.
    const cell = await call("getDashboardTransactions", {
      row_id: String(company.category.costs),
      date: m.start,
    });
    expect(cell.body.adjustments).toEqual([
      expect.objectContaining({ amount_cents: -42_000, label: "Prime oubliée" }),
    ]);
    expect(cell.body.actual_cents).toBe((await rowOf(company.category.costs, range)).row.actual[0]);

    expect(
      (
        await call("addManualAdjustment", {
          category_id: company.category.rent,
          booked_on: m.start,
          amount_cents: 0,
        })
      ).status,
    ).toBe(400);
    const edited = await call("editManualAdjustment", { adjustmentId: adjustment.id, amount_cents: -40_000 });
    expect(edited.body.adjustment).toMatchObject({ amount_cents: -40_000, label: "Prime oubliée" });
    expect((await rowOf(company.category.salaries, range)).row.actual).toEqual([before - 40_000]);
    expect(
      (
        (await callAs(reader, "getManualAdjustments", { from: m.start, to: m.end })).body
          .adjustments as unknown[]
      ).length,
    ).toBe(1);

    const editorComment = await callAs(editor, "updateMAComment", {
      adjustmentId: adjustment.id,
      body: "Vérifié",
    });
    const editorCommentId = (editorComment.body.comment as { id: number }).id;
    let comments = (await call("getMAComments", { adjustmentId: adjustment.id })).body.comments as Array<{
      id: number;
      body: string;
      author: { name: string } | null;
    }>;
    expect(comments.map((comment) => comment.body)).toEqual(["Versée en espèces", "Vérifié"]);
    expect(comments[0]?.author?.name).toBe("Camille Martin");
    const ownerCommentId = comments[0]?.id;
    // A member edits their own comment, not the owner's; the owner may edit any.
    expect(
      (
        await callAs(editor, "updateMAComment", {
          adjustmentId: adjustment.id,
          commentId: ownerCommentId,
          body: "x",
        })
      ).status,
    ).toBe(403);
    expect((await callAs(editor, "deleteMAComment", { commentId: ownerCommentId })).status).toBe(403);
    expect(
      (
        await callAs(editor, "updateMAComment", {
          adjustmentId: adjustment.id,
          commentId: editorCommentId,
          body: "Vérifié deux fois",
        })
      ).status,
    ).toBe(200);
    expect((await call("deleteMAComment", { commentId: editorCommentId })).status).toBe(200);
    comments = (await call("getMAComments", { adjustmentId: adjustment.id })).body
      .comments as typeof comments;
    expect(comments.map((comment) => comment.body)).toEqual(["Versée en espèces"]);

    expect((await call("deleteManualAdjustment", { adjustmentId: adjustment.id })).status).toBe(200);
    expect((await rowOf(company.category.salaries, range)).row.actual).toEqual([before]);
    expect((await call("getMAComments", { adjustmentId: adjustment.id })).status).toBe(404);
  });
});

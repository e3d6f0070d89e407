import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForecastCompany, type ForecastCompany, monthFromNow } from "../../forecast/forecastTestData";
import { callApi } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

/**
 * Payment terms of a series (issue 14): "45 jours fin de mois", "fin de mois le 10" are saved with the series,
 * read back, and a monthly series with a delay pays once every month of the dashboard.
 */

let server: TestServer;
let company: ForecastCompany;
const month = monthFromNow;

const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
  callApi(server, name, { companyId: company.companyId, ...input }, { token: company.owner.token });

beforeAll(async () => {
  server = await startTestServer();
  company = await createForecastCompany(server, { balanceCents: 1_000_000n });
});
afterAll(() => stopTestServer(server));

describe("series payment terms", () => {
  it("saves and reads back 45 jours fin de mois, then fin de mois le 10", async () => {
    const created = await call("create_cfs", {
      cfs: {
        category_id: company.category.rent,
        label: "Loyer",
        amount_cents: -120_000,
        frequency: "monthly",
        start: month(1).start,
        payment_delay_days: 45,
        payment_end_of_month: true,
      },
    });
    expect(created.status).toBe(200);
    const id = (created.body.cfs as { id: number }).id;
    const details = await call("get_cfs_details", { cfsId: id });
    expect(details.body.cfs).toMatchObject({
      payment_delay_days: 45,
      payment_end_of_month: true,
      payment_day_of_month: null,
    });
    const updated = await call("update_cfs", {
      cfsId: id,
      cfs: { payment_delay_days: 0, payment_day_of_month: 10 },
    });
    expect(updated.status).toBe(200);
    expect((await call("get_cfs_details", { cfsId: id })).body.cfs).toMatchObject({
      payment_delay_days: 0,
      payment_end_of_month: true,
      payment_day_of_month: 10,
    });
    expect((await call("delete_cfs", { cfsId: id })).status).toBe(200);
  });

  it("refuses a day of the next month without an end of month, and changes nothing", async () => {
    const refused = await call("create_cfs", {
      cfs: {
        category_id: company.category.rent,
        amount_cents: -1_000,
        frequency: "monthly",
        start: month(1).start,
        payment_day_of_month: 10,
      },
    });
    expect(refused.status).toBe(400);
    const created = await call("create_cfs", {
      cfs: {
        category_id: company.category.rent,
        amount_cents: -1_000,
        frequency: "monthly",
        start: month(1).start,
      },
    });
    const id = (created.body.cfs as { id: number }).id;
    const patched = await call("update_cfs", { cfsId: id, cfs: { payment_day_of_month: 10 } });
    expect(patched.status).toBe(400);
    expect((await call("get_cfs_details", { cfsId: id })).body.cfs).toMatchObject({
      payment_end_of_month: false,
      payment_day_of_month: null,
    });
    expect((await call("delete_cfs", { cfsId: id })).status).toBe(200);
  });

  it("pays a monthly series with a 30-day delay once in every month", async () => {
    const created = await call("create_cfs", {
      cfs: {
        category_id: company.category.salaries,
        label: "Prestataire",
        amount_cents: -100_000,
        frequency: "monthly",
        start: month(1).start,
        payment_delay_days: 30,
      },
    });
    expect(created.status).toBe(200);
    const chart = await call("getDashboardChartData", { from: month(1).start, to: month(12).end });
    expect(chart.status).toBe(200);
    const scenarios = chart.body.scenarios as Array<{ rows: Array<{ id: string; forecast: number[] }> }>;
    const salaries = scenarios[0]?.rows.find((row) => row.id === String(company.category.salaries));
    // Nothing in the first month (paid a month later), then one payment in each month: never 0 then double.
    expect(salaries?.forecast).toEqual([0, ...Array.from({ length: 11 }, () => -100_000)]);
  });
});

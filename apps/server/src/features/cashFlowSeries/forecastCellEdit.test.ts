import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createForecastCompany,
  type ForecastCompany,
  monthFromNow,
  monthlyRentSeries,
} from "../../forecast/forecastTestData";
import { callApi } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

/**
 * editForecastCell (issue 13 §1): a forecast typed in a dashboard cell is one call, planned by the domain
 * and applied in one transaction; the dashboard's own one-off series is known by its origin, not its label.
 */

let server: TestServer;
let company: ForecastCompany;
const month = monthFromNow;

const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>, locale = "fr-FR") =>
  callApi(
    server,
    name,
    { companyId: company.companyId, ...input },
    { token: company.owner.token, headers: { "accept-language": locale } },
  );

interface Series {
  id: number;
  label: string;
  origin: string;
  amount_cents: number | null;
  frequency: string;
  start: string;
  end: string | null;
}

async function seriesOf(categoryId: number): Promise<Series[]> {
  const answer = await call("get_cfs_list", { category_id: categoryId });
  expect(answer.status).toBe(200);
  return answer.body.cfs_list as Series[];
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createForecastCompany(server);
});
afterAll(() => stopTestServer(server));

describe("editForecastCell", () => {
  it("keeps what two users in two locales type in one cell in one series, known by its origin", async () => {
    const cell = { category_id: company.category.salaries, granularity: "month", date: month(1).start };
    const first = await call("editForecastCell", { ...cell, shown_cents: 0, target_cents: -50_000 }, "fr-FR");
    expect(first.body).toEqual({ outcome: "saved" });
    const [typed, ...others] = await seriesOf(company.category.salaries);
    expect(others).toEqual([]);
    expect(typed).toMatchObject({
      label: "Saisie du tableau de bord",
      origin: "dashboard_cell",
      amount_cents: -50_000,
      frequency: "once",
      start: month(1).start,
    });

    const second = await call(
      "editForecastCell",
      { ...cell, shown_cents: -50_000, target_cents: -80_000 },
      "en-GB",
    );
    expect(second.body).toEqual({ outcome: "saved" });
    expect(await seriesOf(company.category.salaries)).toEqual([
      expect.objectContaining({ id: typed?.id, origin: "dashboard_cell", amount_cents: -80_000 }),
    ]);

    const same = await call("editForecastCell", { ...cell, shown_cents: -80_000, target_cents: -80_000 });
    expect(same.body).toEqual({ outcome: "unchanged" });
  });

  it("asks first about a recurring series, then changes it from this period on, all or nothing", async () => {
    const rent = company.category.rent;
    const created = await call("create_cfs", {
      cfs: monthlyRentSeries(rent, month(0).start),
    });
    expect(created.status).toBe(200);
    const rentId = (created.body.cfs as Series).id;
    const cell = { category_id: rent, granularity: "month", date: month(2).start, shown_cents: -120_000 };

    const asked = await call("editForecastCell", { ...cell, target_cents: -100_000 });
    expect(asked.body).toMatchObject({
      outcome: "choice_needed",
      series: { id: rentId, label: "Loyer" },
      occurrence_cents: -120_000,
      delta_cents: 20_000,
    });
    expect(await seriesOf(rent)).toHaveLength(1);

    // The original's end fails after the copy was written: the copy goes too.
    const db = server.services.db;
    await db.execute(
      sql.raw(`create function refuse_end_${rentId}() returns trigger language plpgsql as $$
        begin
          if new.id = ${rentId} and new.end_on is distinct from old.end_on then raise exception 'refused'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_end_${rentId} before update on cash_flow_series
        for each row execute function refuse_end_${rentId}()`),
    );
    try {
      const failed = await call("editForecastCell", { ...cell, target_cents: -100_000, choice: "following" });
      expect(failed.status).toBe(500);
    } finally {
      await db.execute(sql.raw(`drop trigger refuse_end_${rentId} on cash_flow_series`));
      await db.execute(sql.raw(`drop function refuse_end_${rentId}()`));
    }
    expect(await seriesOf(rent)).toEqual([
      expect.objectContaining({ id: rentId, amount_cents: -120_000, end: null }),
    ]);

    const saved = await call("editForecastCell", { ...cell, target_cents: -100_000, choice: "following" });
    expect(saved.body).toEqual({ outcome: "saved" });
    const [original, copy, ...others] = await seriesOf(rent);
    expect(others).toEqual([]);
    expect(original).toMatchObject({ id: rentId, amount_cents: -120_000, end: shiftDay(month(2).start, -1) });
    expect(copy).toMatchObject({
      label: "Loyer",
      origin: "user",
      amount_cents: -100_000,
      frequency: "monthly",
      start: month(2).start,
      end: null,
    });

    // "This period only" leaves the series alone and keeps the difference as the cell's one-off.
    const nextCell = { ...cell, date: month(3).start, shown_cents: -100_000 };
    const once = await call("editForecastCell", { ...nextCell, target_cents: -90_000, choice: "thisPeriod" });
    expect(once.body).toEqual({ outcome: "saved" });
    expect(await seriesOf(rent)).toEqual([
      expect.objectContaining({ id: rentId }),
      expect.objectContaining({ id: copy?.id, amount_cents: -100_000 }),
      expect.objectContaining({ origin: "dashboard_cell", amount_cents: 10_000, start: month(3).start }),
    ]);
  });

  it("refuses another company's category", async () => {
    const answer = await call("editForecastCell", {
      category_id: 2_000_000_000,
      granularity: "month",
      date: month(1).start,
      shown_cents: 0,
      target_cents: 100,
    });
    expect(answer.status).toBe(400);
  });
});

/** `date` moved by `days` days. */
function shiftDay(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

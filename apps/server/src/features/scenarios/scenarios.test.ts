import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { backups } from "../../db/tables/forecast";
import {
  createForecastCompany,
  type ForecastCompany,
  monthlyRentSeries,
} from "../../forecast/forecastTestData";
import { addTestMember, callApi, createTestCompany, createTestUser } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

let server: TestServer;
let company: ForecastCompany;

beforeAll(async () => {
  server = await startTestServer();
  company = await createForecastCompany(server);
  // Past its trial and without a subscription: the fallback plan's limits apply (issue 20).
  await server.services.db
    .update(companies)
    .set({ isTrial: false })
    .where(eq(companies.id, company.companyId));
});
afterAll(() => stopTestServer(server));

const as = () => ({ token: company.owner.token });
const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
  callApi(server, name, { companyId: company.companyId, ...input }, as());

type Series = { id: number; label: string; amount_cents: number | null; category_id: number };
const labelsOf = (body: Record<string, unknown>) =>
  (body.cfs_list as Series[]).map((series) => `${series.label}:${series.amount_cents}`).sort();

describe("scenarios and events", () => {
  it("gives every company a base scenario and applies the fallback plan's one extra scenario", async () => {
    const first = await call("getScenarios", {});
    expect(first.status).toBe(200);
    expect(first.body.max_scenarios).toBe(1);
    const scenarios = first.body.scenarios as Array<{ is_base: boolean; name: string }>;
    expect(scenarios).toHaveLength(1);
    expect(scenarios[0]?.is_base).toBe(true);

    const created = await call("createScenario", { scenario: { name: "Embauche", color: "#ff8800" } });
    expect(created.status).toBe(200);
    expect(created.body.scenario).toMatchObject({
      name: "Embauche",
      is_base: false,
      color: "#ff8800",
      events: [],
    });

    const refused = await call("createScenario", { scenario: { name: "Deuxième" } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: "scenario_limit",
      message: "Votre offre ne permet pas de créer d'autre scénario.",
    });
    const base = scenarios[0] as unknown as { id: number };
    const baseDelete = await call("deleteScenario", { scenarioId: base.id });
    expect(baseDelete.body).toMatchObject({ error: "base_scenario_locked", status_code: 400 });
    expect(((await call("getScenarios", {})).body.scenarios as unknown[]).length).toBe(2);
  });

  it("stores changes outside the base as events, which groups switch on and off", async () => {
    const scenario = (
      (await call("getScenarios", {})).body.scenarios as Array<{ id: number; is_base: boolean }>
    ).find((one) => !one.is_base) as { id: number };
    const rent = await call("create_cfs", {
      cfs: monthlyRentSeries(company.category.rent, "2026-01-01"),
    });
    expect(rent.status).toBe(200);
    expect(rent.body.event_id).toBeNull();
    const rentId = (rent.body.cfs as Series).id;
    const phone = await call("create_cfs", {
      cfs: {
        category_id: company.category.rent,
        label: "Téléphone",
        amount_cents: -4_000,
        frequency: "monthly",
        start: "2026-01-01",
      },
    });
    const phoneId = (phone.body.cfs as Series).id;

    const hire = await call("create_cfs", {
      scenarioId: scenario.id,
      group_id: "embauche",
      cfs: {
        category_id: company.category.salaries,
        label: "Salaire dev",
        amount_cents: -350_000,
        frequency: "monthly",
        start: "2026-03-01",
      },
    });
    expect(hire.status).toBe(200);
    expect(hire.body.event_id).toEqual(expect.any(Number));
    // A series the scenario added is regrouped through its add event.
    const hireId = (hire.body.cfs as Series).id;
    const regrouped = await call("update_cfs", {
      cfsId: hireId,
      scenarioId: scenario.id,
      group_id: "recrutement",
      cfs: { label: "Salaire dev" },
    });
    expect(regrouped.body.event_id).toBe(hire.body.event_id);
    const afterRegroup = (await call("getScenarios", {})).body.scenarios as Array<{
      id: number;
      events: Array<{ id: number; group_id: string | null }>;
    }>;
    const hireEvent = afterRegroup
      .find((one) => one.id === scenario.id)
      ?.events.find((event) => event.id === hire.body.event_id);
    expect(hireEvent?.group_id).toBe("recrutement");
    await call("update_cfs", { cfsId: hireId, scenarioId: scenario.id, group_id: "embauche", cfs: {} });
    const bigger = await call("update_cfs", {
      cfsId: rentId,
      scenarioId: scenario.id,
      group_id: "embauche",
      cfs: { amount_cents: -150_000 },
    });
    expect(bigger.body.cfs).toMatchObject({ amount_cents: -150_000, label: "Loyer" });
    const removed = await call("delete_cfs", { cfsId: phoneId, scenarioId: scenario.id });
    expect(removed.body.event_id).toEqual(expect.any(Number));

    expect(labelsOf((await call("get_cfs_list", {})).body)).toEqual(["Loyer:-120000", "Téléphone:-4000"]);
    expect(labelsOf((await call("get_cfs_list", { scenarioId: scenario.id })).body)).toEqual([
      "Loyer:-150000",
      "Salaire dev:-350000",
    ]);

    // A change to the base shows in every scenario: renaming the rent keeps the scenario's amount.
    await call("update_cfs", { cfsId: rentId, cfs: { label: "Loyer bureaux" } });
    expect(labelsOf((await call("get_cfs_list", { scenarioId: scenario.id })).body)).toEqual([
      "Loyer bureaux:-150000",
      "Salaire dev:-350000",
    ]);

    // Switching the group off leaves only the ungrouped removal.
    await call("updateScenario", { scenarioId: scenario.id, disabled_group_ids: ["embauche"] });
    expect(labelsOf((await call("get_cfs_list", { scenarioId: scenario.id })).body)).toEqual([
      "Loyer bureaux:-120000",
    ]);

    // Taking the rent change out of its group clears its group_id, so it applies again.
    const events = (await call("getScenarios", {})).body.scenarios as Array<{
      id: number;
      events: Array<{ id: number; kind: string; group_id: string | null; cfs_id: number }>;
    }>;
    const change = events
      .find((one) => one.id === scenario.id)
      ?.events.find((event) => event.kind === "change");
    expect(change?.group_id).toBe("embauche");
    const ungrouped = await call("updateEvent", { eventId: change?.id, group_id: null });
    expect(ungrouped.status).toBe(200);
    expect(ungrouped.body.event).toMatchObject({ group_id: null, kind: "change" });
    expect(labelsOf((await call("get_cfs_list", { scenarioId: scenario.id })).body)).toEqual([
      "Loyer bureaux:-150000",
    ]);

    // Grouping several at once, then deleting them: the series the add event created goes with it.
    const all = events.find((one) => one.id === scenario.id)?.events ?? [];
    const grouped = await call("updateMultipleEvents", {
      events: all.map((event) => ({ id: event.id, group_id: "plan-b" })),
    });
    expect((grouped.body.events as Array<{ group_id: string }>).map((event) => event.group_id)).toEqual(
      all.map(() => "plan-b"),
    );
    const add = all.find((event) => event.kind === "add");
    expect((await call("deleteMultipleEvents", { eventIds: all.map((event) => event.id) })).status).toBe(200);
    expect((await call("get_cfs_details", { cfsId: add?.cfs_id })).status).toBe(404);
    expect(labelsOf((await call("get_cfs_list", { scenarioId: scenario.id })).body)).toEqual([
      "Loyer bureaux:-120000",
      "Téléphone:-4000",
    ]);
  });

  it("copies a scenario's events into a new scenario when the plan allows it", async () => {
    const firm = await createTestUser(server);
    const firmId = await createTestCompany(server, firm.id, { isCpa: true });
    const client = await createForecastCompany(server, { parentId: firmId });
    const clientCall = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
      callApi(server, name, { companyId: client.companyId, ...input }, { token: client.owner.token });
    expect((await clientCall("getScenarios", {})).body.max_scenarios).toBeNull();
    const first = (await clientCall("createScenario", { scenario: { name: "A" } })).body.scenario as {
      id: number;
    };
    await clientCall("create_cfs", {
      scenarioId: first.id,
      cfs: {
        category_id: client.category.sales,
        label: "Contrat",
        amount_cents: 500_000,
        frequency: "once",
        start: "2026-06-15",
      },
    });
    const copy = await clientCall("createScenario", { scenario: { name: "B", copy_from: first.id } });
    const events = (copy.body.scenario as { events: Array<{ kind: string; cash_flow_series: Series }> })
      .events;
    expect(events).toHaveLength(1);
    expect(events[0]?.cash_flow_series).toMatchObject({ label: "Contrat", amount_cents: 500_000 });
    // A backup taken of the scenario outlives it, without its scenario (the link is emptied by the delete).
    const [backup] = await server.services.db
      .insert(backups)
      .values({ companyId: client.companyId, scenarioId: first.id, name: "Avant A" })
      .returning({ id: backups.id });
    expect((await clientCall("deleteScenario", { scenarioId: first.id })).status).toBe(200);
    expect(
      await server.services.db
        .select({ scenarioId: backups.scenarioId })
        .from(backups)
        .where(and(eq(backups.companyId, client.companyId), eq(backups.id, backup?.id as number))),
    ).toEqual([{ scenarioId: null }]);
    expect(
      labelsOf(
        (await clientCall("get_cfs_list", { scenarioId: (copy.body.scenario as { id: number }).id })).body,
      ),
    ).toEqual(["Contrat:500000"]);
  });

  it("keeps readers from writing and companies apart", async () => {
    const reader = await createTestUser(server);
    await addTestMember(server, company.companyId, reader.id, { view_forecast: true });
    const asReader = { token: reader.token };
    expect((await callApi(server, "getScenarios", { companyId: company.companyId }, asReader)).status).toBe(
      200,
    );
    const write = await callApi(
      server,
      "createScenario",
      { companyId: company.companyId, scenario: { name: "Non" } },
      asReader,
    );
    expect(write.status).toBe(403);

    const other = await createForecastCompany(server);
    const otherSeries = await callApi(
      server,
      "create_cfs",
      {
        companyId: other.companyId,
        cfs: { category_id: other.category.rent, amount_cents: -1, frequency: "once", start: "2026-01-01" },
      },
      { token: other.owner.token },
    );
    const otherId = (otherSeries.body.cfs as Series).id;
    // Another company's series and category are unknown here.
    expect((await call("update_cfs", { cfsId: otherId, cfs: { label: "volé" } })).status).toBe(404);
    expect((await call("get_cfs_description", { cfsId: otherId })).status).toBe(404);
    const foreignCategory = await call("create_cfs", {
      cfs: { category_id: other.category.rent, amount_cents: -1, frequency: "once", start: "2026-01-01" },
    });
    expect(foreignCategory.body).toMatchObject({ error: "unknown_category", status_code: 400 });
  });
});

describe("cash-flow series", () => {
  it("validates series, keeps descriptions and lists occurrences", async () => {
    // A one-cent rent series made invalid by what is added to it.
    const rentWith = (cfs: Record<string, unknown>) =>
      call("create_cfs", { cfs: { category_id: company.category.rent, amount_cents: -1, ...cfs } });
    const bad = await rentWith({ formula: "1", frequency: "once", start: "2026-01-01" });
    expect(bad.status).toBe(400);
    const endBeforeStart = await rentWith({ frequency: "monthly", start: "2026-05-01", end: "2026-01-01" });
    expect(endBeforeStart.status).toBe(400);

    const created = await call("create_cfs", {
      cfs: {
        category_id: company.category.salesFrance,
        label: "Abonnements",
        amount_cents: 100_000,
        frequency: "quarterly",
        start: "2026-01-31",
        count: 3,
        vat_rate_bp: 2000,
        payment_delay_days: 30,
      },
    });
    const id = (created.body.cfs as Series).id;
    const details = await call("get_cfs_details", { cfsId: id, from: "2026-01-01", to: "2027-12-31" });
    // 1 000 € + 20 % VAT, due 31 Jan, 30 Apr (clamped from the 31st), 31 Jul; "30 jours" on a calendar
    // series is one (commercial) month later on the anchor's day: once a period, never two in one month.
    expect(details.body.occurrences).toEqual([
      { accrual_date: "2026-01-31", date: "2026-02-28", cents: 120_000 },
      { accrual_date: "2026-04-30", date: "2026-05-31", cents: 120_000 },
      { accrual_date: "2026-07-31", date: "2026-08-31", cents: 120_000 },
    ]);
    expect(
      (await call("update_cfs_description", { cfsId: id, description: "Clients <b>grands comptes</b>" }))
        .status,
    ).toBe(200);
    expect((await call("get_cfs_description", { cfsId: id })).body).toEqual({
      description: "Clients <b>grands comptes</b>",
    });
    expect((await call("update_cfs_displayed", { cfsId: id, displayed: false })).status).toBe(200);
    const listed = (await call("get_cfs_list", { category_id: company.category.salesFrance })).body
      .cfs_list as Array<{
      displayed: boolean;
    }>;
    expect(listed).toEqual([
      expect.objectContaining({ displayed: false, description: "Clients <b>grands comptes</b>" }),
    ]);
  });

  it("stores formulas with category ids, shows them with names, and previews them", async () => {
    const created = await call("create_cfs", {
      cfs: {
        category_id: company.category.salaries,
        label: "Commissions",
        formula: "[Ventes] * -0.1",
        frequency: "monthly",
        start: "2026-01-01",
      },
    });
    expect(created.status).toBe(200);
    expect((created.body.cfs as { formula: string }).formula).toBe("[Ventes] * -0.1");

    const broken = await call("create_cfs", {
      cfs: {
        category_id: company.category.salaries,
        formula: "[Ventes] * (2",
        frequency: "monthly",
        start: "2026-01-01",
      },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe("formula_syntax");
    expect(broken.body.message).toContain("Parenthèse fermante");

    const preview = await call("previewFormula", {
      category_id: company.category.salaries,
      formula: "1500 + 0.005",
    });
    expect(preview.status).toBe(200);
    const values = preview.body.values as Array<{ cents: number | null }>;
    expect(values).toHaveLength(12);
    expect(values.every((value) => value.cents === 150_001)).toBe(true);
    const digitsOnly = await call("previewFormula", {
      category_id: company.category.salaries,
      formula: "1500",
    });
    expect((digitsOnly.body.values as Array<{ cents: number }>)[0]?.cents).toBe(150_000);

    const unknownName = await call("previewFormula", {
      category_id: company.category.salaries,
      formula: "[Inconnue] + 1",
    });
    expect(unknownName.status).toBe(200);
    expect(unknownName.body.error).toMatchObject({ code: "unknownCategoryName", position: 0 });
    expect((unknownName.body.error as { message: string }).message).toContain("Inconnue");
    const byZero = await call("previewFormula", { category_id: company.category.salaries, formula: "1 / 0" });
    expect((byZero.body.values as Array<{ error: string | null }>)[0]?.error).toBe("divisionByZero");
  });
});

import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, categories, transactions } from "../../db/schema";
import { callApi } from "../../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../../testing/testServer";
import { DEMO_PASSWORD } from "./seedDemoData";

// Always on a fresh embedded database: the seed only runs on an empty one, and on PostgreSQL the test
// files share a database that already has users.
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ databaseUrl: undefined, seedDemo: true });
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

describe("demo data", () => {
  it("creates the demo SME with 3 accounts, 24 months of categorised transactions and its category tree", async () => {
    expect(server.demoCredentials?.map((credential) => credential.email)).toEqual([
      "demo@trezo.fr",
      "collaborateur@trezo.fr",
      "cabinet@trezo.fr",
    ]);
    const signIn = await callApi(server, "signIn", { username: "demo@trezo.fr", password: DEMO_PASSWORD });
    const token = signIn.body.token as string;
    const managed = await callApi(server, "getManagedCompanies", {}, { token });
    const [sme] = managed.body.companies as Array<{ id: number; name: string }>;
    expect(sme?.name).toBe("Atelier Durand Menuiserie SARL");
    const companyId = sme?.id ?? 0;
    expect((await callApi(server, "getCompanyInfos", { companyId }, { token })).body).toMatchObject({
      is_demo: true,
      invoices_allowed: true,
    });

    const { db } = server.services;
    expect(await db.select().from(bankAccounts).where(eq(bankAccounts.companyId, companyId))).toHaveLength(3);
    const [categoryCount] = await db
      .select({ value: count() })
      .from(categories)
      .where(eq(categories.companyId, companyId));
    expect(categoryCount?.value).toBeGreaterThan(10);
    const lines = await db.select().from(transactions).where(eq(transactions.companyId, companyId));
    const months = new Set(lines.map((line) => line.bookedOn.slice(0, 7)));
    expect(months.size).toBe(24);
    expect(lines.length).toBeGreaterThan(24 * 30);
    const categorised = lines.filter((line) => line.categoryId !== null).length;
    expect(categorised / lines.length).toBeGreaterThan(0.8);
    expect(categorised).toBeLessThan(lines.length);
  });

  it("creates the accounting firm with 3 client companies its owner can open", async () => {
    const signIn = await callApi(server, "signIn", { username: "cabinet@trezo.fr", password: DEMO_PASSWORD });
    const managed = await callApi(server, "getManagedCompanies", {}, { token: signIn.body.token as string });
    const list = managed.body.companies as Array<{ name: string; is_cpa: boolean; parent_id: number | null }>;
    const firm = list.find((company) => company.is_cpa);
    expect(firm).toBeDefined();
    expect(
      list
        .filter((company) => company.parent_id !== null)
        .map((company) => company.name)
        .sort(),
    ).toEqual(["Boulangerie Martin", "Garage des Alpes", "Studio Graphique Nova"]);
  });

  it("gives the SME a forecast worth showing: series, a second scenario, a threshold crossed, a backup", async () => {
    const signIn = await callApi(server, "signIn", { username: "demo@trezo.fr", password: DEMO_PASSWORD });
    const token = signIn.body.token as string;
    const managed = await callApi(server, "getManagedCompanies", {}, { token });
    const companyId = (managed.body.companies as Array<{ id: number }>)[0]?.id ?? 0;
    const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown> = {}) =>
      callApi(server, name, { companyId, ...input }, { token });

    const series = (await call("get_cfs_list", {})).body.cfs_list as Array<{
      label: string;
      frequency: string;
      growth_rate_bp: number | null;
      payment_end_of_month: boolean;
    }>;
    const labels = series.map((one) => one.label);
    for (const label of ["Salaires", "Loyer de l'atelier", "Prêt professionnel", "Ventes France"]) {
      expect(labels).toContain(label);
    }
    expect(labels.some((label) => label.startsWith("Abonnements"))).toBe(true);
    expect(series.find((one) => one.label === "Ventes France")).toMatchObject({
      growth_rate_bp: 800,
      payment_end_of_month: true,
    });

    const scenarios = (await call("getScenarios")).body.scenarios as Array<{ id: number; is_base: boolean }>;
    expect(scenarios).toHaveLength(2);
    const base = scenarios.find((one) => one.is_base);
    const other = scenarios.find((one) => !one.is_base);
    const chart = await call("getDashboardChartData", { scenarioIds: [base?.id, other?.id] });
    expect(chart.status).toBe(200);
    const data = chart.body as {
      current_period_index: number;
      threshold_cents: number | null;
      backup_id: number | null;
      scenarios: Array<{
        totals: { end: number[]; variation: number[] };
        threshold_period_keys: string[];
        rows: Array<{ expected: number[] | null }>;
      }>;
    };
    const [baseData, otherData] = data.scenarios;
    const future = (values: number[] | undefined) => (values ?? []).slice(data.current_period_index + 1);
    // The future is not flat: the months' variations and balances differ.
    expect(new Set(future(baseData?.totals.variation)).size).toBeGreaterThan(3);
    expect(new Set(future(baseData?.totals.end)).size).toBeGreaterThan(3);
    // The second scenario (a hire and a lost customer) ends lower than the base.
    expect(future(otherData?.totals.end)).not.toEqual(future(baseData?.totals.end));
    expect(future(otherData?.totals.end).at(-1) ?? 0).toBeLessThan(future(baseData?.totals.end).at(-1) ?? 0);
    // A threshold the forecast crosses.
    expect(data.threshold_cents).not.toBeNull();
    expect(baseData?.threshold_period_keys.length).toBeGreaterThan(0);
    // An active backup to compare with, which differs from today's forecast (the machine bought since).
    expect(data.backup_id).not.toBeNull();
    const backups = (await call("getBackupList")).body.backups as Array<{ status: string }>;
    expect(backups.map((backup) => backup.status)).toContain("active");
    expect(baseData?.rows.some((row) => row.expected !== null)).toBe(true);

    // Rules that filed the history, suggestions waiting, an adjustment with its comment.
    const { db } = server.services;
    const byRule = await db
      .select({ value: count() })
      .from(transactions)
      .where(and(eq(transactions.companyId, companyId), eq(transactions.categorySource, "rule")));
    expect(byRule[0]?.value).toBeGreaterThan(24);
    expect(((await call("listSubCategoryRules")).body.rules as unknown[]).length).toBeGreaterThanOrEqual(4);
    const suggestions = await call("getSuggestionsList");
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.enabled).toBe(true);
    expect((suggestions.body.suggestions as unknown[]).length).toBeGreaterThan(0);
    const adjustments = (await call("getManualAdjustments")).body.adjustments as Array<{
      comment_count: number;
    }>;
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]?.comment_count).toBe(1);
  });

  it("gives each client of the firm its own forecast", async () => {
    const signIn = await callApi(server, "signIn", { username: "cabinet@trezo.fr", password: DEMO_PASSWORD });
    const token = signIn.body.token as string;
    const managed = await callApi(server, "getManagedCompanies", {}, { token });
    const clients = (managed.body.companies as Array<{ id: number; parent_id: number | null }>).filter(
      (company) => company.parent_id !== null,
    );
    const ends: string[] = [];
    for (const client of clients) {
      const chart = await callApi(server, "getDashboardChartData", { companyId: client.id }, { token });
      expect(chart.status).toBe(200);
      const data = chart.body as {
        current_period_index: number;
        scenarios: Array<{ totals: { variation: number[] } }>;
      };
      const future = data.scenarios[0]?.totals.variation.slice(data.current_period_index + 1) ?? [];
      expect(future.some((value) => value !== 0)).toBe(true);
      ends.push(JSON.stringify(future));
    }
    expect(new Set(ends).size).toBe(3);
  });

  it("does nothing at the next start on the same data", async () => {
    const { seedDemoData } = await import("./seedDemoData");
    expect(await seedDemoData(server.services.db)).toBeNull();
  });
});

import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, categories, transactions } from "../../db/schema";
import { callApi } from "../../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../../testing/testServer";
import { DEMO_PASSWORD } from "./seedDemoData";

// Always on a fresh embedded database: the seed only runs on an empty one, and on PostgreSQL the test
// files share a database that already has users.
let server: Awaited<ReturnType<typeof startTestServer>>;
// The whole demo (two companies' histories, forecasts, invoices, the firm's clients) is seeded here: on a
// loaded 2-core machine that passes the 60 s hook default, so this one set-up gets 3 minutes.
beforeAll(async () => {
  server = await startTestServer({ databaseUrl: undefined, seedDemo: true });
}, 180_000);
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

/** Signs in as a demo account: its token and the companies it manages (getManagedCompanies). */
async function signInDemo(username: "demo@trezo.fr" | "cabinet@trezo.fr") {
  const signIn = await callApi(server, "signIn", { username, password: DEMO_PASSWORD });
  const token = signIn.body.token as string;
  const managed = await callApi(server, "getManagedCompanies", {}, { token });
  return { token, companies: managed.body.companies };
}

/** The demo SME's id, and a caller of the API as its owner, on the SME. */
async function callAsDemoSme() {
  const { token, companies } = await signInDemo("demo@trezo.fr");
  const companyId = (companies as Array<{ id: number }>)[0]?.id ?? 0;
  const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown> = {}) =>
    callApi(server, name, { companyId, ...input }, { token });
  return { companyId, call };
}

describe("demo data", () => {
  it("creates the demo SME with 3 accounts and a USD one, 24 months of categorised transactions and its category tree", async () => {
    expect(server.demoCredentials?.map((credential) => credential.email)).toEqual([
      "demo@trezo.fr",
      "collaborateur@trezo.fr",
      "cabinet@trezo.fr",
    ]);
    const { token, companies } = await signInDemo("demo@trezo.fr");
    const [sme] = companies as Array<{ id: number; name: string }>;
    expect(sme?.name).toBe("Atelier Durand Menuiserie SARL");
    const companyId = sme?.id ?? 0;
    expect((await callApi(server, "getCompanyInfos", { companyId }, { token })).body).toMatchObject({
      is_demo: true,
      invoices_allowed: true,
    });

    const { db } = server.services;
    const accounts = await db.select().from(bankAccounts).where(eq(bankAccounts.companyId, companyId));
    expect(accounts.map((account) => account.currency).sort()).toEqual(["EUR", "EUR", "EUR", "USD"]);
    // The USD account is converted on the dashboard with the demo's short rate history (no missing rate).
    const chart = await callApi(server, "getDashboardChartData", { companyId }, { token });
    expect(chart.status).toBe(200);
    const [categoryCount] = await db
      .select({ value: count() })
      .from(categories)
      .where(eq(categories.companyId, companyId));
    expect(categoryCount?.value).toBeGreaterThan(10);
    const lines = await db.select().from(transactions).where(eq(transactions.companyId, companyId));
    const euroLines = lines.filter((line) => line.currency === "EUR");
    expect(lines.filter((line) => line.currency === "USD")).toHaveLength(5);
    const months = new Set(euroLines.map((line) => line.bookedOn.slice(0, 7)));
    expect(months.size).toBe(24);
    expect(lines.length).toBeGreaterThan(24 * 30);
    const categorised = lines.filter((line) => line.categoryId !== null).length;
    expect(categorised / lines.length).toBeGreaterThan(0.8);
    expect(categorised).toBeLessThan(lines.length);
  });

  it("creates the accounting firm with 3 client companies its owner can open", async () => {
    const { companies } = await signInDemo("cabinet@trezo.fr");
    const list = companies as Array<{ name: string; is_cpa: boolean; parent_id: number | null }>;
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
    const { companyId, call } = await callAsDemoSme();

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

  it("gives the SME invoices in every ageing bucket, paid ones matched to its transfers, a credit note and checks", async () => {
    const { call } = await callAsDemoSme();

    const details = (await call("getInvoicesDetails")).body as {
      customer: { count: number; late_cents: number; ageing: Record<string, number> };
      supplier: { count: number; left_cents: number };
    };
    for (const bucket of ["not_due", "days_1_30", "days_31_60", "days_61_90", "over_90"]) {
      expect(details.customer.ageing[bucket], bucket).toBeGreaterThan(0);
    }
    expect(details.supplier.left_cents).toBeLessThan(0);
    const paid = (await call("listInvoices", { filters: { status: ["paid"] } })).body.invoices as Array<{
      id: number;
      left_cents: number;
    }>;
    expect(paid.length).toBe(6);
    expect(paid.every((invoice) => invoice.left_cents === 0)).toBe(true);
    const matched = (await call("getInvoice", { invoiceId: paid[0]?.id })).body.invoice as {
      matches: Array<{ transaction_label: string }>;
    };
    expect(matched.matches[0]?.transaction_label).toMatch(/^VIR SEPA .* FACT F\d{4}-\d+$/);
    const open = (await call("listInvoices", { filters: { status: ["open"] }, limit: 100 })).body
      .invoices as Array<{
      number: string;
      amount_incl_tax_cents: number;
      id: number;
    }>;
    expect(open.find((invoice) => invoice.number === "AV2026-0012")?.amount_incl_tax_cents).toBe(-72_000);
    const split = open.find((invoice) => invoice.number === "F2026-3106");
    const ets = (await call("getETSByInvoiceId", { invoiceId: split?.id })).body.ets as Array<{
      amount_cents: number;
    }>;
    expect(ets).toHaveLength(3);
    expect(ets.reduce((sum, one) => sum + one.amount_cents, 0)).toBe(split?.amount_incl_tax_cents);
    const checks = (await call("getBankChecksDetails")).body as {
      issued: { count: number; pending_cents: number };
      received: { count: number; pending_cents: number };
    };
    expect([checks.received.count, checks.issued.count]).toEqual([2, 2]);
    expect(checks.received.pending_cents).toBe(281_000);
  });

  it("gives each client of the firm its own forecast", async () => {
    const { token, companies } = await signInDemo("cabinet@trezo.fr");
    const clients = (companies as Array<{ id: number; parent_id: number | null }>).filter(
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

  it("shows the firm a console with figures and alerts to act on", async () => {
    const { token, companies } = await signInDemo("cabinet@trezo.fr");
    const firm = (companies as Array<{ id: number; is_cpa: boolean }>).find((one) => one.is_cpa);
    const portfolio = await callApi(server, "getPortfolio", { companyId: firm?.id }, { token });
    expect(portfolio.status).toBe(200);
    const clients = portfolio.body.clients as Array<{
      name: string;
      isTrial: boolean;
      alerts: string[];
      figures: { cashTodayCents: number; firstMonthBelowThreshold: string | null } | null;
    }>;
    expect(clients).toHaveLength(3);
    expect(clients.every((client) => client.figures !== null && client.figures.cashTodayCents !== 0)).toBe(
      true,
    );
    expect(clients.find((client) => client.name === "Garage des Alpes")?.alerts).toContain("staleBanks");
    expect(clients.find((client) => client.name === "Studio Graphique Nova")?.isTrial).toBe(true);
    expect(clients.some((client) => client.figures?.firstMonthBelowThreshold)).toBe(true);
  });

  it("does nothing at the next start on the same data", async () => {
    const { seedDemoData } = await import("./seedDemoData");
    expect(await seedDemoData(server.services.db)).toBeNull();
  });
});

import { count, eq } from "drizzle-orm";
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

  it("does nothing at the next start on the same data", async () => {
    const { seedDemoData } = await import("./seedDemoData");
    expect(await seedDemoData(server.services.db)).toBeNull();
  });
});

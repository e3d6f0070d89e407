import { PAYWALL_ERROR_CODES } from "@trezo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { setAnalyticsAllowed } from "../../testing";
import { callApi, createTestCompany, createTestUser, type TestUser } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { okBody } from "../banking/bankingTestScene";

/**
 * The feature paywalls of spec 000 §6 refused by the server calls they guard: a company past its trial
 * without a subscription is on the fallback plan (1 user, 1 bank, 1 scenario, 0 integrations, two
 * category levels, no Excel export, no actual vs expected, no permission groups, no analytics). Each
 * refusal is a 403 with the paywall's code and a localised message, and changes nothing; an
 * administrator's bypass lifts them.
 */

let server: TestServer;
let owner: TestUser;
let admin: TestUser;
let companyId: number;

const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown> = {}, who = owner) =>
  callApi(
    server,
    name,
    { companyId, ...input },
    { token: who.token, headers: { "accept-language": "fr-FR" } },
  );

async function expectPaywall(
  response: Awaited<ReturnType<typeof callApi>>,
  code: string,
  message: string,
): Promise<void> {
  expect(response.status).toBe(403);
  expect(response.body).toMatchObject({ error: code });
  expect(String(response.body.message)).toContain(message);
}

type Node = { id: number; name: string; children?: Node[] };
const treeNames = async () => {
  const tree = okBody<{ categories: Node[] }>(await call("getCategoryTree"));
  const names: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      names.push(node.name);
      walk(node.children ?? []);
    }
  };
  walk(tree.categories);
  return names;
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await createTestUser(server);
  admin = await createTestUser(server, { role: "SuperAdmin" });
  companyId = await createTestCompany(server, owner.id);
  // Past its trial, no subscription: the fallback plan's limits apply.
  await server.services.db.update(companies).set({ isTrial: false }).where(eq(companies.id, companyId));
});
afterAll(() => stopTestServer(server));

describe("feature paywalls on the fallback plan", () => {
  it("applies the fallback plan's limits", async () => {
    expect(okBody(await call("getCurrentBasePlan"))).toMatchObject({
      current_base_plan: "fallback",
      limits_apply: true,
      features: { excel: false, actual_vs_expected: false, permission_groups: false, analytics: false },
    });
  });

  it("refuses the Excel export of the dashboard (paywall_excel)", async () => {
    await expectPaywall(
      await call("exportDashboardXLSX", {}),
      PAYWALL_ERROR_CODES.excel,
      "Votre offre ne comprend pas l'export Excel",
    );
  });

  it("refuses actual vs expected against a backup, and shows the table without one", async () => {
    await expectPaywall(
      await call("getDashboardChartData", { backupId: 1 }),
      PAYWALL_ERROR_CODES.actualVsExpected,
      "réel contre prévu",
    );
    const table = okBody<{ backup_id: number | null }>(await call("getDashboardChartData", {}));
    expect(table.backup_id).toBeNull();
  });

  it("refuses a third category level on add and on move, changing nothing", async () => {
    const top = okBody<{ category: { id: number } }>(
      await call("addNewCategory", { name: "Ventes paywall", direction: "income" }),
    ).category;
    const child = okBody<{ category: { id: number } }>(
      await call("addNewCategory", { name: "Ventes boutique", parentId: top.id }),
    ).category;
    const before = await treeNames();
    await expectPaywall(
      await call("addNewCategory", { name: "Ventes vitrine", parentId: child.id }),
      PAYWALL_ERROR_CODES.categoryLevel,
      "niveaux de catégorie",
    );
    const other = okBody<{ category: { id: number } }>(
      await call("addNewCategory", { name: "Services paywall", direction: "income" }),
    ).category;
    okBody(await call("addNewCategory", { name: "Conseil", parentId: other.id }));
    // Under a top-level category, the moved branch (two levels) would reach the third level.
    await expectPaywall(
      await call("moveCategory", { categoryId: other.id, parentId: top.id }),
      PAYWALL_ERROR_CODES.categoryLevel,
      "niveaux de catégorie",
    );
    // Still at the top level, and the refused category was never added.
    const after = okBody<{ categories: Node[] }>(await call("getCategoryTree"));
    expect(after.categories.some((node) => node.id === other.id)).toBe(true);
    expect((await treeNames()).sort()).toEqual([...before, "Services paywall", "Conseil"].sort());
  });

  it("refuses permission groups (paywall_permission_groups), changing nothing", async () => {
    await expectPaywall(
      await call("createPermissionGroup", { name: "Comptables", permissions: {} }),
      PAYWALL_ERROR_CODES.permissionGroups,
      "groupes de permissions",
    );
    await expectPaywall(
      await call("assignPermissionGroup", { userId: owner.id, groupId: 1 }),
      PAYWALL_ERROR_CODES.permissionGroups,
      "groupes de permissions",
    );
    expect(okBody<{ groups: unknown[] }>(await call("getPermissionGroups")).groups).toEqual([]);
  });

  it("refuses analytics even with the module on (paywall_analytics)", async () => {
    await setAnalyticsAllowed(server, companyId, true);
    await expectPaywall(await call("getReports"), PAYWALL_ERROR_CODES.analytics, "l'analyse");
  });

  it("refuses a second user above the fallback's maximum, changing nothing", async () => {
    const refused = await call("addUser", { email: "second.paywall@example.com", permissions: {} });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: "plan_max_reached" });
    expect(okBody<{ current_users: number }>(await call("getCurrentBasePlan")).current_users).toBe(1);
  });

  it("lifts every feature paywall with an administrator's bypass", async () => {
    okBody(await call("setBypass", { bypass: true }, admin));
    okBody(await call("createPermissionGroup", { name: "Comptables", permissions: {} }));
    expect(okBody(await call("getReports"))).toBeDefined();
    const started = await call("exportDashboardXLSX", {});
    expect(started.status).toBe(200);
  });
});

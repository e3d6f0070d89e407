import type { CallName } from "@trezo/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  isAccessDenial,
  type TestUser,
} from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

/**
 * Authorization of the forecast and dashboard calls (issue 8), in the style of the lead's matrix
 * (src/http/authorizationMatrix.test.ts, not committed when this was written): each call as each role,
 * allow or deny. A denial is a 401/403 from the access layer; any other answer (a 404 for an unknown id,
 * a 400 business error) means the call got through. Reading needs basic_info, view_forecast or
 * edit_forecast; changing needs edit_forecast (spec 000 §6).
 */
const ROLES = [
  "anonymous",
  "otherCompanyUser",
  "memberWithoutPermission",
  "memberBasicInfo",
  "memberViewForecast",
  "memberEditForecast",
  "owner",
  "parentFirmUser",
  "superAdmin",
] as const;
type Role = (typeof ROLES)[number];
type Cell = "allow" | "deny";

const READ: Cell[] = ["deny", "deny", "deny", "allow", "allow", "allow", "allow", "allow", "allow"];
const WRITE: Cell[] = ["deny", "deny", "deny", "deny", "deny", "allow", "allow", "allow", "allow"];

const UNKNOWN = 2_000_000_000;
const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
type Scene = { companyId: number; categoryId: number };

/** Row per call: who may make it, and a valid-looking input so that the access layer, not the schema, decides. */
const MATRIX: Array<[CallName, Cell[], (scene: Scene) => Record<string, unknown>]> = [
  ["createScenario", WRITE, ({ companyId }) => ({ companyId, scenario: { name: "Matrice" } })],
  ["getScenarios", READ, ({ companyId }) => ({ companyId })],
  ["updateScenario", WRITE, ({ companyId }) => ({ companyId, scenarioId: UNKNOWN, name: "X" })],
  ["deleteScenario", WRITE, ({ companyId }) => ({ companyId, scenarioId: UNKNOWN })],
  ["updateEvent", WRITE, ({ companyId }) => ({ companyId, eventId: UNKNOWN, group_id: null })],
  [
    "updateMultipleEvents",
    WRITE,
    ({ companyId }) => ({ companyId, events: [{ id: UNKNOWN, group_id: "g" }] }),
  ],
  ["deleteEvent", WRITE, ({ companyId }) => ({ companyId, eventId: UNKNOWN })],
  ["deleteMultipleEvents", WRITE, ({ companyId }) => ({ companyId, eventIds: [UNKNOWN] })],
  [
    "create_cfs",
    WRITE,
    ({ companyId, categoryId }) => ({
      companyId,
      cfs: { category_id: categoryId, amount_cents: -100, frequency: "once", start: "2026-01-01" },
    }),
  ],
  ["update_cfs", WRITE, ({ companyId }) => ({ companyId, cfsId: UNKNOWN, cfs: { label: "X" } })],
  ["delete_cfs", WRITE, ({ companyId }) => ({ companyId, cfsId: UNKNOWN })],
  ["get_cfs_list", READ, ({ companyId }) => ({ companyId })],
  ["get_cfs_details", READ, ({ companyId }) => ({ companyId, cfsId: UNKNOWN })],
  [
    "get_actual",
    READ,
    ({ companyId, categoryId }) => ({
      companyId,
      category_id: categoryId,
      from: "2026-01-01",
      to: "2026-03-31",
    }),
  ],
  ["update_cfs_description", WRITE, ({ companyId }) => ({ companyId, cfsId: UNKNOWN, description: "X" })],
  ["update_cfs_displayed", WRITE, ({ companyId }) => ({ companyId, cfsId: UNKNOWN, displayed: false })],
  ["get_cfs_description", READ, ({ companyId }) => ({ companyId, cfsId: UNKNOWN })],
  [
    "saveCashFlowSeries",
    WRITE,
    ({ companyId }) => ({ companyId, series: { kind: "existing", cfsId: UNKNOWN, cfs: { label: "X" } } }),
  ],
  [
    "editForecastCell",
    WRITE,
    ({ companyId }) => ({
      companyId,
      category_id: UNKNOWN,
      granularity: "month",
      date: "2026-01-01",
      shown_cents: 0,
      target_cents: 100,
    }),
  ],
  [
    "previewFormula",
    READ,
    ({ companyId, categoryId }) => ({ companyId, category_id: categoryId, formula: "1 + 1" }),
  ],
  ["getThreshold", READ, ({ companyId }) => ({ companyId })],
  ["setThreshold", WRITE, ({ companyId }) => ({ companyId, threshold_cents: null })],
  ["getEndDate", READ, ({ companyId }) => ({ companyId })],
  ["getThetaWindow", READ, ({ companyId }) => ({ companyId })],
  ["getNumberOfCashFlows", READ, ({ companyId }) => ({ companyId })],
  ["getColors", READ, ({ companyId }) => ({ companyId })],
  ["updateForecast", WRITE, ({ companyId }) => ({ companyId })],
  ["setOnboardingDismissed", READ, ({ companyId }) => ({ companyId, dismissed: true })],
  ["createBackup", WRITE, ({ companyId }) => ({ companyId, name: "Matrice" })],
  ["getBackupList", READ, ({ companyId }) => ({ companyId })],
  ["setBackupStatus", WRITE, ({ companyId }) => ({ companyId, backupId: UNKNOWN, status: "active" })],
  [
    "addManualAdjustment",
    WRITE,
    ({ companyId, categoryId }) => ({
      companyId,
      category_id: categoryId,
      booked_on: "2026-01-01",
      amount_cents: 1,
    }),
  ],
  ["editManualAdjustment", WRITE, ({ companyId }) => ({ companyId, adjustmentId: UNKNOWN, label: "X" })],
  ["deleteManualAdjustment", WRITE, ({ companyId }) => ({ companyId, adjustmentId: UNKNOWN })],
  ["getManualAdjustments", READ, ({ companyId }) => ({ companyId })],
  ["getMAComments", READ, ({ companyId }) => ({ companyId, adjustmentId: UNKNOWN })],
  ["updateMAComment", WRITE, ({ companyId }) => ({ companyId, adjustmentId: UNKNOWN, body: "X" })],
  ["deleteMAComment", WRITE, ({ companyId }) => ({ companyId, commentId: UNKNOWN })],
  ["getDashboardChartData", READ, ({ companyId }) => ({ companyId })],
  [
    "getDashboardTransactions",
    READ,
    ({ companyId, categoryId }) => ({ companyId, row_id: String(categoryId), date: "2026-01-15" }),
  ],
  ["exportDashboardXLSX", READ, ({ companyId }) => ({ companyId })],
  ["downloadDashboardTemplate", READ, ({ companyId }) => ({ companyId })],
  ["importDashboardXLSX", WRITE, ({ companyId }) => ({ companyId, uploadId: UNKNOWN_UUID })],
  ["getDashboardJob", READ, ({ companyId }) => ({ companyId, jobId: UNKNOWN_UUID })],
  [
    "uploadFileChunk",
    WRITE,
    ({ companyId }) => ({
      companyId,
      purpose: "forecastTemplate",
      fileName: "previsionnel.xlsx",
      totalBytes: 4,
      index: 0,
      data: "UEsDBA==",
    }),
  ],
];

let server: TestServer;
let people: Record<Exclude<Role, "anonymous">, TestUser>;
let scene: Scene;

beforeAll(async () => {
  server = await startTestServer();
  const firmOwner = await createTestUser(server);
  const firmId = await createTestCompany(server, firmOwner.id, { isCpa: true });
  const owner = await createTestUser(server);
  const companyId = await createTestCompany(server, owner.id, { parentId: firmId });
  const members = {
    memberWithoutPermission: await createTestUser(server),
    memberBasicInfo: await createTestUser(server),
    memberViewForecast: await createTestUser(server),
    memberEditForecast: await createTestUser(server),
  };
  await addTestMember(server, companyId, members.memberWithoutPermission.id, {});
  await addTestMember(server, companyId, members.memberBasicInfo.id, { basic_info: true });
  await addTestMember(server, companyId, members.memberViewForecast.id, { view_forecast: true });
  await addTestMember(server, companyId, members.memberEditForecast.id, {
    edit_forecast: true,
    transactions_info: true,
  });
  const otherCompanyUser = await createTestUser(server);
  await createTestCompany(server, otherCompanyUser.id);
  const [category] = await server.services.db
    .insert(categories)
    .values({ companyId, name: "Ventes", direction: "income" })
    .returning({ id: categories.id });
  scene = { companyId, categoryId: category?.id as number };
  people = {
    otherCompanyUser,
    ...members,
    owner,
    parentFirmUser: firmOwner,
    superAdmin: await createTestUser(server, { role: "SuperAdmin" }),
  };
});
afterAll(() => stopTestServer(server));

describe("forecast and dashboard authorization", () => {
  it.each(MATRIX)("%s", async (name, cells, inputOf) => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [index, role] of ROLES.entries()) {
      const token = role === "anonymous" ? undefined : people[role].token;
      const result = await callApi(server, name, inputOf(scene), { token });
      const denied = isAccessDenial(result);
      outcomes.push(`${role}:${denied ? "deny" : "allow"}`);
      expected.push(`${role}:${cells[index]}`);
      // Getting through never means crashing.
      expect(result.status, `${name} as ${role}`).toBeLessThan(500);
    }
    expect(outcomes).toEqual(expected);
  });
});

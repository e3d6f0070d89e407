import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, companies } from "../../db/schema";
import {
  callApi,
  createTestCompany,
  createTestUser,
  type TestUser,
  uniqueSiret,
} from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { okBody } from "../banking/bankingTestScene";

/** Category plan templates of a firm over HTTP: kept from a client's tree, applied at a client's creation. */
let server: TestServer;
let owner: TestUser;
let firmId: number;
let sourceClient: number;
let otherFirmClient: number;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.services;
  owner = await createTestUser(server);
  firmId = await createTestCompany(server, owner.id, { isCpa: true, name: "Cabinet Modèles" });
  sourceClient = await createTestCompany(server, owner.id, { parentId: firmId, name: "Source" });
  // A subscribed client: the trial limit of 2 leaves room for the creations below.
  await db.update(companies).set({ isTrial: false }).where(eq(companies.id, sourceClient));
  const [income] = await db
    .insert(categories)
    .values({ companyId: sourceClient, name: "Ventes", direction: "income" })
    .returning();
  if (!income) throw new Error("no category");
  await db.insert(categories).values([
    { companyId: sourceClient, parentId: income.id, name: "Boutique", direction: "income", position: 0 },
    { companyId: sourceClient, parentId: income.id, name: "En ligne", direction: "income", position: 1 },
    { companyId: sourceClient, name: "Loyer", direction: "expense" },
  ]);
  const otherOwner = await createTestUser(server);
  const otherFirm = await createTestCompany(server, otherOwner.id, { isCpa: true });
  otherFirmClient = await createTestCompany(server, otherOwner.id, { parentId: otherFirm });
}, 120_000);

afterAll(async () => {
  await stopTestServer(server);
});

const as = () => ({ token: owner.token });

describe("category plan templates", () => {
  it("keeps a client's tree as a template of the firm and applies it to a new client in its creation", async () => {
    const saved = okBody<{ template: { id: number; categoryCount: number } }>(
      await callApi(
        server,
        "saveCategoryPlanTemplate",
        { companyId: firmId, clientId: sourceClient, name: "Commerce" },
        as(),
      ),
    );
    expect(saved.template.categoryCount).toBe(4);
    const listed = okBody<{ templates: Array<{ id: number; name: string }> }>(
      await callApi(server, "listCategoryPlanTemplates", { companyId: firmId }, as()),
    );
    expect(listed.templates).toEqual([{ id: saved.template.id, name: "Commerce", categoryCount: 4 }]);

    const created = okBody<{ companyId: number }>(
      await callApi(
        server,
        "createCompany",
        { name: "Nouvelle Boutique", siret: uniqueSiret(), parentId: firmId, templateId: saved.template.id },
        as(),
      ),
    );
    const rows = await server.services.db
      .select({ name: categories.name, direction: categories.direction })
      .from(categories)
      .where(eq(categories.companyId, created.companyId));
    expect(rows.map((row) => row.name).sort()).toEqual(["Boutique", "En ligne", "Loyer", "Ventes"]);
  });

  it("refuses another firm's client as a source, and an unknown template at creation, creating nothing", async () => {
    const refused = await callApi(
      server,
      "saveCategoryPlanTemplate",
      { companyId: firmId, clientId: otherFirmClient, name: "Volé" },
      as(),
    );
    expect(refused.status).toBe(404);
    const siret = uniqueSiret();
    const unknown = await callApi(
      server,
      "createCompany",
      { name: "Sans Modèle", siret, parentId: firmId, templateId: 2_000_000_000 },
      as(),
    );
    expect(unknown.status).toBe(404);
    const rows = await server.services.db.select().from(companies).where(eq(companies.siret, siret));
    expect(rows).toEqual([]);
  });
});

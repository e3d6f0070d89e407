import { CALL_NAMES, type CallDefinition, type CallName, contract, pathParamsOf } from "@trezo/api";
import { translate } from "@trezo/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { callApi, createTestCompany, createTestUser, type TestUser } from "../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../testing/testServer";

/**
 * The input rules every call shares (packages/api's inputRules): no text may hold a NUL character
 * (PostgreSQL refuses it: it was a 500 on twenty calls), and an update must name something to change.
 * Both are a 400 with their own localised message, over real HTTP.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: TestUser;
let admin: TestUser;
let companyId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createTestUser(server);
  admin = await createTestUser(server, { role: "SuperAdmin" });
  companyId = await createTestCompany(server, owner.id);
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

const NUL_MESSAGE = translate("errors.nulCharacter", "fr-FR");

/** Whether a field's schema takes a text (through optional, nullable, default, pipes...). */
function takesText(schema: z.ZodType): boolean {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.type === "string") return true;
  if (def.innerType) return takesText(def.innerType);
  if (def.in) return takesText(def.in);
  return false;
}

/** Every entry with a text field of its own in the body or query string: [call, field]. */
function textFields(): Array<[CallName, string]> {
  return (CALL_NAMES as CallName[]).flatMap((name) => {
    const entry: CallDefinition = contract[name];
    if (!(entry.input instanceof z.ZodObject)) return [];
    const inPath = new Set(pathParamsOf(entry.path));
    const field = Object.entries(entry.input.shape as Record<string, z.ZodType>).find(
      ([key, schema]) => !inPath.has(key) && key !== entry.companyIdField && takesText(schema),
    )?.[0];
    return field ? [[name, field] as [CallName, string]] : [];
  });
}

describe("a NUL character in a text", () => {
  it("is refused with 400 and its own message by every call that takes a text", async () => {
    const sampled = textFields();
    // Most of the contract takes some text: the sample must not quietly shrink to nothing.
    expect(sampled.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const [name, field] of sampled) {
      const entry: CallDefinition = contract[name];
      const input: Record<string, unknown> = { [field]: "Loyer\u0000 de mars" };
      if (entry.companyIdField) input[entry.companyIdField] = companyId;
      const as = { token: (entry.access.kind === "admin" ? admin : owner).token };
      const { status, body } = await callApi(server, name, input, as);
      const fields = (body.fields as Array<{ path: string }> | undefined) ?? [];
      if (
        status !== 400 ||
        body.message !== NUL_MESSAGE ||
        body.status_code !== 400 ||
        !fields.some((one) => one.path === field)
      ) {
        failures.push(`${name}.${field} → ${status} ${JSON.stringify(body).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("is found in nested texts, and answered in the caller's language", async () => {
    const nested = await callApi(
      server,
      "addManualTransactions",
      {
        companyId,
        accountId: 1,
        transactions: [{ date: "2026-01-05", label: "ok", amount_cents: 100 }, { label: "a\u0000b" }],
      },
      { token: owner.token, headers: { "accept-language": "de-DE" } },
    );
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe(translate("errors.nulCharacter", "de-DE"));
    expect(nested.body.fields).toContainEqual(expect.objectContaining({ path: "transactions.1.label" }));

    // In an object key: a key the schema does not know is refused anyway (never a 500).
    const key = await callApi(
      server,
      "updateUserPermissions",
      { companyId, userId: owner.id, permissions: { "x\u0000": true } },
      { token: owner.token },
    );
    expect(key.status).toBe(400);
  });
});

describe("an update with nothing to change", () => {
  it("is a 400 that says so, and a real change still goes through", async () => {
    const scenarios = await callApi(server, "getScenarios", { companyId }, { token: owner.token });
    const [base] = scenarios.body.scenarios as Array<{ id: number }>;
    if (!base) throw new Error("no base scenario");
    const empty = await callApi(
      server,
      "updateScenario",
      { companyId, scenarioId: base.id },
      { token: owner.token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: "invalid_input",
      message: translate("errors.nothingToChange", "fr-FR"),
      status_code: 400,
    });
    const renamed = await callApi(
      server,
      "updateScenario",
      { companyId, scenarioId: base.id, color: "#336699" },
      { token: owner.token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.scenario).toMatchObject({ color: "#336699" });

    for (const [name, input] of [
      ["updateEvent", { eventId: 1 }],
      ["modifyPermissionGroup", { groupId: 1 }],
    ] as const) {
      const answer = await callApi(server, name, { companyId, ...input }, { token: owner.token });
      expect(answer.status, name).toBe(400);
      expect(answer.body.message, name).toBe(translate("errors.nothingToChange", "fr-FR"));
    }
  });
});

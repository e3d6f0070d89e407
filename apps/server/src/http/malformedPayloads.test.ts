import { CALL_NAMES, type CallDefinition, type CallName, contract, pathParamsOf } from "@trezo/api";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestCompany, createTestUser, type TestUser } from "../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../testing/testServer";
import { decodeRecord } from "./registerContract";

/**
 * Fuzz: malformed payloads to every entry, as a signed-in owner (so that parsing, not authentication,
 * is what answers): always a 4xx with the uniform error, never a 5xx, and nothing written anywhere.
 */

const RUNS_PER_CALL = 12;

let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: TestUser;
let companyId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createTestUser(server);
  companyId = await createTestCompany(server, owner.id);
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

/** Row counts of every table of the database (those of every feature, not only this area's). */
/**
 * Counters the server itself keeps per request, whatever the payload: the shared rate-limit hits (on
 * PostgreSQL) and the scheduler's runs. They are not what a malformed call could write.
 */
const REQUEST_COUNTERS = new Set(["rate_limit_hits", "scheduled_runs"]);

async function rowCounts(): Promise<Record<string, number>> {
  const result = await server.services.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = (Array.isArray(result) ? result : (result as { rows: Array<{ table_name: string }> }).rows)
    .map((row) => row.table_name)
    .filter((table) => !REQUEST_COUNTERS.has(table));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const counted = await server.services.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    const rows = Array.isArray(counted) ? counted : (counted as { rows: Array<{ n: number }> }).rows;
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

function fieldNamesOf(entry: CallDefinition): string[] {
  return entry.input instanceof z.ZodObject ? Object.keys(entry.input.shape) : [];
}

/** Payloads: any JSON, or an object of the entry's own field names with values of any JSON type. */
function payloadArbitrary(entry: CallDefinition): fc.Arbitrary<unknown> {
  const names = fieldNamesOf(entry);
  const ownFields =
    names.length === 0
      ? fc.constant({})
      : fc.dictionary(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    ownFields,
    ownFields.map((fields) => ({ companyId, ...(fields as object) })),
  );
}

/** The HTTP request a raw payload becomes, and the input the server will parse from it. */
function requestOf(entry: CallDefinition, payload: unknown) {
  const record =
    typeof payload === "object" && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};
  const params: Record<string, string> = {};
  let path = entry.path;
  for (const param of pathParamsOf(entry.path)) {
    const value = record[param];
    params[param] = typeof value === "string" || typeof value === "number" ? String(value) : "x";
    path = path.replace(`{${param}}`, encodeURIComponent(params[param] ?? "x"));
  }
  const url = new URL(`${server.url}/api/v2/${path}`);
  const sendsBody = entry.method !== "GET" && entry.method !== "DELETE";
  let serverView: unknown;
  if (sendsBody) {
    serverView =
      payload !== null && typeof payload === "object" && !Array.isArray(payload)
        ? { ...record, ...decodeRecord(params) }
        : payload;
  } else {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(record)) {
      if (value === null || value === undefined) continue;
      query[key] = typeof value === "object" ? JSON.stringify(value) : String(value);
      url.searchParams.set(key, query[key]);
    }
    serverView = { ...decodeRecord(query), ...decodeRecord(params) };
  }
  return { url: url.toString(), body: sendsBody ? JSON.stringify(payload) : undefined, serverView };
}

describe("malformed payloads", () => {
  // Every call of the contract, 12 payloads each, over real HTTP: minutes on a loaded machine.
  it("always answer a 4xx uniform error, never a 5xx, and write nothing", async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    let malformedSent = 0;
    for (const name of CALL_NAMES as CallName[]) {
      const entry: CallDefinition = contract[name];
      await fc.assert(
        fc.asyncProperty(payloadArbitrary(entry), async (payload) => {
          const request = requestOf(entry, payload);
          // A payload the schema accepts is not malformed (a GET without parameters accepts anything).
          if (entry.input.safeParse(request.serverView).success) return;
          malformedSent += 1;
          const response = await fetch(request.url, {
            method: entry.method,
            headers: {
              authorization: `Bearer ${owner.token}`,
              ...(request.body === undefined ? {} : { "content-type": "application/json" }),
            },
            ...(request.body === undefined ? {} : { body: request.body }),
          });
          const body = (await response.json()) as Record<string, unknown>;
          const uniform =
            typeof body.error === "string" &&
            typeof body.message === "string" &&
            body.status_code === response.status;
          if (response.status < 400 || response.status >= 500 || !uniform) {
            failures.push(
              `${name} ${JSON.stringify(payload).slice(0, 200)} → ${response.status} ${JSON.stringify(body).slice(0, 200)}`,
            );
          }
        }),
        { numRuns: RUNS_PER_CALL, seed: 20261121 },
      );
    }
    expect(failures).toEqual([]);
    expect(malformedSent).toBeGreaterThan(CALL_NAMES.length * 4);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);

  it("refuses bodies that are not JSON objects, and unparsable JSON, with the uniform error", async () => {
    for (const body of ["[1,2]", '"text"', "{not json", "null"]) {
      const response = await fetch(`${server.url}/api/v2/getUserInfo`, {
        method: "POST",
        headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status_code: 400 });
    }
  });
});

import { translate } from "@trezo/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createTestCompany, createTestUser, type TestUser } from "../testing/apiTestClient";
import { type PostgresInstance, startPostgresInstance } from "../testing/postgresInstance";
import { removeDataDir, startTestServer } from "../testing/testServer";

/**
 * A PostgreSQL restart used to stop the server for good (an unhandled 'error' of the pool). On a
 * PostgreSQL this test starts and stops itself: during the outage every request is a 503 with the
 * uniform error, the process stays up, and service comes back by itself when PostgreSQL does.
 */

let postgres: PostgresInstance;
let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: TestUser;
let companyId: number;

beforeAll(async () => {
  postgres = await startPostgresInstance();
  server = await startTestServer({ databaseUrl: postgres.url });
  owner = await createTestUser(server);
  companyId = await createTestCompany(server, owner.id);
});
afterAll(async () => {
  await server?.stop();
  await postgres?.destroy();
  if (server) removeDataDir(server.dataDir);
});

/** Calls that need the database: a public health check and a signed-in, company-scoped read. */
const probes = () =>
  Promise.all([
    callApi(server, "healthcheckDb", {}),
    callApi(server, "getCompanyInfos", { companyId }, { token: owner.token }),
  ]);

/** Polls until every probe answers 200, for at most `attempts` × 250 ms; returns the last answers. */
async function untilServed(attempts: number) {
  let answers = await probes();
  for (let attempt = 0; attempt < attempts && answers.some((answer) => answer.status !== 200); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answers = await probes();
  }
  return answers;
}

describe("a PostgreSQL outage", () => {
  it("is answered 503 while it lasts, and service comes back by itself", async () => {
    // Several connections open and idle in the pool when PostgreSQL goes: each one is cut.
    await Promise.all(Array.from({ length: 4 }, () => probes()));
    for (const answer of await probes()) expect(answer.status).toBe(200);

    await postgres.stop();
    for (const locale of ["fr-FR", "en-GB"] as const) {
      const answers = await Promise.all([
        callApi(server, "healthcheckDb", {}, { headers: { "accept-language": locale } }),
        callApi(
          server,
          "getCompanyInfos",
          { companyId },
          { token: owner.token, headers: { "accept-language": locale } },
        ),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({
          error: "service_unavailable",
          message: translate("errors.serviceUnavailable", locale),
          status_code: 503,
        });
        expect(answer.headers.get("retry-after")).toBe("5");
      }
    }

    await postgres.start();
    // Bounded: a few seconds of polling, however long the restart itself took.
    const answers = await untilServed(80);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body).toMatchObject({ status: "ok", database: "postgres" });
  });
});

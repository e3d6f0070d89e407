import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, stopTestServer, type TestServer } from "../testing/testServer";
import { perCompanyTask, runOnceInPeriod } from "./scheduler";

/** The embedded runner (PGlite unless DATABASE_URL): a per-company task run in this process. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await stopTestServer(server);
});

describe("a per-company task on the embedded runner", () => {
  it("visits every company once per period, one failure neither stopping the others nor hidden", async () => {
    const visited: number[] = [];
    const task = perCompanyTask({
      name: `perCompanyTest-${randomInt(1_000_000)}`,
      everyMs: 60_000,
      companies: async () => [11, 12, 13],
      async runFor(_database, companyId) {
        visited.push(companyId);
        if (companyId === 12) throw new Error("bank down");
      },
    });
    expect(task.perCompany).toBeDefined();
    const now = Date.now() + randomInt(1000, 100_000) * 60_000;
    await expect(runOnceInPeriod(server.database, task, now)).rejects.toThrow(
      `${task.name}: 1 companies failed`,
    );
    expect(visited).toEqual([11, 12, 13]);
    // Claimed: the period is not run again (the embedded runner tries again the next period).
    expect(await runOnceInPeriod(server.database, task, now + 1000)).toBe(false);
    expect(visited).toEqual([11, 12, 13]);
    await expect(runOnceInPeriod(server.database, task, now + 60_000)).rejects.toThrow("1 companies failed");
    expect(visited).toEqual([11, 12, 13, 11, 12, 13]);
  });
});

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type ServerConfig } from "../config";
import { type RunningServer, startServer } from "../server";

/**
 * A real server on a real database for integration tests: PGlite in a fresh temporary folder, or the
 * PostgreSQL of DATABASE_URL when it is set (CI runs the server tests on both). Listens on a random port.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), "trezo-test-"));
  const config: ServerConfig = {
    ...loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" }),
    dataDir,
    // Tests sign in many users from 127.0.0.1: the rate-limit test sets its own small limit.
    authRateLimitPerMinute: 10_000,
    // Likewise for the lockout of a client address over every address: its own test sets a small one.
    signInFailuresPerClient: 10_000,
    // On PostgreSQL, rate-limit counters of its own unless a test shares them (several instances).
    rateLimitScope: randomUUID(),
    seedDemo: false,
    checkOutputs: true,
    ...overrides,
  };
  const server = await startServer(config);
  return { ...server, dataDir };
}

/** Removes a temporary data folder made by startTestServer. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Stops a server of startTestServer and removes its data folder (a test file's `afterAll`). */
export async function stopTestServer(server: TestServer): Promise<void> {
  await server.stop();
  removeDataDir(server.dataDir);
}

import { afterAll, beforeAll } from "vitest";
import { createTestUser, type TestUser } from "./apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "./testServer";

/**
 * The server of a test file (or of a describe block) with its first signed-up user: started in
 * `beforeAll`, stopped with its data removed in `afterAll`. Read `server` and `owner` in tests and hooks.
 */
export function serverWithOwnerForTests(): { readonly server: TestServer; readonly owner: TestUser } {
  let started: { server: TestServer; owner: TestUser } | undefined;
  beforeAll(async () => {
    const server = await startTestServer();
    started = { server, owner: await createTestUser(server) };
  });
  afterAll(async () => {
    if (started) await stopTestServer(started.server);
  });
  const current = () => {
    if (!started) throw new Error("the test server is started in beforeAll");
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get owner() {
      return current().owner;
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServer(server));

describe("/api/docs", () => {
  it("serves the OpenAPI document and a readable page listing the calls", async () => {
    const json = await fetch(`${server.url}/api/docs/openapi.json`);
    expect(json.status).toBe(200);
    const document = (await json.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/api/v2/getCompanyInfos"]).toBeDefined();
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain("<code>signIn</code>");
    expect(html).toContain("POST /api/v2/getPermissions");
  });
});

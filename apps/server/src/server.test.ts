import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeDataDir, startTestServer } from "./testing/testServer";

const dataDirs: string[] = [];
afterAll(() => {
  for (const dataDir of dataDirs) removeDataDir(dataDir);
});

describe("server", () => {
  it("answers GET /api/v2/healthcheckDb with a real query on the database", async () => {
    const server = await startTestServer();
    dataDirs.push(server.dataDir);
    try {
      const response = await fetch(`${server.url}/api/v2/healthcheckDb?time=1732183200000`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: "ok", time: "1732183200000" });
      expect(body.database).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
      expect(String(body.databaseTime)).toMatch(/^\d{4}-\d{2}-\d{2} /);
    } finally {
      await server.stop();
    }
  });

  it("keeps its data on disk across a stop and a start", async () => {
    const first = await startTestServer();
    dataDirs.push(first.dataDir);
    const bootsBefore = first.bootCount;
    await first.stop();
    const second = await startTestServer({ dataDir: first.dataDir });
    try {
      expect(second.bootCount).toBe(bootsBefore + 1);
    } finally {
      await second.stop();
    }
  });

  it("serves the web app with a fallback to index.html for client routes, and JSON 404s under /api", async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), "trezo-web-"));
    dataDirs.push(webDistDir);
    mkdirSync(join(webDistDir, "assets"));
    writeFileSync(join(webDistDir, "index.html"), "<!doctype html><title>Trezo</title><div id=root></div>");
    writeFileSync(join(webDistDir, "assets", "app.js"), "console.log('trezo')");
    const server = await startTestServer({ webDistDir });
    dataDirs.push(server.dataDir);
    try {
      const page = await fetch(`${server.url}/dashboard`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<title>Trezo</title>");
      const asset = await fetch(`${server.url}/assets/app.js`);
      expect(asset.headers.get("content-type")).toMatch(/javascript/);
      const missing = await fetch(`${server.url}/api/v2/noSuchAction`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "not_found", message: "Not found", status_code: 404 });
    } finally {
      await server.stop();
    }
  });
});

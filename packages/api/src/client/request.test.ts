import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, GENERIC_ERROR_MESSAGE, requestJson, TIMEOUT_MESSAGE } from "./request";

let server: Server;
let baseUrl: string;
let slowHits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/ok") {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify({ echo: JSON.parse(body || "null") }));
      });
    } else if (request.url === "/slow") {
      slowHits += 1;
      setTimeout(() => response.end("{}"), 500);
    } else {
      response.statusCode = 403;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ error: "forbidden", message: "Accès refusé", status_code: 403 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("requestJson against a real HTTP server", () => {
  it("posts JSON and reads JSON", async () => {
    await expect(requestJson(`${baseUrl}/ok`, { body: { companyId: 7 } })).resolves.toEqual({
      echo: { companyId: 7 },
    });
  });

  it("rejects a non-ok response with its status and the server's code", async () => {
    const error = await requestJson(`${baseUrl}/denied`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "forbidden", kind: "status" });
  });

  it("retries once on timeout, then answers 'Timeout'", async () => {
    slowHits = 0;
    const error = await requestJson(`${baseUrl}/slow`, { timeoutMs: 100 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: TIMEOUT_MESSAGE, kind: "timeout" });
    expect(slowHits).toBe(2);
  });

  it("answers the generic message when the server cannot be reached", async () => {
    const error = await requestJson("http://127.0.0.1:1/nothing").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: GENERIC_ERROR_MESSAGE, kind: "network" });
  });

  it("does not retry a call the caller cancelled", async () => {
    slowHits = 0;
    const controller = new AbortController();
    const pending = requestJson(`${baseUrl}/slow`, { signal: controller.signal, timeoutMs: 5000 });
    // Cancel once the server has the call (a fixed delay is too short on a busy machine).
    while (slowHits === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(slowHits).toBe(1);
  });
});

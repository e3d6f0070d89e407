import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "./apiClient";
import { installClientErrorLogging, reportClientError } from "./clientErrorLogging";
import { ApiError } from "./request";

/** What the real HTTP server below saw of each request. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let nextAnswer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: raw ? JSON.parse(raw) : undefined,
      });
      const answer = nextAnswer;
      setTimeout(() => {
        response.statusCode = answer.status;
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function lastSeen(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error("no request");
  return request;
}

describe("the API client against a real HTTP server", () => {
  it("posts to /api/v2/<call> with the bearer and impersonation tokens and the selected companyId", async () => {
    nextAnswer = { status: 200, body: { permissions: { basic_info: true }, is_owner: false } };
    const client = createApiClient({
      baseUrl,
      getToken: () => "bearer-token-123",
      getPretendedUserToken: () => "pretend-token-456",
      getSelectedCompanyId: () => 42,
    });
    const result = await client.call("getPermissions", {});
    expect(result).toEqual({ permissions: { basic_info: true }, is_owner: false });
    expect(lastSeen()).toMatchObject({
      method: "POST",
      url: "/api/v2/getPermissions",
      body: { companyId: 42 },
      headers: { authorization: "Bearer bearer-token-123", "x-pretended-user-token": "pretend-token-456" },
    });
  });

  it("keeps an explicit companyId, never injects one into calls that do not take it, and fills path params", async () => {
    nextAnswer = { status: 200, body: { branding: null } };
    const client = createApiClient({ baseUrl, getSelectedCompanyId: () => 42 });
    await client.call("getBranding", { companyId: 7 });
    expect(lastSeen()).toMatchObject({ method: "GET", url: "/api/v2/company/7/branding", body: undefined });
    nextAnswer = { status: 200, body: { success: true, email: "a@b.fr" } };
    await client.call("signUp", { email: "a@b.fr", password: "a-long-password" });
    expect(lastSeen().body).toEqual({ email: "a@b.fr", password: "a-long-password" });
    nextAnswer = { status: 200, body: { locale: "fr-FR", blurred_balance: false, ui: {} } };
    await client.call("setUserLocale", { userId: 9, locale: "fr-FR" });
    expect(lastSeen()).toMatchObject({ url: "/api/v2/user/9/locale", body: { locale: "fr-FR" } });
  });

  it("uses the entry's timeout and retries: healthcheckDb gives up after 3 attempts of 5 s", async () => {
    nextAnswer = { status: 200, body: {}, delayMs: 300 };
    const before = seen.length;
    const client = createApiClient({ baseUrl });
    const error = await client
      .call("healthcheckDb", { time: 1 }, { timeoutMs: 100 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "timeout", message: "Timeout" });
    expect(seen.length - before).toBe(3);
    expect(lastSeen().url).toBe("/api/v2/healthcheckDb?time=1");
  });

  it("calls the sign-in hook on 'Token has expired' and the OAuth hook on an OAuth 401, and rejects with the status", async () => {
    const expired: string[] = [];
    const oauth: string[] = [];
    const client = createApiClient({
      baseUrl,
      onSessionExpired: (_error, call) => expired.push(call),
      onOAuthUnauthorized: (_error, call) => oauth.push(call),
    });
    nextAnswer = {
      status: 401,
      body: { error: "token_expired", message: "Token has expired", status_code: 401 },
    };
    const error = await client.call("getUserInfo", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "token_expired", message: "Token has expired" });
    nextAnswer = { status: 401, body: { error: "oauth_invalid_client", message: "x", status_code: 401 } };
    await client.call("getUserInfo", {}).catch(() => undefined);
    nextAnswer = {
      status: 401,
      body: { error: "invalid_credentials", message: "Identifiants invalides.", status_code: 401 },
    };
    await client.call("signIn", { username: "a@b.fr", password: "x" }).catch(() => undefined);
    expect(expired).toEqual(["getUserInfo"]);
    expect(oauth).toEqual(["getUserInfo"]);
  });

  it("passes the rejected fields of an invalid input along", async () => {
    nextAnswer = {
      status: 400,
      body: {
        error: "invalid_input",
        message: "Veuillez vérifier votre saisie",
        status_code: 400,
        fields: [{ path: "email", message: "Invalid email" }],
      },
    };
    const error = await createApiClient({ baseUrl })
      .call("recoverPasswordRequest", { email: "x@y.fr" })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, fields: [{ path: "email", message: "Invalid email" }] });
  });

  it("posts global errors and unhandled rejections to the logs endpoint with the selected company", async () => {
    nextAnswer = { status: 200, body: { success: true } };
    const client = createApiClient({ baseUrl, getSelectedCompanyId: () => 5 });
    const target = new EventTarget();
    const uninstall = installClientErrorLogging(client, target);
    const errorEvent = Object.assign(new Event("error"), { error: new Error("boom at render") });
    target.dispatchEvent(errorEvent);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lastSeen()).toMatchObject({
      url: "/api/v2/logs",
      body: { message: "boom at render", kind: "error", company_id: 5 },
    });
    uninstall();
    const count = seen.length;
    target.dispatchEvent(errorEvent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.length).toBe(count);

    nextAnswer = { status: 500, body: {} };
    await expect(reportClientError(client, "framework failure", "framework")).resolves.toBeUndefined();
  });
});

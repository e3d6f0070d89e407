import type { CallName } from "@trezo/api";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import { type SandboxBankProcess, startSandboxBankProcess } from "../../sandbox/bank/sandboxProcess";
import {
  type CallResult,
  callApi,
  createTestCompany,
  createTestUser,
  type TestUser,
} from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

/**
 * A Trezo server talking to the sandbox aggregator running as its own process (the real Bridge adapter
 * code between them), with a signed-in owner of a company; what the bank-linking tests and benchmarks
 * share.
 */
export interface BankLinkingScene {
  server: TestServer;
  sandbox: SandboxBankProcess;
  owner: TestUser;
  companyId: number;
  call(name: CallName, input?: Record<string, unknown>): Promise<CallResult>;
  /** A sandbox control (POST /sandbox/control/...). */
  control(path: string, body?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Connects a demo bank through the hosted page; answers the connection and the item. */
  connect(options?: ConnectOptions): Promise<{ bankId: number; itemId: string; status: string }>;
  /** Polls getJob (every `pollMs`, 50 by default) until the job is done or failed. */
  job(
    jobId: string,
    pollMs?: number,
  ): Promise<{ status: string; result: Record<string, number> | null; error: unknown }>;
  stop(): Promise<void>;
}

export interface ConnectOptions {
  bank?: string;
  mode?: string;
  historyDays?: number;
  perDay?: number;
  companyId?: number;
}

/** Fills the sandbox's hosted page as a user would, and answers where it sends the browser back. */
export async function submitConnectPage(url: string, fields: Record<string, string>): Promise<URL> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`the connect page answered ${response.status}`);
  return new URL(location);
}

export async function startBankLinkingScene(): Promise<BankLinkingScene> {
  const sandbox = await startSandboxBankProcess({ port: 0 });
  const server = await startTestServer({ bank: { sandboxUrl: sandbox.url, startSandbox: false } });
  await fetch(`${sandbox.url}/sandbox/control/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: `${server.url}/api/v2/webhooks/bank/sandbox` }),
  });
  const owner = await createTestUser(server);
  const companyId = await createTestCompany(server, owner.id);
  // Room for every connection the tests make (3 by default).
  await server.services.db.update(companies).set({ maxConnections: 50 }).where(eq(companies.id, companyId));
  const call = (name: CallName, input: Record<string, unknown> = {}) =>
    callApi(server, name, { companyId, ...input }, { token: owner.token });
  const scene: BankLinkingScene = {
    server,
    sandbox,
    owner,
    companyId,
    call,
    async control(path, body = {}) {
      const response = await fetch(`${sandbox.url}/sandbox/control/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown>;
    },
    async connect(connect = {}) {
      const target = connect.companyId ?? companyId;
      const started = await callApi(
        server,
        "getRedirectUrl",
        { companyId: target, ...(connect.bank ? { bank: connect.bank } : {}) },
        { token: owner.token },
      );
      if (started.status !== 200) throw new Error(`getRedirectUrl answered ${started.status}`);
      const { url, state } = started.body as { url: string; state: string };
      const back = await submitConnectPage(url, {
        action: "connect",
        provider_id: connect.bank ?? "9001",
        mode: connect.mode ?? "none",
        ...(connect.historyDays === undefined ? {} : { history_days: String(connect.historyDays) }),
        ...(connect.perDay === undefined ? {} : { per_day: String(connect.perDay) }),
      });
      const itemId = back.searchParams.get("item_id") ?? "";
      const linked = await callApi(
        server,
        "getProviderToken",
        {
          companyId: target,
          state: back.searchParams.get("context") ?? state,
          item_id: itemId,
          success: back.searchParams.get("success") ?? "false",
        },
        { token: owner.token },
      );
      if (linked.status !== 200) throw new Error(`getProviderToken answered ${linked.status}`);
      const body = linked.body as { bank_id: number; status: string };
      return { bankId: body.bank_id, itemId, status: body.status };
    },
    async job(jobId, pollMs = 50) {
      for (;;) {
        const polled = await call("getJob", { jobId });
        const body = polled.body as { status: string; result: Record<string, number> | null; error: unknown };
        if (body.status !== "running") return body;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
    async stop() {
      await stopTestServer(server);
      await sandbox.stop();
    },
  };
  return scene;
}

import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { bridgeSignature } from "../../features/bankLinking/bridgeAdapter";
import {
  DEMO_BANKS,
  type DemoBank,
  dateOfDay,
  dayNumberOf,
  demoLine,
  type FeedLine,
  feedLineAt,
  linesOnDay,
} from "./demoFeed";
import { registerSandboxPayments } from "./sandboxPayments";

/**
 * The sandbox aggregator (issue 21): a local HTTP server that answers the Bridge API v3 shapes Trezo's
 * Bridge adapter uses — users and authorization tokens, connect sessions with a hosted connect page that
 * returns to the callback, items (status, refresh, delete), accounts, transactions with `since` and
 * `pagination.next_uri`, providers — and sends webhooks signed as Bridge signs them. Its demo banks'
 * transactions keep arriving day by day (demoFeed.ts).
 *
 * Controls, for tests and demos (no credentials; it listens on 127.0.0.1):
 *   POST /sandbox/control/items/:id/fail   {mode: sca_required | wrong_credentials | user_action | bank_down | none}
 *   POST /sandbox/control/clock            {advance_days: n}   (the sandbox's today moves on)
 *   POST /sandbox/control/webhook          {url}               (where webhooks go)
 *   POST /sandbox/control/items/:id/webhook                    (sends item.refreshed now)
 *   POST /sandbox/connect/:session         {provider_id, action: connect | quit, mode?, history_days?, per_day?}
 */
export interface SandboxBankOptions {
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  /** Where webhooks go (the Trezo server's /api/v2/webhooks/bank/sandbox); settable by control too. */
  webhookUrl?: string | null;
  /** JSON file that keeps users, items and the clock across restarts (npm start); none: in memory. */
  stateFile?: string | null;
  /** Days of history an item has when linked (default 90). */
  historyDays?: number;
  /** Its own address, for the connect page links (set once it listens). */
  publicUrl?: string | undefined;
}

interface SandboxItem {
  id: number;
  userUuid: string;
  bankId: number;
  status: number;
  startDay: number;
  perDay: number | null;
  deleted: boolean;
  refreshedAt: string | null;
}

interface SandboxSession {
  id: string;
  userUuid: string;
  callbackUrl: string | null;
  context: string | null;
  providerId: number | null;
  itemId: number | null;
}

interface SandboxState {
  users: Record<string, { uuid: string; externalId: string }>;
  tokens: Record<string, { uuid: string; expiresAt: string }>;
  sessions: Record<string, SandboxSession>;
  items: Record<string, SandboxItem>;
  nextItemId: number;
  clockOffsetDays: number;
  webhookUrl: string | null;
}

/** The Bridge status of each failure the controls can ask for. */
export const FAILURE_STATUS = {
  none: 0,
  sca_required: 1010,
  wrong_credentials: 402,
  user_action: 429,
  bank_down: 1003,
} as const;
export type SandboxFailure = keyof typeof FAILURE_STATUS;

const STATUS_INFO: Record<number, string> = {
  0: "OK",
  1010: "otp_required",
  402: "invalid_credentials",
  429: "user_action_required",
  1003: "bank_unavailable",
};

const DAY_MS = 86_400_000;
const MAX_LIMIT = 500;

function emptyState(webhookUrl: string | null): SandboxState {
  return {
    users: {},
    tokens: {},
    sessions: {},
    items: {},
    nextItemId: 1001,
    clockOffsetDays: 0,
    webhookUrl,
  };
}

function errorBody(reply: FastifyReply, status: number, type: string, message: string) {
  return reply.code(status).send({ type, message, documentation_url: null });
}

function bankOf(id: number): DemoBank | undefined {
  return DEMO_BANKS.find((bank) => bank.id === id);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Builds the sandbox aggregator's HTTP app (not listening). */
export async function buildSandboxBank(options: SandboxBankOptions): Promise<FastifyInstance> {
  const stateFile = options.stateFile ?? null;
  const state: SandboxState =
    stateFile && existsSync(stateFile)
      ? (JSON.parse(readFileSync(stateFile, "utf8")) as SandboxState)
      : emptyState(options.webhookUrl ?? null);
  if (options.webhookUrl) state.webhookUrl = options.webhookUrl;
  const save = () => {
    if (stateFile) writeFileSync(stateFile, JSON.stringify(state));
  };
  const historyDays = options.historyDays ?? 90;
  const nowMs = () => Date.now() + state.clockOffsetDays * DAY_MS;
  const today = () => Math.floor((nowMs() - Date.UTC(2000, 0, 1)) / DAY_MS);

  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The app's credentials on every API call (Client-Id, Client-Secret). */
  const appAuthorised = (request: FastifyRequest) =>
    request.headers["client-id"] === options.clientId &&
    request.headers["client-secret"] === options.clientSecret;

  /** The user of the bearer token, or null. */
  const userOf = (request: FastifyRequest): string | null => {
    const header = request.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7) : "";
    const entry = state.tokens[token];
    if (!entry || Date.parse(entry.expiresAt) < Date.now()) return null;
    return entry.uuid;
  };

  const itemOf = (userUuid: string, id: string): SandboxItem | null => {
    const item = state.items[id];
    return item && !item.deleted && item.userUuid === userUuid ? item : null;
  };

  const accountsOf = (item: SandboxItem) => {
    const bank = bankOf(item.bankId);
    return (bank?.accounts ?? []).map((account, index) => ({
      id: item.id * 10 + index,
      item,
      account,
    }));
  };

  const accountById = (userUuid: string, id: number) => {
    const item = itemOf(userUuid, String(Math.floor(id / 10)));
    if (!item) return null;
    return accountsOf(item).find((account) => account.id === id) ?? null;
  };

  /** The account's lines as the feed shows them now, from `fromDay`, in (day, index) order. */
  function* feed(accountId: number, item: SandboxItem, savings: boolean, fromDay: number, now: number) {
    const lastDay = Math.floor((now - Date.UTC(2000, 0, 1)) / DAY_MS);
    for (let day = Math.max(fromDay, item.startDay); day <= lastDay; day++) {
      const count = linesOnDay(accountId, day, item.perDay);
      for (let index = 0; index < count; index++) {
        const shown = feedLineAt(demoLine(accountId, day, index, savings), now);
        if (shown) yield shown;
      }
    }
  }

  const balanceOf = (accountId: number, item: SandboxItem, savings: boolean, openingCents: number) => {
    let cents = openingCents;
    for (const shown of feed(accountId, item, savings, item.startDay, nowMs()))
      if (!shown.deleted) cents += shown.amountCents;
    return cents;
  };

  const sendWebhook = (type: string, content: Record<string, unknown>) => {
    const url = state.webhookUrl;
    if (!url) return Promise.resolve(false);
    const body = JSON.stringify({ content, timestamp: Math.floor(Date.now() / 1000), type });
    return fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "BridgeApi-Signature": `v1=${bridgeSignature(options.webhookSecret, body)}`,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
  };

  const itemRefreshed = (item: SandboxItem) =>
    sendWebhook("item.refreshed", {
      item_id: item.id,
      user_uuid: item.userUuid,
      status: item.status,
      status_code_info: STATUS_INFO[item.status] ?? null,
      full_refresh: false,
    });

  // Every API route needs the app's credentials; /v3/aggregation routes but users and tokens need a user.
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/v3/")) return;
    if (!appAuthorised(request)) return errorBody(reply, 401, "invalid_client", "Invalid client credentials");
  });

  app.get("/v3/providers", async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const country = (query.country_code ?? "FR").toUpperCase();
    return {
      resources:
        country === "FR"
          ? DEMO_BANKS.map((bank) => ({
              id: bank.id,
              name: bank.name,
              country_code: "FR",
              images: { logo: null },
            }))
          : [],
      pagination: { next_uri: null },
    };
  });

  app.post("/v3/aggregation/users", async (request, reply) => {
    const body = (request.body ?? {}) as { external_user_id?: unknown };
    const externalId = typeof body.external_user_id === "string" ? body.external_user_id : randomUUID();
    if (Object.values(state.users).some((user) => user.externalId === externalId))
      return errorBody(reply, 409, "conflict", "User already exists");
    const uuid = randomUUID();
    state.users[uuid] = { uuid, externalId };
    save();
    return reply.code(201).send({ uuid, external_user_id: externalId });
  });

  app.get("/v3/aggregation/users", async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const users = Object.values(state.users).filter(
      (user) => !query.external_user_id || user.externalId === query.external_user_id,
    );
    return {
      resources: users.map((user) => ({ uuid: user.uuid, external_user_id: user.externalId })),
      pagination: { next_uri: null },
    };
  });

  app.post("/v3/aggregation/authorization/token", async (request, reply) => {
    const body = (request.body ?? {}) as { user_uuid?: unknown };
    const uuid = typeof body.user_uuid === "string" ? body.user_uuid : "";
    if (!state.users[uuid]) return errorBody(reply, 404, "not_found", "User not found");
    const token = randomBytes(24).toString("base64url");
    const expiresAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
    state.tokens[token] = { uuid, expiresAt };
    save();
    return { access_token: token, expires_at: expiresAt, user: { uuid } };
  });

  /** The routes below need a user's token. */
  const withUser = async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const uuid = userOf(request);
    if (!uuid) {
      await errorBody(reply, 401, "invalid_token", "Invalid or expired access token");
      return null;
    }
    return uuid;
  };

  app.post("/v3/aggregation/connect-sessions", async (request, reply) => {
    const uuid = await withUser(request, reply);
    if (!uuid) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const itemId = body.item_id === undefined ? null : Number(body.item_id);
    if (itemId !== null && !itemOf(uuid, String(itemId)))
      return errorBody(reply, 404, "not_found", "Item not found");
    const id = randomUUID();
    state.sessions[id] = {
      id,
      userUuid: uuid,
      callbackUrl: typeof body.callback_url === "string" ? body.callback_url : null,
      context: typeof body.context === "string" ? body.context : null,
      providerId: body.provider_id === undefined ? null : Number(body.provider_id),
      itemId,
    };
    save();
    const base = options.publicUrl ?? `http://${request.headers.host}`;
    return reply.code(200).send({ id, url: `${base}/connect/${id}` });
  });

  app.get("/v3/aggregation/items", async (request, reply) => {
    const uuid = await withUser(request, reply);
    if (!uuid) return reply;
    const items = Object.values(state.items).filter((item) => item.userUuid === uuid && !item.deleted);
    return { resources: items.map(itemView), pagination: { next_uri: null } };
  });

  function itemView(item: SandboxItem) {
    return {
      id: item.id,
      status: item.status,
      status_code_info: STATUS_INFO[item.status] ?? null,
      status_code_description: null,
      provider_id: item.bankId,
      account_types: "all",
      last_successful_refresh: item.refreshedAt,
      authentication_expires_at: new Date(
        Date.UTC(2000, 0, 1) + (item.startDay + historyDays + 180) * DAY_MS,
      ).toISOString(),
    };
  }

  app.get("/v3/aggregation/items/:id", async (request, reply) => {
    const uuid = await withUser(request, reply);
    if (!uuid) return reply;
    const item = itemOf(uuid, (request.params as { id: string }).id);
    if (!item) return errorBody(reply, 404, "not_found", "Item not found");
    return itemView(item);
  });

  app.post("/v3/aggregation/items/:id/refresh", async (request, reply) => {
    const uuid = await withUser(request, reply);
    if (!uuid) return reply;
    const item = itemOf(uuid, (request.params as { id: string }).id);
    if (!item) return errorBody(reply, 404, "not_found", "Item not found");
    if (item.status === 0) item.refreshedAt = new Date(nowMs()).toISOString();
    save();
    // The refresh is done at once; the webhook follows, as Bridge's does.
    setImmediate(() => void itemRefreshed(item));
    return reply.code(202).send({});
  });

  app.get("/v3/aggregation/items/:id/refresh", async (request, reply) => {
    const uuid = await withUser(request, reply);
    if (!uuid) return reply;
    const item = itemOf(uuid, (request.params as { id: string }).id);
    if (!item) return errorBody(reply, 404, "not_found", "Item not found");
    return { status: item.status === 0 ? "finished" : "failed", refreshed_at: item.refreshedAt, mfa: null };
  });

  app.delete("/v3/aggregation/items/:id", async (request, reply) => {
    const uuid = await withUser(request, reply);
    if (!uuid) return reply;
    const item = itemOf(uuid, (request.params as { id: string }).id);
    if (!item) return errorBody(reply, 404, "not_found", "Item not found");
    item.deleted = true;
    save();
    return reply.code(204).send();
  });

  app.get("/v3/aggregation/accounts", async (request, reply) => {
    const uuid = await withUser(request, reply);
    if (!uuid) return reply;
    const query = request.query as Record<string, string | undefined>;
    const items = Object.values(state.items).filter(
      (item) =>
        item.userUuid === uuid && !item.deleted && (!query.item_id || String(item.id) === query.item_id),
    );
    const resources = items.flatMap((item) =>
      accountsOf(item).map(({ id, account }) => ({
        id,
        item_id: item.id,
        name: account.name,
        balance: balanceOf(id, item, account.type === "savings", account.openingCents) / 100,
        currency_code: account.name.includes("dollars") ? "USD" : "EUR",
        type: account.type,
        iban: `FR76300040000${String(id).padStart(11, "0")}${String(id % 97).padStart(2, "0")}`,
        data_access: "enabled",
        updated_at: item.refreshedAt,
      })),
    );
    return { resources, pagination: { next_uri: null } };
  });

  app.get("/v3/aggregation/transactions", async (request, reply) => {
    const uuid = await withUser(request, reply);
    if (!uuid) return reply;
    const query = request.query as Record<string, string | undefined>;
    const accountId = Number(query.account_id);
    const found = Number.isSafeInteger(accountId) ? accountById(uuid, accountId) : null;
    if (!found) return errorBody(reply, 404, "not_found", "Account not found");
    const limit = Math.min(MAX_LIMIT, Math.max(1, Number(query.limit ?? 50) || 50));
    const since = query.since ? Date.parse(query.since) : null;
    if (since !== null && Number.isNaN(since))
      return errorBody(reply, 400, "invalid_request", "Invalid since");
    // `after`: the (day, index) of the last line of the previous page.
    const [afterDay, afterIndex] = query.after
      ? Buffer.from(query.after, "base64url").toString("utf8").split(":").map(Number)
      : [null, null];
    const sinceDay = since === null ? null : Math.floor((since - Date.UTC(2000, 0, 1)) / DAY_MS) - 2;
    const fromDay = Math.max(afterDay ?? Number.NEGATIVE_INFINITY, sinceDay ?? Number.NEGATIVE_INFINITY);
    const now = nowMs();
    const page: FeedLine[] = [];
    let more = false;
    for (const shown of feed(accountId, found.item, found.account.type === "savings", fromDay, now)) {
      const { day, index } = shown.line;
      if (
        afterDay !== null &&
        afterDay !== undefined &&
        (day < afterDay || (day === afterDay && index <= (afterIndex ?? -1)))
      )
        continue;
      if (since === null ? shown.deleted : Date.parse(shown.updatedAt) <= since) continue;
      if (page.length === limit) {
        more = true;
        break;
      }
      page.push(shown);
    }
    const last = page[page.length - 1];
    let next: string | null = null;
    if (more && last) {
      const params = new URLSearchParams({ account_id: String(accountId), limit: String(limit) });
      if (query.since) params.set("since", query.since);
      params.set("after", Buffer.from(`${last.line.day}:${last.line.index}`).toString("base64url"));
      next = `/v3/aggregation/transactions?${params}`;
    }
    const currency = found.account.name.includes("dollars") ? "USD" : "EUR";
    return {
      resources: page.map((shown) => ({
        id: Number(shown.line.id),
        account_id: accountId,
        clean_description: shown.line.cleanLabel,
        provider_description: shown.label,
        amount: shown.amountCents / 100,
        date: dateOfDay(shown.line.day),
        booking_date: dateOfDay(shown.line.day),
        transaction_date: dateOfDay(shown.line.day),
        value_date: dateOfDay(shown.line.day),
        currency_code: currency,
        updated_at: shown.updatedAt,
        deleted: shown.deleted,
        future: false,
        operation_type: shown.amountCents < 0 ? "debit" : "credit",
        category_id: 0,
      })),
      pagination: { next_uri: next },
    };
  });

  // The hosted connect page (what Bridge Connect is to the real provider).
  app.get("/connect/:session", async (request, reply) => {
    const session = state.sessions[(request.params as { session: string }).session];
    if (!session) return reply.code(404).type("text/html").send("<p>Session inconnue ou expirée.</p>");
    const repairing = session.itemId !== null;
    const banks =
      session.providerId === null ? DEMO_BANKS : DEMO_BANKS.filter((b) => b.id === session.providerId);
    const choices = banks
      .map(
        (bank, index) =>
          `<label><input type="radio" name="provider_id" value="${bank.id}"${index === 0 ? " checked" : ""}> ${escapeHtml(bank.name)}</label><br>`,
      )
      .join("");
    const modes = Object.keys(FAILURE_STATUS)
      .map((mode) => `<option value="${mode}">${mode === "none" ? "tout fonctionne" : mode}</option>`)
      .join("");
    return reply.type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Banque de démonstration</title></head>
<body><main><h1>Banque de démonstration (bac à sable)</h1>
<p>${repairing ? "Confirmez votre identité pour réparer la connexion." : "Choisissez une banque de démonstration : aucun identifiant réel n'est demandé."}</p>
<form method="post" action="/connect/${escapeHtml(session.id)}">
${repairing ? "" : `<fieldset><legend>Banque</legend>${choices}</fieldset>`}
<p><label>Identifiant <input name="login" value="demo" autocomplete="off"></label></p>
<p><label>Scénario <select name="mode">${modes}</select></label></p>
<p><button name="action" value="connect">Se connecter</button> <button name="action" value="quit">Quitter</button></p>
</form></main></body></html>`);
  });

  app.post("/connect/:session", async (request, reply) => {
    const sessionId = (request.params as { session: string }).session;
    const session = state.sessions[sessionId];
    if (!session) return reply.code(404).send({ type: "not_found", message: "Session not found" });
    delete state.sessions[sessionId];
    const body = (request.body ?? {}) as Record<string, unknown>;
    const params = new URLSearchParams({ user_uuid: session.userUuid, source: "connect" });
    if (session.context) params.set("context", session.context);
    const finish = () => {
      save();
      if (!session.callbackUrl) return reply.type("text/html").send("<p>Terminé.</p>");
      const separator = session.callbackUrl.includes("?") ? "&" : "?";
      return reply.redirect(`${session.callbackUrl}${separator}${params}`, 302);
    };
    if (body.action === "quit") {
      params.set("success", "false");
      params.set("step", "sub_banks_list");
      if (session.itemId !== null) params.set("item_id", String(session.itemId));
      return finish();
    }
    const mode = (
      typeof body.mode === "string" && body.mode in FAILURE_STATUS ? body.mode : "none"
    ) as SandboxFailure;
    let item: SandboxItem;
    if (session.itemId !== null) {
      // A repair: the strong authentication is renewed, the credentials fixed.
      const existing = itemOf(session.userUuid, String(session.itemId));
      if (!existing) return reply.code(404).send({ type: "not_found", message: "Item not found" });
      item = existing;
      item.status = FAILURE_STATUS[mode];
    } else {
      const bankId = Number(body.provider_id ?? session.providerId ?? DEMO_BANKS[0]?.id);
      if (!bankOf(bankId)) return reply.code(400).send({ type: "invalid_request", message: "Unknown bank" });
      const days = Math.min(3650, Math.max(1, Number(body.history_days ?? historyDays) || historyDays));
      const perDay =
        body.per_day === undefined || body.per_day === "" ? null : Math.max(0, Number(body.per_day) || 0);
      item = {
        id: state.nextItemId++,
        userUuid: session.userUuid,
        bankId,
        status: FAILURE_STATUS[mode],
        startDay: today() - days,
        perDay,
        deleted: false,
        refreshedAt: new Date(nowMs()).toISOString(),
      };
      state.items[String(item.id)] = item;
    }
    params.set("item_id", String(item.id));
    params.set("success", item.status === 0 ? "true" : "false");
    if (item.status !== 0) params.set("step", "sync_error");
    setImmediate(() => void itemRefreshed(item));
    return finish();
  });

  app.post("/sandbox/control/items/:id/fail", async (request, reply) => {
    const item = state.items[(request.params as { id: string }).id];
    const mode = ((request.body ?? {}) as { mode?: string }).mode ?? "";
    if (!item || item.deleted) return reply.code(404).send({ message: "Item not found" });
    if (!(mode in FAILURE_STATUS)) return reply.code(400).send({ message: "Unknown mode" });
    item.status = FAILURE_STATUS[mode as SandboxFailure];
    save();
    return itemView(item);
  });

  app.post("/sandbox/control/items/:id/webhook", async (request, reply) => {
    const item = state.items[(request.params as { id: string }).id];
    if (!item) return reply.code(404).send({ message: "Item not found" });
    return { delivered: await itemRefreshed(item) };
  });

  app.post("/sandbox/control/clock", async (request) => {
    const body = (request.body ?? {}) as { advance_days?: unknown };
    state.clockOffsetDays += Number(body.advance_days ?? 1) || 0;
    save();
    return { today: dateOfDay(today()), offset_days: state.clockOffsetDays };
  });

  app.post("/sandbox/control/webhook", async (request) => {
    const body = (request.body ?? {}) as { url?: unknown };
    state.webhookUrl = typeof body.url === "string" && body.url !== "" ? body.url : null;
    save();
    return { url: state.webhookUrl };
  });

  app.get("/sandbox/control/state", async () => ({
    today: dateOfDay(today()),
    items: Object.values(state.items)
      .filter((item) => !item.deleted)
      .map(itemView),
    webhook_url: state.webhookUrl,
  }));

  app.get("/", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send("Trezo sandbox aggregator (Bridge API v3 shapes). See README."),
  );

  registerSandboxPayments(app, { publicUrl: options.publicUrl });

  return app;
}

/** The day number of a date, for tests that reason on the sandbox's calendar. */
export { dayNumberOf };

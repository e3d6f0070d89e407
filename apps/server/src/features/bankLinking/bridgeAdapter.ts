import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  type AggregatorAccount,
  type AggregatorAdapter,
  type AggregatorBank,
  type AggregatorEvent,
  type AggregatorItem,
  AggregatorRefused,
  type AggregatorToken,
  type AggregatorTransaction,
  type AggregatorUser,
  type ConnectRequest,
  type PaymentInitiator,
  type RefreshProgress,
} from "./aggregator";
import { callAggregator, parseAggregatorAnswer } from "./aggregatorHttp";
import { bridgePayments } from "./bridgePayments";
import { providerCodeOfBridgeStatus } from "./itemState";

/**
 * The Bridge API v3 adapter (docs.bridgeapi.io, version 2025-01-15), written from its public
 * documentation: users and their authorization tokens, connect sessions (the hosted Bridge Connect page
 * that returns to the callback with item_id, success, step and our context), items and their refresh,
 * accounts, transactions listed with `since` (created, updated and deleted ones) page after page through
 * `pagination.next_uri`, providers, and webhooks signed in `BridgeApi-Signature: v1=<HMAC-SHA256>`.
 *
 * The same class talks to the sandbox aggregator (`npm run sandbox-bank`), which answers the same shapes:
 * the tests run this code.
 */
export interface BridgeSettings {
  /** `bridge`, or `sandbox` for the local sandbox. */
  name: string;
  sandbox: boolean;
  /** https://api.bridgeapi.io, or the sandbox's address. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  /** Per request (default 15 s). */
  timeoutMs?: number;
  /** Transactions per page (Bridge allows up to 500). */
  pageSize?: number;
}

export const BRIDGE_VERSION = "2025-01-15";

const paginated = <T extends z.ZodType>(resource: T) =>
  z.object({
    resources: z.array(resource),
    pagination: z.object({ next_uri: z.string().nullable().optional() }).optional(),
  });

const userSchema = z.object({ uuid: z.string() });
const tokenSchema = z.object({ access_token: z.string(), expires_at: z.string() });
const connectSessionSchema = z.object({ id: z.string().optional(), url: z.string() });
const providerSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  country_code: z.string().optional().default("FR"),
  images: z.object({ logo: z.string().nullable().optional() }).nullable().optional(),
});
const itemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.number(),
  provider_id: z.union([z.number(), z.string()]).nullable().optional(),
  authentication_expires_at: z.string().nullable().optional(),
});
const refreshSchema = z.object({ status: z.string() });
const accountSchema = z.object({
  id: z.union([z.number(), z.string()]),
  item_id: z.union([z.number(), z.string()]),
  name: z.string(),
  balance: z.number().nullable().optional(),
  currency_code: z.string().nullable().optional(),
  iban: z.string().nullable().optional(),
});
const transactionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  account_id: z.union([z.number(), z.string()]),
  clean_description: z.string().nullable().optional(),
  provider_description: z.string().nullable().optional(),
  amount: z.number(),
  date: z.string(),
  booking_date: z.string().nullable().optional(),
  value_date: z.string().nullable().optional(),
  currency_code: z.string().nullable().optional(),
  updated_at: z.string(),
  deleted: z.boolean().optional().default(false),
  future: z.boolean().optional().default(false),
});
const webhookSchema = z.object({
  type: z.string(),
  content: z
    .object({
      item_id: z.union([z.number(), z.string()]).optional(),
      account_id: z.union([z.number(), z.string()]).optional(),
      user_uuid: z.string().optional(),
      status: z.union([z.number(), z.string()]).optional(),
    })
    .passthrough()
    .optional(),
});

/** Euros with decimals (Bridge's amounts) as integer cents. */
export function centsOf(amount: number): number {
  return Math.round(amount * 100);
}

/** HMAC-SHA256 of the raw body, upper-case hex: what follows `v1=` in BridgeApi-Signature. */
export function bridgeSignature(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex").toUpperCase();
}

/** Whether one of the header's `v1=` signatures is the body's (other schemes ignored: no downgrade). */
export function bridgeSignatureHolds(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header || !secret) return false;
  const expected = Buffer.from(bridgeSignature(secret, rawBody), "utf8");
  return header.split(",").some((part) => {
    const [scheme, value] = part.trim().split("=", 2);
    if (scheme !== "v1" || !value) return false;
    const given = Buffer.from(value.toUpperCase(), "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export class BridgeAdapter implements AggregatorAdapter {
  readonly name: string;
  readonly sandbox: boolean;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly pageSize: number;
  /** Payment initiation (issue 22, bridgePayments.ts). */
  readonly payments: PaymentInitiator;

  constructor(private readonly settings: BridgeSettings) {
    this.name = settings.name;
    this.sandbox = settings.sandbox;
    this.baseUrl = settings.baseUrl.replace(/\/$/, "");
    this.timeoutMs = settings.timeoutMs ?? 15_000;
    this.pageSize = Math.min(500, settings.pageSize ?? 500);
    this.payments = bridgePayments(this.name, (method, path, body) =>
      this.request(method, path, body === undefined ? {} : { body }),
    );
  }

  /** One call to the API: the app's credentials, the user's token when given; the JSON answer. */
  private async request(
    method: "GET" | "POST" | "DELETE",
    path: string,
    options: { token?: string | undefined; body?: unknown } = {},
  ): Promise<unknown> {
    return callAggregator(this.name, {
      method,
      url: /^https?:\/\//.test(path) ? path : `${this.baseUrl}${path}`,
      headers: {
        "Bridge-Version": BRIDGE_VERSION,
        "Client-Id": this.settings.clientId,
        "Client-Secret": this.settings.clientSecret,
        "Accept-Language": "fr",
      },
      token: options.token,
      body: options.body,
      timeoutMs: this.timeoutMs,
    });
  }

  private parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
    return parseAggregatorAnswer(this.name, schema, value);
  }

  /** Every resource of a listing, following `pagination.next_uri`. */
  private async *pages<T extends z.ZodType>(first: string, resource: T, token?: string) {
    let next: string | null = first;
    const schema = paginated(resource);
    while (next) {
      const answer: unknown = await this.request("GET", next, { token });
      const page = this.parse(schema, answer);
      yield page.resources as Array<z.output<T>>;
      next = page.pagination?.next_uri ?? null;
    }
  }

  async listBanks(options: { countryCode: string; search?: string | undefined }): Promise<AggregatorBank[]> {
    const query = new URLSearchParams({ country_code: options.countryCode, limit: "500" });
    const banks: AggregatorBank[] = [];
    for await (const page of this.pages(`/v3/providers?${query}`, providerSchema)) {
      for (const provider of page)
        banks.push({
          id: String(provider.id),
          name: provider.name,
          countryCode: provider.country_code,
          logoUrl: provider.images?.logo ?? null,
        });
    }
    const search = options.search?.trim().toLocaleLowerCase("fr");
    return search ? banks.filter((bank) => bank.name.toLocaleLowerCase("fr").includes(search)) : banks;
  }

  async createUser(externalId: string): Promise<AggregatorUser> {
    try {
      const user = this.parse(
        userSchema,
        await this.request("POST", "/v3/aggregation/users", { body: { external_user_id: externalId } }),
      );
      return { id: user.uuid };
    } catch (error) {
      // Already there (409): the one of that external id.
      if (!(error instanceof AggregatorRefused) || error.status !== 409) throw error;
      const query = new URLSearchParams({ external_user_id: externalId });
      const found = this.parse(
        paginated(userSchema),
        await this.request("GET", `/v3/aggregation/users?${query}`),
      );
      const user = found.resources[0];
      if (!user) throw error;
      return { id: user.uuid };
    }
  }

  async authenticate(user: AggregatorUser): Promise<AggregatorToken> {
    const token = this.parse(
      tokenSchema,
      await this.request("POST", "/v3/aggregation/authorization/token", { body: { user_uuid: user.id } }),
    );
    return { token: token.access_token, expiresAt: new Date(token.expires_at) };
  }

  async connectUrl(token: string, request: ConnectRequest): Promise<string> {
    const body: Record<string, unknown> = {
      user_email: request.userEmail,
      callback_url: request.callbackUrl,
      context: request.state,
      country_code: "FR",
      account_types: "all",
    };
    if (request.itemId)
      body.item_id = Number.isNaN(Number(request.itemId)) ? request.itemId : Number(request.itemId);
    else if (request.bankId)
      body.provider_id = Number.isNaN(Number(request.bankId)) ? request.bankId : Number(request.bankId);
    const session = this.parse(
      connectSessionSchema,
      await this.request("POST", "/v3/aggregation/connect-sessions", { token, body }),
    );
    return session.url;
  }

  async getItem(token: string, itemId: string): Promise<AggregatorItem> {
    const item = this.parse(
      itemSchema,
      await this.request("GET", `/v3/aggregation/items/${encodeURIComponent(itemId)}`, { token }),
    );
    return {
      id: String(item.id),
      bankId: item.provider_id === null || item.provider_id === undefined ? null : String(item.provider_id),
      rawStatus: String(item.status),
      code: providerCodeOfBridgeStatus(item.status),
      authenticationExpiresAt: item.authentication_expires_at ?? null,
    };
  }

  async refreshItem(token: string, itemId: string): Promise<void> {
    await this.request("POST", `/v3/aggregation/items/${encodeURIComponent(itemId)}/refresh`, { token });
  }

  async refreshProgress(token: string, itemId: string): Promise<RefreshProgress> {
    const refresh = this.parse(
      refreshSchema,
      await this.request("GET", `/v3/aggregation/items/${encodeURIComponent(itemId)}/refresh`, { token }),
    );
    if (refresh.status === "finished") return "finished";
    if (refresh.status === "failed" || refresh.status === "finished_error") return "failed";
    return "running";
  }

  async deleteItem(token: string, itemId: string): Promise<void> {
    try {
      await this.request("DELETE", `/v3/aggregation/items/${encodeURIComponent(itemId)}`, { token });
    } catch (error) {
      if (error instanceof AggregatorRefused && error.status === 404) return;
      throw error;
    }
  }

  async listAccounts(token: string, itemId: string): Promise<AggregatorAccount[]> {
    const query = new URLSearchParams({ item_id: itemId, limit: "500" });
    const accounts: AggregatorAccount[] = [];
    for await (const page of this.pages(`/v3/aggregation/accounts?${query}`, accountSchema, token)) {
      for (const account of page)
        accounts.push({
          id: String(account.id),
          itemId: String(account.item_id),
          name: account.name,
          balanceCents: centsOf(account.balance ?? 0),
          currency: (account.currency_code ?? "EUR").toUpperCase(),
          iban: account.iban ?? null,
        });
    }
    return accounts;
  }

  async *transactionPages(
    token: string,
    accountId: string,
    since: string | null,
  ): AsyncIterable<AggregatorTransaction[]> {
    const query = new URLSearchParams({ account_id: accountId, limit: String(this.pageSize) });
    if (since) query.set("since", since);
    for await (const page of this.pages(`/v3/aggregation/transactions?${query}`, transactionSchema, token)) {
      yield page.map((line) => ({
        id: String(line.id),
        accountId: String(line.account_id),
        date: line.booking_date ?? line.date,
        valueDate: line.value_date ?? null,
        amountCents: centsOf(line.amount),
        currency: (line.currency_code ?? "EUR").toUpperCase(),
        label: line.provider_description || line.clean_description || "",
        cleanLabel: line.clean_description ?? null,
        updatedAt: line.updated_at,
        deleted: line.deleted,
        future: line.future,
      }));
    }
  }

  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): AggregatorEvent | null {
    const header = headers["bridgeapi-signature"];
    const signature = Array.isArray(header) ? header.join(",") : header;
    if (!bridgeSignatureHolds(this.settings.webhookSecret, rawBody, signature)) return null;
    let payload: z.output<typeof webhookSchema>;
    try {
      const parsed = webhookSchema.safeParse(JSON.parse(rawBody));
      if (!parsed.success) return { kind: "other", type: "malformed" };
      payload = parsed.data;
    } catch {
      return { kind: "other", type: "malformed" };
    }
    const content = payload.content ?? {};
    const itemId = content.item_id === undefined ? null : String(content.item_id);
    if (payload.type === "item.refreshed" && itemId)
      return {
        kind: "item_refreshed",
        itemId,
        userId: content.user_uuid ?? null,
        rawStatus: String(content.status ?? "0"),
      };
    if ((payload.type === "item.account.updated" || payload.type === "item.account.created") && itemId)
      return {
        kind: "account_changed",
        itemId,
        accountId: content.account_id === undefined ? null : String(content.account_id),
        userId: content.user_uuid ?? null,
      };
    return { kind: "other", type: payload.type };
  }
}

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
  AggregatorUnavailable,
  type AggregatorUser,
  type ConnectRequest,
  type ProviderCode,
  type RefreshProgress,
} from "./aggregator";
import { callAggregator, parseAggregatorAnswer } from "./aggregatorHttp";

/**
 * GoCardless Bank Account Data (formerly Nordigen), API v2, written from its public documentation
 * (developer.gocardless.com/bank-account-data): an access token of the application (`POST
 * /api/v2/token/new/` with the secret id and key; no user of its own: a company is its requisitions),
 * institutions, an end-user agreement then a requisition whose `link` is the hosted consent page
 * (`reference` = our state, back to `redirect`), requisitions as items (status CR, GC, UA, GA, SA, LN,
 * EX, RJ, SU), accounts with their details and balances, and transactions booked and pending by date
 * (`date_from`): no pagination, no "changed since", no deletions, no webhooks.
 *
 * How it fits Trezo's sync: a line's `updatedAt` is its booking day, so `since` (the greatest read)
 * asks again from SINCE_OVERLAP_DAYS before it: lines booked late are found, those already known are
 * unchanged and written nothing (feedWrites.ts). Pending lines wait (`future`).
 *
 * Not wired to the connect flow yet (bankAggregators.ts): GoCardless sends the user back with
 * `?ref=<reference>` only, so /callback would need the requisition id kept with the connect session; a
 * repair is a new requisition (a new item id).
 */
export interface GoCardlessSettings {
  /** https://bankaccountdata.gocardless.com, or a local server in the tests. */
  baseUrl: string;
  secretId: string;
  secretKey: string;
  timeoutMs?: number;
  /** Days of history asked in the agreement (up to what the bank allows). */
  historyDays?: number;
  /** Lines per page handed to the sync. */
  pageSize?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** Days read again before `since`: lines a bank books late. */
export const SINCE_OVERLAP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const tokenSchema = z.object({ access: z.string(), access_expires: z.number() });
const institutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()).optional().default([]),
  logo: z.string().nullable().optional(),
});
const agreementSchema = z.object({ id: z.string() });
const requisitionSchema = z.object({
  id: z.string(),
  status: z.string(),
  institution_id: z.string().nullable().optional(),
  accounts: z.array(z.string()).optional().default([]),
  link: z.string().optional(),
});
const amountSchema = z.object({ amount: z.string(), currency: z.string() });
const detailsSchema = z.object({
  account: z
    .object({
      iban: z.string().nullable().optional(),
      currency: z.string().nullable().optional(),
      name: z.string().nullable().optional(),
      product: z.string().nullable().optional(),
      ownerName: z.string().nullable().optional(),
    })
    .passthrough(),
});
const balancesSchema = z.object({
  balances: z.array(z.object({ balanceAmount: amountSchema, balanceType: z.string() })),
});
const transactionSchema = z
  .object({
    transactionId: z.string().nullable().optional(),
    internalTransactionId: z.string().nullable().optional(),
    bookingDate: z.string().nullable().optional(),
    valueDate: z.string().nullable().optional(),
    transactionAmount: amountSchema,
    remittanceInformationUnstructured: z.string().nullable().optional(),
    remittanceInformationUnstructuredArray: z.array(z.string()).nullable().optional(),
    additionalInformation: z.string().nullable().optional(),
    creditorName: z.string().nullable().optional(),
    debtorName: z.string().nullable().optional(),
  })
  .passthrough();
const transactionsSchema = z.object({
  transactions: z.object({
    booked: z.array(transactionSchema).optional().default([]),
    pending: z.array(transactionSchema).optional().default([]),
  }),
});

/** A decimal string of the API ("-12.3", "1500.00") as integer cents, without floating point. */
export function centsOfDecimal(amount: string): number {
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -cents : cents;
}

/** A requisition's status as Trezo's provider code (developer.gocardless.com: statuses). */
export function providerCodeOfRequisition(status: string): ProviderCode {
  switch (status) {
    case "LN":
      return "active";
    case "CR":
    case "GC":
    case "UA":
    case "GA":
    case "SA":
      return "sync_in_progress";
    // Access ran out (the agreement's days, about 180): the user gives it again.
    case "EX":
      return "sca_required";
    case "RJ":
      return "wrong_credentials";
    case "SU":
      return "user_action";
    default:
      return "error";
  }
}

/** Balance types in the order one is taken as the account's balance. */
const BALANCE_PREFERENCE = ["interimBooked", "closingBooked", "expected", "interimAvailable"];

type Line = z.output<typeof transactionSchema>;

export class GoCardlessAdapter implements AggregatorAdapter {
  readonly name = "gocardless";
  readonly sandbox = false;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly pageSize: number;
  private readonly now: () => number;
  /** The application's token (GoCardless has no user token): shared by every company. */
  private appToken: AggregatorToken | null = null;

  constructor(private readonly settings: GoCardlessSettings) {
    this.baseUrl = settings.baseUrl.replace(/\/$/, "");
    this.timeoutMs = settings.timeoutMs ?? 15_000;
    this.pageSize = settings.pageSize ?? 500;
    this.now = settings.now ?? Date.now;
  }

  private async request(
    method: "GET" | "POST" | "DELETE",
    path: string,
    options: { token?: string | undefined; body?: unknown } = {},
  ): Promise<unknown> {
    return callAggregator(this.name, {
      method,
      url: `${this.baseUrl}${path}`,
      token: options.token,
      body: options.body,
      timeoutMs: this.timeoutMs,
    });
  }

  private parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
    return parseAggregatorAnswer(this.name, schema, value);
  }

  /** The application's token, renewed a minute before it expires. */
  private async token(): Promise<string> {
    if (this.appToken && this.appToken.expiresAt.getTime() - this.now() > 60_000) return this.appToken.token;
    const answer = this.parse(
      tokenSchema,
      await this.request("POST", "/api/v2/token/new/", {
        body: { secret_id: this.settings.secretId, secret_key: this.settings.secretKey },
      }),
    );
    this.appToken = { token: answer.access, expiresAt: new Date(this.now() + answer.access_expires * 1000) };
    return answer.access;
  }

  async listBanks(options: { countryCode: string; search?: string | undefined }): Promise<AggregatorBank[]> {
    const query = new URLSearchParams({ country: options.countryCode.toLowerCase() });
    const institutions = this.parse(
      z.array(institutionSchema),
      await this.request("GET", `/api/v2/institutions/?${query}`, { token: await this.token() }),
    );
    const banks = institutions.map((institution) => ({
      id: institution.id,
      name: institution.name,
      countryCode: institution.countries[0] ?? options.countryCode,
      logoUrl: institution.logo ?? null,
    }));
    const search = options.search?.trim().toLocaleLowerCase("fr");
    return search ? banks.filter((bank) => bank.name.toLocaleLowerCase("fr").includes(search)) : banks;
  }

  /** No user at GoCardless: the company is named by Trezo's own id. */
  async createUser(externalId: string): Promise<AggregatorUser> {
    return { id: externalId };
  }

  async authenticate(): Promise<AggregatorToken> {
    await this.token();
    if (!this.appToken) throw new AggregatorUnavailable(this.name, null, `${this.name} gave no token`);
    return this.appToken;
  }

  async connectUrl(token: string, request: ConnectRequest): Promise<string> {
    if (!request.bankId) throw new AggregatorRefused(this.name, 400, "institution_required");
    const agreement = this.parse(
      agreementSchema,
      await this.request("POST", "/api/v2/agreements/enduser/", {
        token,
        body: {
          institution_id: request.bankId,
          max_historical_days: this.settings.historyDays ?? 730,
          access_valid_for_days: 180,
          access_scope: ["balances", "details", "transactions"],
        },
      }),
    );
    const requisition = this.parse(
      requisitionSchema,
      await this.request("POST", "/api/v2/requisitions/", {
        token,
        body: {
          redirect: request.callbackUrl,
          institution_id: request.bankId,
          reference: request.state,
          agreement: agreement.id,
          user_language: "FR",
        },
      }),
    );
    if (!requisition.link)
      throw new AggregatorUnavailable(this.name, null, `${this.name} gave no link for the requisition`);
    return requisition.link;
  }

  private async requisition(token: string, itemId: string) {
    return this.parse(
      requisitionSchema,
      await this.request("GET", `/api/v2/requisitions/${encodeURIComponent(itemId)}/`, { token }),
    );
  }

  async getItem(token: string, itemId: string): Promise<AggregatorItem> {
    const requisition = await this.requisition(token, itemId);
    return {
      id: requisition.id,
      bankId: requisition.institution_id ?? null,
      rawStatus: requisition.status,
      code: providerCodeOfRequisition(requisition.status),
      authenticationExpiresAt: null,
    };
  }

  /** GoCardless reads the bank at each call: nothing to start. */
  async refreshItem(): Promise<void> {}

  async refreshProgress(): Promise<RefreshProgress> {
    return "finished";
  }

  async deleteItem(token: string, itemId: string): Promise<void> {
    try {
      await this.request("DELETE", `/api/v2/requisitions/${encodeURIComponent(itemId)}/`, { token });
    } catch (error) {
      if (!(error instanceof AggregatorRefused) || error.status !== 404) throw error;
    }
  }

  async listAccounts(token: string, itemId: string): Promise<AggregatorAccount[]> {
    const requisition = await this.requisition(token, itemId);
    const accounts: AggregatorAccount[] = [];
    for (const id of requisition.accounts) {
      const path = `/api/v2/accounts/${encodeURIComponent(id)}`;
      const { account } = this.parse(detailsSchema, await this.request("GET", `${path}/details/`, { token }));
      const { balances } = this.parse(
        balancesSchema,
        await this.request("GET", `${path}/balances/`, { token }),
      );
      const balance =
        BALANCE_PREFERENCE.map((type) => balances.find((entry) => entry.balanceType === type)).find(
          Boolean,
        ) ?? balances[0];
      accounts.push({
        id,
        itemId,
        name: account.name ?? account.product ?? account.ownerName ?? account.iban ?? id,
        balanceCents: balance ? centsOfDecimal(balance.balanceAmount.amount) : 0,
        currency: (account.currency ?? balance?.balanceAmount.currency ?? "EUR").toUpperCase(),
        iban: account.iban ?? null,
      });
    }
    return accounts;
  }

  private lineOf(accountId: string, line: Line, pending: boolean): AggregatorTransaction | null {
    const id = line.transactionId ?? line.internalTransactionId;
    const date = line.bookingDate ?? line.valueDate;
    // A line without an id cannot be followed from one read to the next: left out.
    if (!id || !date) return null;
    const label =
      line.remittanceInformationUnstructured ||
      line.remittanceInformationUnstructuredArray?.join(" ") ||
      line.additionalInformation ||
      line.creditorName ||
      line.debtorName ||
      "";
    return {
      id,
      accountId,
      date,
      valueDate: line.valueDate ?? null,
      amountCents: centsOfDecimal(line.transactionAmount.amount),
      currency: line.transactionAmount.currency.toUpperCase(),
      label,
      cleanLabel: line.creditorName ?? line.debtorName ?? null,
      updatedAt: `${date}T00:00:00.000Z`,
      deleted: false,
      future: pending,
    };
  }

  async *transactionPages(
    token: string,
    accountId: string,
    since: string | null,
  ): AsyncIterable<AggregatorTransaction[]> {
    const query = new URLSearchParams();
    if (since) {
      const from = new Date(Date.parse(since) - SINCE_OVERLAP_DAYS * DAY_MS);
      query.set("date_from", from.toISOString().slice(0, 10));
    }
    const suffix = query.size > 0 ? `?${query}` : "";
    const { transactions } = this.parse(
      transactionsSchema,
      await this.request("GET", `/api/v2/accounts/${encodeURIComponent(accountId)}/transactions/${suffix}`, {
        token,
      }),
    );
    const lines = [
      ...transactions.booked.map((line) => this.lineOf(accountId, line, false)),
      ...transactions.pending.map((line) => this.lineOf(accountId, line, true)),
    ].filter((line): line is AggregatorTransaction => line !== null);
    // Oldest first, as the sync expects.
    lines.sort((a, b) => a.date.localeCompare(b.date));
    for (let start = 0; start < lines.length; start += this.pageSize)
      yield lines.slice(start, start + this.pageSize);
  }

  /** GoCardless Bank Account Data sends no webhooks: anything posted is refused. */
  verifyWebhook(): AggregatorEvent | null {
    return null;
  }
}

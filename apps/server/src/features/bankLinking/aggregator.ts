/**
 * The adapter of an account-information aggregator (issue 21): what Trezo asks of Bridge, or of any other
 * provider (Enable Banking, Powens) written behind the same interface. Amounts are integer cents; dates
 * are `YYYY-MM-DD`; the aggregator's ids are strings. Tokens pass through the adapter and are stored by
 * the caller, encrypted (tokenCipher.ts).
 */

/** A bank the user can connect (an aggregator's provider). */
export interface AggregatorBank {
  id: string;
  name: string;
  countryCode: string;
  logoUrl: string | null;
}

/** The aggregator's user that holds a company's connections. */
export interface AggregatorUser {
  id: string;
}

/** An access token of an aggregator's user, and when it stops working. */
export interface AggregatorToken {
  token: string;
  expiresAt: Date;
}

/**
 * Why a connection is in its state, in Trezo's terms (the contract's BANK_PROVIDER_CODES): what the
 * aggregator's own codes (Bridge's item status) map to (itemState.ts).
 */
export type ProviderCode =
  | "active"
  | "sca_required"
  | "wrong_credentials"
  | "user_action"
  | "bank_unavailable"
  | "sync_in_progress"
  | "error";

/** A link to one bank (Bridge's item): its bank, and its state. */
export interface AggregatorItem {
  id: string;
  bankId: string | null;
  /** The aggregator's own status code (Bridge: 0, 402, 429, 1003, 1010...), kept for support. */
  rawStatus: string;
  code: ProviderCode;
  /** When the strong authentication of its payment accounts runs out (about 180 days after it was given). */
  authenticationExpiresAt: string | null;
}

export interface AggregatorAccount {
  id: string;
  itemId: string;
  name: string;
  balanceCents: number;
  currency: string;
  iban: string | null;
}

/** A line of a feed: added or changed since the last sync, or deleted (`deleted`). */
export interface AggregatorTransaction {
  id: string;
  accountId: string;
  /** The booking date (what the bank statement shows). */
  date: string;
  valueDate: string | null;
  amountCents: number;
  currency: string;
  /** The bank's own label (the one a statement file of the same account carries). */
  label: string;
  /** The aggregator's cleaned label, when it gives one. */
  cleanLabel: string | null;
  /** The aggregator's time of its last change: the next sync asks what changed after the greatest. */
  updatedAt: string;
  deleted: boolean;
  /** Not yet booked (a card payment in progress): skipped until booked. */
  future: boolean;
}

/** What a signed webhook says, once its signature is checked. */
export type AggregatorEvent =
  | { kind: "item_refreshed"; itemId: string; userId: string | null; rawStatus: string }
  | { kind: "account_changed"; itemId: string; accountId: string | null; userId: string | null }
  | { kind: "other"; type: string };

/** Where the hosted page sends the user back, and what it carries back. */
export interface ConnectRequest {
  /** The app's /callback address. */
  callbackUrl: string;
  /** The connect session's state, carried back in `context`. */
  state: string;
  userEmail: string;
  /** The bank chosen in Trezo's list, if any. */
  bankId?: string | undefined;
  /** The link to repair (getModifyUrl: strong authentication to renew, wrong credentials). */
  itemId?: string | undefined;
}

/** A refresh the aggregator runs from the bank: still running, done, or failed (the item says why). */
export type RefreshProgress = "running" | "finished" | "failed";

/**
 * An aggregator's failure to answer (network, 5xx, 429): the caller says the service is unavailable.
 * `status` is the HTTP status when one came back.
 */
export class AggregatorUnavailable extends Error {
  constructor(
    readonly aggregator: string,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = "AggregatorUnavailable";
  }
}

/** The aggregator refused what was asked (4xx other than 429): a bug or a stale id, never retried. */
export class AggregatorRefused extends Error {
  constructor(
    readonly aggregator: string,
    readonly status: number,
    readonly type: string | null,
  ) {
    super(`${aggregator} refused the request (${status}${type ? ` ${type}` : ""})`);
    this.name = "AggregatorRefused";
  }
}

export interface AggregatorAdapter {
  /** Stored as the connections' `aggregator`: `bridge`, `sandbox`. */
  readonly name: string;
  /** The local sandbox aggregator (no real bank behind it). */
  readonly sandbox: boolean;

  listBanks(options: { countryCode: string; search?: string | undefined }): Promise<AggregatorBank[]>;

  /** Creates the aggregator's user of a company (`externalId` is Trezo's stable name for it). */
  createUser(externalId: string): Promise<AggregatorUser>;
  /** A fresh access token of the user. */
  authenticate(user: AggregatorUser): Promise<AggregatorToken>;

  /** A hosted page that links a bank (or repairs `itemId`) and returns to the callback with `state`. */
  connectUrl(token: string, request: ConnectRequest): Promise<string>;

  getItem(token: string, itemId: string): Promise<AggregatorItem>;
  /** Asks the aggregator to read the bank again now (a user-triggered refresh). */
  refreshItem(token: string, itemId: string): Promise<void>;
  refreshProgress(token: string, itemId: string): Promise<RefreshProgress>;
  /** The aggregator forgets the link (unsync, delete). An item already gone is not an error. */
  deleteItem(token: string, itemId: string): Promise<void>;

  listAccounts(token: string, itemId: string): Promise<AggregatorAccount[]>;
  /**
   * The account's transactions in pages, oldest change first where the aggregator allows it: all of them
   * (since null), or those added, changed or deleted after `since` (an `updatedAt` it gave before).
   */
  transactionPages(
    token: string,
    accountId: string,
    since: string | null,
  ): AsyncIterable<AggregatorTransaction[]>;

  /** The event of a webhook whose signature holds, or null (refused: bad or missing signature). */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): AggregatorEvent | null;

  /** Payment initiation (issue 22), when the aggregator offers it (Bridge and the sandbox do). */
  readonly payments?: PaymentInitiator | undefined;
}

/**
 * Payment initiation (issue 22): transfers the payer confirms at their bank (the aggregator's consent
 * page), then the bank executes them. Amounts are positive cents.
 */
export interface PaymentInitiationRequest {
  /** Where the consent page sends the payer back (the app's /transfer/callback). */
  callbackUrl: string;
  /** Trezo's reference of the attempt, repeated by the aggregator. */
  clientReference: string;
  /** The company paying, as the bank shows it. */
  payerName: string;
  /** Trezo's stable id of the payer (the aggregator's fraud checks count payments per payer). */
  payerReference: string;
  /** The account the payment leaves from. */
  debtorIban: string;
  transactions: Array<{
    endToEndId: string;
    amountCents: number;
    currency: string;
    label: string;
    beneficiaryName: string;
    beneficiaryIban: string;
    /** A scheduled payment (YYYY-MM-DD); null: as soon as possible. */
    executionDate: string | null;
  }>;
}

/**
 * Where a payment stands (ISO 20022 statuses simplified as Bridge does): created (CREA, ACTC: waiting for
 * the payer's consent), initiated (PDNG: confirmed, the bank executes it), executed (ACSC), rejected
 * (RJCT, CANC: refused by the bank or abandoned by the payer).
 */
export type PaymentStatus = "created" | "initiated" | "executed" | "rejected";

export interface PaymentState {
  id: string;
  status: PaymentStatus;
  /** Why it was rejected, as the aggregator says it. */
  reason: string | null;
  transactions: Array<{ endToEndId: string; status: PaymentStatus }>;
}

export interface PaymentInitiator {
  /** Creates the payment; answers its id and the consent page the payer goes to. */
  initiate(request: PaymentInitiationRequest): Promise<{ id: string; consentUrl: string }>;
  /** Where the payment stands now (the callback is no proof: always ask). */
  status(id: string): Promise<PaymentState>;
}

import type { BankSyncResult } from "@trezo/api";
import type { RuleEngine } from "@trezo/domain";
import type { Locale } from "@trezo/i18n";
import { type Database, letOthersIn } from "../../db/database";
import { DomainError } from "../../errors/domainError";
import { type JobRun, startJob } from "../../jobs/jobs";
import type { Services } from "../../services";
import type { AccountRow, ConnectionRow } from "../banking/bankingRows";
import { runAutoMatching } from "../invoices/invoiceMatching";
import { companyRuleEngine } from "../rules/applyRules";
import {
  type AggregatorAdapter,
  type AggregatorItem,
  AggregatorRefused,
  AggregatorUnavailable,
} from "./aggregator";
import type { BankAggregators } from "./bankAggregators";
import {
  aggregatorUserOf,
  companyModules,
  linkedConnections,
  saveAggregatorUser,
  saveSealedToken,
  setAccountSyncedUntil,
  setConnectionState,
  upsertProviderAccounts,
} from "./bankLinkQueries";
import { applyFeedPage, prepareFeedPage } from "./feedWrites";
import { canSync, connectionStateOf } from "./itemState";

/**
 * Synchronising linked connections (issue 21): the item's state first (a connection that needs the user
 * or whose bank is down is only marked), then the accounts and their balances, then each account's
 * transactions changed since its last synchronisation, one page per short transaction on the database
 * (PGlite is never held for long: other requests go between pages), then automatic matching.
 *
 * A page committed stays even if a later one fails: lines are identified by the aggregator's ids, so the
 * next synchronisation, which asks again from the same `since` (moved only once an account is read to
 * its end), writes nothing twice.
 */

/** Database work alone between other requests (JobRun.exclusive, or the request's own). */
export type Exclusive = <T>(work: (db: Database) => Promise<T>) => Promise<T>;

export const EMPTY_SYNC_RESULT: BankSyncResult = {
  connections: 0,
  accounts: 0,
  added: 0,
  updated: 0,
  deleted: 0,
  linked: 0,
  matched: 0,
  needing_attention: 0,
};

/** Job kinds of bank synchronisation (isGetDataAfterSuccessFinish answers for these only). */
export const BANK_SYNC_JOB_KINDS = ["bankFirstSync", "bankSync", "bankSyncAll", "bankWebhookSync"] as const;
export type BankSyncJobKind = (typeof BANK_SYNC_JOB_KINDS)[number];

/** Trezo's name of a company's user at an aggregator (Bridge's external_user_id). */
export function externalUserIdOf(companyId: number): string {
  return `trezo-company-${companyId}`;
}

/** Tokens are renewed this long before they expire. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;

/**
 * A valid access token of the company's user at the aggregator: the stored one (decrypted) while it has
 * time left, else a new one (the user created first if need be), stored encrypted.
 */
export async function accessTokenOf(
  exclusive: Exclusive,
  banks: BankAggregators,
  adapter: AggregatorAdapter,
  companyId: number,
  options: { renew?: boolean } = {},
): Promise<string> {
  let user = await exclusive((db) => aggregatorUserOf(db, companyId, adapter.name));
  if (!user) {
    const created = await adapter.createUser(externalUserIdOf(companyId));
    user = await exclusive((db) => saveAggregatorUser(db, companyId, adapter.name, created.id));
  }
  if (!options.renew && user.encryptedToken && user.tokenExpiresAt) {
    if (user.tokenExpiresAt.getTime() - Date.now() > TOKEN_MARGIN_MS) {
      const plain = banks.cipher.decrypt(user.encryptedToken);
      if (plain) return plain;
    }
  }
  const fresh = await adapter.authenticate({ id: user.providerUserId });
  const sealed = banks.cipher.encrypt(fresh.token);
  await exclusive((db) => saveSealedToken(db, companyId, adapter.name, sealed, fresh.expiresAt));
  return fresh.token;
}

/** Runs `work` with the company's token, once more with a new token if the aggregator refused it (401). */
export async function withToken<T>(
  exclusive: Exclusive,
  banks: BankAggregators,
  adapter: AggregatorAdapter,
  companyId: number,
  work: (token: string) => Promise<T>,
): Promise<T> {
  const token = await accessTokenOf(exclusive, banks, adapter, companyId);
  try {
    return await work(token);
  } catch (error) {
    if (!(error instanceof AggregatorRefused) || error.status !== 401) throw error;
    return work(await accessTokenOf(exclusive, banks, adapter, companyId, { renew: true }));
  }
}

/** The error a handler or a job answers when the aggregator does not answer. */
export function aggregatorUnavailable(): DomainError {
  return new DomainError("unavailable", "bank_aggregator_unavailable", {
    key: "bankLinking.errors.aggregatorUnavailable",
  });
}

/** Aggregator failures as the caller's errors: unavailable (503); a refusal stays an internal error. */
export async function translatingAggregatorErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AggregatorUnavailable) throw aggregatorUnavailable();
    throw error;
  }
}

/** The item of a connection, or the `error` state when the aggregator no longer knows it. */
async function itemOrGone(
  adapter: AggregatorAdapter,
  token: string,
  itemId: string,
): Promise<AggregatorItem | null> {
  try {
    return await adapter.getItem(token, itemId);
  } catch (error) {
    if (error instanceof AggregatorRefused && error.status === 404) return null;
    throw error;
  }
}

interface SyncContext {
  exclusive: Exclusive;
  banks: BankAggregators;
  /** Progress of this connection's part, 0 to 1. */
  progress?: (fraction: number) => Promise<void>;
}

/** Synchronises one linked connection (see the module's comment). */
export async function syncConnection(
  context: SyncContext,
  connection: ConnectionRow,
): Promise<BankSyncResult> {
  const { exclusive, banks } = context;
  const result: BankSyncResult = { ...EMPTY_SYNC_RESULT, connections: 1 };
  const adapter = banks.byName(connection.aggregator);
  const itemId = connection.providerItemId;
  if (!adapter || !itemId) return { ...result, needing_attention: 1 };
  const key = { companyId: connection.companyId, id: connection.id };
  return withToken(exclusive, banks, adapter, connection.companyId, async (token) => {
    const item = await itemOrGone(adapter, token, itemId);
    if (!item) {
      await exclusive((db) => setConnectionState(db, key, connectionStateOf("error", "404")));
      return { ...result, needing_attention: 1 };
    }
    if (!canSync(item.code)) {
      await exclusive((db) => setConnectionState(db, key, connectionStateOf(item.code, item.rawStatus)));
      return { ...result, needing_attention: 1 };
    }
    const accounts = await adapter.listAccounts(token, itemId);
    const rows = await exclusive((db) => upsertProviderAccounts(db, key, accounts));
    result.accounts = rows.length;
    for (const [index, account] of rows.entries()) {
      const counts = await syncAccount(context, adapter, token, account);
      result.added += counts.added;
      result.updated += counts.updated;
      result.deleted += counts.deleted;
      result.linked += counts.linked;
      await context.progress?.((index + 1) / Math.max(1, rows.length));
    }
    await exclusive((db) =>
      setConnectionState(db, key, connectionStateOf("active", item.rawStatus), new Date()),
    );
    return result;
  });
}

/**
 * An async iterable read one step ahead: the next page is asked for while the caller writes the current
 * one, so the aggregator's answer time (network, its own work) overlaps Trezo's writing instead of
 * adding to it. A failure of the page read ahead is thrown when the caller reaches it.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  let finished = false;
  try {
    for (;;) {
      const current = await next;
      if (current.done) {
        finished = true;
        return;
      }
      next = iterator.next();
      // Awaited at the next turn; until then a failure must not be reported as unhandled.
      next.catch(() => undefined);
      yield current.value;
    }
  } finally {
    // The caller stopped early (or failed): the source is closed once its pending read settles.
    if (!finished) await next.then(() => iterator.return?.()).catch(() => undefined);
  }
}

/**
 * One account's feed since its last synchronisation, page by page: the next page is read while this
 * one is written, each page's lines are normalised and fingerprinted before the database is taken, and
 * each page is written in one short transaction (a handful of set-based statements).
 */
async function syncAccount(
  context: SyncContext,
  adapter: AggregatorAdapter,
  token: string,
  account: AccountRow,
): Promise<{ added: number; updated: number; deleted: number; linked: number }> {
  const counts = { added: 0, updated: 0, deleted: 0, linked: 0 };
  if (!account.providerAccountId) return counts;
  let latest = account.syncedUntil;
  const target = { companyId: account.companyId, accountId: account.id };
  // The company's rules, compiled once per account (at its first page that has lines).
  let engine: { rules: RuleEngine | null } | null = null;
  const pages = adapter.transactionPages(token, account.providerAccountId, account.syncedUntil);
  for await (const page of readAhead(pages)) {
    const prepared = prepareFeedPage(page);
    for (const line of page)
      if (latest === null || Date.parse(line.updatedAt) > Date.parse(latest)) latest = line.updatedAt;
    if (prepared.length === 0) continue;
    await letOthersIn();
    const outcome = await context.exclusive((db) =>
      db.transaction(async (tx) => {
        engine ??= { rules: await companyRuleEngine(tx, account.companyId) };
        return applyFeedPage(tx, target, prepared, engine.rules);
      }),
    );
    counts.added += outcome.added;
    counts.updated += outcome.updated;
    counts.deleted += outcome.deleted;
    counts.linked += outcome.linked;
  }
  if (latest && latest !== account.syncedUntil) {
    const until = latest;
    await context.exclusive((db) => setAccountSyncedUntil(db, account, until));
  }
  return counts;
}

/** Adds `part` to `total`. */
function addResult(total: BankSyncResult, part: BankSyncResult): void {
  for (const key of Object.keys(total) as Array<keyof BankSyncResult>) total[key] += part[key];
}

/**
 * Synchronises connections of a company (all linked ones, or `connectionIds`), then runs the automatic
 * matching of invoices and checks on what came in. One connection whose aggregator does not answer is
 * counted as needing attention when there are several; alone, it fails the work (503).
 */
export async function syncCompanyConnections(
  services: Pick<Services, "banks" | "log">,
  run: Pick<JobRun, "exclusive" | "progress">,
  companyId: number,
  connectionIds?: readonly number[],
): Promise<BankSyncResult> {
  const connections = await run.exclusive((db) => linkedConnections(db, companyId, connectionIds));
  const total: BankSyncResult = { ...EMPTY_SYNC_RESULT };
  for (const [index, connection] of connections.entries()) {
    const part = await translatingAggregatorErrors(() =>
      syncConnection(
        {
          exclusive: run.exclusive,
          banks: services.banks,
          progress: (fraction) => run.progress((100 * (index + fraction * 0.95)) / connections.length),
        },
        connection,
      ),
    ).catch((error: unknown) => {
      if (connections.length === 1 || !(error instanceof DomainError)) throw error;
      services.log.warn({ companyId, connectionId: connection.id }, "bank aggregator did not answer");
      return { ...EMPTY_SYNC_RESULT, connections: 1, needing_attention: 1 };
    });
    addResult(total, part);
  }
  if (total.added + total.updated + total.linked > 0) {
    try {
      const modules = await run.exclusive((db) => companyModules(db, companyId));
      total.matched = await run.exclusive((db) =>
        runAutoMatching(db, companyId, { invoices: modules.invoicesAllowed, checks: modules.checksAllowed }),
      );
    } catch (error) {
      // The lines are in: a matching failure is logged, never the synchronisation's.
      services.log.error({ err: error, companyId }, "automatic matching after a bank sync failed");
    }
  }
  return total;
}

/** Starts the synchronisation of a company's connections as a job (getJob follows it). */
export function startSyncJob(
  services: Services,
  options: {
    companyId: number;
    userId: number | null;
    locale: Locale;
    kind: BankSyncJobKind;
    connectionIds?: readonly number[];
  },
): Promise<string> {
  return startJob(services, {
    companyId: options.companyId,
    userId: options.userId,
    kind: options.kind,
    locale: options.locale,
    work: async (run) => {
      const result = await syncCompanyConnections(services, run, options.companyId, options.connectionIds);
      return { ...result };
    },
  });
}

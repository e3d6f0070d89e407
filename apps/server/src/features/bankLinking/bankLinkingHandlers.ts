import { randomBytes } from "node:crypto";
import type { BankSyncResult } from "@trezo/api";
import { connectionLimitReached, displayedBankName } from "@trezo/domain";
import { translate } from "@trezo/i18n";
import { DomainError, domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { jobOf } from "../../jobs/jobs";
import type { Services } from "../../services";
import { activeConnectionCount } from "../banking/bankingQueries";
import { accountView, type ConnectionRow, connectionOf, connectionStateView } from "../banking/bankingRows";
import { type AggregatorAdapter, AggregatorRefused } from "./aggregator";
import {
  accountOfCode,
  connectionOfItem,
  insertLinkedConnection,
  insertLinkSession,
  linkedConnections,
  setConnectionState,
  takeLinkSession,
  unsyncConnection,
  upsertProviderAccounts,
} from "./bankLinkQueries";
import {
  BANK_SYNC_JOB_KINDS,
  EMPTY_SYNC_RESULT,
  type Exclusive,
  startSyncJob,
  syncConnection,
  translatingAggregatorErrors,
  withToken,
} from "./bankSync";
import { connectionStateOf, UNSYNCED_STATE } from "./itemState";

type BankLinkingHandlers = Pick<
  CallHandlers,
  | "getAllBankAggregators"
  | "getBanksAndAggreagtors"
  | "getRedirectUrl"
  | "getProviderToken"
  | "getDataAfterSuccess"
  | "isGetDataAfterSuccessFinish"
  | "completeBridgeSync"
  | "getBankTransactions"
  | "getModifyUrl"
  | "unsyncBankConnection"
  | "getBankAccount"
  | "loadTransactions"
  | "update_banking_data"
>;

const linkFailed = () =>
  new DomainError("invalid", "bank_link_failed", { key: "bankLinking.errors.linkFailed" });
const notLinked = () =>
  new DomainError("invalid", "not_a_linked_connection", { key: "bankLinking.errors.notLinked" });
/** No aggregator of that name configured on this server (BANK_SANDBOX=0 and no BRIDGE_*): 409. */
const noAggregator = () =>
  new DomainError("conflict", "no_bank_aggregator", { key: "bankLinking.errors.unknownAggregator" });
const maxConnectionsReached = () =>
  new DomainError("conflict", "max_connections_reached", { key: "banking.errors.maxConnectionsReached" });

/** The database alone between other requests, for the work of one request. */
function exclusiveOf(services: Services): Exclusive {
  return (work) => services.database.exclusive(() => work(services.db));
}

/**
 * Runs work that waits on the aggregator without holding the database: a request runs inside
 * `exclusive` (PGlite's one connection), which must not wait on the network. Inside, database work goes
 * through exclusiveOf.
 */
function whileTalkingToAggregator<T>(services: Services, work: () => Promise<T>): Promise<T> {
  return services.database.holdsExclusive() ? services.database.outsideExclusive(work) : work();
}

/** The aggregator of `name`, or the preferred one; none configured is a 503. */
function adapterOf(services: Services, name?: string | null): AggregatorAdapter {
  const adapter = name ? services.banks.byName(name) : services.banks.preferred;
  if (!adapter) throw noAggregator();
  return adapter;
}

/** A linked connection of the company (404 for another company's; not_a_linked_connection for a manual one). */
async function linkedConnectionOf(services: Services, companyId: number, id: number): Promise<ConnectionRow> {
  const connection = await connectionOf(services.db, companyId, id);
  if (!connection.providerItemId || !connection.aggregator) throw notLinked();
  return connection;
}

/** A connect session's random state: 256 bits, carried back by the hosted page. */
function newState(): string {
  return randomBytes(32).toString("base64url");
}

/** How long completeBridgeSync waits for the aggregator's refresh (inside its 60 s). */
const REFRESH_WAIT_MS = 45_000;
const REFRESH_POLL_MS = 1000;

/** Bank linking (spec 001 §7.10, §7.5, §7.3; issue 21). Every query filters on the verified company. */
export const bankLinkingHandlers: BankLinkingHandlers = {
  async getAllBankAggregators(context) {
    mustCompany(context);
    return {
      aggregators: context.services.banks.adapters.map((adapter) => ({
        name: adapter.name,
        label: translate(
          adapter.sandbox ? "bankLinking.aggregators.sandbox" : "bankLinking.aggregators.bridge",
          context.locale,
        ),
        sandbox: adapter.sandbox,
      })),
    };
  },

  async getBanksAndAggreagtors(context) {
    mustCompany(context);
    const { input, services } = context;
    const lists = await whileTalkingToAggregator(services, () =>
      translatingAggregatorErrors(() =>
        Promise.all(
          services.banks.adapters.map(async (adapter) =>
            (await adapter.listBanks({ countryCode: input.country, search: input.search })).map((bank) => ({
              id: bank.id,
              name: bank.name,
              country_code: bank.countryCode,
              logo_url: bank.logoUrl,
              aggregator: adapter.name,
            })),
          ),
        ),
      ),
    );
    return {
      banks: lists
        .flat()
        .sort((a, b) => a.name.localeCompare(b.name, "fr"))
        .slice(0, 200),
    };
  },

  async getRedirectUrl(context) {
    const { company } = mustCompany(context);
    const { user } = mustAuth(context);
    const { input, services } = context;
    const adapter = adapterOf(services, input.aggregator);
    if (connectionLimitReached(await activeConnectionCount(services.db, company.id), company.maxConnections))
      throw maxConnectionsReached();
    const state = newState();
    await insertLinkSession(services.db, {
      id: state,
      companyId: company.id,
      userId: user.id,
      aggregator: adapter.name,
      connectionId: null,
    });
    const url = await whileTalkingToAggregator(services, () =>
      translatingAggregatorErrors(() =>
        withToken(exclusiveOf(services), services.banks, adapter, company.id, (token) =>
          adapter.connectUrl(token, {
            callbackUrl: `${services.config.publicUrl}/callback`,
            state,
            userEmail: user.email,
            bankId: input.bank,
          }),
        ),
      ),
    );
    return { url, state };
  },

  async getProviderToken(context) {
    const { company } = mustCompany(context);
    const { user } = mustAuth(context);
    const { input, services } = context;
    const session = await takeLinkSession(services.db, company.id, user.id, input.state);
    if (!session || !input.item_id) throw linkFailed();
    const itemId = input.item_id;
    const adapter = adapterOf(services, session.aggregator);
    const exclusive = exclusiveOf(services);
    const { item, accounts, bankName } = await whileTalkingToAggregator(services, () =>
      translatingAggregatorErrors(() =>
        withToken(exclusive, services.banks, adapter, company.id, async (token) => {
          // The item must be the company's user's: another's is unknown to this token.
          const found = await adapter.getItem(token, itemId).catch((error: unknown) => {
            throw error instanceof AggregatorRefused && error.status !== 401 ? linkFailed() : error;
          });
          const banks = found.bankId ? await adapter.listBanks({ countryCode: "FR" }) : [];
          return {
            item: found,
            accounts: await adapter.listAccounts(token, itemId),
            bankName: banks.find((bank) => bank.id === found.bankId)?.name ?? null,
          };
        }),
      ),
    );
    const state = connectionStateOf(item.code, item.rawStatus);
    const connection = await services.db.transaction(async (tx) => {
      if (session.connectionId !== null) {
        const repaired = await connectionOf(tx, company.id, session.connectionId);
        if (repaired.providerItemId !== itemId) throw linkFailed();
        await setConnectionState(tx, repaired, state);
        return repaired;
      }
      const known = await connectionOfItem(tx, company.id, adapter.name, itemId);
      if (known) {
        await setConnectionState(tx, known, state);
        return known;
      }
      if (connectionLimitReached(await activeConnectionCount(tx, company.id), company.maxConnections))
        throw maxConnectionsReached();
      return insertLinkedConnection(tx, {
        companyId: company.id,
        aggregator: adapter.name,
        itemId,
        name:
          bankName ??
          translate(
            adapter.sandbox ? "bankLinking.aggregators.sandbox" : "bankLinking.aggregators.bridge",
            context.locale,
          ),
        state: item.code === "active" ? connectionStateOf("sync_in_progress", item.rawStatus) : state,
      });
    });
    const rows = await upsertProviderAccounts(services.db, connection, accounts);
    return { bank_id: connection.id, status: state.status, accounts: rows.length };
  },

  async getDataAfterSuccess(context) {
    const { company } = mustCompany(context);
    const connection = await linkedConnectionOf(context.services, company.id, context.input.bank_id);
    const jobId = await startSyncJob(context.services, {
      companyId: company.id,
      userId: mustAuth(context).user.id,
      locale: context.locale,
      kind: "bankFirstSync",
      connectionIds: [connection.id],
    });
    return { jobId };
  },

  async isGetDataAfterSuccessFinish(context) {
    const { company } = mustCompany(context);
    const job = await jobOf(context.services.db, company.id, context.input.jobId);
    if (!(BANK_SYNC_JOB_KINDS as readonly string[]).includes(job.kind)) throw domainErrors.notFound();
    const result = job.result as BankSyncResult | null;
    return {
      finished: job.status !== "running",
      status: job.status,
      progress: job.progress,
      result: job.status === "done" && result ? { ...EMPTY_SYNC_RESULT, ...result } : null,
      message: job.error?.message ?? null,
    };
  },

  async completeBridgeSync(context) {
    const { company } = mustCompany(context);
    const { services } = context;
    const connection = await linkedConnectionOf(services, company.id, context.input.bank_id);
    const adapter = adapterOf(services, connection.aggregator);
    const itemId = connection.providerItemId ?? "";
    const exclusive = exclusiveOf(services);
    const result = await whileTalkingToAggregator(services, async () => {
      await translatingAggregatorErrors(() =>
        withToken(exclusive, services.banks, adapter, company.id, async (token) => {
          await adapter.refreshItem(token, itemId);
          const deadline = Date.now() + REFRESH_WAIT_MS;
          while (Date.now() < deadline && (await adapter.refreshProgress(token, itemId)) === "running")
            await new Promise((resolve) => setTimeout(resolve, REFRESH_POLL_MS));
        }),
      );
      return translatingAggregatorErrors(() =>
        syncConnection({ exclusive, banks: services.banks }, connection),
      );
    });
    const refreshed = await connectionOf(services.db, company.id, connection.id);
    return { state: connectionStateView(refreshed.state, context.locale), result };
  },

  async getBankTransactions(context) {
    const { company } = mustCompany(context);
    const connection = await linkedConnectionOf(context.services, company.id, context.input.bank_id);
    const jobId = await startSyncJob(context.services, {
      companyId: company.id,
      userId: mustAuth(context).user.id,
      locale: context.locale,
      kind: "bankSync",
      connectionIds: [connection.id],
    });
    return { jobId };
  },

  async getModifyUrl(context) {
    const { company } = mustCompany(context);
    const { user } = mustAuth(context);
    const { services } = context;
    const connection = await linkedConnectionOf(services, company.id, context.input.bank_id);
    const adapter = adapterOf(services, connection.aggregator);
    const state = newState();
    await insertLinkSession(services.db, {
      id: state,
      companyId: company.id,
      userId: user.id,
      aggregator: adapter.name,
      connectionId: connection.id,
    });
    const url = await whileTalkingToAggregator(services, () =>
      translatingAggregatorErrors(() =>
        withToken(exclusiveOf(services), services.banks, adapter, company.id, (token) =>
          adapter.connectUrl(token, {
            callbackUrl: `${services.config.publicUrl}/callback`,
            state,
            userEmail: user.email,
            itemId: connection.providerItemId ?? undefined,
          }),
        ),
      ),
    );
    return { url, state };
  },

  async unsyncBankConnection(context) {
    const { company } = mustCompany(context);
    const { services, input } = context;
    const connection = await linkedConnectionOf(services, company.id, input.bank_id);
    if (connection.aggregator !== input.aggregatorName)
      throw new DomainError("invalid", "aggregator_mismatch", {
        key: "bankLinking.errors.aggregatorMismatch",
        params: { aggregator: input.aggregatorName },
      });
    const adapter = services.banks.byName(connection.aggregator);
    // The aggregator forgets the item first: if it does not answer, nothing changes here.
    if (adapter && connection.providerItemId) {
      const itemId = connection.providerItemId;
      await whileTalkingToAggregator(services, () =>
        translatingAggregatorErrors(() =>
          withToken(exclusiveOf(services), services.banks, adapter, company.id, (token) =>
            adapter.deleteItem(token, itemId),
          ),
        ),
      );
    }
    await unsyncConnection(services.db, connection, UNSYNCED_STATE);
    return { success: true as const };
  },

  async getBankAccount(context) {
    const { company } = mustCompany(context);
    const found = await accountOfCode(context.services.db, company.id, context.input.code);
    if (!found) throw domainErrors.notFound();
    const { account, connection } = found;
    return {
      account: {
        ...accountView(account),
        code: context.input.code,
        bank_name: displayedBankName({ name: connection.name, custom_name: connection.customName }),
        state: connectionStateView(connection.state, context.locale),
        last_update: connection.lastUpdate?.toISOString() ?? null,
      },
    };
  },

  async loadTransactions(context) {
    const { company } = mustCompany(context);
    const jobId = await startSyncJob(context.services, {
      companyId: company.id,
      userId: mustAuth(context).user.id,
      locale: context.locale,
      kind: "bankSyncAll",
    });
    return { jobId };
  },

  async update_banking_data(context) {
    const { company } = mustCompany(context);
    const { services } = context;
    const exclusive = exclusiveOf(services);
    const connections = await linkedConnections(services.db, company.id);
    let needing = 0;
    for (const connection of connections) {
      const adapter = services.banks.byName(connection.aggregator);
      const itemId = connection.providerItemId;
      if (!adapter || !itemId) continue;
      const item = await whileTalkingToAggregator(services, () =>
        translatingAggregatorErrors(() =>
          withToken(exclusive, services.banks, adapter, company.id, (token) =>
            adapter.getItem(token, itemId),
          ),
        ),
      );
      const state = connectionStateOf(item.code, item.rawStatus);
      if (state.action_required_ais || state.status === "bank_unavailable") needing++;
      await setConnectionState(services.db, connection, state);
    }
    return { connections: connections.length, needing_attention: needing };
  },
};

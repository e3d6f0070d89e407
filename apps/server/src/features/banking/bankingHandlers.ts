import { displayedBankName, isIsoCurrency, normaliseIbanText, parseBic } from "@trezo/domain";
import { translate } from "@trezo/i18n";
import { DomainError } from "../../errors/domainError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { assertMayAdd } from "../billing/subscriptionState";
import {
  connectionIdOf,
  connectionsAndAccounts,
  deleteAccountRow,
  deleteConnectionRow,
  insertAccount,
  insertManualBankWithAccount,
  insertManualConnection,
  pinConnectionAccounts,
  updateAccount,
  updateConnection,
} from "./bankingQueries";
import { accountOf, accountView, connectionOf, connectionView } from "./bankingRows";

type BankingHandlers = Pick<
  CallHandlers,
  | "addManualConnection"
  | "addManualAccount"
  | "addManualBankWithAccount"
  | "getBankAccounts"
  | "getBanksAndAccountsList"
  | "updateConnectionName"
  | "updateAccountName"
  | "pinAccounts"
  | "deleteConnection"
  | "archiveConnection"
  | "deleteAccount"
  | "updateAccountBic"
>;

const maxConnectionsReached = () =>
  new DomainError("conflict", "max_connections_reached", { key: "banking.errors.maxConnectionsReached" });

/** The stored BIC of a typed one (null or empty clears it), or the localised invalid_bic refusal. */
function storedBic(typed: string | null | undefined): string | null {
  if (typed === null || typed === undefined || typed.trim() === "") return null;
  const bic = parseBic(typed);
  if (bic === null) {
    throw new DomainError("invalid", "invalid_bic", { key: "banks.errors.invalidBic" }, [
      { path: "bic", message: "invalid_bic" },
    ]);
  }
  return bic;
}

/** An ISO 4217 currency (getCurrencyList), else refused naming the field at fault. */
function storedCurrency(currency: string, path: string): string {
  if (!isIsoCurrency(currency))
    throw new DomainError(
      "invalid",
      "unknown_currency",
      { key: "currencies.unknownCurrency", params: { currency } },
      [{ path, message: "not an ISO 4217 currency" }],
    );
  return currency;
}

/** What an account's typed fields store (IBAN without spaces, upper case; BIC checked; currency ISO 4217). */
function accountFields(input: {
  name: string;
  currency: string;
  balance_cents: number;
  iban?: string | null | undefined;
  bic?: string | null | undefined;
}) {
  return {
    name: input.name,
    currency: storedCurrency(input.currency, "currency"),
    balanceCents: BigInt(input.balance_cents),
    iban: input.iban ? normaliseIbanText(input.iban) || null : null,
    bic: storedBic(input.bic),
  };
}

/** Connections and accounts (spec 001 §7.5). Every query filters on the verified company. */
export const bankingHandlers: BankingHandlers = {
  async addManualConnection(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    // The plan's limits (maximum, included quota and what was bought) then maxConnections: decideAdd of the
    // domain, in spec 000 §6's order. Archived connections keep their history but free their slot.
    await assertMayAdd(db, company, "bank");
    const row = await insertManualConnection(db, company.id, context.input.name);
    return { bank: connectionView(row, [], context.locale) };
  },

  async addManualAccount(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const db = context.services.db;
    const connection = await connectionOf(db, company.id, input.bank_id);
    const row = await insertAccount(db, {
      companyId: company.id,
      connectionId: connection.id,
      ...accountFields(input),
    });
    return { account: accountView(row) };
  },

  async addManualBankWithAccount(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const account = accountFields(input.account);
    await assertMayAdd(context.services.db, company, "bank");
    const created = await insertManualBankWithAccount(context.services.db, {
      companyId: company.id,
      maxConnections: company.maxConnections,
      name: input.name,
      account,
    });
    if (!created) throw maxConnectionsReached();
    return { bank: connectionView(created.connection, [created.account], context.locale) };
  },

  async getBankAccounts(context) {
    const { company } = mustCompany(context);
    const { connections, accounts } = await connectionsAndAccounts(context.services.db, company.id);
    const byId = new Map(connections.map((connection) => [connection.id, connection]));
    return {
      accounts: accounts.flatMap((account) => {
        const connection = byId.get(account.connectionId);
        if (!connection) return [];
        return [
          {
            ...accountView(account),
            bank_name: displayedBankName({ name: connection.name, custom_name: connection.customName }),
            bank_archived: connection.archived,
          },
        ];
      }),
    };
  },

  async getBanksAndAccountsList(context) {
    const { company } = mustCompany(context);
    const { connections, accounts } = await connectionsAndAccounts(context.services.db, company.id);
    return { banks: connections.map((connection) => connectionView(connection, accounts, context.locale)) };
  },

  async updateConnectionName(context) {
    const { company } = mustCompany(context);
    const connection = await connectionOf(context.services.db, company.id, context.input.bank_id);
    await updateConnection(context.services.db, connection, { customName: context.input.name });
    return { success: true as const };
  },

  async updateAccountName(context) {
    const { company } = mustCompany(context);
    const account = await accountOf(context.services.db, company.id, context.input.account_id);
    await updateAccount(context.services.db, account, { customName: context.input.name });
    return { success: true as const };
  },

  async pinAccounts(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const connection = await connectionOf(context.services.db, company.id, input.bank_id);
    const updated = await pinConnectionAccounts(
      context.services.db,
      company.id,
      connection.id,
      input.account_ids,
      input.pinned,
    );
    return { updated };
  },

  async deleteConnection(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const failed = () =>
      new DomainError("invalid", "bank_delete_failed", {
        text: translate("banking.errors.bankDeleteFailed", context.locale),
      });
    const connectionId = await connectionIdOf(db, company.id, context.input.bank_id);
    if (connectionId === undefined) throw failed();
    try {
      await deleteConnectionRow(db, { companyId: company.id, id: connectionId });
    } catch (error) {
      // Spec 001 §8: the user sees the failure and support is alerted (an error line support watches).
      context.request.log.error(
        { alert: "support", companyId: company.id, bankId: connectionId, err: error },
        "bank connection could not be deleted",
      );
      throw failed();
    }
    return { success: true as const };
  },

  async archiveConnection(context) {
    const { company } = mustCompany(context);
    const connection = await connectionOf(context.services.db, company.id, context.input.connectionId);
    await updateConnection(context.services.db, connection, { archived: true });
    return { success: true as const };
  },

  async deleteAccount(context) {
    const { company } = mustCompany(context);
    const account = await accountOf(context.services.db, company.id, context.input.account_id);
    await deleteAccountRow(context.services.db, account);
    return { success: true as const };
  },

  async updateAccountBic(context) {
    const { company } = mustCompany(context);
    const account = await accountOf(context.services.db, company.id, context.input.accountId);
    const bic = storedBic(context.input.bic);
    const row = await updateAccount(context.services.db, account, { bic });
    return { account: accountView(row) };
  },
};

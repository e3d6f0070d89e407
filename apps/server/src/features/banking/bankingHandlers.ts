import { translate } from "@trezo/i18n";
import { DomainError } from "../../errors/domainError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import {
  activeConnectionCount,
  connectionIdOf,
  connectionsAndAccounts,
  deleteAccountRow,
  deleteConnectionRow,
  insertAccount,
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
  | "getBanksAndAccountsList"
  | "updateConnectionName"
  | "updateAccountName"
  | "pinAccounts"
  | "deleteConnection"
  | "archiveConnection"
  | "deleteAccount"
  | "updateAccountBic"
>;

/** Connections and accounts (spec 001 §7.5). Every query filters on the verified company. */
export const bankingHandlers: BankingHandlers = {
  async addManualConnection(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    // Archived connections keep their history but free their slot.
    if ((await activeConnectionCount(db, company.id)) >= company.maxConnections) {
      throw new DomainError("conflict", "max_connections_reached", {
        key: "banking.errors.maxConnectionsReached",
      });
    }
    const row = await insertManualConnection(db, company.id, context.input.name);
    return { bank: connectionView(row, []) };
  },

  async addManualAccount(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const db = context.services.db;
    const connection = await connectionOf(db, company.id, input.bank_id);
    const row = await insertAccount(db, {
      companyId: company.id,
      connectionId: connection.id,
      name: input.name,
      currency: input.currency,
      balanceCents: BigInt(input.balance_cents),
      iban: input.iban?.replace(/\s+/g, "").toUpperCase() || null,
      bic: input.bic ?? null,
    });
    return { account: accountView(row) };
  },

  async getBanksAndAccountsList(context) {
    const { company } = mustCompany(context);
    const { connections, accounts } = await connectionsAndAccounts(context.services.db, company.id);
    return { banks: connections.map((connection) => connectionView(connection, accounts)) };
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
    const row = await updateAccount(context.services.db, account, { bic: context.input.bic });
    return { account: accountView(row) };
  },
};

import { translate } from "@trezo/i18n";
import { and, count, eq, inArray } from "drizzle-orm";
import { bankAccounts, bankConnections } from "../../db/schema";
import { DomainError } from "../../errors/domainError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
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
    const [used] = await db
      .select({ value: count() })
      .from(bankConnections)
      .where(and(eq(bankConnections.companyId, company.id), eq(bankConnections.archived, false)));
    if ((used?.value ?? 0) >= company.maxConnections) {
      throw new DomainError("conflict", "max_connections_reached", {
        key: "banking.errors.maxConnectionsReached",
      });
    }
    const [row] = await db
      .insert(bankConnections)
      .values({
        companyId: company.id,
        name: context.input.name,
        type: "manual",
        state: { status: "working", provider_code: "active", action_required: false },
        lastUpdate: new Date(),
      })
      .returning();
    if (!row) throw new Error("connection insert failed");
    return { bank: connectionView(row, []) };
  },

  async addManualAccount(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const db = context.services.db;
    const connection = await connectionOf(db, company.id, input.bank_id);
    const [row] = await db
      .insert(bankAccounts)
      .values({
        companyId: company.id,
        connectionId: connection.id,
        name: input.name,
        currency: input.currency,
        balanceCents: BigInt(input.balance_cents),
        iban: input.iban?.replace(/\s+/g, "").toUpperCase() || null,
        bic: input.bic ?? null,
      })
      .returning();
    if (!row) throw new Error("account insert failed");
    return { account: accountView(row) };
  },

  async getBanksAndAccountsList(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const connections = await db
      .select()
      .from(bankConnections)
      .where(eq(bankConnections.companyId, company.id))
      .orderBy(bankConnections.id);
    const accounts = await db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.companyId, company.id))
      .orderBy(bankAccounts.id);
    return { banks: connections.map((connection) => connectionView(connection, accounts)) };
  },

  async updateConnectionName(context) {
    const { company } = mustCompany(context);
    const connection = await connectionOf(context.services.db, company.id, context.input.bank_id);
    await context.services.db
      .update(bankConnections)
      .set({ customName: context.input.name })
      .where(eq(bankConnections.id, connection.id));
    return { success: true as const };
  },

  async updateAccountName(context) {
    const { company } = mustCompany(context);
    const account = await accountOf(context.services.db, company.id, context.input.account_id);
    await context.services.db
      .update(bankAccounts)
      .set({ customName: context.input.name })
      .where(eq(bankAccounts.id, account.id));
    return { success: true as const };
  },

  async pinAccounts(context) {
    const { company } = mustCompany(context);
    const { input } = context;
    const connection = await connectionOf(context.services.db, company.id, input.bank_id);
    const updated = await context.services.db
      .update(bankAccounts)
      .set({ pinned: input.pinned })
      .where(
        and(
          eq(bankAccounts.companyId, company.id),
          eq(bankAccounts.connectionId, connection.id),
          inArray(bankAccounts.id, input.account_ids),
        ),
      )
      .returning({ id: bankAccounts.id });
    return { updated: updated.length };
  },

  async deleteConnection(context) {
    const { company } = mustCompany(context);
    const db = context.services.db;
    const failed = () =>
      new DomainError("invalid", "bank_delete_failed", {
        text: translate("banking.errors.bankDeleteFailed", context.locale),
      });
    const [connection] = await db
      .select({ id: bankConnections.id })
      .from(bankConnections)
      .where(and(eq(bankConnections.companyId, company.id), eq(bankConnections.id, context.input.bank_id)));
    if (!connection) throw failed();
    try {
      // Accounts, transactions and attachments go with it (foreign keys cascade), in one statement.
      await db.delete(bankConnections).where(eq(bankConnections.id, connection.id));
    } catch (error) {
      // Spec 001 §8: the user sees the failure and support is alerted (an error line support watches).
      context.request.log.error(
        { alert: "support", companyId: company.id, bankId: connection.id, err: error },
        "bank connection could not be deleted",
      );
      throw failed();
    }
    return { success: true as const };
  },

  async archiveConnection(context) {
    const { company } = mustCompany(context);
    const connection = await connectionOf(context.services.db, company.id, context.input.connectionId);
    await context.services.db
      .update(bankConnections)
      .set({ archived: true })
      .where(eq(bankConnections.id, connection.id));
    return { success: true as const };
  },

  async deleteAccount(context) {
    const { company } = mustCompany(context);
    const account = await accountOf(context.services.db, company.id, context.input.account_id);
    await context.services.db.delete(bankAccounts).where(eq(bankAccounts.id, account.id));
    return { success: true as const };
  },

  async updateAccountBic(context) {
    const { company } = mustCompany(context);
    const account = await accountOf(context.services.db, company.id, context.input.accountId);
    const [row] = await context.services.db
      .update(bankAccounts)
      .set({ bic: context.input.bic })
      .where(eq(bankAccounts.id, account.id))
      .returning();
    if (!row) throw new Error("account update failed");
    return { account: accountView(row) };
  },
};

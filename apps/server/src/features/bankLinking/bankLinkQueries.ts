import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { bankAccounts, bankConnections, companies } from "../../db/schema";
import { bankAggregatorUsers, bankLinkSessions } from "../../db/tables/bankLinks";
import type { AccountRow, ConnectionRow } from "../banking/bankingRows";
import type { AggregatorAccount } from "./aggregator";
import type { StoredConnectionState } from "./itemState";

/**
 * The SQL of bank linking (issue 21). Every query is filtered on the verified company, except the one a
 * signed webhook needs (connectionsOfItem), which finds the companies by the aggregator's item id, and
 * the scheduled clean-up of old connect sessions (deleteLinkSessionsBefore), by age.
 */

export type AggregatorUserRow = typeof bankAggregatorUsers.$inferSelect;

export async function aggregatorUserOf(
  db: Database,
  companyId: number,
  aggregator: string,
): Promise<AggregatorUserRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAggregatorUsers)
    .where(and(eq(bankAggregatorUsers.companyId, companyId), eq(bankAggregatorUsers.aggregator, aggregator)));
  return row;
}

/** Records the company's user at an aggregator (the first one wins if two requests race). */
export async function saveAggregatorUser(
  db: Database,
  companyId: number,
  aggregator: string,
  providerUserId: string,
): Promise<AggregatorUserRow> {
  await db
    .insert(bankAggregatorUsers)
    .values({ companyId, aggregator, providerUserId })
    .onConflictDoNothing();
  const row = await aggregatorUserOf(db, companyId, aggregator);
  if (!row) throw new Error("the aggregator user was not recorded");
  return row;
}

/** Keeps the user's current token, sealed (tokenCipher). */
export async function saveSealedToken(
  db: Database,
  companyId: number,
  aggregator: string,
  sealed: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(bankAggregatorUsers)
    .set({ encryptedToken: sealed, tokenExpiresAt: expiresAt, updatedAt: new Date() })
    .where(and(eq(bankAggregatorUsers.companyId, companyId), eq(bankAggregatorUsers.aggregator, aggregator)));
}

export async function insertLinkSession(
  db: Database,
  values: { id: string; companyId: number; userId: number; aggregator: string; connectionId: number | null },
): Promise<void> {
  await db.insert(bankLinkSessions).values(values);
}

/** How long the state of a connect session can be brought back to /callback. */
export const LINK_SESSION_TTL_MS = 60 * 60 * 1000;

/**
 * Takes a connect session once: unused, less than LINK_SESSION_TTL_MS old, of this company and user.
 * Marked used in the same statement, so that a second return with the same state finds nothing.
 */
export async function takeLinkSession(
  db: Database,
  companyId: number,
  userId: number,
  id: string,
): Promise<typeof bankLinkSessions.$inferSelect | undefined> {
  const [row] = await db
    .update(bankLinkSessions)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(bankLinkSessions.companyId, companyId),
        eq(bankLinkSessions.id, id),
        eq(bankLinkSessions.userId, userId),
        isNull(bankLinkSessions.usedAt),
        gt(bankLinkSessions.createdAt, new Date(Date.now() - LINK_SESSION_TTL_MS)),
      ),
    )
    .returning();
  return row;
}

/**
 * Forgets the connect sessions started before `before`, used or abandoned (a user who never came back
 * from the hosted page): past LINK_SESSION_TTL_MS none can be taken. Every company's, by age (the
 * scheduled clean-up, linkSessionCleanUp.ts). Returns how many.
 */
export async function deleteLinkSessionsBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(bankLinkSessions)
    .where(lt(bankLinkSessions.createdAt, before))
    .returning({ id: bankLinkSessions.id });
  return deleted.length;
}

/** The company's connection of an aggregator's item, if Trezo has it already. */
export async function connectionOfItem(
  db: Database,
  companyId: number,
  aggregator: string,
  itemId: string,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(bankConnections)
    .where(
      and(
        eq(bankConnections.companyId, companyId),
        eq(bankConnections.aggregator, aggregator),
        eq(bankConnections.providerItemId, itemId),
      ),
    );
  return row;
}

/** The connections of an item across companies (a signed webhook names the item only). */
export async function connectionsOfItem(
  db: Database,
  aggregator: string,
  itemId: string,
): Promise<Array<{ companyId: number; id: number }>> {
  return db
    .select({ companyId: bankConnections.companyId, id: bankConnections.id })
    .from(bankConnections)
    .where(and(eq(bankConnections.aggregator, aggregator), eq(bankConnections.providerItemId, itemId)));
}

export async function insertLinkedConnection(
  db: Database,
  values: {
    companyId: number;
    aggregator: string;
    itemId: string;
    name: string;
    state: StoredConnectionState;
  },
): Promise<ConnectionRow> {
  const [row] = await db
    .insert(bankConnections)
    .values({
      companyId: values.companyId,
      name: values.name,
      type: "aggregator",
      aggregator: values.aggregator,
      providerItemId: values.itemId,
      state: values.state,
    })
    .returning();
  if (!row) throw new Error("the connection was not inserted");
  return row;
}

export async function setConnectionState(
  db: Database,
  connection: { companyId: number; id: number },
  state: StoredConnectionState,
  synced?: Date,
): Promise<void> {
  await db
    .update(bankConnections)
    .set({ state, ...(synced ? { lastUpdate: synced } : {}) })
    .where(and(eq(bankConnections.companyId, connection.companyId), eq(bankConnections.id, connection.id)));
}

/** Unsynced: the aggregator's item forgotten, the connection kept as a manual one. */
export async function unsyncConnection(
  db: Database,
  connection: { companyId: number; id: number },
  state: StoredConnectionState,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(bankConnections)
      .set({ state, type: "manual", providerItemId: null })
      .where(and(eq(bankConnections.companyId, connection.companyId), eq(bankConnections.id, connection.id)));
    await tx
      .update(bankAccounts)
      .set({ syncedUntil: null })
      .where(
        and(eq(bankAccounts.companyId, connection.companyId), eq(bankAccounts.connectionId, connection.id)),
      );
  });
}

/** The company's connections that synchronise (linked, not archived), or those of `ids`. */
export async function linkedConnections(
  db: Database,
  companyId: number,
  ids?: readonly number[],
): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(bankConnections)
    .where(
      and(
        eq(bankConnections.companyId, companyId),
        isNotNull(bankConnections.providerItemId),
        eq(bankConnections.archived, false),
        ...(ids ? [inArray(bankConnections.id, [...ids])] : []),
      ),
    )
    .orderBy(bankConnections.id);
}

/**
 * The aggregator's accounts of a connection, written: new ones added, known ones get their balance
 * (the aggregator's, which is the bank's) and the bank's name; the user's own name and pins are kept.
 */
export async function upsertProviderAccounts(
  db: Database,
  connection: { companyId: number; id: number },
  accounts: readonly AggregatorAccount[],
): Promise<AccountRow[]> {
  if (accounts.length === 0) return [];
  await db
    .insert(bankAccounts)
    .values(
      accounts.map((account) => ({
        companyId: connection.companyId,
        connectionId: connection.id,
        name: account.name,
        balanceCents: BigInt(account.balanceCents),
        currency: account.currency,
        iban: account.iban,
        providerAccountId: account.id,
      })),
    )
    .onConflictDoUpdate({
      target: [bankAccounts.companyId, bankAccounts.connectionId, bankAccounts.providerAccountId],
      targetWhere: sql`${bankAccounts.providerAccountId} is not null`,
      set: { balanceCents: sql`excluded.balance_cents`, name: sql`excluded.name`, iban: sql`excluded.iban` },
    });
  return db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.companyId, connection.companyId),
        eq(bankAccounts.connectionId, connection.id),
        inArray(
          bankAccounts.providerAccountId,
          accounts.map((account) => account.id),
        ),
      ),
    );
}

export async function setAccountSyncedUntil(
  db: Database,
  account: { companyId: number; id: number },
  syncedUntil: string,
): Promise<void> {
  await db
    .update(bankAccounts)
    .set({ syncedUntil })
    .where(and(eq(bankAccounts.companyId, account.companyId), eq(bankAccounts.id, account.id)));
}

/** The company's account whose aggregator id is `code`, with its connection. */
export async function accountOfCode(
  db: Database,
  companyId: number,
  code: string,
): Promise<{ account: AccountRow; connection: ConnectionRow } | undefined> {
  const [row] = await db
    .select({ account: bankAccounts, connection: bankConnections })
    .from(bankAccounts)
    .innerJoin(
      bankConnections,
      and(
        eq(bankConnections.companyId, bankAccounts.companyId),
        eq(bankConnections.id, bankAccounts.connectionId),
      ),
    )
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.providerAccountId, code)));
  return row;
}

/** The modules automatic matching runs for (its company's invoices and checks flags). */
export async function companyModules(
  db: Database,
  companyId: number,
): Promise<{ id: number; invoicesAllowed: boolean; checksAllowed: boolean }> {
  const [row] = await db
    .select({
      id: companies.id,
      invoicesAllowed: companies.invoicesAllowed,
      checksAllowed: companies.checksAllowed,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { id: companyId, invoicesAllowed: false, checksAllowed: false };
}

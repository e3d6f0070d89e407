import { connectionLimitReached } from "@trezo/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { bankAccounts, bankConnections } from "../../db/schema";
import { byKey, type CompanyRowKey } from "../../db/scoped";
import type { AccountRow, ConnectionRow } from "./bankingRows";

/** How many connections of the company are not archived (archived ones keep history, not a slot). */
export async function activeConnectionCount(db: Database, companyId: number): Promise<number> {
  const [used] = await db
    .select({ value: count() })
    .from(bankConnections)
    .where(and(eq(bankConnections.companyId, companyId), eq(bankConnections.archived, false)));
  return used?.value ?? 0;
}

export async function insertManualConnection(
  db: Database,
  companyId: number,
  name: string,
): Promise<ConnectionRow> {
  const [row] = await db
    .insert(bankConnections)
    .values({
      companyId,
      name,
      type: "manual",
      state: { status: "working", provider_code: "active", action_required: false },
      lastUpdate: new Date(),
    })
    .returning();
  if (!row) throw new Error("connection insert failed");
  return row;
}

/**
 * A manual connection and its first account, in one transaction: both or neither. The slot check runs in
 * the same transaction (`connectionLimitReached` of the domain); undefined when the company has no slot left.
 */
export async function insertManualBankWithAccount(
  db: Database,
  values: {
    companyId: number;
    maxConnections: number;
    name: string;
    account: Omit<typeof bankAccounts.$inferInsert, "companyId" | "connectionId">;
  },
): Promise<{ connection: ConnectionRow; account: AccountRow } | undefined> {
  return db.transaction(async (tx) => {
    const used = await activeConnectionCount(tx, values.companyId);
    if (connectionLimitReached(used, values.maxConnections)) return undefined;
    const connection = await insertManualConnection(tx, values.companyId, values.name);
    const account = await insertAccount(tx, {
      ...values.account,
      companyId: values.companyId,
      connectionId: connection.id,
    });
    return { connection, account };
  });
}

export async function insertAccount(
  db: Database,
  values: typeof bankAccounts.$inferInsert,
): Promise<AccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  if (!row) throw new Error("account insert failed");
  return row;
}

/** The company's connections and accounts, each by id. */
export async function connectionsAndAccounts(db: Database, companyId: number) {
  const connections = await db
    .select()
    .from(bankConnections)
    .where(eq(bankConnections.companyId, companyId))
    .orderBy(bankConnections.id);
  const accounts = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId))
    .orderBy(bankAccounts.id);
  return { connections, accounts };
}

/** Changes a connection already checked to be the company's (its row's key). */
export async function updateConnection(
  db: Database,
  connection: CompanyRowKey,
  values: Pick<Partial<ConnectionRow>, "customName" | "archived">,
) {
  await db.update(bankConnections).set(values).where(byKey(bankConnections, connection));
}

/** Changes an account already checked to be the company's (its row's key) and returns it. */
export async function updateAccount(
  db: Database,
  account: CompanyRowKey,
  values: Pick<Partial<AccountRow>, "customName" | "bic">,
): Promise<AccountRow> {
  const [row] = await db.update(bankAccounts).set(values).where(byKey(bankAccounts, account)).returning();
  if (!row) throw new Error("account update failed");
  return row;
}

/** Pins or unpins the named accounts of one connection; returns how many changed. */
export async function pinConnectionAccounts(
  db: Database,
  companyId: number,
  connectionId: number,
  accountIds: number[],
  pinned: boolean,
): Promise<number> {
  const updated = await db
    .update(bankAccounts)
    .set({ pinned })
    .where(
      and(
        eq(bankAccounts.companyId, companyId),
        eq(bankAccounts.connectionId, connectionId),
        inArray(bankAccounts.id, accountIds),
      ),
    )
    .returning({ id: bankAccounts.id });
  return updated.length;
}

/** The id of the company's connection `id`, if any. */
export async function connectionIdOf(
  db: Database,
  companyId: number,
  id: number,
): Promise<number | undefined> {
  const [connection] = await db
    .select({ id: bankConnections.id })
    .from(bankConnections)
    .where(and(eq(bankConnections.companyId, companyId), eq(bankConnections.id, id)));
  return connection?.id;
}

/** Deletes a connection with its accounts, transactions and attachments (foreign keys cascade), in one statement. */
export async function deleteConnectionRow(db: Database, connection: CompanyRowKey) {
  await db.delete(bankConnections).where(byKey(bankConnections, connection));
}

/** Deletes an account of the company with its transactions and attachments. */
export async function deleteAccountRow(db: Database, account: CompanyRowKey) {
  await db.delete(bankAccounts).where(byKey(bankAccounts, account));
}

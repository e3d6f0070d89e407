import { and, count, eq, getTableName, inArray, min, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { bankAccounts, bankConnections, categories, transactions } from "../../db/schema";
import { byKey, sameCompany } from "../../db/scoped";
import { attachments } from "../../db/tables/banking";
import type { ExportLine } from "./transactionExport";
import { orderOf, type TransactionRow, type TransactionSort } from "./transactionQuery";
import type { ShownTransaction } from "./transactionView";

/**
 * The SQL of transactions and their attachments (spec 001 §7.5). Every query filters on the company
 * the caller's access was verified for (the `where` given is built by filterConditions, which does).
 */

export type AttachmentRow = typeof attachments.$inferSelect;

/** A transaction of the company, or undefined. */
export async function findTransaction(
  db: Database,
  companyId: number,
  id: number,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)));
  return row;
}

/**
 * A transaction as lists and the edit form show it: the columns transactionView reads (none of the
 * normalised or bookkeeping ones, which a page of 100 lines would decode for nothing) and how many
 * attachments it has.
 */
export type ListedTransaction = ShownTransaction & { attachmentCount: number };

/** `"transactions"."<column>"`: drizzle leaves the columns of a one-table select unqualified. */
function outerTransaction(column: keyof typeof transactions._.columns): SQL {
  return sql`${sql.identifier(getTableName(transactions))}.${sql.identifier(transactions[column].name)}`;
}

/** The attachment count is a correlated count (attachments_transaction_idx), run on the rows returned only. */
const listedColumns = {
  id: transactions.id,
  accountId: transactions.accountId,
  bookedOn: transactions.bookedOn,
  valueOn: transactions.valueOn,
  amountCents: transactions.amountCents,
  currency: transactions.currency,
  label: transactions.label,
  counterparty: transactions.counterparty,
  reference: transactions.reference,
  categoryId: transactions.categoryId,
  categorySource: transactions.categorySource,
  ruleId: transactions.ruleId,
  status: transactions.status,
  comment: transactions.comment,
  validated: transactions.validated,
  attachmentCount: sql<number>`(select count(*)::int from ${attachments}
    where ${attachments.companyId} = ${outerTransaction("companyId")}
      and ${attachments.transactionId} = ${outerTransaction("id")})`.mapWith(Number),
} satisfies Record<keyof ListedTransaction, unknown>;

/** A transaction of the company with its attachment count, or undefined. */
export async function findListedTransaction(
  db: Database,
  companyId: number,
  id: number,
): Promise<ListedTransaction | undefined> {
  const [row] = await db
    .select(listedColumns)
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)));
  return row;
}

/** One page of transactions in the order asked for, with their attachment counts: one query. */
export async function transactionPage(
  db: Database,
  page: { where: SQL | undefined; sort: TransactionSort; limit: number },
): Promise<ListedTransaction[]> {
  return db
    .select(listedColumns)
    .from(transactions)
    .where(page.where)
    .orderBy(...orderOf(page.sort))
    .limit(page.limit);
}

/** How many transactions `where` selects. */
export async function countTransactions(db: Database, where: SQL): Promise<number> {
  const [counted] = await db.select({ value: count() }).from(transactions).where(where);
  return counted?.value ?? 0;
}

/** Changes some transactions of the company (others are silently not found); returns the ids changed. */
export async function updateTransactions(
  db: Database,
  companyId: number,
  ids: readonly number[],
  values: Partial<typeof transactions.$inferInsert>,
): Promise<number[]> {
  const updated = await db
    .update(transactions)
    .set(values)
    .where(and(eq(transactions.companyId, companyId), inArray(transactions.id, [...ids])))
    .returning({ id: transactions.id });
  return updated.map((row) => row.id);
}

/** The type of the connection an account of the company belongs to ('manual', or a bank's). */
export async function connectionTypeOf(
  db: Database,
  companyId: number,
  accountId: number,
): Promise<string | undefined> {
  const [connection] = await db
    .select({ type: bankConnections.type })
    .from(bankAccounts)
    .innerJoin(bankConnections, sameCompany(bankAccounts, bankAccounts.connectionId, bankConnections))
    .where(byKey(bankAccounts, { companyId, id: accountId }));
  return connection?.type;
}

/** The company's oldest booking date (of some accounts only, when given), or null. */
export async function oldestBookingDate(
  db: Database,
  companyId: number,
  accountIds: readonly number[] | undefined,
): Promise<string | null> {
  const [row] = await db
    .select({ date: min(transactions.bookedOn) })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        accountIds ? inArray(transactions.accountId, accountIds.length ? [...accountIds] : [0]) : undefined,
      ),
    );
  return row?.date ?? null;
}

/** The lines of an export: each transaction with its account's and category's names. */
export async function exportLines(
  db: Database,
  where: SQL,
  sort: TransactionSort,
  limit: number,
): Promise<ExportLine[]> {
  return db
    .select({
      row: transactions,
      accountName: sql<string>`coalesce(${bankAccounts.customName}, ${bankAccounts.name})`,
      categoryName: categories.name,
    })
    .from(transactions)
    .innerJoin(bankAccounts, sameCompany(transactions, transactions.accountId, bankAccounts))
    .leftJoin(categories, sameCompany(transactions, transactions.categoryId, categories))
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(limit);
}

/** The attachments of a transaction of the company, oldest first. */
export async function attachmentsOf(db: Database, companyId: number, transactionId: number) {
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.companyId, companyId), eq(attachments.transactionId, transactionId)))
    .orderBy(attachments.id);
}

/** An attachment of the company, or undefined. */
export async function findAttachment(
  db: Database,
  companyId: number,
  id: number,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.companyId, companyId), eq(attachments.id, id)));
  return row;
}

/** Records a stored attachment. */
export async function insertAttachment(
  db: Database,
  values: typeof attachments.$inferInsert,
): Promise<AttachmentRow> {
  const [inserted] = await db.insert(attachments).values(values).returning();
  if (!inserted) throw new Error("attachment insert failed");
  return inserted;
}

/** Forgets an attachment of the company. */
export async function deleteAttachmentRow(db: Database, companyId: number, id: number): Promise<void> {
  await db.delete(attachments).where(and(eq(attachments.companyId, companyId), eq(attachments.id, id)));
}

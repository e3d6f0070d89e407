import { SETTLEMENT_WINDOW, type SettlingLine, type SettlingOrder } from "@trezo/domain";
import { type AnyColumn, and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import { bankAccounts, bankConnections, companies, transactions, users } from "../../db/schema";
import { inCompany, sameCompany } from "../../db/scoped";
import { forecastSettings } from "../../db/tables/forecast";
import { ets, etsMatches, invoices } from "../../db/tables/invoices";
import {
  transferAttemptOrders,
  transferAttempts,
  transferOrders,
  transferSettings,
} from "../../db/tables/transfers";

/** The SQL of transfers (issue 22): every query filters on the verified company. */

export type TransferOrderRow = typeof transferOrders.$inferSelect;
export type NewTransferOrderRow = Omit<typeof transferOrders.$inferInsert, "companyId" | "id">;
export type TransferAttemptRow = typeof transferAttempts.$inferSelect;

/** An order with what its screen shows beside it: the invoice number, who prepared and approved it. */
export interface ListedOrder extends TransferOrderRow {
  invoiceNumber: string | null;
  preparedByName: string | null;
  approvedByName: string | null;
  lastAttemptId: number | null;
}

const preparer = alias(users, "preparer");
const approver = alias(users, "approver");
const fullName = (table: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }) =>
  sql<
    string | null
  >`coalesce(nullif(trim(${table.firstName} || ' ' || ${table.lastName}), ''), ${table.email})`;
// Raw names in the subqueries: drizzle writes a column without its table there, which the subquery's
// own table would capture.
const lastAttempt = sql<number | null>`(
  select max(ao.attempt_id) from transfer_attempt_orders ao
  where ao.company_id = "transfer_orders"."company_id" and ao.order_id = "transfer_orders"."id")`;

/** The company's orders, newest first, narrowed to a debtor account, a status or some ids. */
export async function listOrders(
  db: Database,
  companyId: number,
  filter: { accountId?: number | undefined; status?: TransferOrderRow["status"] | undefined; ids?: number[] },
): Promise<ListedOrder[]> {
  const rows = await db
    .select({
      order: transferOrders,
      invoiceNumber: invoices.number,
      preparedByName: fullName(preparer),
      approvedByName: fullName(approver),
      lastAttemptId: lastAttempt,
    })
    .from(transferOrders)
    .leftJoin(
      invoices,
      and(eq(invoices.companyId, transferOrders.companyId), eq(invoices.id, transferOrders.invoiceId)),
    )
    .leftJoin(preparer, eq(preparer.id, transferOrders.preparedBy))
    .leftJoin(approver, eq(approver.id, transferOrders.approvedBy))
    .where(
      inCompany(
        transferOrders,
        companyId,
        filter.accountId === undefined ? undefined : eq(transferOrders.debtorAccountId, filter.accountId),
        filter.status === undefined ? undefined : eq(transferOrders.status, filter.status),
        filter.ids === undefined ? undefined : inArray(transferOrders.id, filter.ids),
      ),
    )
    .orderBy(desc(transferOrders.createdAt), desc(transferOrders.id))
    .limit(2000);
  return rows.map((row) => ({
    ...row.order,
    invoiceNumber: row.invoiceNumber,
    preparedByName: row.preparedByName,
    approvedByName: row.approvedByName,
    lastAttemptId: row.lastAttemptId === null ? null : Number(row.lastAttemptId),
  }));
}

/** Some orders of the company, locked for the transaction that changes them. */
export async function lockOrders(db: Database, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(transferOrders)
    .where(inCompany(transferOrders, companyId, inArray(transferOrders.id, [...ids])))
    .orderBy(transferOrders.id)
    .for("update");
}

export async function insertOrders(db: Database, companyId: number, rows: readonly NewTransferOrderRow[]) {
  return db
    .insert(transferOrders)
    .values(rows.map((row) => ({ ...row, companyId })))
    .returning({ id: transferOrders.id });
}

export async function updateOrders(
  db: Database,
  companyId: number,
  ids: readonly number[],
  patch: Partial<Omit<TransferOrderRow, "id" | "companyId">>,
) {
  if (ids.length === 0) return;
  await db
    .update(transferOrders)
    .set({ ...patch, updatedAt: new Date() })
    .where(inCompany(transferOrders, companyId, inArray(transferOrders.id, [...ids])));
}

/** The owner's four-eyes threshold, or null. */
export async function approvalThresholdOf(db: Database, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ cents: transferSettings.approvalThresholdCents })
    .from(transferSettings)
    .where(eq(transferSettings.companyId, companyId));
  return row?.cents ?? null;
}

export async function setApprovalThreshold(db: Database, companyId: number, cents: number | null) {
  await db
    .insert(transferSettings)
    .values({ companyId, approvalThresholdCents: cents })
    .onConflictDoUpdate({
      target: transferSettings.companyId,
      set: { approvalThresholdCents: cents, updatedAt: new Date() },
    });
}

/** The company's name (the initiating party and debtor of its files). */
export async function companyNameOf(db: Database, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? "";
}

/** Some of the company's bank accounts. */
export async function accountsOf(db: Database, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: bankAccounts.id,
      name: sql<string>`coalesce(${bankAccounts.customName}, ${bankAccounts.name})`,
      iban: bankAccounts.iban,
      bic: bankAccounts.bic,
      currency: bankAccounts.currency,
    })
    .from(bankAccounts)
    .where(inCompany(bankAccounts, companyId, inArray(bankAccounts.id, [...ids])));
}

/** Supplier invoices to pay, with their first instalment that still expects money and what is left. */
export async function invoicesToPay(db: Database, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      status: invoices.status,
      number: invoices.number,
      counterpartyName: invoices.counterpartyName,
      counterpartyIban: invoices.counterpartyIban,
      currency: invoices.currency,
      categoryId: invoices.categoryId,
      leftCents: sql<string>`coalesce((select sum(e.matched_cents - e.amount_cents) from ets e
        where e.company_id = "invoices"."company_id" and e.invoice_id = "invoices"."id"), 0)`,
      firstOpenEtsId: sql<number | null>`(select e.id from ets e
        where e.company_id = "invoices"."company_id" and e.invoice_id = "invoices"."id"
          and e.matched_cents <> e.amount_cents
        order by e.expected_date, e.id limit 1)`,
    })
    .from(invoices)
    .where(inCompany(invoices, companyId, inArray(invoices.id, [...ids])));
  return rows.map((row) => ({
    ...row,
    leftCents: Number(row.leftCents),
    firstOpenEtsId: row.firstOpenEtsId === null ? null : Number(row.firstOpenEtsId),
  }));
}

/** Outstanding orders of invoices: an invoice already being paid is not paid twice. */
export async function outstandingOrdersOfInvoices(db: Database, companyId: number, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({ id: transferOrders.id, invoiceId: transferOrders.invoiceId })
    .from(transferOrders)
    .where(
      inCompany(
        transferOrders,
        companyId,
        inArray(transferOrders.invoiceId, invoiceIds),
        inArray(transferOrders.status, ["draft", "pending", "rejected"]),
      ),
    );
}

export async function insertAttempt(
  db: Database,
  companyId: number,
  values: Omit<typeof transferAttempts.$inferInsert, "companyId" | "id">,
  orderIds: readonly number[],
): Promise<number> {
  const [attempt] = await db
    .insert(transferAttempts)
    .values({ ...values, companyId })
    .returning({ id: transferAttempts.id });
  if (!attempt) throw new Error("the attempt was not inserted");
  await db
    .insert(transferAttemptOrders)
    .values(orderIds.map((orderId) => ({ companyId, attemptId: attempt.id, orderId })));
  return attempt.id;
}

/** One attempt of the company and the ids of the orders it sent. */
export async function attemptOf(db: Database, companyId: number, attemptId: number) {
  const [attempt] = await db
    .select()
    .from(transferAttempts)
    .where(inCompany(transferAttempts, companyId, eq(transferAttempts.id, attemptId)));
  if (!attempt) return null;
  const orders = await db
    .select({ orderId: transferAttemptOrders.orderId })
    .from(transferAttemptOrders)
    .where(inCompany(transferAttemptOrders, companyId, eq(transferAttemptOrders.attemptId, attemptId)))
    .orderBy(transferAttemptOrders.orderId);
  return { attempt, orderIds: orders.map((row) => row.orderId) };
}

/** Pending attempts whose orders are all executed succeed; those with a rejected order fail. */
export async function refreshAttempts(db: Database, companyId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return;
  await db.execute(sql`
    update ${transferAttempts} a set status = case
        when bool_and.all_executed then 'succeeded' when bool_and.any_rejected then 'failed' else a.status end,
      updated_at = now()
    from (
      select ao.attempt_id,
        bool_and(o.status = 'executed') as all_executed, bool_or(o.status = 'rejected') as any_rejected
      from ${transferAttemptOrders} ao
      join ${transferOrders} o on o.company_id = ao.company_id and o.id = ao.order_id
      where ao.company_id = ${companyId} and ao.attempt_id in (
        select attempt_id from ${transferAttemptOrders}
        where company_id = ${companyId} and order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )}))
      group by ao.attempt_id
    ) bool_and
    where a.company_id = ${companyId} and a.id = bool_and.attempt_id and a.status = 'pending'`);
}

/** The pending orders of the company, as the settlement reads them. */
export async function pendingOrdersToSettle(db: Database, companyId: number): Promise<SettlingOrder[]> {
  const rows = await db
    .select({
      id: transferOrders.id,
      debtorAccountId: transferOrders.debtorAccountId,
      amountCents: transferOrders.amountCents,
      executionDate: transferOrders.executionDate,
      endToEndId: transferOrders.endToEndId,
    })
    .from(transferOrders)
    .where(inCompany(transferOrders, companyId, eq(transferOrders.status, "pending")));
  return rows.map((row) => ({
    id: String(row.id),
    debtorAccountId: String(row.debtorAccountId),
    amountCents: row.amountCents,
    executionDate: row.executionDate,
    endToEndId: row.endToEndId,
  }));
}

/**
 * Debits of the orders' accounts around their execution dates that settle no order yet: the lines that
 * could settle them.
 */
export async function candidateLines(
  db: Database,
  companyId: number,
  orders: readonly SettlingOrder[],
): Promise<SettlingLine[]> {
  if (orders.length === 0) return [];
  const dates = orders.map((order) => order.executionDate).sort();
  const accountIds = [...new Set(orders.map((order) => Number(order.debtorAccountId)))];
  const amounts = [...new Set(orders.map((order) => -order.amountCents))];
  const rows = await db
    .select({
      id: transactions.id,
      accountId: transactions.accountId,
      amountCents: transactions.amountCents,
      bookedOn: transactions.bookedOn,
      label: transactions.label,
      reference: transactions.reference,
    })
    .from(transactions)
    .where(
      inCompany(
        transactions,
        companyId,
        inArray(transactions.accountId, accountIds),
        inArray(
          transactions.amountCents,
          amounts.map((cents) => BigInt(cents)),
        ),
        sql`${transactions.bookedOn} between (${dates[0]}::date - ${SETTLEMENT_WINDOW.daysBefore}::int)
          and (${dates.at(-1)}::date + ${SETTLEMENT_WINDOW.daysAfter}::int)`,
        sql`not exists (select 1 from transfer_orders o where o.company_id = ${companyId}
          and o.settled_transaction_id = "transactions"."id")`,
      ),
    );
  return rows.map((row) => ({
    id: String(row.id),
    accountId: String(row.accountId),
    amountCents: Number(row.amountCents),
    bookedOn: row.bookedOn,
    text: `${row.label} ${row.reference ?? ""}`,
  }));
}

/** One line of the company (the settling line named by hand). */
export async function transactionOf(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select({ id: transactions.id, accountId: transactions.accountId, amountCents: transactions.amountCents })
    .from(transactions)
    .where(inCompany(transactions, companyId, eq(transactions.id, id)));
  return row ? { ...row, amountCents: Number(row.amountCents) } : null;
}

/** Whether a line settles an order already. */
export async function lineSettlesAnOrder(db: Database, companyId: number, transactionId: number) {
  const [row] = await db
    .select({ id: transferOrders.id })
    .from(transferOrders)
    .where(inCompany(transferOrders, companyId, eq(transferOrders.settledTransactionId, transactionId)));
  return row !== undefined;
}

/**
 * The invoice's open instalments and what the line has not given to ETS yet: what an order's settling
 * line can still pay of its invoice.
 */
export async function invoicePaymentRoom(
  db: Database,
  companyId: number,
  invoiceId: number,
  transactionId: number,
) {
  const open = await db
    .select({ id: ets.id, leftCents: sql<string>`${ets.amountCents} - ${ets.matchedCents}` })
    .from(ets)
    .where(
      inCompany(ets, companyId, eq(ets.invoiceId, invoiceId), sql`${ets.matchedCents} <> ${ets.amountCents}`),
    )
    .orderBy(ets.expectedDate, ets.id);
  const [given] = await db
    .select({ cents: sql<string>`coalesce(sum(${etsMatches.amountCents}), 0)` })
    .from(etsMatches)
    .where(inCompany(etsMatches, companyId, eq(etsMatches.transactionId, transactionId)));
  return {
    open: open.map((row) => ({ id: row.id, leftCents: Number(row.leftCents) })),
    givenCents: Number(given?.cents ?? 0),
  };
}

/** The payment initiation attempt the aggregator knows by `reference` (its payment id), or null. */
export async function initiationAttemptId(
  db: Database,
  companyId: number,
  reference: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: transferAttempts.id })
    .from(transferAttempts)
    .where(
      inCompany(
        transferAttempts,
        companyId,
        and(eq(transferAttempts.reference, reference), eq(transferAttempts.method, "initiation")),
      ),
    );
  return row?.id ?? null;
}

/** What the proposals of transfers under the balance threshold read: the threshold, accounts, orders. */
export async function sweepInputsOf(db: Database, companyId: number) {
  const [settings] = await db
    .select({ thresholdCents: forecastSettings.thresholdCents })
    .from(forecastSettings)
    .where(eq(forecastSettings.companyId, companyId));
  const accounts = await db
    .select({
      id: bankAccounts.id,
      balanceCents: bankAccounts.balanceCents,
      currency: bankAccounts.currency,
      iban: bankAccounts.iban,
      included: bankAccounts.included,
      archived: bankConnections.archived,
    })
    .from(bankAccounts)
    .innerJoin(bankConnections, sameCompany(bankAccounts, bankAccounts.connectionId, bankConnections))
    .where(inCompany(bankAccounts, companyId));
  const outstanding = await db
    .select({
      debtorAccountId: transferOrders.debtorAccountId,
      creditorAccountId: transferOrders.creditorAccountId,
      amountCents: transferOrders.amountCents,
    })
    .from(transferOrders)
    .where(
      inCompany(
        transferOrders,
        companyId,
        eq(transferOrders.kind, "internal"),
        inArray(transferOrders.status, ["draft", "pending", "rejected"]),
      ),
    );
  return {
    thresholdCents: settings?.thresholdCents == null ? null : Number(settings.thresholdCents),
    accounts: accounts.map((account) => ({
      id: account.id,
      balanceCents: Number(account.balanceCents),
      currency: account.currency,
      hasIban: Boolean(account.iban),
      active: account.included && !account.archived,
    })),
    outstanding: outstanding.flatMap((order) =>
      order.creditorAccountId === null ? [] : [{ ...order, creditorAccountId: order.creditorAccountId }],
    ),
  };
}

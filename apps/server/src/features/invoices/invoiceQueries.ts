import type { InvoiceFilters } from "@trezo/api";
import {
  counterpartyNameKey,
  foldLabel,
  invoiceCashCents,
  normalizeLabel,
  type RuleSubject,
} from "@trezo/domain";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "../../db/database";
import { transactions } from "../../db/schema";
import { bankChecks, ets, etsMatches, invoiceSettings, invoices } from "../../db/tables/invoices";

/**
 * The SQL of invoices, checks, ETS and matches (issue 15). Every query filters on the company the
 * caller's access was verified for; ids of another company are simply not found.
 */

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceValues = Omit<typeof invoices.$inferInsert, "companyId" | "id">;
export type EtsRow = typeof ets.$inferSelect;
export type BankCheckRow = typeof bankChecks.$inferSelect;
export type BankCheckValues = Omit<typeof bankChecks.$inferInsert, "companyId" | "id">;

/** Statuses whose invoices still expect money. */
export const OPEN_STATUSES = ["open", "partially_paid"] as const;

/** LIKE pattern of user text: % and _ are matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** LIKE pattern of a prefix: % and _ are matched literally. */
function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/* ------------------------------------------------------------- invoices */

/** Inserts an invoice; undefined when the company already has one of this side, counterparty and number. */
export async function insertInvoice(
  db: Database,
  companyId: number,
  values: InvoiceValues,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, companyId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Inserts many invoices at once (an import); returns them in order. */
export async function insertInvoices(
  db: Database,
  companyId: number,
  list: readonly InvoiceValues[],
): Promise<InvoiceRow[]> {
  if (list.length === 0) return [];
  return db
    .insert(invoices)
    .values(list.map((values) => ({ ...values, companyId })))
    .returning();
}

export async function findInvoice(
  db: Database,
  companyId: number,
  id: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
  return row;
}

/** Changes an invoice; undefined when it is not the company's, or the change makes it a duplicate. */
export async function updateInvoiceRow(
  db: Database,
  companyId: number,
  id: number,
  values: Partial<InvoiceValues>,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .returning();
  return row;
}

/** Whether another invoice of the company has this side, counterparty and number. */
export async function invoiceNumberTaken(
  db: Database,
  companyId: number,
  key: { kind: "customer" | "supplier"; counterpartyKey: string; number: string },
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.kind, key.kind),
        eq(invoices.counterpartyKey, key.counterpartyKey),
        eq(invoices.number, key.number),
        exceptId === null ? undefined : ne(invoices.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The (side, counterparty, number) keys among these that the company already has. */
export async function existingInvoiceKeys(
  db: Database,
  companyId: number,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ kind: invoices.kind, counterparty: invoices.counterpartyKey, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.number, [...new Set(numbers)])));
  return new Set(rows.map((row) => invoiceKey(row.kind, row.counterparty, row.number)));
}

/**
 * Each counterparty's usual payment terms in days (due date − issue date of its latest invoice of that
 * side), keyed like invoiceKey without the number: `kind\u0000normalizedCounterparty`.
 */
export async function usualTermsOf(
  db: Database,
  companyId: number,
  normalizedCounterparties: readonly string[],
): Promise<Map<string, number>> {
  if (normalizedCounterparties.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([invoices.kind, invoices.normalizedCounterparty], {
      kind: invoices.kind,
      counterparty: invoices.normalizedCounterparty,
      days: sql<number>`(${invoices.dueDate} - ${invoices.issueDate})::int`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        inArray(invoices.normalizedCounterparty, [...new Set(normalizedCounterparties)]),
        ne(invoices.status, "cancelled"),
      ),
    )
    .orderBy(invoices.kind, invoices.normalizedCounterparty, desc(invoices.issueDate), desc(invoices.id));
  return new Map(rows.map((row) => [`${row.kind}\u0000${row.counterparty}`, Number(row.days)]));
}

/** The duplicate key of an invoice: side, counterpartyKey (SIREN, else name key) and number. */
export function invoiceKey(kind: string, counterpartyKey: string, number: string): string {
  return `${kind}\u0000${counterpartyKey}\u0000${number}`;
}

/** Deletes an invoice (its ETS and matches go with it); its document key, or undefined when not found. */
export async function deleteInvoiceRow(
  db: Database,
  companyId: number,
  id: number,
): Promise<{ documentKey: string | null } | undefined> {
  const [row] = await db
    .delete(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .returning({ documentKey: invoices.documentKey });
  return row;
}

/** Sets a column on several invoices of the company; how many changed. */
export async function updateInvoices(
  db: Database,
  companyId: number,
  ids: readonly number[],
  values: Partial<InvoiceValues>,
): Promise<number> {
  const rows = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.id, [...ids])))
    .returning({ id: invoices.id });
  return rows.length;
}

/** The WHERE of invoice filters, scoped to the company; `today` decides what is late. */
export function invoiceConditions(companyId: number, filters: InvoiceFilters, today: string): SQL {
  const conditions: Array<SQL | undefined> = [eq(invoices.companyId, companyId)];
  if (filters.kind) conditions.push(eq(invoices.kind, filters.kind));
  if (filters.status)
    conditions.push(inArray(invoices.status, filters.status.length ? filters.status : ["open"]));
  if (filters.engaged !== undefined) conditions.push(eq(invoices.engaged, filters.engaged));
  const late = and(inArray(invoices.status, [...OPEN_STATUSES]), lt(invoices.dueDate, today));
  if (filters.late === true) conditions.push(late);
  if (filters.late === false) conditions.push(sql`not (${late})`);
  if (filters.dueFrom) conditions.push(gte(invoices.dueDate, filters.dueFrom));
  if (filters.dueTo) conditions.push(lte(invoices.dueDate, filters.dueTo));
  if (filters.counterparty) {
    const prefix = counterpartyNameKey(filters.counterparty);
    // A prefix of the normalised name; the range lets the planner read the text_pattern_ops index even
    // with the prefix as a parameter.
    conditions.push(
      sql`${invoices.normalizedCounterparty} ~>=~ ${prefix} and ${invoices.normalizedCounterparty} ~<~ ${`${prefix}\u{10FFFF}`}
        and ${invoices.normalizedCounterparty} like ${startsWithPattern(prefix)}`,
    );
  }
  if (filters.text) {
    const raw = containsPattern(filters.text);
    conditions.push(or(sql`${invoices.number} ilike ${raw}`, sql`${invoices.label} ilike ${raw}`));
  }
  const categoryIds = filters.categoryIds ?? [];
  if (categoryIds.length > 0 && filters.uncategorised) {
    conditions.push(or(inArray(invoices.categoryId, categoryIds), isNull(invoices.categoryId)));
  } else if (categoryIds.length > 0) {
    conditions.push(inArray(invoices.categoryId, categoryIds));
  } else if (filters.uncategorised) {
    conditions.push(isNull(invoices.categoryId));
  }
  if (filters.amountMin !== undefined) conditions.push(gte(invoices.amountInclTaxCents, filters.amountMin));
  if (filters.amountMax !== undefined) conditions.push(lte(invoices.amountInclTaxCents, filters.amountMax));
  return and(...conditions) as SQL;
}

const SORT_COLUMNS = {
  due_date: invoices.dueDate,
  issue_date: invoices.issueDate,
  amount: invoices.amountInclTaxCents,
  number: invoices.number,
} as const;

/** A page of invoices: `limit + 1` rows are read to know whether more follow. */
export async function listInvoiceRows(
  db: Database,
  companyId: number,
  query: {
    filters: InvoiceFilters;
    sort: { field: keyof typeof SORT_COLUMNS; direction: "asc" | "desc" };
    limit: number;
    offset: number;
  },
  today: string,
): Promise<InvoiceRow[]> {
  const order = query.sort.direction === "asc" ? asc : desc;
  return db
    .select()
    .from(invoices)
    .where(invoiceConditions(companyId, query.filters, today))
    .orderBy(order(SORT_COLUMNS[query.sort.field]), order(invoices.id))
    .limit(query.limit + 1)
    .offset(query.offset);
}

/** Every invoice matching the filters, by due date (exports), at most `max`. */
export async function allInvoiceRows(
  db: Database,
  companyId: number,
  filters: InvoiceFilters,
  today: string,
  max: number,
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(invoiceConditions(companyId, filters, today))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(max);
}

/** Totals per side and ageing bucket of what is left, for the filtered invoices (open ones only age). */

/** One row of the ageing query: numbers come back as text (bigint sums). */
interface AgeingRow extends Record<string, unknown> {
  kind: string;
  bucket: string;
  count: string;
  total: string;
  paid: string;
}

export async function invoiceTotals(
  db: Database,
  companyId: number,
  filters: InvoiceFilters,
  today: string,
): Promise<
  Array<{ kind: "customer" | "supplier"; bucket: string; count: number; total: number; paid: number }>
> {
  // Grouped outside the subquery: a GROUP BY on an expression with parameters would not match the
  // select list's (each parameter is its own placeholder).
  const result = await db.execute<AgeingRow>(sql`
    select x.kind, x.bucket, count(*)::text as count, sum(x.total)::text as total, sum(x.paid)::text as paid
    from (
      select ${invoices.kind} as kind, ${invoices.paidCents} as paid,
        case when ${invoices.kind} = 'customer' then ${invoices.amountInclTaxCents}
          else -${invoices.amountInclTaxCents} end as total,
        case
          when ${invoices.status} not in ('open', 'partially_paid') then 'closed'
          when ${invoices.dueDate} >= ${today}::date then 'not_due'
          when ${invoices.dueDate} >= ${today}::date - 30 then 'days_1_30'
          when ${invoices.dueDate} >= ${today}::date - 60 then 'days_31_60'
          when ${invoices.dueDate} >= ${today}::date - 90 then 'days_61_90'
          else 'over_90' end as bucket
      from ${invoices}
      where ${and(invoiceConditions(companyId, filters, today), ne(invoices.status, "cancelled"))}
    ) as x
    group by x.kind, x.bucket`);
  return (result as { rows: AgeingRow[] }).rows.map((row) => ({
    kind: row.kind as "customer" | "supplier",
    bucket: String(row.bucket),
    count: Number(row.count),
    total: Number(row.total),
    paid: Number(row.paid),
  }));
}

/* ------------------------------------------------------------------ ETS */

export async function insertEts(
  db: Database,
  companyId: number,
  list: ReadonlyArray<Omit<typeof ets.$inferInsert, "companyId" | "id">>,
): Promise<EtsRow[]> {
  if (list.length === 0) return [];
  return db
    .insert(ets)
    .values(list.map((values) => ({ ...values, companyId })))
    .returning();
}

export async function findEts(db: Database, companyId: number, id: number): Promise<EtsRow | undefined> {
  const [row] = await db
    .select()
    .from(ets)
    .where(and(eq(ets.companyId, companyId), eq(ets.id, id)));
  return row;
}

/** The ETS of some invoices, by date then id. */
export async function etsOfInvoices(
  db: Database,
  companyId: number,
  invoiceIds: readonly number[],
): Promise<EtsRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(ets)
    .where(and(eq(ets.companyId, companyId), inArray(ets.invoiceId, [...invoiceIds])))
    .orderBy(asc(ets.expectedDate), asc(ets.id));
}

/** The ETS of some checks. */
export async function etsOfChecks(
  db: Database,
  companyId: number,
  checkIds: readonly number[],
): Promise<EtsRow[]> {
  if (checkIds.length === 0) return [];
  return db
    .select()
    .from(ets)
    .where(and(eq(ets.companyId, companyId), inArray(ets.bankCheckId, [...checkIds])))
    .orderBy(asc(ets.id));
}

/** Writes the amounts and dates of instalments (an instalment edit), and deletes the ones named. */
export async function writeInstalments(
  db: Database,
  companyId: number,
  changes: ReadonlyArray<{ id: number; amountCents: number; expectedDate: string }>,
  deletedIds: readonly number[],
): Promise<void> {
  for (const change of changes) {
    await db
      .update(ets)
      .set({ amountCents: change.amountCents, expectedDate: change.expectedDate, updatedAt: new Date() })
      .where(and(eq(ets.companyId, companyId), eq(ets.id, change.id)));
  }
  if (deletedIds.length > 0) {
    await db.delete(ets).where(and(eq(ets.companyId, companyId), inArray(ets.id, [...deletedIds])));
  }
}

/** Sets the amount and date of a check's ETS (they follow the check). */
export async function setCheckEts(
  db: Database,
  companyId: number,
  checkId: number,
  values: { amountCents: number; expectedDate: string },
): Promise<void> {
  await db
    .update(ets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(ets.companyId, companyId), eq(ets.bankCheckId, checkId)));
}

/* -------------------------------------------------------------- matches */

export interface MatchView {
  id: number;
  etsId: number;
  transactionId: number;
  amountCents: number;
  source: "manual" | "auto";
  transactionDate: string;
  transactionLabel: string;
  transactionAmountCents: number;
}

/** The matches of some ETS with the transactions they name. */
export async function matchesOfEts(
  db: Database,
  companyId: number,
  etsIds: readonly number[],
): Promise<MatchView[]> {
  if (etsIds.length === 0) return [];
  const rows = await db
    .select({
      id: etsMatches.id,
      etsId: etsMatches.etsId,
      transactionId: etsMatches.transactionId,
      amountCents: etsMatches.amountCents,
      source: etsMatches.source,
      transactionDate: transactions.bookedOn,
      transactionLabel: transactions.label,
      transactionAmountCents: transactions.amountCents,
    })
    .from(etsMatches)
    .innerJoin(
      transactions,
      and(eq(transactions.companyId, etsMatches.companyId), eq(transactions.id, etsMatches.transactionId)),
    )
    .where(
      and(
        eq(etsMatches.companyId, companyId),
        eq(transactions.companyId, companyId),
        inArray(etsMatches.etsId, [...etsIds]),
      ),
    )
    .orderBy(asc(transactions.bookedOn), asc(etsMatches.id));
  return rows.map((row) => ({ ...row, transactionAmountCents: Number(row.transactionAmountCents) }));
}

/** A transaction of the company with what it already gives to ETS (other than `exceptEtsId`). */
export async function transactionForMatch(
  db: Database,
  companyId: number,
  transactionId: number,
  exceptEtsId: number,
): Promise<{ amountCents: number; allocatedCents: number } | undefined> {
  const [row] = await db
    .select({
      amountCents: transactions.amountCents,
      allocated: sql<string>`coalesce((select sum(m.amount_cents) from ets_matches m
        where m.company_id = ${companyId} and m.transaction_id = "transactions"."id" and m.ets_id <> ${exceptEtsId}), 0)`,
    })
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, transactionId)));
  return row && { amountCents: Number(row.amountCents), allocatedCents: Number(row.allocated) };
}

/** Whether this transaction is already matched to this ETS. */
export async function matchExists(db: Database, companyId: number, etsId: number, transactionId: number) {
  const [row] = await db
    .select({ id: etsMatches.id })
    .from(etsMatches)
    .where(
      and(
        eq(etsMatches.companyId, companyId),
        eq(etsMatches.etsId, etsId),
        eq(etsMatches.transactionId, transactionId),
      ),
    );
  return row !== undefined;
}

export async function insertMatches(
  db: Database,
  companyId: number,
  list: ReadonlyArray<{
    etsId: number;
    transactionId: number;
    amountCents: number;
    source: "manual" | "auto";
    createdBy: number | null;
  }>,
): Promise<Array<typeof etsMatches.$inferSelect>> {
  if (list.length === 0) return [];
  return db
    .insert(etsMatches)
    .values(list.map((values) => ({ ...values, companyId })))
    .onConflictDoNothing()
    .returning();
}

/** Deletes a match; whether there was one. */
export async function deleteMatch(db: Database, companyId: number, etsId: number, transactionId: number) {
  const rows = await db
    .delete(etsMatches)
    .where(
      and(
        eq(etsMatches.companyId, companyId),
        eq(etsMatches.etsId, etsId),
        eq(etsMatches.transactionId, transactionId),
      ),
    )
    .returning({ id: etsMatches.id });
  return rows.length > 0;
}

/**
 * Writes again the matched amount of some ETS from their matches (in the transaction that changed the
 * matches), and returns the ETS rows with their owners' ids.
 */
export async function refreshMatchedCents(db: Database, companyId: number, etsIds: readonly number[]) {
  if (etsIds.length === 0) return [];
  const list = `{${etsIds.map((id) => Math.trunc(id)).join(",")}}`;
  await db.execute(sql`
    update ets e set matched_cents = coalesce(
      (select sum(m.amount_cents) from ets_matches m where m.company_id = e.company_id and m.ets_id = e.id), 0)
    where e.company_id = ${companyId} and e.id = any(${list}::int[])`);
  return db
    .select()
    .from(ets)
    .where(and(eq(ets.companyId, companyId), inArray(ets.id, [...etsIds])));
}

/** Sets what an invoice has received and its status. */
export async function setInvoicePayment(
  db: Database,
  companyId: number,
  id: number,
  values: { paidCents: number; status: InvoiceRow["status"] },
): Promise<void> {
  await db
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
}

/** Sets a check's status (cashed when its ETS is fully matched). */
export async function setCheckStatus(
  db: Database,
  companyId: number,
  id: number,
  status: BankCheckRow["status"],
): Promise<void> {
  await db
    .update(bankChecks)
    .set({ status })
    .where(and(eq(bankChecks.companyId, companyId), eq(bankChecks.id, id)));
}

/* ------------------------------------------------------------- matching */

/** An open ETS with what matching needs of its invoice or check. */
export interface OpenEtsRow {
  id: number;
  invoiceId: number | null;
  bankCheckId: number | null;
  amountCents: number;
  matchedCents: number;
  expectedDate: string;
  number: string;
  counterpartyName: string;
  normalizedCounterparty: string;
  iban: string | null;
}

/**
 * The ETS still waiting for money: of open or partly paid invoices (when invoices are on) and of pending
 * checks (when checks are on).
 */
export async function openEtsRows(
  db: Database,
  companyId: number,
  modules: { invoices: boolean; checks: boolean },
): Promise<OpenEtsRow[]> {
  const result: OpenEtsRow[] = [];
  if (modules.invoices) {
    const rows = await db
      .select({
        id: ets.id,
        invoiceId: ets.invoiceId,
        amountCents: ets.amountCents,
        matchedCents: ets.matchedCents,
        expectedDate: ets.expectedDate,
        number: invoices.number,
        counterpartyName: invoices.counterpartyName,
        normalizedCounterparty: invoices.normalizedCounterparty,
        iban: invoices.counterpartyIban,
      })
      .from(ets)
      .innerJoin(invoices, and(eq(invoices.companyId, ets.companyId), eq(invoices.id, ets.invoiceId)))
      .where(
        and(
          eq(ets.companyId, companyId),
          inArray(invoices.status, [...OPEN_STATUSES]),
          ne(ets.amountCents, ets.matchedCents),
        ),
      );
    for (const row of rows) result.push({ ...row, bankCheckId: null });
  }
  if (modules.checks) {
    const rows = await db
      .select({
        id: ets.id,
        bankCheckId: ets.bankCheckId,
        amountCents: ets.amountCents,
        matchedCents: ets.matchedCents,
        expectedDate: ets.expectedDate,
        number: bankChecks.number,
        counterpartyName: bankChecks.counterpartyName,
        normalizedCounterparty: bankChecks.normalizedCounterparty,
      })
      .from(ets)
      .innerJoin(bankChecks, and(eq(bankChecks.companyId, ets.companyId), eq(bankChecks.id, ets.bankCheckId)))
      .where(
        and(
          eq(ets.companyId, companyId),
          eq(bankChecks.status, "pending"),
          ne(ets.amountCents, ets.matchedCents),
        ),
      );
    for (const row of rows) result.push({ ...row, invoiceId: null, iban: null });
  }
  return result;
}

/** A transaction not fully given to ETS yet. */
export interface FreeTransactionRow {
  id: number;
  bookedOn: string;
  amountCents: number;
  freeCents: number;
  label: string;
  reference: string | null;
  normalizedLabel: string;
  normalizedCounterparty: string;
}

/**
 * Transactions with money not given to ETS yet: the given ids, or the latest `limit` booked since
 * `since`.
 */
export async function freeTransactions(
  db: Database,
  companyId: number,
  query: { ids?: readonly number[]; since?: string; limit: number },
): Promise<FreeTransactionRow[]> {
  const allocated = sql<string>`coalesce((select sum(m.amount_cents) from ets_matches m
    where m.company_id = ${companyId} and m.transaction_id = "transactions"."id"), 0)`;
  const rows = await db
    .select({
      id: transactions.id,
      bookedOn: transactions.bookedOn,
      amountCents: transactions.amountCents,
      allocated,
      label: transactions.label,
      reference: transactions.reference,
      normalizedLabel: transactions.normalizedLabel,
      normalizedCounterparty: transactions.normalizedCounterparty,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        query.ids ? inArray(transactions.id, query.ids.length ? [...query.ids] : [0]) : undefined,
        query.since ? gte(transactions.bookedOn, query.since) : undefined,
        ne(transactions.amountCents, BigInt(0)),
      ),
    )
    .orderBy(desc(transactions.bookedOn), desc(transactions.id))
    .limit(query.limit);
  return rows
    .map((row) => {
      const amountCents = Number(row.amountCents);
      return { ...row, amountCents, freeCents: amountCents - Number(row.allocated) };
    })
    .filter((row) => row.freeCents !== 0 && Math.sign(row.freeCents) === Math.sign(row.amountCents));
}

/* ------------------------------------------------------------- settings */

export async function readInvoiceSettings(db: Database, companyId: number) {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.companyId, companyId));
  return { autoMatch: row?.autoMatch ?? false, useLearnedDelays: row?.useLearnedDelays ?? true };
}

export async function writeInvoiceSettings(
  db: Database,
  companyId: number,
  values: { autoMatch?: boolean | undefined; useLearnedDelays?: boolean | undefined },
) {
  const current = await readInvoiceSettings(db, companyId);
  const next = {
    autoMatch: values.autoMatch ?? current.autoMatch,
    useLearnedDelays: values.useLearnedDelays ?? current.useLearnedDelays,
  };
  await db
    .insert(invoiceSettings)
    .values({ companyId, ...next })
    .onConflictDoUpdate({ target: invoiceSettings.companyId, set: next });
  return next;
}

/* --------------------------------------------------------------- checks */

export async function insertBankCheck(
  db: Database,
  companyId: number,
  values: BankCheckValues,
): Promise<BankCheckRow | undefined> {
  const [row] = await db
    .insert(bankChecks)
    .values({ ...values, companyId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findBankCheck(
  db: Database,
  companyId: number,
  id: number,
): Promise<BankCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(bankChecks)
    .where(and(eq(bankChecks.companyId, companyId), eq(bankChecks.id, id)));
  return row;
}

export async function bankCheckNumberTaken(
  db: Database,
  companyId: number,
  direction: "issued" | "received",
  number: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bankChecks.id })
    .from(bankChecks)
    .where(
      and(
        eq(bankChecks.companyId, companyId),
        eq(bankChecks.direction, direction),
        eq(bankChecks.number, number),
        ne(bankChecks.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function updateBankCheckRow(
  db: Database,
  companyId: number,
  id: number,
  values: Partial<BankCheckValues>,
): Promise<BankCheckRow | undefined> {
  const [row] = await db
    .update(bankChecks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bankChecks.companyId, companyId), eq(bankChecks.id, id)))
    .returning();
  return row;
}

export async function deleteBankCheckRow(db: Database, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(bankChecks)
    .where(and(eq(bankChecks.companyId, companyId), eq(bankChecks.id, id)))
    .returning({ id: bankChecks.id });
  return rows.length > 0;
}

export interface BankCheckFilters {
  direction?: "issued" | "received" | undefined;
  status?: Array<"pending" | "cashed" | "cancelled"> | undefined;
  from?: string | undefined;
  to?: string | undefined;
  counterparty?: string | undefined;
}

function bankCheckConditions(companyId: number, filters: BankCheckFilters): SQL {
  return and(
    eq(bankChecks.companyId, companyId),
    filters.direction ? eq(bankChecks.direction, filters.direction) : undefined,
    filters.status
      ? inArray(bankChecks.status, filters.status.length ? filters.status : ["pending"])
      : undefined,
    filters.from ? gte(bankChecks.expectedCashDate, filters.from) : undefined,
    filters.to ? lte(bankChecks.expectedCashDate, filters.to) : undefined,
    filters.counterparty
      ? sql`${bankChecks.normalizedCounterparty} like ${containsPattern(foldLabel(filters.counterparty))}`
      : undefined,
  ) as SQL;
}

export async function listBankCheckRows(
  db: Database,
  companyId: number,
  query: { filters: BankCheckFilters; limit: number; offset: number },
): Promise<BankCheckRow[]> {
  return db
    .select()
    .from(bankChecks)
    .where(bankCheckConditions(companyId, query.filters))
    .orderBy(asc(bankChecks.expectedCashDate), asc(bankChecks.id))
    .limit(query.limit + 1)
    .offset(query.offset);
}

export async function bankCheckTotals(db: Database, companyId: number, filters: BankCheckFilters) {
  const rows = await db
    .select({
      direction: bankChecks.direction,
      status: bankChecks.status,
      count: sql<string>`count(*)`,
      amount: sql<string>`sum(${bankChecks.amountCents})`,
    })
    .from(bankChecks)
    .where(and(bankCheckConditions(companyId, filters), notInArray(bankChecks.status, ["cancelled"])))
    .groupBy(bankChecks.direction, bankChecks.status);
  return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
}

const ruleSubjectColumns = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  label: invoices.label,
  counterpartyName: invoices.counterpartyName,
  amountInclTaxCents: invoices.amountInclTaxCents,
  issueDate: invoices.issueDate,
  categoryId: invoices.categoryId,
  categorySource: invoices.categorySource,
  ruleId: invoices.ruleId,
};

/** Invoices the rules may file: those not filed by hand. */
const fileableInvoices = (companyId: number) =>
  and(
    eq(invoices.companyId, companyId),
    or(isNull(invoices.categorySource), ne(invoices.categorySource, "manual")),
  );

/** Rule subjects of invoices not filed by hand (rules file invoices as they file transactions). */
export async function invoicesForRules(db: Database, companyId: number) {
  return db.select(ruleSubjectColumns).from(invoices).where(fileableInvoices(companyId));
}

/** How many of the company's invoices the rules may file. */
export async function countFileableInvoices(db: Database, companyId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(invoices).where(fileableInvoices(companyId));
  return row?.count ?? 0;
}

/** One page (keyset on id, after `afterId`) of the invoices the rules may file. */
export async function fileableInvoicePage(db: Database, companyId: number, afterId: number, limit: number) {
  return db
    .select(ruleSubjectColumns)
    .from(invoices)
    .where(and(fileableInvoices(companyId), gt(invoices.id, afterId)))
    .orderBy(asc(invoices.id))
    .limit(limit);
}

/** A category the rules give an invoice (null: none of them files it any more). */
export interface InvoiceCategoryChange {
  id: number;
  categoryId: number | null;
  ruleId: number | null;
  source: "rule" | null;
}

/** Writes invoices' new rule categories in one statement (UPDATE ... FROM VALUES); never a manual one. */
export async function writeInvoiceCategoryChanges(
  db: Database,
  companyId: number,
  changes: readonly InvoiceCategoryChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(
      (change) =>
        sql`(${change.id}::int, ${change.categoryId}::int, ${change.ruleId}::int, ${change.source}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`update invoices as i
    set category_id = v.category_id, rule_id = v.rule_id, category_source = v.source, updated_at = now()
    from (values ${values}) as v(id, category_id, rule_id, source)
    where i.company_id = ${companyId} and i.id = v.id
      and (i.category_source is null or i.category_source <> 'manual')`);
}

/**
 * An invoice as the rule engine sees it: its counterparty and label as the label (the way a bank
 * writes a payment), the counterparty, the money signed as it will move, its issue date; no account.
 */
export function invoiceRuleSubject(invoice: {
  id: number;
  kind: "customer" | "supplier";
  label: string;
  counterpartyName: string;
  amountInclTaxCents: number;
  issueDate: string;
}): RuleSubject {
  return {
    id: String(invoice.id),
    normalizedLabel: normalizeLabel(`${invoice.counterpartyName} ${invoice.label}`),
    normalizedCounterparty: normalizeLabel(invoice.counterpartyName),
    amountCents: invoiceCashCents(invoice.kind, invoice.amountInclTaxCents),
    accountId: "",
    date: invoice.issueDate,
  };
}

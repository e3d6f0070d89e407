import {
  type CategorisableTransaction,
  type CategorisationRule,
  categorizeTransaction,
  compileRules,
  type RuleCondition,
  type RuleEngine,
  validateRule,
} from "@trezo/domain";
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, letOthersIn } from "../../db/database";
import { transactions } from "../../db/schema";
import {
  countFileableInvoices,
  fileableInvoicePage,
  type InvoiceCategoryChange,
  invoiceRuleSubject,
  writeInvoiceCategoryChanges,
} from "../invoices/invoiceQueries";
import { loadRuleRows, type RuleRow } from "./ruleQueries";

/** A stored rule as the domain engine sees it (ids as strings, the category as its target). */
export function engineRuleOf(row: RuleRow): CategorisationRule {
  return {
    id: String(row.id),
    name: row.name ?? undefined,
    priority: row.priority,
    conditions: row.conditions as RuleCondition[],
    target: { categoryId: String(row.categoryId) },
  };
}

/**
 * The company's stored rules as the engine runs them. Rules were validated when saved, but one saved
 * under an earlier engine may use what the linear-time regex engine refuses (a look-ahead, `\u00e9`):
 * such a rule files nothing, and the others still run (the rule list still shows it, and saving it
 * again names the problem).
 */
export async function loadEngineRules(db: Database, companyId: number): Promise<CategorisationRule[]> {
  return (await loadRuleRows(db, companyId))
    .map(engineRuleOf)
    .filter((rule) => validateRule(rule).length === 0);
}

/**
 * The company's compiled rules, or null when it has none (nothing to file). A set of loadEngineRules
 * that does not compile is an internal error.
 */
export async function companyRuleEngine(db: Database, companyId: number): Promise<RuleEngine | null> {
  const rules = await loadEngineRules(db, companyId);
  if (rules.length === 0) return null;
  const compiled = compileRules(rules);
  if (!compiled.ok) throw new Error(`stored rules of company ${companyId} do not compile`);
  return compiled.engine;
}

/**
 * The company's compiled rules, even when it has none (an engine that files nothing: re-filing then
 * takes every rule category away). Stored rules were validated when saved; a set that no longer
 * compiles is an internal error.
 */
async function allRulesEngine(db: Database, companyId: number): Promise<RuleEngine> {
  const compiled = compileRules(await loadEngineRules(db, companyId));
  if (!compiled.ok) throw new Error(`stored rules of company ${companyId} do not compile`);
  return compiled.engine;
}

/** Columns the engine needs from a transaction. */
export const subjectColumns = {
  id: transactions.id,
  normalizedLabel: transactions.normalizedLabel,
  normalizedCounterparty: transactions.normalizedCounterparty,
  amountCents: transactions.amountCents,
  accountId: transactions.accountId,
  bookedOn: transactions.bookedOn,
  categoryId: transactions.categoryId,
  categorySource: transactions.categorySource,
  ruleId: transactions.ruleId,
};
export type SubjectRow = {
  id: number;
  normalizedLabel: string;
  normalizedCounterparty: string;
  amountCents: bigint;
  accountId: number;
  bookedOn: string;
  categoryId: number | null;
  categorySource: string | null;
  ruleId: number | null;
};

/** A transaction row as the engine sees it; a manual category is its manual target. */
export function engineSubjectOf(
  row: SubjectRow,
): CategorisableTransaction & { currentRuleId: string | null } {
  const current = row.categoryId === null ? null : { categoryId: String(row.categoryId) };
  return {
    id: String(row.id),
    normalizedLabel: row.normalizedLabel,
    normalizedCounterparty: row.normalizedCounterparty,
    amountCents: Number(row.amountCents),
    accountId: String(row.accountId),
    date: row.bookedOn,
    manualTarget: row.categorySource === "manual" ? current : null,
    currentTarget: current,
    currentRuleId: row.ruleId === null ? null : String(row.ruleId),
  };
}

/** Reads a company's transactions page by page (keyset on id), so a million rows never sit in one result. */
export async function* transactionSubjects(
  db: Database,
  companyId: number,
  options: { transactionIds?: readonly number[] | undefined; skipManual?: boolean; pageSize?: number } = {},
): AsyncGenerator<SubjectRow[]> {
  const pageSize = options.pageSize ?? 20_000;
  const wanted = options.transactionIds;
  if (wanted && wanted.length === 0) return;
  // Many ids (a 100,000-line import) would exceed the protocol's parameter limit: their id range is
  // read instead, and the rows outside the list are dropped here.
  const byRange = wanted !== undefined && wanted.length > 5000;
  const wantedSet = byRange ? new Set(wanted) : null;
  let after = byRange ? wanted.reduce((a, b) => Math.min(a, b)) - 1 : 0;
  const last = byRange ? wanted.reduce((a, b) => Math.max(a, b)) : null;
  for (;;) {
    const conditions = [eq(transactions.companyId, companyId), gt(transactions.id, after)];
    if (options.skipManual)
      conditions.push(
        or(isNull(transactions.categorySource), ne(transactions.categorySource, "manual")) as never,
      );
    if (wanted && !byRange) conditions.push(inArray(transactions.id, [...wanted]));
    if (last !== null) conditions.push(lte(transactions.id, last));
    const page = await db
      .select(subjectColumns)
      .from(transactions)
      .where(and(...conditions))
      .orderBy(asc(transactions.id))
      .limit(pageSize);
    if (page.length === 0) return;
    yield wantedSet ? page.filter((row) => wantedSet.has(row.id)) : page;
    after = (page[page.length - 1] as SubjectRow).id;
    if (page.length < pageSize) return;
  }
}

/** How many of the company's transactions the rules may file (those not filed by hand). */
async function countFileable(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        or(isNull(transactions.categorySource), ne(transactions.categorySource, "manual")),
      ),
    );
  return row?.count ?? 0;
}

interface CategoryChange {
  id: number;
  categoryId: number | null;
  ruleId: number | null;
  source: "rule" | null;
}

/** Writes category changes in batches of one statement each (UPDATE ... FROM VALUES). */
export async function writeCategoryChanges(
  db: Database,
  companyId: number,
  changes: readonly CategoryChange[],
  onBatch?: (written: number) => Promise<void> | void,
) {
  for (let start = 0; start < changes.length; start += 1000) {
    const batch = changes.slice(start, start + 1000);
    const values = sql.join(
      batch.map(
        (change) =>
          sql`(${change.id}::int, ${change.categoryId}::int, ${change.ruleId}::int, ${change.source}::text)`,
      ),
      sql`, `,
    );
    await db.execute(sql`update transactions as t
      set category_id = v.category_id, rule_id = v.rule_id, category_source = v.source
      from (values ${values}) as v(id, category_id, rule_id, source)
      where t.id = v.id and t.company_id = ${companyId}`);
    await onBatch?.(start + batch.length);
  }
}

/** What the rules change on a page of transactions: only rows whose category or rule changes. */
function categoryChanges(engine: RuleEngine, page: readonly SubjectRow[]): CategoryChange[] {
  const changes: CategoryChange[] = [];
  for (const row of page) {
    const outcome = categorizeTransaction(engine, engineSubjectOf(row));
    const next: CategoryChange =
      outcome.source === "rule"
        ? {
            id: row.id,
            categoryId: Number(outcome.target.categoryId),
            ruleId: Number(outcome.ruleId),
            source: "rule",
          }
        : { id: row.id, categoryId: null, ruleId: null, source: null };
    if (
      next.categoryId !== row.categoryId ||
      next.ruleId !== row.ruleId ||
      next.source !== row.categorySource
    ) {
      changes.push(next);
    }
  }
  return changes;
}

/** Transactions per slice of reindexInSlices: one short transaction each. */
export const REINDEX_SLICE_ROWS = 1000;

/** Where a re-categorisation in slices stands, between two slices. */
export interface ReindexProgress {
  examined: number;
  changed: number;
  /** Transactions the rules may file when it started (those not filed by hand). */
  total: number;
}

/**
 * applyRules over all of a company's transactions, one short transaction per REINDEX_SLICE_ROWS rows
 * (keyset on id), each run alone on the database (`exclusive`): on PGlite's single connection other
 * requests are answered between slices. Each slice files its rows with the rules as they are then, so
 * the result is the same as one pass; a rule change meanwhile runs its own full pass. `beforeSlice`
 * hears where it stands before each slice (progress) and stops it by answering false. Call it
 * outside `exclusive` work.
 */
export function reindexInSlices(
  database: DatabaseHandle,
  companyId: number,
  options: { beforeSlice?: (progress: ReindexProgress) => Promise<boolean> } = {},
): Promise<{ examined: number; changed: number; stopped: boolean }> {
  return fileInSlices(database, companyId, options, {
    count: (db) => countFileable(db, companyId),
    async slice(tx, engine, after) {
      const page = await tx
        .select(subjectColumns)
        .from(transactions)
        .where(
          and(
            eq(transactions.companyId, companyId),
            gt(transactions.id, after),
            or(isNull(transactions.categorySource), ne(transactions.categorySource, "manual")),
          ),
        )
        .orderBy(asc(transactions.id))
        .limit(REINDEX_SLICE_ROWS);
      const changes = categoryChanges(engine, page);
      await writeCategoryChanges(tx, companyId, changes);
      return { ids: page.map((row) => row.id), changed: changes.length };
    },
  });
}

/**
 * The loop of reindexInSlices and refileInvoicesInSlices: `slice` files the rows after an id (keyset),
 * at most REINDEX_SLICE_ROWS, in one short exclusive transaction with the rules as they are then, and
 * says which ids it read and how many changed.
 */
async function fileInSlices(
  database: DatabaseHandle,
  companyId: number,
  options: { beforeSlice?: (progress: ReindexProgress) => Promise<boolean> },
  rows: {
    count: (db: Database) => Promise<number>;
    slice: (tx: Database, engine: RuleEngine, after: number) => Promise<{ ids: number[]; changed: number }>;
  },
): Promise<{ examined: number; changed: number; stopped: boolean }> {
  const total = await database.exclusive(() => rows.count(database.db));
  let examined = 0;
  let changed = 0;
  let after = 0;
  for (;;) {
    await letOthersIn();
    if (options.beforeSlice && !(await options.beforeSlice({ examined, changed, total })))
      return { examined, changed, stopped: true };
    const slice = await database.exclusive(() =>
      database.db.transaction(async (tx) => rows.slice(tx, await allRulesEngine(tx, companyId), after)),
    );
    examined += slice.ids.length;
    changed += slice.changed;
    const last = slice.ids[slice.ids.length - 1];
    if (last === undefined || slice.ids.length < REINDEX_SLICE_ROWS)
      return { examined, changed, stopped: false };
    after = last;
  }
}

/**
 * The rules filed again over a company's invoices not filed by hand (README of invoices, "Rules"), as
 * reindexInSlices does for transactions: one short exclusive transaction per REINDEX_SLICE_ROWS
 * invoices, with the rules as they are then. Only invoices whose category or rule changes are written;
 * one no rule files any more becomes uncategorised. `beforeSlice` hears progress and stops it by
 * answering false.
 */
export function refileInvoicesInSlices(
  database: DatabaseHandle,
  companyId: number,
  options: { beforeSlice?: (progress: ReindexProgress) => Promise<boolean> } = {},
): Promise<{ examined: number; changed: number; stopped: boolean }> {
  return fileInSlices(database, companyId, options, {
    count: (db) => countFileableInvoices(db, companyId),
    async slice(tx, engine, after) {
      const page = await fileableInvoicePage(tx, companyId, after, REINDEX_SLICE_ROWS);
      const changes: InvoiceCategoryChange[] = [];
      for (const invoice of page) {
        const rule = engine.firstMatch(invoiceRuleSubject(invoice));
        const next: InvoiceCategoryChange = rule
          ? {
              id: invoice.id,
              categoryId: Number(rule.target.categoryId),
              ruleId: Number(rule.id),
              source: "rule",
            }
          : { id: invoice.id, categoryId: null, ruleId: null, source: null };
        if (
          next.categoryId !== invoice.categoryId ||
          next.ruleId !== invoice.ruleId ||
          next.source !== invoice.categorySource
        ) {
          changes.push(next);
        }
      }
      await writeInvoiceCategoryChanges(tx, companyId, changes);
      return { ids: page.map((invoice) => invoice.id), changed: changes.length };
    },
  });
}

/** Share of applyRules' progress spent reading and filing; the rest is writing the changes. */
const READ_SHARE = 0.8;

/**
 * Runs the company's rules over its transactions (all, or the given ones) and records, for each one
 * not filed by hand, the category and the rule that set it (DESIGN §6: manual always wins). Only rows
 * whose category or rule changes are written. Returns how many transactions changed.
 */
export async function applyRules(
  db: Database,
  companyId: number,
  options: {
    transactionIds?: readonly number[] | undefined;
    /**
     * Called as the work advances with the share done (0 to 1): after each page read and filed, then
     * after each batch of changes written.
     */
    onProgress?: (done: number) => Promise<void> | void;
    /** Transactions read per page (20,000 by default). */
    pageSize?: number;
  } = {},
): Promise<{ examined: number; changed: number }> {
  const engine = await allRulesEngine(db, companyId);
  let examined = 0;
  const changes: CategoryChange[] = [];
  const onProgress = options.onProgress;
  const total = !onProgress ? 0 : (options.transactionIds?.length ?? (await countFileable(db, companyId)));
  for await (const page of transactionSubjects(db, companyId, {
    transactionIds: options.transactionIds,
    skipManual: true,
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
  })) {
    changes.push(...categoryChanges(engine, page));
    examined += page.length;
    await onProgress?.(READ_SHARE * Math.min(1, examined / Math.max(1, total)));
  }
  await writeCategoryChanges(
    db,
    companyId,
    changes,
    onProgress && ((written) => onProgress(READ_SHARE + ((1 - READ_SHARE) * written) / changes.length)),
  );
  await onProgress?.(1);
  return { examined, changed: changes.length };
}

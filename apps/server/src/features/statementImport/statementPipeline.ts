import { categorizeTransaction, normalizeLabel, type RuleEngine } from "@trezo/domain";
import type { Locale } from "@trezo/i18n";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { type Database, letOthersIn } from "../../db/database";
import { bankAccounts, transactions } from "../../db/schema";
import { statementColumnMappings } from "../../db/tables/banking";
import { HttpError } from "../../http/httpError";
import type { JobRun } from "../../jobs/jobs";
import { withFingerprints } from "../imports/fingerprint";
import { importErrorMessage } from "../imports/importErrorMessage";
import type { ImportError, StatementLine } from "../imports/statementLine";
import type { ColumnMapping } from "../imports/tabular/columnMapping";
import type { RememberedMapping } from "../imports/tabular/parseTabularRows";
import { companyRuleEngine } from "../rules/applyRules";

/** A refused statement: the parsers' localised message, which names the line (and column) when known. */
export function statementError(error: ImportError, locale: Locale): HttpError {
  return new HttpError(400, "invalid_statement", { text: importErrorMessage(error, locale) }, [
    { path: error.line === undefined ? "file" : `line.${error.line}`, message: error.code },
  ]);
}

/**
 * The mapping remembered for a bank connection, if any, with the header signature of the export it was
 * chosen for (stored beside the mapping's fields; null for one remembered before signatures were kept).
 */
export async function rememberedMapping(
  db: Database,
  companyId: number,
  connectionId: number,
): Promise<RememberedMapping | null> {
  const [row] = await db
    .select()
    .from(statementColumnMappings)
    .where(
      and(
        eq(statementColumnMappings.companyId, companyId),
        eq(statementColumnMappings.connectionId, connectionId),
      ),
    );
  if (!row) return null;
  const { signature, ...mapping } = row.mapping as ColumnMapping & { signature?: string };
  return { mapping, signature: signature ?? null };
}

/**
 * Remembers the mapping used for a bank connection and the header signature of the file: its next
 * export with the same headers needs no mapping.
 */
export async function rememberMapping(
  db: Database,
  companyId: number,
  connectionId: number,
  used: ColumnMapping,
  signature: string,
) {
  const mapping = { ...used, signature };
  await db
    .insert(statementColumnMappings)
    .values({ companyId, connectionId, mapping })
    .onConflictDoUpdate({
      target: [statementColumnMappings.companyId, statementColumnMappings.connectionId],
      set: { mapping, updatedAt: new Date() },
    });
}

/**
 * Which of `lines` are already in the account, by fingerprint: one set-based query through the
 * (account, external id) unique index, whose cost follows the file, not the account's history.
 */
export async function existingFingerprints(
  db: Database,
  companyId: number,
  accountId: number,
  lines: readonly StatementLine[],
): Promise<Set<string>> {
  if (lines.length === 0) return new Set();
  const rows = await db
    .select({ externalId: transactions.externalId })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.accountId, accountId),
        isNotNull(transactions.externalId),
        sql`${transactions.externalId} = any(${sql.param(lines.map((line) => line.fingerprint))}::text[])`,
      ),
    );
  return new Set(rows.map((row) => row.externalId as string));
}

/** Fingerprints looked up per query by existingFingerprintsInSlices. */
const FINGERPRINT_SLICE_LINES = 5000;

/**
 * existingFingerprints for a whole file, FINGERPRINT_SLICE_LINES per query, each query alone on the
 * database between other requests (a 100,000-line file is not one long lookup holding PGlite).
 */
export async function existingFingerprintsInSlices(
  run: JobRun,
  companyId: number,
  accountId: number,
  lines: readonly StatementLine[],
): Promise<Set<string>> {
  const existing = new Set<string>();
  for (let start = 0; start < lines.length; start += FINGERPRINT_SLICE_LINES) {
    await letOthersIn();
    const slice = lines.slice(start, start + FINGERPRINT_SLICE_LINES);
    const found = await run.exclusive((db) => existingFingerprints(db, companyId, accountId, slice));
    for (const fingerprint of found) existing.add(fingerprint);
  }
  return existing;
}

type InsertedRow = { id: number; amount_cents: string };

/** Lines per INSERT statement: few statements, and progress between them. */
export const INSERT_BATCH_LINES = 10_000;

/**
 * Files statement lines with the company's rules before they are written (DESIGN §6; a new line has
 * no manual category), so an import writes each line once, with its category, instead of inserting
 * then updating. Null where no rule matches; all null without rules.
 */
export function categoriseLines(
  engine: RuleEngine | null,
  accountId: number,
  lines: readonly StatementLine[],
): Array<{ categoryId: number; ruleId: number } | null> {
  if (!engine) return lines.map(() => null);
  const account = String(accountId);
  return lines.map((line) => {
    const outcome = categorizeTransaction(engine, {
      id: line.fingerprint,
      normalizedLabel: line.normalizedLabel,
      normalizedCounterparty: line.normalizedCounterparty,
      amountCents: line.amountCents,
      accountId: account,
      date: line.date,
    });
    return outcome.source === "rule"
      ? { categoryId: Number(outcome.target.categoryId), ruleId: Number(outcome.ruleId) }
      : null;
  });
}

/**
 * Inserts statement lines into an account with their categories, INSERT_BATCH_LINES per statement:
 * each column goes as one array parameter (`unnest`), so a statement costs a dozen parameters whatever
 * its size, and the query text is built once. A line whose fingerprint is already in the account is
 * skipped (a concurrent import of the same file adds nothing either). Returns the new ids and the sum
 * of their amounts; the balance of a manual account is not touched (addToManualBalance). A bank feed
 * (issue 21) gives each line its aggregator's id (`providerIds`, by index).
 */
export async function insertStatementRows(
  db: Database,
  target: { companyId: number; accountId: number },
  lines: readonly StatementLine[],
  categories: ReadonlyArray<{ categoryId: number; ruleId: number } | null>,
  onBatch?: (done: number) => Promise<void> | void,
  providerIds?: ReadonlyArray<string | null>,
): Promise<{ ids: number[]; addedCents: bigint }> {
  const { companyId, accountId } = target;
  const ids: number[] = [];
  let addedCents = 0n;
  for (let start = 0; start < lines.length; start += INSERT_BATCH_LINES) {
    const batch = lines.slice(start, start + INSERT_BATCH_LINES);
    const batchCategories = categories.slice(start, start + INSERT_BATCH_LINES);
    const column = <T>(pick: (line: StatementLine, index: number) => T) => sql.param(batch.map(pick));
    const result = await db.execute(sql`
      insert into transactions (company_id, account_id, booked_on, value_on, amount_cents, currency, label,
        normalized_label, counterparty, normalized_counterparty, reference, external_id, category_id,
        rule_id, category_source, provider_transaction_id)
      select ${companyId}::int, ${accountId}::int, l.booked_on, l.value_on, l.amount_cents, l.currency,
        l.label, l.normalized_label, l.counterparty, l.normalized_counterparty, l.reference, l.external_id,
        l.category_id, l.rule_id, case when l.category_id is null then null else 'rule' end,
        l.provider_transaction_id
      from unnest(
        ${column((line) => line.date)}::date[],
        ${column((line) => line.valueDate)}::date[],
        ${column((line) => String(line.amountCents))}::bigint[],
        ${column((line) => line.currency)}::text[],
        ${column((line) => line.label)}::text[],
        ${column((line) => line.normalizedLabel)}::text[],
        ${column((line) => line.counterparty)}::text[],
        ${column((line) => line.normalizedCounterparty)}::text[],
        ${column((line) => line.reference)}::text[],
        ${column((line) => line.fingerprint)}::text[],
        ${column((_, index) => batchCategories[index]?.categoryId ?? null)}::int[],
        ${column((_, index) => batchCategories[index]?.ruleId ?? null)}::int[],
        ${column((_, index) => providerIds?.[start + index] ?? null)}::text[]
      ) as l(booked_on, value_on, amount_cents, currency, label, normalized_label, counterparty,
        normalized_counterparty, reference, external_id, category_id, rule_id, provider_transaction_id)
      on conflict do nothing
      returning id, amount_cents::text as amount_cents`);
    const inserted = Array.isArray(result)
      ? (result as InsertedRow[])
      : (result as unknown as { rows: InsertedRow[] }).rows;
    for (const row of inserted) {
      ids.push(Number(row.id));
      addedCents += BigInt(row.amount_cents);
    }
    await onBatch?.(start + batch.length);
  }
  return { ids, addedCents };
}

/** A manual account's balance (its opening balance plus its transactions) grows by what was added. */
export async function addToManualBalance(
  db: Database,
  target: { companyId: number; accountId: number; manualAccount: boolean },
  addedCents: bigint,
): Promise<void> {
  if (!target.manualAccount || addedCents === 0n) return;
  await db
    .update(bankAccounts)
    .set({ balanceCents: sql`${bankAccounts.balanceCents} + ${String(addedCents)}::bigint` })
    .where(and(eq(bankAccounts.companyId, target.companyId), eq(bankAccounts.id, target.accountId)));
}

/** insertStatementRows, then the manual account's balance: in one transaction, the whole write. */
export async function insertStatementLines(
  db: Database,
  target: { companyId: number; accountId: number; manualAccount: boolean },
  lines: readonly StatementLine[],
  categories: ReadonlyArray<{ categoryId: number; ruleId: number } | null>,
  onBatch?: (done: number) => Promise<void> | void,
): Promise<number[]> {
  const { ids, addedCents } = await insertStatementRows(db, target, lines, categories, onBatch);
  await addToManualBalance(db, target, addedCents);
  return ids;
}

/**
 * Imports statement lines in committed slices of `sliceLines` (PGlite, where a transaction holds the one
 * connection of every tenant; the size is ServerConfig.importSliceLines), all-or-nothing still: each
 * slice records its rows in the job (`run.recordInserted`), which deletes them if the import fails or
 * the server stops before the end; the last short transaction adds to a manual account's balance, runs
 * `finish` and keeps the rows. Returns how many lines were added.
 */
export async function importInSlices(
  run: JobRun,
  target: { companyId: number; accountId: number; manualAccount: boolean },
  lines: readonly StatementLine[],
  options: {
    sliceLines: number;
    /** What makes the import final, in its last transaction. */
    finish: (tx: Database, added: number) => Promise<void>;
    /** After each committed slice, with the number of lines done. */
    onSlice?: (done: number) => Promise<void>;
  },
): Promise<number> {
  const { sliceLines, finish, onSlice } = options;
  let added = 0;
  let addedCents = 0n;
  for (let start = 0; start < lines.length; start += sliceLines) {
    await letOthersIn();
    const slice = lines.slice(start, start + sliceLines);
    const rows = await run.exclusive((db) =>
      db.transaction(async (tx) => {
        // The rules as they are when the slice commits.
        const engine = await companyRuleEngine(tx, target.companyId);
        const inserted = await insertStatementRows(
          tx,
          target,
          slice,
          categoriseLines(engine, target.accountId, slice),
        );
        await run.recordInserted(tx, inserted.ids);
        return inserted;
      }),
    );
    added += rows.ids.length;
    addedCents += rows.addedCents;
    await onSlice?.(start + slice.length);
  }
  await letOthersIn();
  await run.exclusive((db) =>
    db.transaction(async (tx) => {
      await addToManualBalance(tx, target, addedCents);
      await finish(tx, added);
      await run.keepInserted(tx);
    }),
  );
  return added;
}

/** Lines typed by hand, in the statement line shape (normalised, fingerprinted like an import). */
export function manualLines(
  entries: ReadonlyArray<{
    date: string;
    value_date?: string | null | undefined;
    label: string;
    amount_cents: number;
    counterparty?: string | null | undefined;
    reference?: string | null | undefined;
  }>,
  currency: string,
): StatementLine[] {
  return withFingerprints(
    entries.map((entry, index) => ({
      lineNumber: index + 1,
      date: entry.date,
      valueDate: entry.value_date ?? null,
      label: entry.label,
      normalizedLabel: normalizeLabel(entry.label),
      amountCents: entry.amount_cents,
      currency,
      counterparty: entry.counterparty || null,
      normalizedCounterparty: entry.counterparty ? normalizeLabel(entry.counterparty) : "",
      reference: entry.reference || null,
    })),
  );
}

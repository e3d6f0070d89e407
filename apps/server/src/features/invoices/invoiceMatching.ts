import {
  autoMatches,
  epochDayOf,
  etsLeftCents,
  isoDateOfEpochDay,
  type MatchSuggestion,
  normalizeLabel,
  type OpenEts,
  suggestMatches,
} from "@trezo/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { companyToday } from "../../forecast/companyToday";
import type { JobRun } from "../../jobs/jobs";
import { afterMatchesChanged } from "./invoiceLedger";
import {
  type FreeTransactionRow,
  freeTransactions,
  insertMatches,
  type OpenEtsRow,
  openEtsRows,
  readInvoiceSettings,
} from "./invoiceQueries";

/**
 * Matching of bank transactions to open ETS (issue 15): suggestions from the domain's index, and the
 * company's "match automatically when unique and exact" option, run after every statement import and
 * on demand (runETSMatching).
 */

/** Transactions looked at when none are named: the last 180 days, the latest 20,000 at most. */
export const MATCHING_WINDOW_DAYS = 180;
export const MAX_MATCHED_TRANSACTIONS = 20_000;

export interface Modules {
  invoices: boolean;
  checks: boolean;
}

export function openEtsOf(rows: readonly OpenEtsRow[]): OpenEts[] {
  return rows.map((row) => ({
    id: String(row.id),
    leftCents: etsLeftCents(row.amountCents, row.matchedCents),
    expectedDate: row.expectedDate,
    number: row.number,
    // Bank labels are compared through normalizeLabel (digits dropped): the name is read the same way.
    normalizedCounterparty: normalizeLabel(row.counterpartyName),
    iban: row.iban,
  }));
}

export function matchableOf(rows: readonly FreeTransactionRow[]) {
  return rows.map((row) => ({
    id: String(row.id),
    freeCents: row.freeCents,
    date: row.bookedOn,
    label: row.label,
    reference: row.reference,
    normalizedLabel: row.normalizedLabel,
    normalizedCounterparty: row.normalizedCounterparty,
  }));
}

/** The first day transactions are looked at when none are named. */
export function matchingWindowStart(): string {
  return isoDateOfEpochDay(epochDayOf(companyToday()) - MATCHING_WINDOW_DAYS);
}

/** Suggestions for the given transactions (else the latest ones of the window), with the rows they name. */
export async function companySuggestions(
  db: Database,
  companyId: number,
  modules: Modules,
  query: { transactionIds?: readonly number[] | undefined; limit: number },
): Promise<{
  transactions: FreeTransactionRow[];
  etsById: Map<number, OpenEtsRow>;
  suggestions: Map<string, MatchSuggestion[]>;
}> {
  const etsRows = await openEtsRows(db, companyId, modules);
  const transactionRows =
    etsRows.length === 0
      ? []
      : await freeTransactions(db, companyId, {
          ...(query.transactionIds ? { ids: query.transactionIds } : { since: matchingWindowStart() }),
          limit: query.limit,
        });
  const suggestions = suggestMatches(openEtsOf(etsRows), matchableOf(transactionRows));
  return {
    transactions: transactionRows,
    etsById: new Map(etsRows.map((row) => [row.id, row])),
    suggestions,
  };
}

/**
 * Makes the automatic matches of the company (when its option is on, or `force`): a transaction with
 * exactly one exact suggestion that names the ETS. One transaction for all of them. Answers how many.
 */
export async function runAutoMatching(
  db: Database,
  companyId: number,
  modules: Modules,
  options: { force?: boolean; transactionIds?: readonly number[] } = {},
): Promise<number> {
  if (!modules.invoices && !modules.checks) return 0;
  if (!options.force && !(await readInvoiceSettings(db, companyId)).autoMatch) return 0;
  const { suggestions } = await companySuggestions(db, companyId, modules, {
    transactionIds: options.transactionIds,
    limit: MAX_MATCHED_TRANSACTIONS,
  });
  const matches = autoMatches(suggestions);
  if (matches.length === 0) return 0;
  await db.transaction(async (tx) => {
    await insertMatches(
      tx,
      companyId,
      matches.map((match) => ({
        etsId: Number(match.etsId),
        transactionId: Number(match.transactionId),
        amountCents: match.amountCents,
        source: "auto" as const,
        createdBy: null,
      })),
    );
    await afterMatchesChanged(
      tx,
      companyId,
      matches.map((match) => Number(match.etsId)),
    );
  });
  return matches.length;
}

/**
 * After a statement import (its job, once the lines are committed): the company's automatic matches,
 * when its invoices or checks module and its auto-match option are on. A failure is logged and leaves
 * the import as it is.
 */
export async function matchAfterImport(
  run: Pick<JobRun, "exclusive">,
  company: { id: number; invoicesAllowed: boolean; checksAllowed: boolean },
  log: FastifyBaseLogger,
): Promise<number> {
  const modules = { invoices: company.invoicesAllowed, checks: company.checksAllowed };
  try {
    return await run.exclusive((db) => runAutoMatching(db, company.id, modules));
  } catch (error) {
    log.error({ err: error, companyId: company.id }, "automatic matching after an import failed");
    return 0;
  }
}

import { normalizeLabel } from "@trezo/domain";
import type { Locale } from "@trezo/i18n";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { transactions } from "../../db/schema";
import { statementColumnMappings } from "../../db/tables/banking";
import { HttpError } from "../../http/httpError";
import { withFingerprints } from "../imports/fingerprint";
import { importErrorMessage } from "../imports/importErrorMessage";
import type { ImportError, StatementLine } from "../imports/statementLine";
import type { ColumnMapping } from "../imports/tabular/columnMapping";

/** A refused statement: the parsers' localised message, which names the line (and column) when known. */
export function statementError(error: ImportError, locale: Locale): HttpError {
  return new HttpError(400, "invalid_statement", { text: importErrorMessage(error, locale) }, [
    { path: error.line === undefined ? "file" : `line.${error.line}`, message: error.code },
  ]);
}

/** The mapping remembered for a bank connection, if any. */
export async function rememberedMapping(
  db: Database,
  companyId: number,
  connectionId: number,
): Promise<ColumnMapping | null> {
  const [row] = await db
    .select()
    .from(statementColumnMappings)
    .where(
      and(
        eq(statementColumnMappings.companyId, companyId),
        eq(statementColumnMappings.connectionId, connectionId),
      ),
    );
  return (row?.mapping as ColumnMapping | undefined) ?? null;
}

/** Remembers the mapping used for a bank connection: its next import needs none. */
export async function rememberMapping(
  db: Database,
  companyId: number,
  connectionId: number,
  mapping: ColumnMapping,
) {
  await db
    .insert(statementColumnMappings)
    .values({ companyId, connectionId, mapping })
    .onConflictDoUpdate({
      target: [statementColumnMappings.companyId, statementColumnMappings.connectionId],
      set: { mapping, updatedAt: new Date() },
    });
}

/** Fingerprints of the lines already in an account (its external ids). */
export async function existingFingerprints(
  db: Database,
  companyId: number,
  accountId: number,
): Promise<Set<string>> {
  const rows = await db
    .select({ externalId: transactions.externalId })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.accountId, accountId),
        isNotNull(transactions.externalId),
      ),
    );
  return new Set(rows.map((row) => row.externalId as string));
}

/**
 * Inserts statement lines into an account, 1,000 per statement, skipping any line whose fingerprint is
 * already there (a concurrent import of the same file adds nothing either). Returns the new ids.
 */
export async function insertStatementLines(
  db: Database,
  companyId: number,
  accountId: number,
  lines: readonly StatementLine[],
  onBatch?: (done: number) => Promise<void> | void,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < lines.length; start += 1000) {
    const batch = lines.slice(start, start + 1000);
    const inserted = await db
      .insert(transactions)
      .values(
        batch.map((line) => ({
          companyId,
          accountId,
          bookedOn: line.date,
          valueOn: line.valueDate,
          amountCents: BigInt(line.amountCents),
          currency: line.currency,
          label: line.label,
          normalizedLabel: line.normalizedLabel,
          counterparty: line.counterparty,
          normalizedCounterparty: line.normalizedCounterparty,
          reference: line.reference,
          externalId: line.fingerprint,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    ids.push(...inserted.map((row) => row.id));
    await onBatch?.(start + batch.length);
  }
  return ids;
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

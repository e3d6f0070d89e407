import { normalizeLabel, type RuleEngine } from "@trezo/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { fingerprintBase } from "../imports/fingerprint";
import type { StatementLine } from "../imports/statementLine";
import { categoriseLines, insertStatementRows } from "../statementImport/statementPipeline";
import type { AggregatorTransaction } from "./aggregator";

/**
 * Writing one page of a bank feed into an account (issue 21), in the caller's transaction. A line is
 * never counted twice:
 * - by the aggregator's id (`provider_transaction_id`): a line seen before is changed in place, or
 *   deleted when the feed says so;
 * - by fingerprint (`external_id`, the statement import's `<hash of date, amount, currency, normalised
 *   label>:<n>`): a new line of the feed whose fingerprint base is already in the account from a statement
 *   file, not yet linked to the feed, is that line: it is linked (it gets the aggregator's id), not added.
 *   A line added from the feed takes the first free `:n` of its base, so that a statement file imported
 *   later finds it among its duplicates. A line whose date, amount or label changes gets the fingerprint
 *   of what it became.
 * The rules file the new lines and the changed ones (never a category set by hand).
 *
 * The work is set-based, a handful of statements per page whatever its size: the lines are normalised
 * and fingerprinted before the database is taken (prepareFeedPage); then one statement finds both the
 * lines Trezo has by the aggregator's id and the rows holding the fingerprints the page's lines could
 * take; then one delete, one link, one update and one insert, each over arrays (`unnest`).
 */
export interface FeedPageOutcome {
  added: number;
  updated: number;
  deleted: number;
  linked: number;
  addedIds: number[];
}

interface ExistingRow {
  id: number;
  provider_transaction_id: string;
  external_id: string | null;
  booked_on: string;
  amount_cents: string;
  label: string;
  value_on: string | null;
}

/** A row found by the aggregator's id or by fingerprint. */
type FoundRow = Omit<ExistingRow, "provider_transaction_id"> & { provider_transaction_id: string | null };

interface OccupantRow {
  id: number;
  external_id: string;
  provider_transaction_id: string | null;
}

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/** A feed line in the statement line shape (its fingerprint set later). */
function statementLineOf(line: AggregatorTransaction): StatementLine {
  return {
    lineNumber: 0,
    date: line.date,
    valueDate: line.valueDate,
    label: line.label,
    normalizedLabel: normalizeLabel(line.label),
    amountCents: line.amountCents,
    currency: line.currency,
    counterparty: null,
    normalizedCounterparty: "",
    reference: null,
    fingerprint: "",
  };
}

/** The base of a fingerprint `base:n`. */
function baseOf(fingerprint: string | null): string | null {
  if (!fingerprint) return null;
  const colon = fingerprint.lastIndexOf(":");
  return colon < 0 ? null : fingerprint.slice(0, colon);
}

/** The fingerprints `base:from` to `base:(to - 1)`. */
function slotsOf(base: string, from: number, to: number): string[] {
  return Array.from({ length: to - from }, (_, index) => `${base}:${from + index}`);
}

/** A line of a page ready to be written: its statement shape (fingerprint not set) and fingerprint base. */
export interface PreparedFeedLine {
  providerId: string;
  deleted: boolean;
  line: StatementLine;
  /** The fingerprint base of a line that is not deleted ("" for a deleted one). */
  base: string;
}

/**
 * The CPU part of a page, done before the database is taken: the page's last word on each line (lines
 * not booked yet wait), each normalised and given its fingerprint base.
 */
export function prepareFeedPage(page: readonly AggregatorTransaction[]): PreparedFeedLine[] {
  const byId = new Map<string, AggregatorTransaction>();
  for (const line of page) if (!line.future) byId.set(line.id, line);
  return [...byId.values()].map((feedLine) => {
    const line = statementLineOf(feedLine);
    return {
      providerId: feedLine.id,
      deleted: feedLine.deleted,
      line,
      base: feedLine.deleted ? "" : fingerprintBase(line),
    };
  });
}

/** The rows of the account holding some fingerprints, as slots by base. */
function addOccupants(
  occupants: Map<string, Map<number, OccupantRow>>,
  rows: ReadonlyArray<{ id: number; external_id: string | null; provider_transaction_id: string | null }>,
  asked: ReadonlySet<string>,
): void {
  for (const row of rows) {
    if (!row.external_id || !asked.has(row.external_id)) continue;
    const base = baseOf(row.external_id) ?? "";
    const slots = occupants.get(base) ?? new Map<number, OccupantRow>();
    slots.set(Number(row.external_id.slice(base.length + 1)), {
      id: Number(row.id),
      external_id: row.external_id,
      provider_transaction_id: row.provider_transaction_id,
    });
    occupants.set(base, slots);
  }
}

export async function applyFeedPage(
  tx: Database,
  target: { companyId: number; accountId: number },
  prepared: readonly PreparedFeedLine[],
  engine: RuleEngine | null,
): Promise<FeedPageOutcome> {
  const { companyId, accountId } = target;
  const outcome: FeedPageOutcome = { added: 0, updated: 0, deleted: 0, linked: 0, addedIds: [] };
  if (prepared.length === 0) return outcome;

  // One statement: the lines Trezo has by the aggregator's id, and the rows holding the first
  // fingerprints of each base the page's lines could take (`base:0` to `base:(k - 1)` for k lines).
  const perBase = new Map<string, number>();
  for (const feed of prepared) if (!feed.deleted) perBase.set(feed.base, (perBase.get(feed.base) ?? 0) + 1);
  const candidates = [...perBase].flatMap(([base, count]) => slotsOf(base, 0, count));
  const askedSlots = new Set(candidates);
  const found = rowsOf(
    (await tx.execute(sql`
      select id, provider_transaction_id, external_id, booked_on::text as booked_on,
        amount_cents::text as amount_cents, label, value_on::text as value_on
      from transactions
      where company_id = ${companyId} and account_id = ${accountId}
        and (provider_transaction_id = any(${sql.param(prepared.map((feed) => feed.providerId))}::text[])
          or external_id = any(${sql.param(candidates)}::text[]))`)) as Rows<FoundRow>,
  );
  const pageIds = new Set(prepared.map((feed) => feed.providerId));
  const known = new Map<string, ExistingRow>();
  for (const row of found) {
    const providerId = row.provider_transaction_id;
    if (providerId !== null && pageIds.has(providerId))
      known.set(providerId, { ...row, provider_transaction_id: providerId });
  }
  const occupants = new Map<string, Map<number, OccupantRow>>();
  addOccupants(occupants, found, askedSlots);

  // Deletions of lines Trezo has (their slots stay taken for this page).
  const deletedIds = prepared.flatMap((feed) => {
    const row = feed.deleted ? known.get(feed.providerId) : undefined;
    return row ? [Number(row.id)] : [];
  });
  outcome.deleted = deletedIds.length;

  /** Lines to write in place (same fingerprint base), and lines that need a fingerprint (new or moved). */
  const inPlace: Array<{ row: ExistingRow; line: StatementLine }> = [];
  const needing: Array<{ line: StatementLine; providerId: string; base: string; row: ExistingRow | null }> =
    [];
  for (const feed of prepared) {
    if (feed.deleted) continue;
    const { line, base } = feed;
    const row = known.get(feed.providerId) ?? null;
    if (row) {
      const unchanged =
        row.booked_on === line.date &&
        row.amount_cents === String(line.amountCents) &&
        row.label === line.label &&
        (row.value_on ?? null) === line.valueDate;
      if (unchanged) continue;
      if (baseOf(row.external_id) === base) {
        inPlace.push({ row, line: { ...line, fingerprint: row.external_id ?? "" } });
        continue;
      }
    }
    needing.push({ line, providerId: feed.providerId, base, row });
  }

  // A base whose first slots are all taken by linked lines asks for the next ones (rare: the same
  // date, amount and label several times in an account).
  const wanted = new Map<string, number>();
  for (const need of needing) wanted.set(need.base, (wanted.get(need.base) ?? 0) + 1);
  const asked = new Map(perBase);
  for (;;) {
    const toAsk = [...wanted.entries()].flatMap(([base, count]) => {
      const upTo = asked.get(base) ?? 0;
      const slots = occupants.get(base);
      const claimable = [...(slots?.values() ?? [])].filter(
        (row) => row.provider_transaction_id === null,
      ).length;
      const free = upTo - (slots?.size ?? 0);
      return claimable + free >= count ? [] : [{ base, from: upTo, to: upTo + count }];
    });
    if (toAsk.length === 0) break;
    const more = toAsk.flatMap(({ base, from, to }) => slotsOf(base, from, to));
    for (const { base, to } of toAsk) asked.set(base, to);
    const moreRows = rowsOf(
      (await tx.execute(sql`
        select id, external_id, provider_transaction_id from transactions
        where company_id = ${companyId} and account_id = ${accountId}
          and external_id = any(${sql.param(more)}::text[])`)) as Rows<OccupantRow>,
    );
    addOccupants(occupants, moreRows, new Set(more));
  }

  const inserts: Array<{ line: StatementLine; providerId: string }> = [];
  const moves: Array<{ row: ExistingRow; line: StatementLine }> = [];
  const links: Array<{ id: number; providerId: string }> = [];
  const dropped: number[] = [];
  const nextFree = new Map<string, number>();
  for (const need of needing) {
    const slots = occupants.get(need.base) ?? new Map<number, OccupantRow>();
    occupants.set(need.base, slots);
    const claim = [...slots.entries()]
      .filter(([, row]) => row.provider_transaction_id === null)
      .sort(([a], [b]) => a - b)[0];
    if (claim) {
      // The same line from a statement file: it becomes the feed's line.
      const [n, row] = claim;
      slots.set(n, { ...row, provider_transaction_id: need.providerId });
      links.push({ id: Number(row.id), providerId: need.providerId });
      if (need.row) {
        dropped.push(Number(need.row.id));
        outcome.updated++;
      } else outcome.linked++;
      continue;
    }
    let n = nextFree.get(need.base) ?? 0;
    while (slots.has(n)) n++;
    nextFree.set(need.base, n + 1);
    const line = { ...need.line, fingerprint: `${need.base}:${n}` };
    slots.set(n, {
      id: need.row ? Number(need.row.id) : 0,
      external_id: line.fingerprint,
      provider_transaction_id: need.providerId,
    });
    if (need.row) moves.push({ row: need.row, line });
    else inserts.push({ line, providerId: need.providerId });
  }

  // Deleted lines, and lines of the feed that became a statement's line (before that line takes their id).
  const gone = [...deletedIds, ...dropped];
  if (gone.length > 0)
    await tx.execute(sql`
      delete from transactions where company_id = ${companyId} and id = any(${sql.param(gone)}::int[])`);
  if (links.length > 0)
    await tx.execute(sql`
      update transactions t set provider_transaction_id = l.provider_id
      from unnest(${sql.param(links.map((link) => link.id))}::int[],
        ${sql.param(links.map((link) => link.providerId))}::text[]) as l(id, provider_id)
      where t.company_id = ${companyId} and t.id = l.id`);

  const changed = [...inPlace, ...moves];
  if (changed.length > 0) {
    const lines = changed.map((change) => change.line);
    const categories = categoriseLines(engine, accountId, lines);
    const column = <T>(pick: (line: StatementLine, index: number) => T) => sql.param(lines.map(pick));
    await tx.execute(sql`
      update transactions t set booked_on = u.booked_on, value_on = u.value_on,
        amount_cents = u.amount_cents, currency = u.currency, label = u.label,
        normalized_label = u.normalized_label, external_id = u.external_id,
        category_id = case when t.category_source = 'manual' then t.category_id else u.category_id end,
        rule_id = case when t.category_source = 'manual' then t.rule_id else u.rule_id end,
        category_source = case when t.category_source = 'manual' then 'manual'
          when u.category_id is null then null else 'rule' end
      from unnest(
        ${sql.param(changed.map((change) => Number(change.row.id)))}::int[],
        ${column((line) => line.date)}::date[],
        ${column((line) => line.valueDate)}::date[],
        ${column((line) => String(line.amountCents))}::bigint[],
        ${column((line) => line.currency)}::text[],
        ${column((line) => line.label)}::text[],
        ${column((line) => line.normalizedLabel)}::text[],
        ${column((line) => line.fingerprint)}::text[],
        ${column((_, index) => categories[index]?.categoryId ?? null)}::int[],
        ${column((_, index) => categories[index]?.ruleId ?? null)}::int[]
      ) as u(id, booked_on, value_on, amount_cents, currency, label, normalized_label, external_id,
        category_id, rule_id)
      where t.company_id = ${companyId} and t.id = u.id`);
    outcome.updated += changed.length;
  }

  if (inserts.length > 0) {
    const lines = inserts.map((insert) => insert.line);
    const { ids } = await insertStatementRows(
      tx,
      target,
      lines,
      categoriseLines(engine, accountId, lines),
      undefined,
      inserts.map((insert) => insert.providerId),
    );
    outcome.added = ids.length;
    outcome.addedIds = ids;
  }
  return outcome;
}

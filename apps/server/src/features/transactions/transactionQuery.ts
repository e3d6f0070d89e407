import type { ParsedCallInput } from "@trezo/api";
import { foldLabel } from "@trezo/domain";
import { and, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { transactions } from "../../db/schema";
import { httpErrors } from "../../http/httpError";

export type TransactionFilters = ParsedCallInput<"getTransactionList">["filters"];
export type TransactionSort = ParsedCallInput<"getTransactionList">["sort"];
export type TransactionRow = typeof transactions.$inferSelect;

/** LIKE pattern of user text: % and _ are matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The WHERE of the filters, always scoped to the verified company. */
export function filterConditions(companyId: number, filters: TransactionFilters): SQL {
  const conditions: Array<SQL | undefined> = [eq(transactions.companyId, companyId)];
  if (filters.text) {
    const folded = containsPattern(foldLabel(filters.text));
    const raw = containsPattern(filters.text);
    conditions.push(
      or(
        sql`${transactions.normalizedLabel} like ${folded}`,
        sql`${transactions.normalizedCounterparty} like ${folded}`,
        sql`${transactions.label} ilike ${raw}`,
        sql`${transactions.reference} ilike ${raw}`,
      ),
    );
  }
  if (filters.dateFrom) conditions.push(gte(transactions.bookedOn, filters.dateFrom));
  if (filters.dateTo) conditions.push(lte(transactions.bookedOn, filters.dateTo));
  if (filters.amountMin !== undefined)
    conditions.push(gte(transactions.amountCents, BigInt(filters.amountMin)));
  if (filters.amountMax !== undefined)
    conditions.push(lte(transactions.amountCents, BigInt(filters.amountMax)));
  if (filters.accountIds)
    conditions.push(inArray(transactions.accountId, filters.accountIds.length ? filters.accountIds : [0]));
  const categoryIds = filters.categoryIds ?? [];
  if (categoryIds.length > 0 && filters.uncategorised) {
    conditions.push(or(inArray(transactions.categoryId, categoryIds), isNull(transactions.categoryId)));
  } else if (categoryIds.length > 0) {
    conditions.push(inArray(transactions.categoryId, categoryIds));
  } else if (filters.uncategorised) {
    conditions.push(isNull(transactions.categoryId));
  }
  if (filters.status) {
    const named = filters.status.filter((status) => status !== "none");
    const parts: SQL[] = [];
    if (named.length > 0) parts.push(inArray(transactions.status, named));
    if (filters.status.includes("none")) parts.push(isNull(transactions.status));
    conditions.push(parts.length > 0 ? or(...parts) : sql`false`);
  }
  if (filters.validated !== undefined) conditions.push(eq(transactions.validated, filters.validated));
  return and(...conditions) as SQL;
}

const SORT_COLUMNS = {
  date: transactions.bookedOn,
  amount: transactions.amountCents,
  label: transactions.label,
} as const;

/** ORDER BY of a sort, with id as the tie-break in the same direction (a total order for the cursor). */
export function orderOf(sort: TransactionSort): SQL[] {
  const column = SORT_COLUMNS[sort.field];
  return sort.direction === "asc"
    ? [sql`${column} asc`, sql`${transactions.id} asc`]
    : [sql`${column} desc`, sql`${transactions.id} desc`];
}

interface CursorValue {
  /** Sort field the cursor was made for: a cursor never applies to another sort. */
  f: string;
  d: string;
  v: string;
  id: number;
}

/** The opaque cursor after `row` for this sort. */
export function cursorAfter(
  row: Pick<TransactionRow, "id" | "bookedOn" | "amountCents" | "label">,
  sort: TransactionSort,
): string {
  const value =
    sort.field === "date" ? row.bookedOn : sort.field === "amount" ? row.amountCents.toString() : row.label;
  const cursor: CursorValue = { f: sort.field, d: sort.direction, v: value, id: row.id };
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** The keyset condition of a cursor: rows strictly after it in the sort order. */
export function afterCursor(cursor: string, sort: TransactionSort): SQL {
  let parsed: CursorValue;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as CursorValue;
  } catch {
    throw httpErrors.invalidInput([{ path: "cursor", message: "Invalid cursor" }]);
  }
  if (
    parsed.f !== sort.field ||
    parsed.d !== sort.direction ||
    typeof parsed.v !== "string" ||
    !Number.isSafeInteger(parsed.id) ||
    (sort.field === "amount" && !/^-?\d{1,18}$/.test(parsed.v))
  ) {
    throw httpErrors.invalidInput([{ path: "cursor", message: "Invalid cursor" }]);
  }
  const column = SORT_COLUMNS[sort.field];
  const value =
    sort.field === "amount"
      ? sql`${parsed.v}::bigint`
      : sort.field === "date"
        ? sql`${parsed.v}::date`
        : sql`${parsed.v}`;
  return sort.direction === "asc"
    ? sql`(${column}, ${transactions.id}) > (${value}, ${parsed.id})`
    : sql`(${column}, ${transactions.id}) < (${value}, ${parsed.id})`;
}

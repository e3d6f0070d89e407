/**
 * The /transactions view as URL search params (filters and sort survive a reload and can be shared),
 * and its translation into the getTransactionList / downloadTransactions input.
 */
import type { CallInput } from "@trezo/api";

type ListInput = CallInput<"getTransactionList">;
export type TransactionFilters = NonNullable<ListInput["filters"]>;
export type TransactionSort = { field: "date" | "amount" | "label"; direction: "asc" | "desc" };
export type StatusFilter = NonNullable<TransactionFilters["status"]>[number];

/** Everything the URL says about the list. */
export interface TransactionQuery {
  filters: TransactionFilters;
  sort: TransactionSort;
}

const STATUSES: readonly StatusFilter[] = ["none", "to_check", "justified", "ignored"];
const SORT_FIELDS = ["date", "amount", "label"] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_SORT: TransactionSort = { field: "date", direction: "desc" };

/** A comma-separated list of ids, without duplicates, at most `max` (the contract's limit). */
function ids(value: string | null, max: number): number[] | undefined {
  if (!value) return undefined;
  const list = [
    ...new Set(
      value
        .split(",")
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
  ].slice(0, max);
  return list.length > 0 ? list : undefined;
}

function cents(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

function isoDate(value: string | null): string | undefined {
  return value && ISO_DATE.test(value) ? value : undefined;
}

/**
 * Reads the list's filters and sort from the URL; a hand-edited or stale value is dropped rather than
 * sent (the server would refuse the whole request).
 */
export function readTransactionQuery(params: URLSearchParams): TransactionQuery {
  const filters: TransactionFilters = {};
  const text = params.get("q")?.trim();
  if (text) filters.text = text.slice(0, 100);
  const from = isoDate(params.get("from"));
  if (from) filters.dateFrom = from;
  const to = isoDate(params.get("to"));
  if (to) filters.dateTo = to;
  const min = cents(params.get("min"));
  if (min !== undefined) filters.amountMin = min;
  const max = cents(params.get("max"));
  if (max !== undefined) filters.amountMax = max;
  const accounts = ids(params.get("accounts"), 200);
  if (accounts) filters.accountIds = accounts;
  const categories = ids(params.get("categories"), 500);
  if (categories) filters.categoryIds = categories;
  if (params.get("uncategorised") === "1") filters.uncategorised = true;
  const status = (params.get("status") ?? "")
    .split(",")
    .filter((value): value is StatusFilter => STATUSES.includes(value as StatusFilter));
  if (status.length > 0) filters.status = [...new Set(status)];
  const validated = params.get("validated");
  if (validated === "1" || validated === "0") filters.validated = validated === "1";

  const field = params.get("sort");
  const sort: TransactionSort = {
    field: SORT_FIELDS.find((candidate) => candidate === field) ?? DEFAULT_SORT.field,
    direction: params.get("dir") === "asc" ? "asc" : "desc",
  };
  return { filters, sort };
}

/** Writes the list's filters and sort into URL search params (defaults are left out). */
export function writeTransactionQuery({ filters, sort }: TransactionQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.text) params.set("q", filters.text);
  if (filters.dateFrom) params.set("from", filters.dateFrom);
  if (filters.dateTo) params.set("to", filters.dateTo);
  if (filters.amountMin !== undefined) params.set("min", String(filters.amountMin));
  if (filters.amountMax !== undefined) params.set("max", String(filters.amountMax));
  if (filters.accountIds?.length) params.set("accounts", filters.accountIds.join(","));
  if (filters.categoryIds?.length) params.set("categories", filters.categoryIds.join(","));
  if (filters.uncategorised) params.set("uncategorised", "1");
  if (filters.status?.length) params.set("status", filters.status.join(","));
  if (filters.validated !== undefined) params.set("validated", filters.validated ? "1" : "0");
  if (sort.field !== DEFAULT_SORT.field || sort.direction !== DEFAULT_SORT.direction) {
    params.set("sort", sort.field);
    params.set("dir", sort.direction);
  }
  return params;
}

/** True when at least one filter narrows the list. */
export function hasFilters(filters: TransactionFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

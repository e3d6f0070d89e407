/**
 * The pages of getTransactionList for one query, loaded one after the other as the grid scrolls (cursor
 * pagination on the server, so a page costs the same at row 10 and at row 900,000), and the list's total,
 * counted by a call of its own once the first page is there: counting a million rows takes the database
 * far longer than reading the first hundred, and the rows must not wait for it.
 */
import { infiniteQueryOptions, useInfiniteQuery, usePrefetchInfiniteQuery } from "@tanstack/react-query";
import {
  type ApiClient,
  type ApiError,
  apiQueryKey,
  type CallOutput,
  useApiClient,
  useApiQuery,
} from "@trezo/api";
import type { TransactionQuery } from "./transactionQuery";

type Page = CallOutput<"getTransactionList">;
export type TransactionRow = Page["transactions"][number];

/** Rows per request: a few screens of the grid, small enough to answer fast. */
export const PAGE_SIZE = 100;

function pagesOptions(client: ApiClient, companyId: number, query: TransactionQuery) {
  // Same key prefix as useApiQuery, so mutations that invalidate getTransactionList refresh the grid.
  return infiniteQueryOptions<Page, ApiError, { pages: Page[] }, readonly unknown[], string | null>({
    queryKey: apiQueryKey("getTransactionList", { companyId, ...query, infinite: true }),
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) =>
      client.call(
        "getTransactionList",
        {
          companyId,
          filters: query.filters,
          sort: query.sort,
          cursor: pageParam,
          limit: PAGE_SIZE,
        },
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor,
  });
}

/**
 * Sends the first page's request while the screen renders, before anything else the screen asks for
 * (accounts, categories): on a database with one connection, requests are answered in turn.
 */
export function usePrefetchTransactionPages(companyId: number, query: TransactionQuery): void {
  usePrefetchInfiniteQuery(pagesOptions(useApiClient(), companyId, query));
}

export function useTransactionPages(companyId: number, query: TransactionQuery) {
  return useInfiniteQuery(pagesOptions(useApiClient(), companyId, query));
}

/** How many transactions match the filters; undefined until counted (after the first page). */
export function useTransactionTotal(
  companyId: number,
  filters: TransactionQuery["filters"],
  firstPageLoaded: boolean,
): number | undefined {
  const count = useApiQuery(
    "getTransactionList",
    { companyId, filters, limit: 1, withTotal: true },
    // Counted again when the filters change or a change invalidates the list, not on every sort or
    // reload of the pages (the count does not depend on them).
    { enabled: firstPageLoaded, staleTime: Number.POSITIVE_INFINITY },
  );
  return count.data?.total ?? undefined;
}

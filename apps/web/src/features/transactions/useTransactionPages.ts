/**
 * The pages of getTransactionList for one query, loaded one after the other as the grid scrolls (cursor
 * pagination on the server, so a page costs the same at row 10 and at row 900,000).
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ApiError, apiQueryKey, type CallOutput, useApiClient } from "@trezo/api";
import type { TransactionQuery } from "./transactionQuery";

type Page = CallOutput<"getTransactionList">;
export type TransactionRow = Page["transactions"][number];

/** Rows per request: a few screens of the grid, small enough to answer fast. */
export const PAGE_SIZE = 100;

export function useTransactionPages(companyId: number, query: TransactionQuery) {
  const client = useApiClient();
  // Same key prefix as useApiQuery, so mutations that invalidate getTransactionList refresh the grid.
  return useInfiniteQuery<Page, ApiError, { pages: Page[] }, readonly unknown[], string | null>({
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
          // The total is counted once, with the first page.
          withTotal: pageParam === null,
        },
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** The /transactions filters and sort, kept in the URL search params. */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { readTransactionQuery, type TransactionQuery, writeTransactionQuery } from "./transactionQuery";

export function useTransactionQuery(): [TransactionQuery, (next: TransactionQuery) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string is the identity of the params.
  const query = useMemo(() => readTransactionQuery(params), [key]);
  const setQuery = useCallback(
    (next: TransactionQuery) => setParams(writeTransactionQuery(next), { replace: true }),
    [setParams],
  );
  return [query, setQuery];
}

import {
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { createContext, createElement, type ReactNode, useContext } from "react";
import type { ApiClient, ClientCallInput } from "../client/apiClient";
import type { ApiError } from "../client/request";
import type { CallName, CallOutput } from "../contract/contract";

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes `client` available to useApiQuery and useApiMutation below it. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The client of the nearest ApiClientProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient needs an <ApiClientProvider client={...}> above it");
  return client;
}

/**
 * Query key conventions: `['api', callName, input]`, where input holds the `companyId` the client sends.
 * - invalidate one call for every input: `queryClient.invalidateQueries({ queryKey: apiQueryKey('getEmployees') })`
 * - invalidate everything of the API: `{ queryKey: ['api'] }` (sign-out, company switch).
 */
export function apiQueryKey<N extends CallName>(name: N, input?: Record<string, unknown>): QueryKey {
  return input === undefined ? ["api", name] : ["api", name, input];
}

type QueryOptions<N extends CallName> = Omit<
  UseQueryOptions<CallOutput<N>, ApiError, CallOutput<N>, QueryKey>,
  "queryKey" | "queryFn"
>;

/** Reads a call through TanStack Query; TanStack's AbortSignal cancels the HTTP call. */
export function useApiQuery<N extends CallName>(
  name: N,
  input: ClientCallInput<N>,
  options: QueryOptions<N> = {},
) {
  const client = useApiClient();
  const selected = client.selectedCompanyId();
  const keyInput: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  if (keyInput.companyId === undefined && selected !== null) keyInput.companyId = selected;
  return useQuery<CallOutput<N>, ApiError, CallOutput<N>, QueryKey>({
    queryKey: apiQueryKey(name, keyInput),
    queryFn: ({ signal }) => client.call(name, input, { signal }),
    ...options,
  });
}

type MutationOptions<N extends CallName> = Omit<
  UseMutationOptions<CallOutput<N>, ApiError, ClientCallInput<N>>,
  "mutationFn"
> & {
  /** Calls whose cached results this mutation makes stale (every input of each). */
  invalidates?: readonly CallName[];
};

/** Sends a call that changes data; on success, invalidates the calls it names. */
export function useApiMutation<N extends CallName>(name: N, options: MutationOptions<N> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { invalidates = [], onSuccess, ...rest } = options;
  return useMutation<CallOutput<N>, ApiError, ClientCallInput<N>>({
    mutationKey: ["api", name],
    mutationFn: (input) => client.call(name, input),
    ...rest,
    onSuccess: async (...args) => {
      await Promise.all(
        invalidates.map((call) => queryClient.invalidateQueries({ queryKey: apiQueryKey(call) })),
      );
      await onSuccess?.(...args);
    },
  });
}

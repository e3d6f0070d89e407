/**
 * The app's TanStack Query client. It loads with the signed-in layout (the screens that query), not
 * with the sign-in page.
 */
import { QueryCache, QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactNode, useContext } from "react";

export const appQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({
    onError: (error) => {
      // The server or the network is down: the health check decides whether to show /maintenance.
      const { kind, status } = error as { kind?: string; status?: number };
      if (kind === "network" || (status ?? 0) >= 502)
        void import("./backgroundDuties").then((duties) => duties.goToMaintenanceWhenDown());
    },
  }),
});

/** Provides the app's query client, unless one is already above (browser tests bring their own). */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return createElement(QueryClientProvider, { client: appQueryClient }, children);
}

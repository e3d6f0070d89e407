import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router-dom";
import { type AppI18n, AppI18nProvider } from "../i18n/appI18n";
import type { SessionService } from "../session/sessionService";
import { AppServicesProvider } from "./AppServices";
import type { createAppRouter } from "./appRouter";

export interface AppRootProps {
  i18n: AppI18n;
  /** Browser tests pass a fresh client; the app's own loads with the signed-in layout (app/queryClient). */
  queryClient?: QueryClient;
  session: SessionService;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Every provider of the app, around the router. The API client's and the query client's providers sit
 * in the signed-in layout (the screens that query), so the sign-in page loads neither up front.
 */
export function AppRoot({ i18n, queryClient, session, router }: AppRootProps) {
  const app = (
    <AppServicesProvider session={session}>
      <RouterProvider router={router} />
    </AppServicesProvider>
  );
  return (
    <AppI18nProvider i18n={i18n}>
      {queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app}
    </AppI18nProvider>
  );
}

import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ApiClient, ApiClientProvider } from "@trezo/api";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import type { SessionService } from "../session/sessionService";
import { AppServicesProvider } from "./AppServices";
import type { createAppRouter } from "./appRouter";

export interface AppRootProps {
  i18n: I18n;
  queryClient: QueryClient;
  client: ApiClient;
  session: SessionService;
  router: ReturnType<typeof createAppRouter>;
}

/** Every provider of the app, around the router. */
export function AppRoot({ i18n, queryClient, client, session, router }: AppRootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <AppServicesProvider session={session}>
            <RouterProvider router={router} />
          </AppServicesProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

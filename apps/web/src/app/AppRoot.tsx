import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import type { SessionService } from "../session/sessionService";
import { AppServicesProvider } from "./AppServices";
import type { createAppRouter } from "./appRouter";

export interface AppRootProps {
  i18n: I18n;
  queryClient: QueryClient;
  session: SessionService;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Every provider of the app, around the router. The API client's provider sits in the signed-in layout
 * (the screens that query), so the sign-in page does not load the API layer up front.
 */
export function AppRoot({ i18n, queryClient, session, router }: AppRootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider session={session}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

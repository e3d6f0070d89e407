import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { LocaleProvider } from "@trezo/ui";
import type { ReactNode } from "react";
import { RouterProvider } from "react-router-dom";
import { type AppI18n, AppI18nProvider, useLocale } from "../i18n/appI18n";
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
 * ui's components speak the interface's locale on every layout, the sign-in page's included: without
 * it they would read the French catalog, which the build does not load for a visitor in another locale.
 */
function UiLocale({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={useLocale()}>{children}</LocaleProvider>;
}

/**
 * Every provider of the app, around the router. The API client's and the query client's providers sit
 * in the signed-in layout (the screens that query), so the sign-in page loads neither up front.
 */
export function AppRoot({ i18n, queryClient, session, router }: AppRootProps) {
  const app = (
    <AppServicesProvider session={session}>
      <UiLocale>
        <RouterProvider router={router} />
      </UiLocale>
    </AppServicesProvider>
  );
  return (
    <AppI18nProvider i18n={i18n}>
      {queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app}
    </AppI18nProvider>
  );
}

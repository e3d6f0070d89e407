/**
 * Boot: locale, i18next, the API client, the session service, the router with its guard, then the
 * background duties of spec 000 §2 and §4 (health check, update check, service worker, error logging).
 */

import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, installClientErrorLogging } from "@trezo/api";
import { translate } from "@trezo/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { appApiClient } from "./api/appApiClient";
import { AppRoot } from "./app/AppRoot";
import { createAppRouter } from "./app/appRouter";
import { createGuardLoader } from "./app/guardLoader";
import { createAppI18n, initialLocale, LOCALE_STORAGE_KEY } from "./i18n/appI18n";
import { appStorage } from "./platform/boundedStorage";
import { serviceHealth } from "./platform/serviceHealth";
import { registerServiceWorker } from "./platform/serviceWorker";
import { startUpdateChecks } from "./platform/startUpdateChecks";
import { consumeUpdatedFlag } from "./platform/updateReload";
import type { RouteDefinition } from "./routing/routeTable";
import { createSessionService } from "./session/sessionService";
import { appStore } from "./state/appStore";

const locale = initialLocale(appStorage.getItem(LOCALE_STORAGE_KEY), navigator.languages);
const i18n = createAppI18n(locale);
appStore.getState().setLocale(locale);
document.documentElement.lang = locale.slice(0, 2);
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language.slice(0, 2);
});

function goToMaintenanceWhenDown() {
  void serviceHealth().then((healthy) => {
    if (!healthy && window.location.pathname !== "/maintenance") window.location.assign("/maintenance");
  });
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({
    onError: (error) => {
      if (error instanceof ApiError && (error.kind === "network" || (error.status ?? 0) >= 502))
        goToMaintenanceWhenDown();
    },
  }),
});

const session = createSessionService({
  client: appApiClient,
  store: appStore,
  storage: appStorage,
  queryClient,
  applyLocale: (next) => void i18n.changeLanguage(next),
});

let currentRoute: RouteDefinition | undefined;
const updates = startUpdateChecks(() => currentRoute);
const router = createAppRouter({
  hostname: window.location.hostname,
  loader: createGuardLoader({
    hostname: window.location.hostname,
    store: appStore,
    storage: appStorage,
    session,
    sendPageEvent: (event) =>
      appApiClient.call("trackPageEvent", {
        route: event.name,
        company_id: appStore.getState().company?.id ?? null,
      }),
    onRouteChange: (route) => {
      currentRoute = route;
      updates.routeChanged();
    },
  }),
});

if (consumeUpdatedFlag())
  appStore.getState().notify({ msg: translate("web.shell.updated", locale), color: "green" });
installClientErrorLogging(appApiClient);
registerServiceWorker((error) => console.warn("Service worker registration failed", error));
goToMaintenanceWhenDown();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
createRoot(container).render(
  <StrictMode>
    <AppRoot i18n={i18n} queryClient={queryClient} client={appApiClient} session={session} router={router} />
  </StrictMode>,
);

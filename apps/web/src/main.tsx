/**
 * Boot: the user's locale and its catalog, i18next, the store, the session service and the router with
 * its guard; then, once the first screen shows, the background duties (health and update checks,
 * service worker, client error logging). The API layer loads on first use.
 */
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { DEFAULT_LOCALE } from "@trezo/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { getAppApiClient } from "./api/lazyApiClient";
import { AppRoot } from "./app/AppRoot";
import { createAppRouter } from "./app/appRouter";
import { createGuardLoader } from "./app/guardLoader";
import { changeAppLocale, createAppI18n, initialLocale, LOCALE_STORAGE_KEY } from "./i18n/appI18n";
import { loadCatalog } from "./i18n/loadCatalog";
import { appStorage } from "./platform/boundedStorage";
import { consumeUpdatedFlag } from "./platform/updateReload";
import type { RouteDefinition } from "./routing/routeTable";
import { createSessionService } from "./session/sessionService";
import { appStore } from "./state/appStore";

const locale = initialLocale(appStorage.getItem(LOCALE_STORAGE_KEY), navigator.languages);
// fr-FR is every package's fallback (and the spec's messages); the user's locale is what they read.
const [userCatalog, frenchCatalog] = await Promise.all([loadCatalog(locale), loadCatalog(DEFAULT_LOCALE)]);
const i18n = createAppI18n(locale, { [DEFAULT_LOCALE]: frenchCatalog, [locale]: userCatalog });
appStore.getState().setLocale(locale);
document.documentElement.lang = locale.slice(0, 2);
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language.slice(0, 2);
});

const background = import("./app/backgroundDuties");

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({
    onError: (error) => {
      // The server or the network is down: the health check decides whether to show /maintenance.
      const { kind, status } = error as { kind?: string; status?: number };
      if (kind === "network" || (status ?? 0) >= 502)
        void background.then((duties) => duties.goToMaintenanceWhenDown());
    },
  }),
});

const session = createSessionService({
  getClient: getAppApiClient,
  store: appStore,
  storage: appStorage,
  queryClient,
  applyLocale: (next) => changeAppLocale(i18n, next, loadCatalog),
});

let currentRoute: RouteDefinition | undefined;
let routeChanged: () => void = () => undefined;
const router = createAppRouter({
  hostname: window.location.hostname,
  loader: createGuardLoader({
    hostname: window.location.hostname,
    store: appStore,
    storage: appStorage,
    session,
    sendPageEvent: async (event) =>
      (await getAppApiClient()).call("trackPageEvent", {
        route: event.name,
        company_id: appStore.getState().company?.id ?? null,
      }),
    onRouteChange: (route) => {
      currentRoute = route;
      routeChanged();
    },
  }),
});

if (consumeUpdatedFlag()) appStore.getState().notify({ msg: i18n.t("web.shell.updated"), color: "green" });

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
createRoot(container).render(
  <StrictMode>
    <AppRoot i18n={i18n} queryClient={queryClient} session={session} router={router} />
  </StrictMode>,
);

void background.then((duties) => {
  routeChanged = duties.startBackgroundDuties(() => currentRoute).routeChanged;
});

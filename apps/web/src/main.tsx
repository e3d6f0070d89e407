/**
 * Boot: the user's locale and its catalog, i18next, the store, the session service and the router with
 * its guard; then, once the first screen shows, the background duties (health and update checks,
 * service worker). Client errors are reported from the start. The API layer loads on first use.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { getAppApiClient } from "./api/lazyApiClient";
import { AppRoot } from "./app/AppRoot";
import { createAppRouter } from "./app/appRouter";
import { createGuardLoader } from "./app/guardLoader";
import { changeAppLocale, createAppI18n, initialLocale, LOCALE_STORAGE_KEY } from "./i18n/appI18n";
import { completeCatalogs, loadBootCatalog, loadCatalog } from "./i18n/loadCatalog";
import { appStorage } from "./platform/boundedStorage";
import { installAppErrorLogging, reportAppError } from "./platform/clientErrors";
import { consumeUpdatedFlag } from "./platform/updateReload";
import type { RouteDefinition } from "./routing/routeTable";
import { createSessionService } from "./session/sessionService";
import { appStore } from "./state/appStore";

installAppErrorLogging();

const locale = initialLocale(appStorage.getItem(LOCALE_STORAGE_KEY), navigator.languages);
// Only the user's locale: every catalog has every key (a test checks), so the French fallback of
// i18next and of translate() is never needed and is not downloaded. Only the namespaces of the shell
// and the account screens at first: the business screens' come with the first signed-in screen.
const i18n = createAppI18n(locale, { [locale]: await loadBootCatalog(locale) });
appStore.getState().setLocale(locale);
document.documentElement.lang = locale.slice(0, 2);
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language.slice(0, 2);
});

const background = import("./app/backgroundDuties");

const session = createSessionService({
  getClient: getAppApiClient,
  store: appStore,
  storage: appStorage,
  // The query client loads with the signed-in layout; logout clears it.
  queryClient: {
    clear: () => void import("./app/queryClient").then(({ appQueryClient }) => appQueryClient.clear()),
  },
  applyLocale: (next) => changeAppLocale(i18n, next, loadCatalog),
});

let currentRoute: RouteDefinition | undefined;
let routeChanged: () => void = () => undefined;
const router = createAppRouter({
  hostname: window.location.hostname,
  beforeScreen: (route) =>
    route.layout === "default"
      ? completeCatalogs((loaded, messages) =>
          i18n.addResourceBundle(loaded, "translation", messages, true, true),
        )
      : Promise.resolve(),
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
createRoot(container, {
  // Render errors no boundary catches (the route's error page reports those it catches).
  onUncaughtError: (error) => void reportAppError(error),
}).render(
  <StrictMode>
    <AppRoot i18n={i18n} session={session} router={router} />
  </StrictMode>,
);

void background.then((duties) => {
  routeChanged = duties.startBackgroundDuties(() => currentRoute).routeChanged;
});

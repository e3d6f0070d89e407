/**
 * Boot: the user's locale and its catalog, the translator, the store, the session service and the router with
 * its guard; then, once the first screen shows, the background duties (health and update checks,
 * service worker). Client errors are reported from the start. The API layer loads on first use.
 */
import "@trezo/ui/global";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { getAppApiClient } from "./api/lazyApiClient";
import { AppRoot } from "./app/AppRoot";
import { createAppRouter } from "./app/appRouter";
import { startBackgroundDuties } from "./app/backgroundDuties";
import { createGuardLoader } from "./app/guardLoader";
import { SCREEN_MODULES } from "./app/screenModules";
import { changeAppLocale, createCatalogI18n, initialLocale, LOCALE_STORAGE_KEY } from "./i18n/appI18n";
import { setCatalogCompleter } from "./i18n/catalogCompletion";
import { completeCatalogs, loadBootCatalog, loadCatalog } from "./i18n/loadCatalog";
import { startBodyFade } from "./platform/bodyFade";
import { appStorage } from "./platform/boundedStorage";
import { installAppErrorLogging, reportAppError } from "./platform/clientErrors";
import { watchConnectivity } from "./platform/connectivity";
import { appendScript, configuredPaymentScript, createPaymentScriptLoader } from "./platform/paymentScript";
import { purgeOldTranslationCache } from "./platform/translation/translationCache";
import { consumeUpdatedFlag } from "./platform/updateReload";
import { resolveRoute } from "./routing/resolveRoute";
import type { RouteDefinition } from "./routing/routeTable";
import { createSessionService } from "./session/sessionService";
import { appStore } from "./state/appStore";

installAppErrorLogging();
startBodyFade(document.body);
const paymentScript = createPaymentScriptLoader(configuredPaymentScript, appendScript);

// The first screen's module loads beside the catalog rather than after the guard has run.
const firstRoute = resolveRoute(window.location.hostname, window.location.pathname);
if (firstRoute.kind === "route") void SCREEN_MODULES[firstRoute.route.screen]().catch(() => undefined);

// The English sign-up landing (/signup-en, spec 000 §2) starts in English whatever the browser says.
const locale =
  firstRoute.kind === "route" && firstRoute.route.name === "signupEn"
    ? "en-GB"
    : initialLocale(appStorage.getItem(LOCALE_STORAGE_KEY), navigator.languages);
// Only the user's locale: every catalog has every key (a test checks), so the French fallback of
// translate() is never needed and is not downloaded. Only the namespaces of the shell
// and the account screens at first: the business screens' come with the first signed-in screen.
await loadBootCatalog(locale);
const i18n = createCatalogI18n(locale);
appStore.getState().setLocale(locale);
document.documentElement.lang = locale.slice(0, 2);
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language.slice(0, 2);
});

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
// The rest of the catalog (other screens, popups) comes with the first that needs it.
const completeCatalog = () => completeCatalogs();
setCatalogCompleter(completeCatalog);
const router = createAppRouter({
  hostname: window.location.hostname,
  // The boot half of the catalog holds what the sign-in page says (catalogPlugin.ts).
  beforeScreen: (route) =>
    route.screen === "signIn" || route.screen === "error" ? Promise.resolve() : completeCatalog(),
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
      paymentScript.routeChanged(route.name);
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

// After the first render: none of it delays the first paint.
setTimeout(() => {
  routeChanged = startBackgroundDuties(() => currentRoute).routeChanged;
  watchConnectivity(window, appStore, (key) => i18n.t(key));
  purgeOldTranslationCache(appStorage);
});

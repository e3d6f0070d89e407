import { isAuthHost, type RouteDefinition } from "../routing/routeTable";
import { appStore } from "../state/appStore";
import { createUpdateChecker, UPDATE_CHECK_INTERVAL_MS, updateActionFor } from "./updateCheck";
import { reloadForUpdate } from "./updateReload";

/**
 * Starts the update check of spec 000 §4 in this tab; returns what the router calls on each navigation
 * (a new route period) and a stop function.
 */
export function startUpdateChecks(getCurrentRoute: () => RouteDefinition | undefined) {
  const checker = createUpdateChecker({
    async fetchValidators() {
      const response = await fetch("/", { method: "HEAD", cache: "no-store" });
      return { etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
    },
    onNewVersion() {
      const route = getCurrentRoute();
      const action = updateActionFor({
        name: route?.name ?? "",
        onAuthHost: isAuthHost(window.location.hostname),
      });
      if (action === "silentReload") reloadForUpdate();
      else appStore.getState().setUpdateReady(true);
    },
  });
  void checker.check(); // The baseline.
  const timer = setInterval(() => void checker.check(), UPDATE_CHECK_INTERVAL_MS);
  return { routeChanged: () => checker.routeChanged(), stop: () => clearInterval(timer) };
}

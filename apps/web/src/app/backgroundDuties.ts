/**
 * What runs beside the screens once the first one shows (spec 000 §2, §4): the health check
 * (→ /maintenance), the update check and the service worker. Started after the first render so none of
 * it delays the first paint. (Client errors are reported from the boot: platform/clientErrors.)
 */
import { serviceHealth } from "../platform/serviceHealth";
import { registerServiceWorker } from "../platform/serviceWorker";
import { startUpdateChecks } from "../platform/startUpdateChecks";
import type { RouteDefinition } from "../routing/routeTable";

/**
 * Goes to /maintenance when the health check fails after its retries; not while the browser is offline
 * (the server is not down then: the offline notice says what is wrong, platform/connectivity).
 */
export function goToMaintenanceWhenDown(): void {
  if (!navigator.onLine) return;
  void serviceHealth().then((healthy) => {
    if (!healthy && window.location.pathname !== "/maintenance") window.location.assign("/maintenance");
  });
}

export function startBackgroundDuties(getCurrentRoute: () => RouteDefinition | undefined) {
  registerServiceWorker((error) => console.warn("Service worker registration failed", error));
  goToMaintenanceWhenDown();
  return startUpdateChecks(getCurrentRoute);
}

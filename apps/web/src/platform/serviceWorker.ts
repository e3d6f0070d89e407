/**
 * Registers the service worker (spec 000 §2) and reloads the page when a new one takes control, so the
 * tab never runs old code against a new server. A registration failure is reported, never thrown.
 */
export function registerServiceWorker(onError: (error: unknown) => void = () => undefined): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first install also fires controllerchange: only a replacement means an update.
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  navigator.serviceWorker.register("/sw.js").catch(onError);
}

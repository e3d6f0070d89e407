// Trezo's service worker: it takes control at once so that a new deployment reaches every open tab
// (the page reloads on controllerchange). It caches nothing: the app is always fetched from the server.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

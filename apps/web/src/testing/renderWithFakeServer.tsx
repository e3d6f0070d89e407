/**
 * Renders a screen or a feature's part in Chromium with the app's real providers (the app's translator in
 * French, the ui locale, TanStack Query, the typed API client, a memory data router) and a fake server
 * behind the client (fakeServer.ts): each call answers from the handlers and is recorded. One harness for
 * every web component test that needs a server.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiClientProvider, type CallName } from "@trezo/api";
import { LocaleProvider } from "@trezo/ui";
import { lightTheme, themeRoot } from "@trezo/ui/theme";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { render } from "vitest-browser-react";
import { AppI18nProvider, createCatalogI18n } from "../i18n/appI18n";
import { type FakeHandlers, FakeServer } from "./fakeServer";

export { FakeFailure, type FakeHandlers, FakeServer, type RecordedCall } from "./fakeServer";

/**
 * Draws `element` against a fake server: `handlers` for one of its own, or a FakeServer the test made
 * first (to hand its client to something else too, such as a session service).
 */
export async function renderWithFakeServer(
  element: ReactNode,
  handlers: FakeHandlers | FakeServer,
  options: {
    path: string;
    url?: string;
    width?: number;
    /** Give the ui components the app's locale (react-aria's own strings stay in English otherwise). */
    uiLocale?: boolean;
  },
) {
  const server = handlers instanceof FakeServer ? handlers : new FakeServer(handlers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: options.path, element },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  const app = (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={server.client}>
        <RouterProvider router={router} />
      </ApiClientProvider>
    </QueryClientProvider>
  );
  const screen = await render(
    <div className={`${lightTheme} ${themeRoot}`} style={{ width: options.width ?? 1280 }}>
      <AppI18nProvider i18n={createCatalogI18n("fr-FR")}>
        {options.uiLocale ? <LocaleProvider locale="fr-FR">{app}</LocaleProvider> : app}
      </AppI18nProvider>
    </div>,
  );
  return {
    screen,
    calls: server.calls,
    /** The bodies of the calls of one name, in order. */
    callsOf: (name: CallName) => server.callsOf(name),
    /** The request paths of one call, in order (for calls with path parameters). */
    pathsOf: (name: CallName) => server.pathsOf(name),
    router,
    queryClient,
  };
}

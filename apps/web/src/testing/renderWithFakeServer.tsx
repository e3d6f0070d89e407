/**
 * Renders a screen or a feature's part in Chromium with the app's real providers (the app's translator in
 * French, the ui locale, TanStack Query, the typed API client, a memory data router) and a fake server
 * behind the client's `fetchImpl`: each call answers from `handlers` (by call name; path-parameter calls
 * by their path with the parameters as `{name}`) and is recorded with its body (a GET's query string)
 * and headers. One harness for every web component test that needs a server.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiClientProvider, type CallName, contract, createApiClient } from "@trezo/api";
import { LocaleProvider } from "@trezo/ui";
import { lightTheme, themeRoot } from "@trezo/ui/theme";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { render } from "vitest-browser-react";
import { AppI18nProvider, createCatalogI18n } from "../i18n/appI18n";

export interface RecordedCall {
  name: CallName;
  /** The request path, with the path parameters filled in. */
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * A handler answers the body (and the request path, for calls whose parameters are in it), or throws
 * `{ status, body }` for an error answer.
 */
export type FakeHandlers = Partial<
  Record<CallName, (body: Record<string, unknown>, path: string) => unknown>
>;

/** A failed answer of the fake server. */
export class FakeFailure {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The call a request names: its method, and the contract's path patterns with `{param}` as wildcards. */
function callOf(method: string, pathname: string): CallName | undefined {
  const path = pathname.replace(/^\/api\/v2\//, "");
  return (Object.keys(contract) as CallName[]).find((name) => {
    if (contract[name].method !== method) return false;
    const pattern = contract[name].path
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\\?\{[^}]+\\?\}/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(path);
  });
}

export async function renderWithFakeServer(
  element: ReactNode,
  handlers: FakeHandlers,
  options: {
    path: string;
    url?: string;
    width?: number;
    /** Give the ui components the app's locale (react-aria's own strings stay in English otherwise). */
    uiLocale?: boolean;
  },
) {
  const calls: RecordedCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const name = callOf(init?.method ?? "GET", url.pathname);
    // A GET call carries its input in the query string.
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : Object.fromEntries(url.searchParams);
    if (name) calls.push({ name, path: url.pathname, body, headers: new Headers(init?.headers) });
    const handler = name ? handlers[name] : undefined;
    if (!handler) return new Response(JSON.stringify({ error: "not_found" }), { status: 404 });
    try {
      return new Response(JSON.stringify(await handler(body, url.pathname)), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    } catch (failure) {
      if (!(failure instanceof FakeFailure)) throw failure;
      return new Response(JSON.stringify(failure.body), {
        status: failure.status,
        headers: { "content-type": "application/json" },
      });
    }
  };
  const client = createApiClient({ fetchImpl, getToken: () => "token-1", getSelectedCompanyId: () => 7 });
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
      <ApiClientProvider client={client}>
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
  /** The calls of one name, in order. */
  const callsOf = (name: CallName) => calls.filter((call) => call.name === name).map((call) => call.body);
  /** The request paths of one call, in order (for calls with path parameters). */
  const pathsOf = (name: CallName) => calls.filter((call) => call.name === name).map((call) => call.path);
  return { screen, calls, callsOf, pathsOf, router, queryClient };
}

/**
 * Renders the dashboard in Chromium with the app's real providers (the app's translator in French, TanStack
 * Query, the typed API client, the data router) and a fake server behind the client's `fetchImpl`:
 * each call answers from `handlers` and is recorded with its body and headers.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiClientProvider, type CallName, contract, createApiClient } from "@trezo/api";
import { LocaleProvider } from "@trezo/ui";
import { lightTheme, themeRoot } from "@trezo/ui/theme";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { render } from "vitest-browser-react";
import { AppI18nProvider, createCatalogI18n } from "../../i18n/appI18n";
import { Dashboard } from "../../screens/Dashboard/DashboardScreen";

export interface RecordedCall {
  name: string;
  body: Record<string, unknown>;
  headers: Headers;
}

export type FakeHandlers = Partial<Record<CallName, (body: Record<string, unknown>) => unknown>>;

/** The call a request path is for: its name, or the call whose path template (`company/{companyId}/…`) it fills. */
function callNameOf(path: string): string {
  for (const [name, call] of Object.entries(contract)) {
    if (!call.path.includes("{")) continue;
    if (new RegExp(`^${call.path.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path)) return name;
  }
  return path;
}

export async function renderDashboard(
  handlers: FakeHandlers,
  options: { url?: string; canEdit?: boolean } = {},
) {
  // The dashboard remembers the last scenario per company: each test starts from none.
  window.localStorage.clear();
  const calls: RecordedCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const name = callNameOf(url.pathname.replace(/^\/api\/v2\//, ""));
    // A GET call carries its input in the query string.
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : Object.fromEntries(url.searchParams);
    calls.push({ name, body, headers: new Headers(init?.headers) });
    const handler = handlers[name as CallName];
    if (!handler) return new Response(JSON.stringify({ error: "not_found" }), { status: 404 });
    return new Response(JSON.stringify(await handler(body)), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  };
  const client = createApiClient({ fetchImpl, getToken: () => "token-1", getSelectedCompanyId: () => 7 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/dashboard", element: <Dashboard companyId={7} canEdit={options.canEdit ?? true} /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [options.url ?? "/dashboard"] },
  );
  const screen = await render(
    <div className={`${lightTheme} ${themeRoot}`} style={{ width: 1200 }}>
      <AppI18nProvider i18n={createCatalogI18n("fr-FR")}>
        <LocaleProvider locale="fr-FR">
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={client}>
              <RouterProvider router={router} />
            </ApiClientProvider>
          </QueryClientProvider>
        </LocaleProvider>
      </AppI18nProvider>
    </div>,
  );
  return { screen, calls, router, queryClient };
}

/** The scenarios of the fixture: the base and a hiring scenario with one group of two events. */
export function fixtureScenarios() {
  const series = {
    id: 50,
    scenario_id: 2,
    category_id: 20,
    label: "Embauche",
    description: "",
    displayed: true,
    origin: "user" as const,
    amount_cents: -300_000,
    formula: null,
    frequency: "monthly",
    start: "2026-12-01",
    end: null,
    count: null,
    growth_rate_bp: null,
    vat_rate_bp: null,
    payment_delay_days: 0,
  };
  return {
    scenarios: [
      { id: 1, company_id: 7, name: "Base", is_base: true, color: null, disabled_group_ids: [], events: [] },
      {
        id: 2,
        company_id: 7,
        name: "Embauche",
        is_base: false,
        color: "#aa3377",
        disabled_group_ids: [],
        events: [
          {
            id: 90,
            scenario_id: 2,
            group_id: "recrutement",
            name: "Salaire",
            kind: "add",
            cfs_id: 50,
            cash_flow_series: series,
          },
          {
            id: 91,
            scenario_id: 2,
            group_id: "recrutement",
            name: "Charges",
            kind: "add",
            cfs_id: 51,
            cash_flow_series: { ...series, id: 51 },
          },
        ],
      },
    ],
    max_scenarios: 5,
  };
}

/**
 * Renders the dashboard in Chromium through the web tests' one harness (testing/renderWithFakeServer):
 * the app's real providers and a fake server that answers from `handlers` and records each call.
 */
import { Dashboard } from "../../screens/Dashboard/DashboardScreen";
import { type FakeHandlers, renderWithFakeServer } from "../renderWithFakeServer";
import { monthlySeriesFixture } from "./seriesFixture";

export type { FakeHandlers, RecordedCall } from "../renderWithFakeServer";

export async function renderDashboard(
  handlers: FakeHandlers,
  options: { url?: string; canEdit?: boolean } = {},
) {
  // The dashboard remembers the last scenario per company: each test starts from none.
  window.localStorage.clear();
  return renderWithFakeServer(<Dashboard companyId={7} canEdit={options.canEdit ?? true} />, handlers, {
    path: "/dashboard",
    url: options.url ?? "/dashboard",
    width: 1200,
    uiLocale: true,
  });
}

/** The scenarios of the fixture: the base and a hiring scenario with one group of two events. */
export function fixtureScenarios() {
  const series = monthlySeriesFixture({
    id: 50,
    scenario_id: 2,
    category_id: 20,
    label: "Embauche",
    amount_cents: -300_000,
    start: "2026-12-01",
  });
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

import { describe, expect, it } from "vitest";
import { DEFAULT_DASHBOARD_VIEW, dashboardViewParams, parseDashboardView } from "./dashboardView";

describe("dashboard view in the URL", () => {
  it("reads every field and writes it back unchanged", () => {
    const query =
      "granularity=week&from=2026-01-01&to=2026-03-31&scenario=4&compare=5%2C6&mode=expectedVariance&backup=8";
    const view = parseDashboardView(new URLSearchParams(query));
    expect(view).toEqual({
      granularity: "week",
      from: "2026-01-01",
      to: "2026-03-31",
      scenarioId: 4,
      compareIds: [5, 6],
      mode: "expectedVariance",
      backupId: 8,
    });
    expect(dashboardViewParams(view).toString()).toBe(query);
  });

  it("falls back to the defaults on malformed values", () => {
    const view = parseDashboardView(
      new URLSearchParams(
        "granularity=day&from=2026-13-01&to=yesterday&scenario=-1&compare=a,0&mode=x&backup=0",
      ),
    );
    expect(view).toEqual(DEFAULT_DASHBOARD_VIEW);
    expect(dashboardViewParams(view).toString()).toBe("");
  });

  it("drops a reversed range, duplicates and the shown scenario from the compared ones", () => {
    const view = parseDashboardView(
      new URLSearchParams("from=2026-05-01&to=2026-01-01&scenario=3&compare=3,7,7"),
    );
    expect(view.from).toBeNull();
    expect(view.to).toBeNull();
    expect(view.compareIds).toEqual([7]);
  });
});

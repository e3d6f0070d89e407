import { describe, expect, it } from "vitest";
import type { CashFlowSeries } from "./cashFlowSeries";
import { monthlySeries } from "./forecastTestData";
import { type Scenario, scenarioSeries, withoutGroup } from "./scenarios";

const rent = monthlySeries("rent", "rent", -200_000, "2026-01-01");
const sales: CashFlowSeries = {
  ...rent,
  id: "sales",
  categoryId: "sales",
  amount: { kind: "fixed", cents: 900_000 },
};
const hire: CashFlowSeries = {
  ...rent,
  id: "hire",
  categoryId: "wages",
  amount: { kind: "fixed", cents: -350_000 },
};

const scenario: Scenario = {
  id: "growth",
  events: [
    { id: "e1", groupId: "g", change: { kind: "add", series: hire } },
    {
      id: "e2",
      groupId: "g",
      change: { kind: "change", seriesId: "sales", patch: { amount: { kind: "fixed", cents: 1_200_000 } } },
    },
    { id: "e3", change: { kind: "remove", seriesId: "rent" } },
  ],
};

describe("scenarioSeries", () => {
  it("applies adds, changes and removals over the base", () => {
    const { series } = scenarioSeries([rent, sales], scenario);
    expect(series.map((one) => one.id).sort()).toEqual(["hire", "sales"]);
    expect(series.find((one) => one.id === "sales")?.amount).toEqual({ kind: "fixed", cents: 1_200_000 });
  });

  it("switches a group's events together", () => {
    const { series } = scenarioSeries([rent, sales], { ...scenario, disabledGroupIds: ["g"] });
    expect(series).toEqual([sales]);
  });

  it("shows a change to the base in the scenario, for the fields the event does not change", () => {
    const movedSales = { ...sales, start: "2026-03-01", label: "Ventes" };
    const { series } = scenarioSeries([rent, movedSales], scenario);
    expect(series.find((one) => one.id === "sales")).toMatchObject({
      start: "2026-03-01",
      label: "Ventes",
      amount: { kind: "fixed", cents: 1_200_000 },
    });
  });

  it("is the base when it has no events, and reports events whose series is gone", () => {
    expect(scenarioSeries([rent, sales], { id: "empty", events: [] }).series).toEqual([rent, sales]);
    expect(scenarioSeries([sales], scenario).staleEvents).toEqual([{ eventId: "e3", seriesId: "rent" }]);
  });

  it("clears the group of an event taken out of it", () => {
    const event = scenario.events[0];
    if (!event) throw new Error("no event");
    expect(withoutGroup(event).groupId).toBeNull();
    const { series } = scenarioSeries([rent, sales], {
      ...scenario,
      events: [withoutGroup(event), ...scenario.events.slice(1)],
      disabledGroupIds: ["g"],
    });
    expect(series.map((one) => one.id).sort()).toEqual(["hire", "sales"]);
  });
});

import type { PortfolioClient } from "@trezo/api";
import { describe, expect, it } from "vitest";
import { loadColumns, saveColumns, visibleClients } from "./portfolioView";

const client = (overrides: Partial<PortfolioClient>): PortfolioClient => ({
  id: 1,
  name: "Boulangerie Émile",
  siret: "73282932000074",
  currency: "EUR",
  collaborators: ["Lucie Bernard"],
  collaboratorIds: [5],
  banks: [],
  uncategorisedCount: 0,
  unmatchedInvoiceCount: 0,
  isTrial: false,
  trialEnd: null,
  isActive: true,
  figures: null,
  alerts: [],
  ...overrides,
});

describe("visibleClients", () => {
  const clients = [
    client({}),
    client({
      id: 2,
      name: "Garage Durand",
      siret: "55210055400013",
      isTrial: true,
      alerts: ["staleBanks"],
      collaborators: [],
    }),
  ];

  it("searches names without accents, SIRETs with spaces and collaborators", () => {
    expect(visibleClients(clients, "emile", "all").map((one) => one.id)).toEqual([1]);
    expect(visibleClients(clients, "552 100 554", "all").map((one) => one.id)).toEqual([2]);
    expect(visibleClients(clients, "lucie", "all").map((one) => one.id)).toEqual([1]);
  });

  it("keeps clients with alerts, or trial clients", () => {
    expect(visibleClients(clients, "", "alerts").map((one) => one.id)).toEqual([2]);
    expect(visibleClients(clients, "", "trial").map((one) => one.id)).toEqual([2]);
    expect(visibleClients(clients, "", "all")).toHaveLength(2);
  });
});

describe("column choice", () => {
  it("is kept per user, in the screen's order, and unknown or unreadable values are dropped", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(loadColumns(storage, 7)).toContain("cashToday");
    saveColumns(storage, 7, ["alerts", "siret"]);
    expect(loadColumns(storage, 7)).toEqual(["siret", "alerts"]);
    expect(loadColumns(storage, 8)).toContain("banks");
    store.set("trezo.console.columns.9", "{not json");
    expect(loadColumns(storage, 9)).toContain("banks");
  });
});

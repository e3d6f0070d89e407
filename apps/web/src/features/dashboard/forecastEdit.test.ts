import { describe, expect, it } from "vitest";
import { type CellSeries, editableAmount, parseMoneyInput, planForecastChange } from "./forecastEdit";

describe("typed amounts", () => {
  it.each([
    ["1 250,50", "fr-FR", 125_050],
    ["1\u202f250,5 €", "fr-FR", 125_050],
    ["-800", "fr-FR", -80_000],
    ["−800", "fr-FR", -80_000],
    ["1250.50", "fr-FR", 125_050],
    ["1.250,50", "de-DE", 125_050],
    ["1,250.50", "en-GB", 125_050],
    ["0", "en-GB", 0],
  ] as const)("reads %j in %s", (text, locale, cents) => {
    expect(parseMoneyInput(text, locale)).toBe(cents);
  });

  it("writes back what it reads", () => {
    for (const locale of ["fr-FR", "en-GB", "de-DE", "no-NO"] as const) {
      expect(parseMoneyInput(editableAmount(-123_456_78, locale), locale)).toBe(-123_456_78);
    }
  });

  it.each(["", "-", "abc", "1,2,3", "12,345", "=1+2", "1e5"])("refuses %j", (text) => {
    expect(parseMoneyInput(text, "fr-FR")).toBeNull();
  });
});

describe("planning a forecast change", () => {
  const own: CellSeries = {
    cfs: { id: 9, label: "Saisie", frequency: "once", amount_cents: 50_000, formula: null },
    occurrences: [{ date: "2026-12-01", cents: 50_000 }],
  };
  const monthly: CellSeries = {
    cfs: { id: 3, label: "Loyer", frequency: "monthly", amount_cents: -120_000, formula: null },
    occurrences: [{ date: "2026-12-05", cents: -120_000 }],
  };

  it("creates a one-off series for the difference", () => {
    expect(planForecastChange(-100_000, -120_000, [monthly], "Saisie", "2026-12-01")).toEqual({
      kind: "create",
      amountCents: 20_000,
      date: "2026-12-01",
    });
  });

  it("changes the dashboard's own series of the cell instead of adding another", () => {
    expect(planForecastChange(0, -70_000, [monthly, own], "Saisie", "2026-12-01")).toEqual({
      kind: "update",
      cfsId: 9,
      amountCents: 120_000,
    });
  });

  it("does nothing when the forecast is already the typed amount", () => {
    expect(planForecastChange(-120_000, -120_000, [monthly], "Saisie", "2026-12-01")).toEqual({
      kind: "none",
    });
  });
});

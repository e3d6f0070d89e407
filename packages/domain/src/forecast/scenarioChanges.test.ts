import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeSeriesPatch, type SeriesPatch, scenarioSeriesTarget } from "./scenarioChanges";

describe("a change to a series in a scenario", () => {
  it("goes to the series the scenario owns, to its change event on a base series, and never to a third scenario's", () => {
    expect(scenarioSeriesTarget(1, 1, 1)).toBe("ownSeries");
    expect(scenarioSeriesTarget(5, 5, 1)).toBe("ownSeries");
    expect(scenarioSeriesTarget(1, 5, 1)).toBe("scenarioEvent");
    expect(scenarioSeriesTarget(6, 5, 1)).toBe("otherScenario");
  });

  it("merges into the scenario's patch, later fields winning", () => {
    type Patch = SeriesPatch & { label?: string; start?: string };
    expect(
      mergeSeriesPatch<Patch>({ label: "Loyer", start: "2026-01-01" }, { label: "Loyer bureau" }),
    ).toEqual({
      label: "Loyer bureau",
      start: "2026-01-01",
    });
  });

  it("keeps a series an amount or a formula, never both, whatever was patched before", () => {
    fc.assert(
      fc.property(
        fc.record({
          amount_cents: fc.option(fc.integer(), { nil: undefined }),
          formula: fc.option(fc.constantFrom("#1", "#2 * 2"), { nil: undefined }),
        }),
        fc.oneof(
          fc.integer().map((amount_cents) => ({ amount_cents })),
          fc.constantFrom("#3", "@1 + 2").map((formula) => ({ formula })),
        ),
        (existing, fields) => {
          const merged = mergeSeriesPatch<SeriesPatch>(existing, fields);
          const hasAmount = merged.amount_cents !== undefined && merged.amount_cents !== null;
          const hasFormula = merged.formula !== undefined && merged.formula !== null;
          expect(hasAmount && hasFormula).toBe(false);
          if ("amount_cents" in fields) expect(merged.amount_cents).toBe(fields.amount_cents);
          else expect(merged.formula).toBe(fields.formula);
        },
      ),
    );
  });
});

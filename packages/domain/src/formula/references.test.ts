import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFormula } from "./parser";
import { formulaForDisplay, formulaForStorage, referencesOf } from "./references";

const names = new Map([
  ["12", "Salaires"],
  ["40", "Ventes France"],
]);
const ids = new Map([...names].map(([id, name]) => [name, id]));

describe("references", () => {
  it("lists what a formula refers to", () => {
    const result = parseFormula("SI(#12 > 0, @m + end, CUMSUM(#40))");
    if (!result.ok) throw new Error("parse");
    const references = referencesOf(result.ast);
    expect([...references.categories].sort()).toEqual(["12", "40"]);
    expect([...references.indicators]).toEqual(["m"]);
    expect([...references.systemValues]).toEqual(["end"]);
  });

  it("shows ids as names and stores names as ids, keeping the user's text", () => {
    const stored = "SUM(#12;  #40) * 0.2 + #99";
    const shown = formulaForDisplay(stored, { categoryName: (id) => names.get(id) });
    expect(shown).toBe("SUM([Salaires];  [Ventes France]) * 0.2 + #99");
    expect(formulaForStorage(shown, { categoryId: (name) => ids.get(name) })).toEqual({
      ok: true,
      formula: stored,
    });
  });

  it("survives a rename: the stored formula does not change, its display does", () => {
    const stored = "#12 * 2";
    expect(formulaForDisplay(stored, { categoryName: () => "Rémunérations" })).toBe("[Rémunérations] * 2");
  });

  it("refuses an unknown name with its position", () => {
    expect(formulaForStorage("1 + [Loyer]", { categoryId: () => undefined })).toMatchObject({
      ok: false,
      error: { code: "unknownCategoryName", position: 4, params: { name: "Loyer" } },
    });
  });

  it("round-trips any name without brackets", () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 20 })
          .filter((name) => name.trim() !== "" && !/[[\]{}]/.test(name)),
        (name) => {
          const shown = formulaForDisplay("#1 + 1", { categoryName: () => name });
          expect(
            formulaForStorage(shown, { categoryId: (typed) => (typed === name.trim() ? "1" : undefined) }),
          ).toEqual({
            ok: true,
            formula: "#1 + 1",
          });
        },
      ),
    );
  });
});

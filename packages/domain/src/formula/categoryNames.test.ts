import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryIdResolver } from "./categoryNames";
import { formulaForStorage } from "./references";

describe("a category named in a formula", () => {
  it("is found trimmed and without case", () => {
    const resolve = categoryIdResolver([
      { id: 4, name: "Loyer" },
      { id: 9, name: "Électricité" },
    ]);
    expect(resolve(" loyer ")).toBe("4");
    expect(resolve("ÉLECTRICITÉ")).toBe("9");
    expect(resolve("Salaires")).toBeUndefined();
  });

  it("shared by several categories means the one with the smallest id, in whatever order they come", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.constantFrom("Divers", " divers", "DIVERS ", "Autre"), { minLength: 20, maxLength: 20 }),
        (ids, names) => {
          const rows = ids.map((id, index) => ({ id, name: names[index] ?? "Divers" }));
          const resolve = categoryIdResolver(rows);
          const divers = rows
            .filter((row) => row.name.trim().toLowerCase() === "divers")
            .map((row) => row.id);
          const expected = divers.length === 0 ? undefined : String(Math.min(...divers));
          expect(resolve("Divers")).toBe(expected);
          expect(categoryIdResolver([...rows].reverse())("Divers")).toBe(expected);
        },
      ),
    );
  });

  it("gives the stored formula of the first category by id", () => {
    const resolve = categoryIdResolver([
      { id: 30, name: "Divers" },
      { id: 12, name: "Divers" },
    ]);
    expect(formulaForStorage("[Divers] * 2", { categoryId: resolve })).toEqual({
      ok: true,
      formula: "#12 * 2",
    });
  });
});

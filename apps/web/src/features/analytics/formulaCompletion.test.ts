import { describe, expect, it } from "vitest";
import { applySuggestion, completionAt } from "./formulaCompletion";

const sources = {
  categories: [
    { name: "Ventes", path: "Encaissements › Ventes" },
    { name: "Électricité", path: "Décaissements › Électricité" },
    { name: "Loyer", path: "Décaissements › Loyer" },
  ],
  indicators: ["Marge brute", "CA"],
};

describe("formula completion", () => {
  it("offers categories after [, without accents or case, and inserts the name in brackets", () => {
    const text = "1 + [elec";
    const completion = completionAt(text, text.length, sources);
    expect(completion?.suggestions.map((one) => one.label)).toEqual(["Électricité"]);
    expect(completion?.suggestions[0]?.detail).toBe("Décaissements › Électricité");
    if (!completion?.suggestions[0]) throw new Error("no suggestion");
    expect(applySuggestion(text, completion, completion.suggestions[0])).toEqual({
      text: "1 + [Électricité]",
      cursor: 17,
    });
  });

  it("offers indicators after {, functions and system values after letters", () => {
    expect(completionAt("{mar", 4, sources)?.suggestions.map((one) => one.insert)).toEqual(["{Marge brute}"]);
    expect(completionAt("SA", 2, sources)?.suggestions.map((one) => one.insert)).toEqual(["SAFE_DIV("]);
    expect(completionAt("1 + e", 5, sources)?.suggestions.map((one) => one.label)).toEqual([
      "ET",
      "expense",
      "end",
    ]);
  });

  it("proposes nothing after a closed reference, a number or an id", () => {
    expect(completionAt("[Ventes] ", 9, sources)).toBeNull();
    expect(completionAt("#12", 3, sources)).toBeNull();
    expect(completionAt("[zzz", 4, sources)).toBeNull();
  });
});

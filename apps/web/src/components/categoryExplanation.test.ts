import { translatorOf } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { explanationLines } from "./categoryExplanation";

const t = translatorOf("fr-FR");
const format = {
  money: (cents: number) => `${(cents / 100).toFixed(2)} €`,
  date: (iso: string) => iso.split("-").reverse().join("/"),
  accountName: (id: number) => (id === 3 ? "Compte courant" : undefined),
};

describe("why this category", () => {
  it("names the rule, its priority and its conditions in words", () => {
    const lines = explanationLines(
      t,
      {
        kind: "rule",
        category_id: 4,
        rule_id: 9,
        rule_name: "Loyer",
        priority: 2,
        conditions: [
          { field: "label", operator: "contains", value: "LOYER" },
          { field: "amount", operator: "between", value: -150_000, valueTo: -100_000 },
          { field: "account", operator: "equals", value: "3" },
          { field: "unknown", operator: "contains", value: "x" },
        ],
      },
      format,
    );
    expect(lines.summary).toBe("Catégorie définie par la règle « Loyer » (priorité 2).");
    expect(lines.conditions).toEqual([
      "Libellé contient « LOYER »",
      "Montant est compris entre -1500.00 € et -1000.00 €",
      "Compte est égal à Compte courant",
    ]);
  });

  it("says when a person chose the category or nothing matched", () => {
    expect(explanationLines(t, { kind: "manual", category_id: 1 }, format).summary).toBe(
      "Catégorie choisie manuellement : elle prime sur les règles.",
    );
    expect(explanationLines(t, { kind: "uncategorised" }, format)).toEqual({
      summary: "Aucune règle ne correspond à cette opération.",
      conditions: [],
    });
  });
});

import { describe, expect, it } from "vitest";
import { normalizeLabel } from "../labels";
import { categorizeTransaction, categorizeTransactions, explainCategorisation } from "./categorize";
import type { CategorisableTransaction, CategorisationRule } from "./rule";
import { compileRules } from "./ruleEngine";

const rules: CategorisationRule[] = [
  {
    id: "energy",
    name: "Énergie",
    priority: 1,
    conditions: [{ field: "label", operator: "contains", value: "EDF" }],
    target: { categoryId: "utilities", subcategoryId: "electricity" },
  },
];
const compiled = compileRules(rules);
if (!compiled.ok) throw new Error("rules must compile");
const engine = compiled.engine;

function transaction(label: string, extra: Partial<CategorisableTransaction> = {}): CategorisableTransaction {
  return {
    id: label,
    normalizedLabel: normalizeLabel(label),
    normalizedCounterparty: "",
    amountCents: -5000,
    accountId: "acc",
    date: "2026-11-03",
    ...extra,
  };
}

describe("categorizeTransaction", () => {
  it("files by the first matching rule and records which rule", () => {
    expect(categorizeTransaction(engine, transaction("PRLV SEPA EDF REF 1234"))).toEqual({
      source: "rule",
      target: { categoryId: "utilities", subcategoryId: "electricity" },
      ruleId: "energy",
    });
  });

  it("lets a manual categorisation win over every rule", () => {
    const manual = { categoryId: "office" };
    expect(categorizeTransaction(engine, transaction("PRLV SEPA EDF", { manualTarget: manual }))).toEqual({
      source: "manual",
      target: manual,
    });
  });

  it("leaves unmatched transactions uncategorised", () => {
    expect(categorizeTransactions(engine, [transaction("CB CARREFOUR")])).toEqual([{ source: "none" }]);
  });
});

describe("explainCategorisation", () => {
  it("says which rule, its priority and conditions set the category", () => {
    const categorisation = categorizeTransaction(engine, transaction("PRLV SEPA EDF"));
    expect(explainCategorisation(categorisation, rules)).toEqual({
      kind: "rule",
      target: { categoryId: "utilities", subcategoryId: "electricity" },
      ruleId: "energy",
      ruleName: "Énergie",
      priority: 1,
      conditions: rules[0]?.conditions,
    });
  });

  it("says when a person set it, when nothing did, and when the rule is gone", () => {
    expect(explainCategorisation({ source: "manual", target: { categoryId: "x" } }, rules).kind).toBe(
      "manual",
    );
    expect(explainCategorisation({ source: "none" }, rules).kind).toBe("uncategorised");
    expect(
      explainCategorisation({ source: "rule", target: { categoryId: "x" }, ruleId: "gone" }, rules),
    ).toEqual({
      kind: "deletedRule",
      target: { categoryId: "x" },
      ruleId: "gone",
    });
  });
});

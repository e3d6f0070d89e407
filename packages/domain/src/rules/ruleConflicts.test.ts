import { describe, expect, it } from "vitest";
import { normalizeLabel } from "../labels";
import type { CategorisationRule, RuleSubject } from "./rule";
import { checkRuleConflicts, findRuleConflicts, ruleConflictCollector } from "./ruleConflicts";
import { compileRules } from "./ruleEngine";

function tx(id: string, label: string, amountCents = -1000): RuleSubject {
  return {
    id,
    normalizedLabel: normalizeLabel(label),
    normalizedCounterparty: "",
    amountCents,
    accountId: "a",
    date: "2026-11-03",
  };
}

const rules: CategorisationRule[] = [
  {
    id: "amazon",
    priority: 1,
    conditions: [{ field: "label", operator: "contains", value: "AMAZON" }],
    target: { categoryId: "supplies" },
  },
  {
    id: "aws",
    priority: 2,
    conditions: [{ field: "label", operator: "contains", value: "AMAZON WEB SERVICES" }],
    target: { categoryId: "hosting" },
  },
  {
    id: "amazon-too",
    priority: 3,
    conditions: [{ field: "label", operator: "startsWith", value: "CB AMAZON" }],
    target: { categoryId: "supplies" },
  },
];
const transactions = [
  tx("t1", "CB AMAZON WEB SERVICES 03/11"),
  tx("t2", "CB AMAZON EU SARL"),
  tx("t3", "PRLV AMAZON WEB SERVICES"),
  tx("t4", "CB CARREFOUR"),
];

describe("findRuleConflicts", () => {
  it("reports rules that file one transaction in different categories, with the proof", () => {
    const compiled = compileRules(rules);
    if (!compiled.ok) throw new Error("rules must compile");
    const conflicts = findRuleConflicts(compiled.engine, transactions);
    expect(conflicts).toEqual([
      {
        ruleIds: ["amazon", "aws"],
        targets: [{ categoryId: "supplies" }, { categoryId: "hosting" }],
        transactionCount: 2,
        transactionIds: ["t1", "t3"],
      },
      {
        ruleIds: ["aws", "amazon-too"],
        targets: [{ categoryId: "hosting" }, { categoryId: "supplies" }],
        transactionCount: 1,
        transactionIds: ["t1"],
      },
    ]);
  });

  it("keeps only the requested number of examples", () => {
    const compiled = compileRules(rules);
    if (!compiled.ok) throw new Error("rules must compile");
    const [first] = findRuleConflicts(compiled.engine, transactions, { examplesPerConflict: 1 });
    expect(first?.transactionIds).toEqual(["t1"]);
    expect(first?.transactionCount).toBe(2);
  });
});

describe("checkRuleConflicts", () => {
  it("reports only the draft's conflicts, replacing the rule it edits", () => {
    const draft: CategorisationRule = {
      id: "aws",
      priority: 2,
      conditions: [{ field: "label", operator: "contains", value: "WEB SERVICES" }],
      target: { categoryId: "hosting" },
    };
    const outcome = checkRuleConflicts(draft, rules, transactions);
    expect(outcome.ok && outcome.conflicts.map((c) => c.ruleIds)).toEqual([
      ["amazon", "aws"],
      ["aws", "amazon-too"],
    ]);
    const harmless: CategorisationRule = {
      ...draft,
      id: "new",
      target: { categoryId: "supplies" },
      conditions: [{ field: "label", operator: "contains", value: "EU SARL" }],
    };
    expect(checkRuleConflicts(harmless, rules, transactions)).toEqual({ ok: true, conflicts: [] });
  });

  it("finds the same conflicts when the transactions come in pages", () => {
    const draft: CategorisationRule = {
      id: "aws",
      priority: 2,
      conditions: [{ field: "label", operator: "contains", value: "WEB SERVICES" }],
      target: { categoryId: "hosting" },
    };
    const collector = ruleConflictCollector(draft, rules, { examplesPerConflict: 5 });
    if (!collector.ok) throw new Error("the draft is valid");
    for (const transaction of transactions) collector.add([transaction]);
    const whole = checkRuleConflicts(draft, rules, transactions, { examplesPerConflict: 5 });
    expect(whole.ok && collector.conflicts()).toEqual(whole.ok && whole.conflicts);
    expect(collector.conflicts()).toHaveLength(2);
  });
});

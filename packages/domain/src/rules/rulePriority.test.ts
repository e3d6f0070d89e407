import { describe, expect, it } from "vitest";
import type { CategorisationRule } from "./rule";
import { draftRulePriority, nextRulePriority, placeDraftAmongRules, reorderedRuleIds } from "./rulePriority";

const rule = (id: string, priority: number): CategorisationRule => ({
  id,
  priority,
  conditions: [{ field: "label", operator: "contains", value: id }],
  target: { categoryId: "1" },
});

describe("rule priorities", () => {
  it("puts a new rule without a priority last, at 0 in an empty set", () => {
    expect(nextRulePriority([])).toBe(0);
    expect(nextRulePriority([0, 4, 2])).toBe(5);
  });

  it("gives a draft the priority it asks for, else the edited rule's, else last", () => {
    expect(draftRulePriority(1, 3, [0, 7])).toBe(1);
    expect(draftRulePriority(undefined, 3, [0, 7])).toBe(3);
    expect(draftRulePriority(undefined, undefined, [0, 7])).toBe(8);
  });

  it("places a draft before the rules of its own priority, after the lower ones", () => {
    const { rule: placed, rules } = placeDraftAmongRules(rule("draft", 1), [
      rule("a", 0),
      rule("b", 1),
      rule("c", 2),
    ]);
    const order = [...rules, placed].sort((x, y) => x.priority - y.priority).map((r) => r.id);
    expect(order).toEqual(["a", "draft", "b", "c"]);
    expect(new Set([...rules, placed].map((r) => r.priority)).size).toBe(4);
  });

  it("orders the listed rules first, the others after in their order, and refuses unknown ids", () => {
    expect(reorderedRuleIds([1, 2, 3, 4], [3, 1])).toEqual([3, 1, 2, 4]);
    expect(reorderedRuleIds([1, 2, 3], [3, 3])).toEqual([3, 1, 2]);
    expect(reorderedRuleIds([1, 2], [5])).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  type ConditionForm,
  draftOf,
  formOf,
  newCondition,
  problemsOf,
  reorderedIds,
  withField,
} from "./ruleDraft";

describe("rule editor working copy", () => {
  it("turns the form into the contract's draft, trimming text and keeping the upper bound of between only", () => {
    const form = formOf(null);
    const label = { ...(form.conditions[0] as ConditionForm), value: "  edf pro " };
    const amount = {
      ...withField(newCondition(), "amount"),
      operator: "between" as const,
      value: 100,
      valueTo: 900,
    };
    const date = {
      ...withField(newCondition(), "date"),
      operator: "greater" as const,
      value: "2026-01-01",
      valueTo: "x",
    };
    expect(draftOf({ ...form, name: " ", categoryId: 11, conditions: [label, amount, date] })).toEqual({
      name: null,
      category_id: 11,
      conditions: [
        { field: "label", operator: "contains", value: "edf pro" },
        { field: "amount", operator: "between", value: 100, valueTo: 900 },
        { field: "date", operator: "greater", value: "2026-01-01" },
      ],
    });
  });

  it("keeps an operator the new field accepts and resets the value", () => {
    const equals = { ...newCondition(), operator: "equals" as const, value: "LOYER" };
    expect(withField(equals, "amount")).toMatchObject({ field: "amount", operator: "equals", value: null });
    expect(withField(newCondition(), "amount")).toMatchObject({ operator: "equals" });
    expect(withField(newCondition(), "sign")).toMatchObject({ operator: "equals", value: "debit" });
    expect(withField(newCondition(), "account", 3)).toMatchObject({ value: "3" });
  });

  it("names each problem with the engine's codes, by condition", () => {
    const form = formOf(null);
    const regex = { ...newCondition(), operator: "regex" as const, value: "(a)\\1" };
    const range = {
      ...withField(newCondition(), "amount"),
      operator: "between" as const,
      value: 900,
      valueTo: 100,
    };
    const problems = problemsOf({ ...form, conditions: [form.conditions[0] as ConditionForm, regex, range] });
    expect(problems.rule).toEqual(["missingCategory"]);
    expect([...problems.conditions]).toEqual([
      [0, ["emptyValue"]],
      [1, ["unsupportedRegex"]],
      [2, ["invalidRange"]],
    ]);
  });

  it("reorders rule ids for a drop before or after another rule", () => {
    expect(reorderedIds([5, 6, 8], [8], 5, "before")).toEqual([8, 5, 6]);
    expect(reorderedIds([5, 6, 8], [5], 6, "after")).toEqual([6, 5, 8]);
    expect(reorderedIds([5, 6, 8], [5, 6], 8, "after")).toEqual([8, 5, 6]);
  });
});

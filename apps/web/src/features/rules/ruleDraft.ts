/**
 * The rule editor's working copy: conditions as the form holds them (a field, an operator allowed for
 * it, a value and an upper bound for "between"), turned into the contract's draft, and checked with the
 * same engine validation the server runs, so each faulty condition is marked before anything is sent.
 */
import type { CallInput, CallOutput } from "@trezo/api";
import {
  OPERATORS_BY_FIELD,
  type RuleErrorCode,
  type RuleField,
  type RuleOperator,
  validateRule,
} from "@trezo/domain";

export type Rule = CallOutput<"listSubCategoryRules">["rules"][number];
export type RuleDraft = CallInput<"createNewSubCategoryRule">["rule"];

export const RULE_FIELDS: readonly RuleField[] = [
  "label",
  "counterparty",
  "amount",
  "sign",
  "account",
  "date",
];

/** One condition in the form: text fields hold text, amount cents, date YYYY-MM-DD, sign debit/credit. */
export interface ConditionForm {
  /** Stable React key: conditions are added and removed. */
  key: number;
  field: RuleField;
  operator: RuleOperator;
  value: string | number | null;
  valueTo: string | number | null;
}

export interface RuleForm {
  id?: number;
  priority?: number;
  name: string;
  conditions: ConditionForm[];
  categoryId: number | null;
}

let nextKey = 1;

/** A fresh condition on `field` with its first operator and an empty value (a sign starts on debit). */
export function newCondition(field: RuleField = "label", defaultAccountId?: number): ConditionForm {
  const operator = OPERATORS_BY_FIELD[field][0] ?? "equals";
  const value =
    field === "sign" ? "debit" : field === "account" && defaultAccountId ? String(defaultAccountId) : null;
  return { key: nextKey++, field, operator, value, valueTo: null };
}

/** The condition on another field: the operator is kept when the field accepts it, the value is reset. */
export function withField(
  condition: ConditionForm,
  field: RuleField,
  defaultAccountId?: number,
): ConditionForm {
  const fresh = newCondition(field, defaultAccountId);
  const operator = OPERATORS_BY_FIELD[field].includes(condition.operator)
    ? condition.operator
    : fresh.operator;
  return { ...fresh, key: condition.key, operator };
}

/** The form of an existing rule (editing), or of a new one with a single "label contains" condition. */
export function formOf(rule?: Rule | null): RuleForm {
  if (!rule) return { name: "", conditions: [newCondition()], categoryId: null };
  return {
    id: rule.id,
    priority: rule.priority,
    name: rule.name ?? "",
    categoryId: rule.category_id,
    conditions: rule.conditions.map((condition) => ({
      key: nextKey++,
      field: condition.field,
      operator: condition.operator,
      value: condition.value,
      valueTo: condition.valueTo ?? null,
    })),
  };
}

/** The contract's draft of the form (category 0 stands for "not chosen": validation refuses it first). */
export function draftOf(form: RuleForm): RuleDraft {
  const name = form.name.trim();
  return {
    ...(form.id !== undefined ? { id: form.id } : {}),
    ...(form.priority !== undefined ? { priority: form.priority } : {}),
    name: name === "" ? null : name,
    category_id: form.categoryId ?? 0,
    conditions: form.conditions.map(({ field, operator, value, valueTo }) => {
      const text = typeof value === "string" && (field === "label" || field === "counterparty");
      return {
        field,
        operator,
        value: value ?? "",
        ...(operator === "between" ? { valueTo: valueTo ?? "" } : {}),
        ...(text ? { value: (value as string).trim() } : {}),
      };
    }),
  };
}

/** What is wrong with the form: problems of the rule as a whole, and of each condition by index. */
export interface RuleFormProblems {
  rule: RuleErrorCode[];
  conditions: Map<number, RuleErrorCode[]>;
}

export function problemsOf(form: RuleForm): RuleFormProblems {
  const draft = draftOf(form);
  const errors = validateRule({
    id: "draft",
    priority: form.priority ?? 0,
    conditions: draft.conditions,
    target: { categoryId: form.categoryId === null ? "" : String(form.categoryId) },
  });
  const problems: RuleFormProblems = { rule: [], conditions: new Map() };
  for (const error of errors) {
    if (error.conditionIndex === undefined) problems.rule.push(error.code);
    else
      problems.conditions.set(error.conditionIndex, [
        ...(problems.conditions.get(error.conditionIndex) ?? []),
        error.code,
      ]);
  }
  return problems;
}

export function hasProblems(problems: RuleFormProblems): boolean {
  return problems.rule.length > 0 || problems.conditions.size > 0;
}

/** The order of the rules after moving `moved` before or after `target` (a drop in the list). */
export function reorderedIds(
  ids: readonly number[],
  moved: readonly number[],
  target: number,
  position: "before" | "after",
): number[] {
  const rest = ids.filter((id) => !moved.includes(id));
  const at = rest.indexOf(target);
  if (at < 0) return [...ids];
  const insertAt = position === "before" ? at : at + 1;
  return [...rest.slice(0, insertAt), ...moved, ...rest.slice(insertAt)];
}

import { normalizeLabel, normalizeLabelFragment } from "../labels";
import { isIsoDate } from "../periods";
import {
  type CategorisationRule,
  OPERATORS_BY_FIELD,
  type RuleCondition,
  type RuleField,
  type RuleSubject,
} from "./rule";
import { compileSafeRegex, requiredLiteralOf } from "./safeRegex";

/** Every reason a rule is refused; the i18n namespace `rules.errors` has a text for each. */
export const RULE_ERROR_CODES = [
  "noConditions",
  "tooManyConditions",
  "unknownField",
  "operatorNotAllowed",
  "emptyValue",
  "valueTooLong",
  "regexTooLong",
  "invalidRegex",
  "unsupportedRegex",
  "invalidAmount",
  "invalidSign",
  "invalidDate",
  "invalidRange",
  "missingCategory",
  "invalidPriority",
] as const;

/** Why a rule is refused. */
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/** One problem of one rule; `conditionIndex` names the condition when the problem is in one. */
export interface RuleError {
  ruleId: string;
  code: RuleErrorCode;
  conditionIndex?: number | undefined;
  /** The engine's own words for an invalid regex (for logs and the tooltip), never localised. */
  detail?: string | undefined;
}

/** Most conditions a rule may have. */
export const MAX_CONDITIONS = 20;
/** Longest text value of a condition. */
export const MAX_TEXT_VALUE_LENGTH = 200;

/** A condition ready to run: its comparison, and its literal when the engine can index it. */
export interface CompiledCondition {
  source: RuleCondition;
  /** The normalised literal of a contains / equals / startsWith text condition. */
  literal?: string | undefined;
  /**
   * For contains: the value normalised without prefix canonicalisation, when that differs ("CARTE
   * GRISE" is "CB GRISE" at the start of a label but stays "CARTE GRISE" inside one).
   */
  innerLiteral?: string | undefined;
  /** Text every match of a regex condition contains: the engine indexes it like a "contains". */
  requiredLiteral?: string | undefined;
  test: (subject: RuleSubject) => boolean;
}

/** A rule whose conditions all compiled. */
export interface CompiledRuleConditions {
  rule: CategorisationRule;
  conditions: CompiledCondition[];
}

function textOf(subject: RuleSubject, field: "label" | "counterparty"): string {
  return field === "label" ? subject.normalizedLabel : subject.normalizedCounterparty;
}

function isCents(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

type ConditionOutcome =
  | { ok: true; condition: CompiledCondition }
  | { ok: false; code: RuleErrorCode; detail?: string };

function compileCondition(condition: RuleCondition): ConditionOutcome {
  const { field, operator, value, valueTo } = condition;
  const allowed = OPERATORS_BY_FIELD[field as RuleField] as readonly string[] | undefined;
  if (!allowed) return { ok: false, code: "unknownField" };
  if (!allowed.includes(operator)) return { ok: false, code: "operatorNotAllowed" };

  switch (field) {
    case "label":
    case "counterparty": {
      if (typeof value !== "string" || value.trim() === "") return { ok: false, code: "emptyValue" };
      if (value.length > MAX_TEXT_VALUE_LENGTH) return { ok: false, code: "valueTooLong" };
      if (operator === "regex") {
        const compiled = compileSafeRegex(value);
        if (!compiled.ok) {
          return compiled.detail === undefined
            ? { ok: false, code: compiled.problem }
            : { ok: false, code: compiled.problem, detail: compiled.detail };
        }
        const regex = compiled.regex;
        return {
          ok: true,
          condition: {
            source: condition,
            requiredLiteral: requiredLiteralOf(value),
            test: (subject) => regex.test(textOf(subject, field)),
          },
        };
      }
      const literal = normalizeLabel(value);
      if (literal === "") return { ok: false, code: "emptyValue" };
      if (operator === "contains") {
        const inner = normalizeLabelFragment(value);
        if (inner !== literal && inner !== "") {
          const test = (subject: RuleSubject) => {
            const text = textOf(subject, field);
            return text.includes(literal) || text.includes(inner);
          };
          return { ok: true, condition: { source: condition, literal, innerLiteral: inner, test } };
        }
      }
      const test =
        operator === "equals"
          ? (subject: RuleSubject) => textOf(subject, field) === literal
          : operator === "startsWith"
            ? (subject: RuleSubject) => textOf(subject, field).startsWith(literal)
            : (subject: RuleSubject) => textOf(subject, field).includes(literal);
      return { ok: true, condition: { source: condition, literal, test } };
    }
    case "amount": {
      if (!isCents(value)) return { ok: false, code: "invalidAmount" };
      if (operator === "between") {
        if (!isCents(valueTo)) return { ok: false, code: "invalidAmount" };
        if (valueTo < value) return { ok: false, code: "invalidRange" };
        return {
          ok: true,
          condition: {
            source: condition,
            test: (subject) => {
              const amount = Math.abs(subject.amountCents);
              return amount >= value && amount <= valueTo;
            },
          },
        };
      }
      const test =
        operator === "equals"
          ? (subject: RuleSubject) => Math.abs(subject.amountCents) === value
          : operator === "greater"
            ? (subject: RuleSubject) => Math.abs(subject.amountCents) > value
            : (subject: RuleSubject) => Math.abs(subject.amountCents) < value;
      return { ok: true, condition: { source: condition, test } };
    }
    case "sign": {
      if (value === "debit")
        return { ok: true, condition: { source: condition, test: (s) => s.amountCents < 0 } };
      if (value === "credit")
        return { ok: true, condition: { source: condition, test: (s) => s.amountCents >= 0 } };
      return { ok: false, code: "invalidSign" };
    }
    case "account": {
      if (typeof value !== "string" || value === "") return { ok: false, code: "emptyValue" };
      return {
        ok: true,
        condition: { source: condition, literal: value, test: (s) => s.accountId === value },
      };
    }
    case "date": {
      if (typeof value !== "string" || !isIsoDate(value)) return { ok: false, code: "invalidDate" };
      if (operator === "between") {
        if (typeof valueTo !== "string" || !isIsoDate(valueTo)) return { ok: false, code: "invalidDate" };
        if (valueTo < value) return { ok: false, code: "invalidRange" };
        return {
          ok: true,
          condition: { source: condition, test: (s) => s.date >= value && s.date <= valueTo },
        };
      }
      const test =
        operator === "equals"
          ? (s: RuleSubject) => s.date === value
          : operator === "greater"
            ? (s: RuleSubject) => s.date > value
            : (s: RuleSubject) => s.date < value;
      return { ok: true, condition: { source: condition, test } };
    }
  }
}

/**
 * Checks one rule and compiles its conditions. Returns every problem found (not just the first), so
 * the rule form can mark each faulty condition at once.
 */
export function compileRuleConditions(
  rule: CategorisationRule,
): { ok: true; compiled: CompiledRuleConditions } | { ok: false; errors: RuleError[] } {
  const errors: RuleError[] = [];
  if (!Number.isFinite(rule.priority)) errors.push({ ruleId: rule.id, code: "invalidPriority" });
  if (!rule.target || typeof rule.target.categoryId !== "string" || rule.target.categoryId === "") {
    errors.push({ ruleId: rule.id, code: "missingCategory" });
  }
  if (rule.conditions.length === 0) errors.push({ ruleId: rule.id, code: "noConditions" });
  if (rule.conditions.length > MAX_CONDITIONS) errors.push({ ruleId: rule.id, code: "tooManyConditions" });
  const conditions: CompiledCondition[] = [];
  rule.conditions.forEach((condition, conditionIndex) => {
    const outcome = compileCondition(condition);
    if (outcome.ok) conditions.push(outcome.condition);
    else errors.push({ ruleId: rule.id, code: outcome.code, conditionIndex, detail: outcome.detail });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, compiled: { rule, conditions } };
}

/** Every problem of a rule, or an empty list when it is valid. */
export function validateRule(rule: CategorisationRule): RuleError[] {
  const outcome = compileRuleConditions(rule);
  return outcome.ok ? [] : outcome.errors;
}

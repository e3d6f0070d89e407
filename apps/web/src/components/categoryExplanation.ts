/**
 * "Why this category": the explanation getTransaction returns, phrased with the rules namespace (which
 * rule, its priority, its conditions in words), or that a person chose it.
 */
import type { CallOutput } from "@trezo/api";
import type { Translate } from "../i18n/appI18n";

export type CategorisationExplanation = CallOutput<"getTransaction">["explanation"];

const FIELDS = ["label", "counterparty", "amount", "sign", "account", "date"] as const;
const OPERATORS = ["contains", "equals", "startsWith", "regex", "between", "greater", "less"] as const;
type Field = (typeof FIELDS)[number];
type Operator = (typeof OPERATORS)[number];

interface Formatters {
  money: (cents: number) => string;
  date: (isoDate: string) => string;
  accountName: (id: number) => string | undefined;
}

function conditionValue(t: Translate, field: Field, value: unknown, format: Formatters): string {
  if (field === "amount" && typeof value === "number") return format.money(value);
  if (field === "sign" && (value === "debit" || value === "credit")) return t(`rules.signs.${value}`);
  if (field === "date" && typeof value === "string") return format.date(value);
  if (field === "account") return format.accountName(Number(value)) ?? String(value);
  return `« ${String(value)} »`;
}

/** One condition of a rule in words ("Libellé contient « LOYER »"); null for a shape it cannot read. */
export function conditionText(
  t: Translate,
  condition: Record<string, unknown>,
  format: Formatters,
): string | null {
  const field = FIELDS.find((candidate) => candidate === condition.field);
  const operator = OPERATORS.find((candidate) => candidate === condition.operator);
  if (!field || !operator) return null;
  const value =
    operator === "between"
      ? t("rules.explanation.range", {
          from: conditionValue(t, field, condition.value, format),
          to: conditionValue(t, field, condition.valueTo, format),
        })
      : conditionValue(t, field, condition.value, format);
  return t("rules.explanation.condition", {
    field: t(`rules.fields.${field}`),
    operator: t(`rules.operators.${operator as Operator}`),
    value,
  });
}

/** The explanation's sentence, then the conditions of the rule that set the category. */
export function explanationLines(
  t: Translate,
  explanation: CategorisationExplanation,
  format: Formatters,
): { summary: string; conditions: string[] } {
  switch (explanation.kind) {
    case "manual":
      return { summary: t("rules.explanation.manual"), conditions: [] };
    case "deletedRule":
      return { summary: t("rules.explanation.deletedRule"), conditions: [] };
    case "uncategorised":
      return { summary: t("rules.explanation.uncategorised"), conditions: [] };
    case "rule":
      return {
        summary: explanation.rule_name
          ? t("rules.explanation.rule", { name: explanation.rule_name, priority: explanation.priority })
          : t("rules.explanation.ruleUnnamed", { priority: explanation.priority }),
        conditions: explanation.conditions
          .map((condition) => conditionText(t, condition, format))
          .filter((text): text is string => text !== null),
      };
  }
}

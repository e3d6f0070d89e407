import type { CategorisableTransaction, CategorisationRule, RuleCondition, RuleTarget } from "./rule";
import type { RuleEngine } from "./ruleEngine";

/**
 * How a transaction got its category: what the database records beside the category, so that the
 * product can say why ("why this category").
 */
export type Categorisation =
  | { source: "manual"; target: RuleTarget }
  | { source: "rule"; target: RuleTarget; ruleId: string }
  | { source: "none" };

/**
 * The category of one transaction: the manual one when a person set it (it always wins), else the
 * first matching rule's, else none.
 */
export function categorizeTransaction(
  engine: RuleEngine,
  transaction: CategorisableTransaction,
): Categorisation {
  if (transaction.manualTarget) return { source: "manual", target: transaction.manualTarget };
  const rule = engine.firstMatch(transaction);
  return rule ? { source: "rule", target: rule.target, ruleId: rule.id } : { source: "none" };
}

/** Categorises many transactions (reindexTransactions); results are in the same order. */
export function categorizeTransactions(
  engine: RuleEngine,
  transactions: readonly CategorisableTransaction[],
): Categorisation[] {
  return transactions.map((transaction) => categorizeTransaction(engine, transaction));
}

/** The "why this category" explanation, ready for the screen to phrase with `rules.explanation.*`. */
export type CategorisationExplanation =
  | { kind: "manual"; target: RuleTarget }
  | {
      kind: "rule";
      target: RuleTarget;
      ruleId: string;
      ruleName: string | undefined;
      priority: number;
      /** The rule's conditions, each of which held for this transaction. */
      conditions: readonly RuleCondition[];
    }
  /** The rule that set the category has since been deleted. */
  | { kind: "deletedRule"; target: RuleTarget; ruleId: string }
  | { kind: "uncategorised" };

/** Explains a recorded categorisation with the rules as they are now. */
export function explainCategorisation(
  categorisation: Categorisation,
  rules: readonly CategorisationRule[],
): CategorisationExplanation {
  switch (categorisation.source) {
    case "manual":
      return { kind: "manual", target: categorisation.target };
    case "none":
      return { kind: "uncategorised" };
    case "rule": {
      const rule = rules.find((candidate) => candidate.id === categorisation.ruleId);
      if (!rule) return { kind: "deletedRule", target: categorisation.target, ruleId: categorisation.ruleId };
      return {
        kind: "rule",
        target: categorisation.target,
        ruleId: rule.id,
        ruleName: rule.name,
        priority: rule.priority,
        conditions: rule.conditions,
      };
    }
  }
}

import type { Categorisation } from "./categorize";
import { type CategorisableTransaction, type CategorisationRule, type RuleTarget, sameTarget } from "./rule";
import { compileRules } from "./ruleEngine";
import type { RuleError } from "./validateRule";

/** A transaction for a preview: as categorised now, including which rule (if any) set it. */
export interface PreviewTransaction extends CategorisableTransaction {
  currentRuleId?: string | null | undefined;
}

/** One transaction whose category the draft would change. */
export interface AffectedTransaction {
  transactionId: string;
  from: RuleTarget | null;
  to: Categorisation;
}

/**
 * What saving a draft rule would do (getAffectedTransactions): the transactions it would file, and
 * those it matches but would not touch, with the reason.
 */
export interface RulePreview {
  /** Transactions the draft's conditions match. */
  matchedCount: number;
  /** They take the draft's category. */
  changes: AffectedTransaction[];
  /** Matched, and already in the draft's category. */
  unchanged: string[];
  /** Matched, but a person filed them by hand: the manual category stays. */
  keptManual: string[];
  /** Matched, but a rule that runs first files them. */
  shadowed: Array<{ transactionId: string; ruleId: string }>;
  /** When editing a rule: transactions it filed that it no longer matches, and where they go instead. */
  released: AffectedTransaction[];
}

/**
 * Previews a draft rule against the existing rules (the draft replaces the rule with the same id, when
 * editing) over the company's transactions. Invalid drafts return their errors and no preview.
 */
export function previewRule(
  draft: CategorisationRule,
  rules: readonly CategorisationRule[],
  transactions: Iterable<PreviewTransaction>,
): { ok: true; preview: RulePreview } | { ok: false; errors: RuleError[] } {
  const alone = compileRules([draft]);
  if (!alone.ok) return alone;
  const all = compileRules([...rules.filter((rule) => rule.id !== draft.id), draft]);
  if (!all.ok) return all;
  const draftEngine = alone.engine;
  const engine = all.engine;
  const preview: RulePreview = {
    matchedCount: 0,
    changes: [],
    unchanged: [],
    keptManual: [],
    shadowed: [],
    released: [],
  };
  for (const transaction of transactions) {
    const matches = draftEngine.firstMatchIndex(transaction) === 0;
    if (!matches) {
      if (transaction.currentRuleId === draft.id && !transaction.manualTarget) {
        const winner = engine.firstMatch(transaction);
        preview.released.push({
          transactionId: transaction.id,
          from: transaction.currentTarget ?? null,
          to: winner ? { source: "rule", target: winner.target, ruleId: winner.id } : { source: "none" },
        });
      }
      continue;
    }
    preview.matchedCount += 1;
    if (transaction.manualTarget) {
      preview.keptManual.push(transaction.id);
      continue;
    }
    const winner = engine.firstMatch(transaction);
    if (winner && winner.id !== draft.id) {
      preview.shadowed.push({ transactionId: transaction.id, ruleId: winner.id });
    } else if (sameTarget(transaction.currentTarget, draft.target)) {
      preview.unchanged.push(transaction.id);
    } else {
      preview.changes.push({
        transactionId: transaction.id,
        from: transaction.currentTarget ?? null,
        to: { source: "rule", target: draft.target, ruleId: draft.id },
      });
    }
  }
  return { ok: true, preview };
}

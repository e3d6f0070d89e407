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

/** What the draft does to one transaction. */
type PreviewStep =
  | { kind: "untouched" }
  | { kind: "released"; affected: AffectedTransaction }
  | { kind: "keptManual" }
  | { kind: "shadowed"; ruleId: string }
  | { kind: "unchanged" }
  | { kind: "changed"; affected: AffectedTransaction };

/**
 * Compiles a draft alone and among the rules (it replaces the rule with the same id, when editing), and
 * returns what it does to one transaction; invalid drafts return their errors.
 */
function previewSteps(
  draft: CategorisationRule,
  rules: readonly CategorisationRule[],
): { ok: true; step: (transaction: PreviewTransaction) => PreviewStep } | { ok: false; errors: RuleError[] } {
  const alone = compileRules([draft]);
  if (!alone.ok) return alone;
  const all = compileRules([...rules.filter((rule) => rule.id !== draft.id), draft]);
  if (!all.ok) return all;
  const draftEngine = alone.engine;
  const engine = all.engine;
  const step = (transaction: PreviewTransaction): PreviewStep => {
    if (draftEngine.firstMatchIndex(transaction) !== 0) {
      if (transaction.currentRuleId !== draft.id || transaction.manualTarget) return { kind: "untouched" };
      const winner = engine.firstMatch(transaction);
      return {
        kind: "released",
        affected: {
          transactionId: transaction.id,
          from: transaction.currentTarget ?? null,
          to: winner ? { source: "rule", target: winner.target, ruleId: winner.id } : { source: "none" },
        },
      };
    }
    if (transaction.manualTarget) return { kind: "keptManual" };
    const winner = engine.firstMatch(transaction);
    if (winner && winner.id !== draft.id) return { kind: "shadowed", ruleId: winner.id };
    if (sameTarget(transaction.currentTarget, draft.target)) return { kind: "unchanged" };
    return {
      kind: "changed",
      affected: {
        transactionId: transaction.id,
        from: transaction.currentTarget ?? null,
        to: { source: "rule", target: draft.target, ruleId: draft.id },
      },
    };
  };
  return { ok: true, step };
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
  const steps = previewSteps(draft, rules);
  if (!steps.ok) return steps;
  const preview: RulePreview = {
    matchedCount: 0,
    changes: [],
    unchanged: [],
    keptManual: [],
    shadowed: [],
    released: [],
  };
  for (const transaction of transactions) {
    const step = steps.step(transaction);
    if (step.kind !== "untouched" && step.kind !== "released") preview.matchedCount += 1;
    if (step.kind === "released") preview.released.push(step.affected);
    else if (step.kind === "keptManual") preview.keptManual.push(transaction.id);
    else if (step.kind === "shadowed")
      preview.shadowed.push({ transactionId: transaction.id, ruleId: step.ruleId });
    else if (step.kind === "unchanged") preview.unchanged.push(transaction.id);
    else if (step.kind === "changed") preview.changes.push(step.affected);
  }
  return { ok: true, preview };
}

/** A preview's counts and its first changes: what a preview over a whole company keeps in memory. */
export interface RulePreviewTally {
  matchedCount: number;
  changedCount: number;
  unchangedCount: number;
  keptManualCount: number;
  shadowedCount: number;
  releasedCount: number;
  /** The first `keepChanges` transactions the draft would file, in the order given. */
  firstChanges: AffectedTransaction[];
}

/**
 * previewRule over transactions that arrive in pages (`add` each page, then read `tally`), keeping only
 * counts and the first `keepChanges` changes: memory stays bounded however many transactions there are.
 */
export function rulePreviewTally(
  draft: CategorisationRule,
  rules: readonly CategorisationRule[],
  options: { keepChanges: number },
):
  | { ok: true; add: (transactions: Iterable<PreviewTransaction>) => void; tally: RulePreviewTally }
  | { ok: false; errors: RuleError[] } {
  const steps = previewSteps(draft, rules);
  if (!steps.ok) return steps;
  const tally: RulePreviewTally = {
    matchedCount: 0,
    changedCount: 0,
    unchangedCount: 0,
    keptManualCount: 0,
    shadowedCount: 0,
    releasedCount: 0,
    firstChanges: [],
  };
  const add = (transactions: Iterable<PreviewTransaction>) => {
    for (const transaction of transactions) {
      const step = steps.step(transaction);
      if (step.kind !== "untouched" && step.kind !== "released") tally.matchedCount += 1;
      if (step.kind === "released") tally.releasedCount += 1;
      else if (step.kind === "keptManual") tally.keptManualCount += 1;
      else if (step.kind === "shadowed") tally.shadowedCount += 1;
      else if (step.kind === "unchanged") tally.unchangedCount += 1;
      else if (step.kind === "changed") {
        tally.changedCount += 1;
        if (tally.firstChanges.length < options.keepChanges) tally.firstChanges.push(step.affected);
      }
    }
  };
  return { ok: true, add, tally };
}

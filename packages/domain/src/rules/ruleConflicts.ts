import { type CategorisationRule, type RuleSubject, type RuleTarget, sameTarget } from "./rule";
import { compileRules, type RuleEngine } from "./ruleEngine";
import type { RuleError } from "./validateRule";

/**
 * Two rules conflict when a transaction matches both and they file it in different categories
 * (DESIGN §6). The transactions listed prove it.
 */
export interface RuleConflict {
  /** The two rules; the first runs first (it is the one that wins today). */
  ruleIds: readonly [string, string];
  targets: readonly [RuleTarget, RuleTarget];
  /** How many transactions match both. */
  transactionCount: number;
  /** Up to `examplesPerConflict` of them, in the order given. */
  transactionIds: string[];
}

/** Options of the conflict checks. */
export interface ConflictOptions {
  /** How many proving transactions to keep per conflict (default 20). */
  examplesPerConflict?: number;
}

/**
 * Gathers the conflicts of a compiled set over transactions given page by page (`add`); with `involving`,
 * only those of that rule. Memory stays bounded: a count and at most `examplesPerConflict` ids per pair.
 */
function conflictCollector(engine: RuleEngine, options: ConflictOptions, involving: number | null) {
  const limit = options.examplesPerConflict ?? 20;
  const rules = engine.rules;
  const byPair = new Map<string, RuleConflict>();
  const add = (transactions: Iterable<RuleSubject>) => {
    for (const transaction of transactions) {
      const matches = engine.allMatchIndices(transaction);
      if (matches.length < 2) continue;
      for (let i = 0; i < matches.length; i++) {
        for (let j = i + 1; j < matches.length; j++) {
          const first = matches[i] as number;
          const second = matches[j] as number;
          if (involving !== null && first !== involving && second !== involving) continue;
          const a = rules[first] as CategorisationRule;
          const b = rules[second] as CategorisationRule;
          if (sameTarget(a.target, b.target)) continue;
          const key = `${first}:${second}`;
          let conflict = byPair.get(key);
          if (!conflict) {
            conflict = {
              ruleIds: [a.id, b.id],
              targets: [a.target, b.target],
              transactionCount: 0,
              transactionIds: [],
            };
            byPair.set(key, conflict);
          }
          conflict.transactionCount += 1;
          if (conflict.transactionIds.length < limit) conflict.transactionIds.push(transaction.id);
        }
      }
    }
  };
  return { add, conflicts: () => [...byPair.values()] };
}

/** Every conflict between the rules of a compiled set, over the given transactions. */
export function findRuleConflicts(
  engine: RuleEngine,
  transactions: Iterable<RuleSubject>,
  options: ConflictOptions = {},
): RuleConflict[] {
  const collector = conflictCollector(engine, options, null);
  collector.add(transactions);
  return collector.conflicts();
}

/**
 * checkRulesConflicts {rule}: the conflicts a draft rule would have with the existing rules (the draft
 * replaces the rule with the same id, when editing). Invalid drafts return their errors.
 */
export function checkRuleConflicts(
  draft: CategorisationRule,
  rules: readonly CategorisationRule[],
  transactions: Iterable<RuleSubject>,
  options: ConflictOptions = {},
): { ok: true; conflicts: RuleConflict[] } | { ok: false; errors: RuleError[] } {
  const collector = ruleConflictCollector(draft, rules, options);
  if (!collector.ok) return collector;
  collector.add(transactions);
  return { ok: true, conflicts: collector.conflicts() };
}

/**
 * checkRuleConflicts over transactions that arrive in pages: `add` each page, then read `conflicts()`.
 * Invalid drafts return their errors.
 */
export function ruleConflictCollector(
  draft: CategorisationRule,
  rules: readonly CategorisationRule[],
  options: ConflictOptions = {},
):
  | { ok: true; add: (transactions: Iterable<RuleSubject>) => void; conflicts: () => RuleConflict[] }
  | { ok: false; errors: RuleError[] } {
  const compiled = compileRules([...rules.filter((rule) => rule.id !== draft.id), draft]);
  if (!compiled.ok) return compiled;
  const draftIndex = compiled.engine.rules.findIndex((rule) => rule.id === draft.id);
  return { ok: true, ...conflictCollector(compiled.engine, options, draftIndex) };
}

import type { CategorisationRule } from "./rule";

/**
 * Where rules sit in the order they run (DESIGN §6: lower priority first): the priority a new or edited
 * rule takes, the company's rules around a draft being previewed, and a new order asked for by ids.
 */

/** The priority after every rule of the company: a new rule without one goes last. */
export function nextRulePriority(priorities: Iterable<number>): number {
  let highest = -1;
  for (const priority of priorities) highest = Math.max(highest, priority);
  return highest + 1;
}

/**
 * The priority a draft takes: the one it asks for, else the one of the rule it edits, else last.
 */
export function draftRulePriority(
  requested: number | undefined,
  edited: number | undefined,
  priorities: Iterable<number>,
): number {
  return requested ?? edited ?? nextRulePriority(priorities);
}

/**
 * The company's rules and a draft placed among them, ready to be compared (previews, conflicts): the
 * draft goes before the rules of its own priority (where the rule form drops it), so saving it there
 * runs it first among them. Priorities are spread (2p + 1 for the rules, 2p for the draft) so that no
 * two rules tie (previewRule and checkRuleConflicts leave out the rule the draft edits, by its id).
 */
export function placeDraftAmongRules(
  draft: CategorisationRule,
  rules: readonly CategorisationRule[],
): { rule: CategorisationRule; rules: CategorisationRule[] } {
  return {
    rule: { ...draft, priority: draft.priority * 2 },
    rules: rules.map((rule) => ({ ...rule, priority: rule.priority * 2 + 1 })),
  };
}

/**
 * The order of every rule after a reorder: the listed ids first, in the order given, then the others
 * in their current order. Null when an id is not one of the rules. A rule's new priority is its index.
 */
export function reorderedRuleIds<Id>(current: readonly Id[], listed: readonly Id[]): Id[] | null {
  const known = new Set(current);
  if (listed.some((id) => !known.has(id))) return null;
  const first = new Set(listed);
  return [...first, ...current.filter((id) => !first.has(id))];
}

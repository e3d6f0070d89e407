import {
  type CategorisationRule,
  type RuleCondition,
  type RuleSubject,
  type RuleTarget,
  sameTarget,
  signOf,
  type TransactionSign,
} from "./rule";
import type { RuleEngine } from "./ruleEngine";

/** A transaction a person filed by hand. */
export interface ManualCategorisation extends RuleSubject {
  target: RuleTarget;
}

/** A rule the product proposes because people keep filing the same payee the same way. */
export interface RuleSuggestion {
  /**
   * Stable identity of the suggestion (field, value, target): the same history gives the same key, so
   * a dismissed suggestion (deleteSuggestion) stays dismissed.
   */
  key: string;
  field: "label" | "counterparty";
  /** The normalised label or counterparty the rule would match exactly. */
  value: string;
  target: RuleTarget;
  /** Manual categorisations that agree with the suggestion. */
  occurrences: number;
  transactionIds: string[];
  /** The rule to create when the suggestion is accepted (the caller gives it an id and a priority). */
  draft: Pick<CategorisationRule, "conditions" | "target">;
}

/** Options of suggestRules. */
export interface SuggestOptions {
  /** Fewest agreeing manual categorisations (default 3). */
  minOccurrences?: number;
  /** Smallest share of the key's manual categorisations that must agree (default 0.8). */
  minAgreement?: number;
  /** Keys the user dismissed. */
  dismissedKeys?: ReadonlySet<string>;
  /** Existing rules: no suggestion for transactions they already file in the same category. */
  engine?: RuleEngine;
}

function targetKey(target: RuleTarget): string {
  return `${target.categoryId}/${target.subcategoryId ?? ""}`;
}

/** The stable key of a suggestion. */
export function suggestionKey(field: "label" | "counterparty", value: string, target: RuleTarget): string {
  return `${field}:${value}->${targetKey(target)}`;
}

interface Group {
  items: ManualCategorisation[];
}

/**
 * Suggestions learned from repeated manual categorisations (getSuggestionsList): for each normalised
 * label, then each normalised counterparty, filed at least `minOccurrences` times into one category
 * that makes up at least `minAgreement` of that key's manual filings, a rule "label (or counterparty)
 * equals the key [and sign is ...]" → that category. A counterparty suggestion is only made when it
 * covers transactions no label suggestion covers. Sorted by occurrences, most first.
 */
export function suggestRules(
  history: Iterable<ManualCategorisation>,
  options: SuggestOptions = {},
): RuleSuggestion[] {
  const minOccurrences = options.minOccurrences ?? 3;
  const minAgreement = options.minAgreement ?? 0.8;
  const groups = { label: new Map<string, Group>(), counterparty: new Map<string, Group>() };
  for (const item of history) {
    for (const field of ["label", "counterparty"] as const) {
      const value = field === "label" ? item.normalizedLabel : item.normalizedCounterparty;
      if (value === "") continue;
      const group = groups[field].get(value);
      if (group) group.items.push(item);
      else groups[field].set(value, { items: [item] });
    }
  }

  const suggestions: RuleSuggestion[] = [];
  const covered = new Set<string>();
  for (const field of ["label", "counterparty"] as const) {
    for (const [value, group] of groups[field]) {
      if (group.items.length < minOccurrences) continue;
      const byTarget = new Map<string, ManualCategorisation[]>();
      for (const item of group.items) {
        const key = targetKey(item.target);
        const list = byTarget.get(key);
        if (list) list.push(item);
        else byTarget.set(key, [item]);
      }
      const agreeing = [...byTarget.values()].sort((a, b) => b.length - a.length)[0] ?? [];
      if (agreeing.length < minOccurrences || agreeing.length / group.items.length < minAgreement) continue;
      const target = (agreeing[0] as ManualCategorisation).target;
      const key = suggestionKey(field, value, target);
      if (options.dismissedKeys?.has(key)) continue;
      if (field === "counterparty" && agreeing.every((item) => covered.has(item.id))) continue;
      const engine = options.engine;
      if (engine && agreeing.every((item) => sameTarget(engine.firstMatch(item)?.target, target))) continue;
      const signs = new Set<TransactionSign>(group.items.map((item) => signOf(item.amountCents)));
      const conditions: RuleCondition[] = [{ field, operator: "equals", value }];
      const [onlySign] = signs;
      if (signs.size === 1 && onlySign)
        conditions.push({ field: "sign", operator: "equals", value: onlySign });
      for (const item of agreeing) covered.add(item.id);
      suggestions.push({
        key,
        field,
        value,
        target,
        occurrences: agreeing.length,
        transactionIds: agreeing.map((item) => item.id),
        draft: { conditions, target },
      });
    }
  }
  return suggestions.sort((a, b) => b.occurrences - a.occurrences || a.key.localeCompare(b.key));
}

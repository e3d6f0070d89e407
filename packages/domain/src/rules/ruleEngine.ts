import { LiteralAutomaton } from "./literalAutomaton";
import type { CategorisationRule, RuleSubject } from "./rule";
import { type CompiledCondition, compileRuleConditions, type RuleError } from "./validateRule";

/** How a rule is found quickly: by the one condition the engine indexes (its anchor). */
type Anchor =
  | { kind: "equals"; field: "label" | "counterparty" | "account"; literal: string }
  | {
      kind: "contains" | "startsWith";
      field: "label" | "counterparty";
      literal: string;
      innerLiteral?: string;
    }
  | { kind: "none" };

const NONE: readonly number[] = [];

interface CompiledRule {
  rule: CategorisationRule;
  /** Conditions still to check once the anchor holds. */
  residual: CompiledCondition[];
  anchor: Anchor;
}

/** Entries of one literal in an automaton: the rules it anchors, and whether they need a prefix. */
interface LiteralEntry {
  ruleIndex: number;
  prefixOnly: boolean;
}

class LiteralIndex {
  private readonly automaton: LiteralAutomaton;
  private readonly entries: LiteralEntry[][];

  constructor(literals: Map<string, LiteralEntry[]>) {
    this.automaton = new LiteralAutomaton([...literals.keys()]);
    this.entries = [...literals.values()];
  }

  collect(text: string, add: (ruleIndex: number) => void): void {
    if (text === "") return;
    const { entries, automaton } = this;
    automaton.scan(text, (patternId, endIndex) => {
      const atStart = endIndex + 1 === (automaton.patternLengths[patternId] as number);
      for (const entry of entries[patternId] as LiteralEntry[]) {
        if (!entry.prefixOnly || atStart) add(entry.ruleIndex);
      }
    });
  }
}

/** The literal a condition lets the engine index, and how good an anchor it makes (higher is better). */
function anchorCandidate(
  condition: CompiledCondition,
): { anchor: Anchor; rank: number; consumed: boolean } | null {
  const { field, operator } = condition.source;
  if (field === "account" && condition.literal !== undefined) {
    return { anchor: { kind: "equals", field, literal: condition.literal }, rank: 1, consumed: true };
  }
  if (field !== "label" && field !== "counterparty") return null;
  if (condition.literal !== undefined) {
    const literal = condition.literal;
    if (operator === "equals") return { anchor: { kind: "equals", field, literal }, rank: 5, consumed: true };
    if (operator === "startsWith")
      return { anchor: { kind: "startsWith", field, literal }, rank: 4, consumed: true };
    const anchor: Anchor =
      condition.innerLiteral === undefined
        ? { kind: "contains", field, literal }
        : { kind: "contains", field, literal, innerLiteral: condition.innerLiteral };
    return { anchor, rank: 3, consumed: true };
  }
  if (condition.requiredLiteral !== undefined) {
    // The regex still runs, on the labels that hold its literal.
    return {
      anchor: { kind: "contains", field, literal: condition.requiredLiteral },
      rank: 2,
      consumed: false,
    };
  }
  return null;
}

/** Picks the condition that narrows the candidates most cheaply (longest literal among equals). */
function chooseAnchor(conditions: CompiledCondition[]): { anchor: Anchor; consumedIndex: number } {
  let best: { anchor: Anchor; rank: number; consumed: boolean } | null = null;
  let bestIndex = -1;
  conditions.forEach((condition, index) => {
    const candidate = anchorCandidate(condition);
    if (!candidate) return;
    const length = (anchor: Anchor) => (anchor.kind === "none" ? 0 : anchor.literal.length);
    if (
      !best ||
      candidate.rank > best.rank ||
      (candidate.rank === best.rank && length(candidate.anchor) > length(best.anchor))
    ) {
      best = candidate;
      bestIndex = index;
    }
  });
  const chosen = best as { anchor: Anchor; rank: number; consumed: boolean } | null;
  if (!chosen) return { anchor: { kind: "none" }, consumedIndex: -1 };
  return { anchor: chosen.anchor, consumedIndex: chosen.consumed ? bestIndex : -1 };
}

/**
 * A set of rules compiled once and run on any number of transactions (DESIGN §6 "Rules").
 *
 * Rules run in priority order (lower first; equal priorities keep the order they were given in); the
 * first whose conditions all hold wins. Each rule is indexed by one of its conditions (an exact label,
 * counterparty or account in a hash map, or a contains / starts-with literal in an Aho-Corasick
 * automaton); rules with no indexable condition are checked one by one, in order, only until a better
 * candidate is known.
 */
export class RuleEngine {
  /** The rules in the order they run. */
  readonly rules: readonly CategorisationRule[];
  private readonly compiled: CompiledRule[];
  private readonly equalsIndex: Record<"label" | "counterparty" | "account", Map<string, number[]>>;
  private readonly labelLiterals: LiteralIndex | null;
  private readonly counterpartyLiterals: LiteralIndex | null;
  private readonly unanchored: Int32Array;
  /** Candidate de-duplication: stamp of the subject being matched, by rule index. */
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly candidates: number[] = [];
  private readonly addCandidate = (ruleIndex: number): void => {
    if (this.seen[ruleIndex] !== this.stamp) {
      this.seen[ruleIndex] = this.stamp;
      this.candidates.push(ruleIndex);
    }
  };

  /** Use compileRules(): it validates first. */
  constructor(compiled: CompiledRule[]) {
    this.compiled = compiled;
    this.rules = compiled.map((entry) => entry.rule);
    this.equalsIndex = { label: new Map(), counterparty: new Map(), account: new Map() };
    const literals = {
      label: new Map<string, LiteralEntry[]>(),
      counterparty: new Map<string, LiteralEntry[]>(),
    };
    const unanchored: number[] = [];
    compiled.forEach(({ anchor }, ruleIndex) => {
      if (anchor.kind === "none") {
        unanchored.push(ruleIndex);
      } else if (anchor.kind === "equals") {
        const map = this.equalsIndex[anchor.field];
        const list = map.get(anchor.literal);
        if (list) list.push(ruleIndex);
        else map.set(anchor.literal, [ruleIndex]);
      } else {
        const map = literals[anchor.field];
        const entry = { ruleIndex, prefixOnly: anchor.kind === "startsWith" };
        const keys =
          anchor.innerLiteral === undefined ? [anchor.literal] : [anchor.literal, anchor.innerLiteral];
        for (const key of keys) {
          const list = map.get(key);
          if (list) list.push(entry);
          else map.set(key, [entry]);
        }
      }
    });
    this.labelLiterals = literals.label.size > 0 ? new LiteralIndex(literals.label) : null;
    this.counterpartyLiterals =
      literals.counterparty.size > 0 ? new LiteralIndex(literals.counterparty) : null;
    this.unanchored = Int32Array.from(unanchored);
    this.seen = new Uint32Array(compiled.length);
  }

  private gatherCandidates(subject: RuleSubject): number[] {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    this.candidates.length = 0;
    const add = this.addCandidate;
    const { label, counterparty, account } = this.equalsIndex;
    if (label.size > 0) for (const ruleIndex of label.get(subject.normalizedLabel) ?? NONE) add(ruleIndex);
    if (counterparty.size > 0 && subject.normalizedCounterparty !== "") {
      for (const ruleIndex of counterparty.get(subject.normalizedCounterparty) ?? NONE) add(ruleIndex);
    }
    if (account.size > 0) for (const ruleIndex of account.get(subject.accountId) ?? NONE) add(ruleIndex);
    this.labelLiterals?.collect(subject.normalizedLabel, add);
    this.counterpartyLiterals?.collect(subject.normalizedCounterparty, add);
    return this.candidates;
  }

  private residualHolds(ruleIndex: number, subject: RuleSubject): boolean {
    const { residual } = this.compiled[ruleIndex] as CompiledRule;
    for (let i = 0; i < residual.length; i++)
      if (!(residual[i] as CompiledCondition).test(subject)) return false;
    return true;
  }

  /** Index (in `rules`) of the first rule that matches, or -1. */
  firstMatchIndex(subject: RuleSubject): number {
    let best = Number.POSITIVE_INFINITY;
    for (const ruleIndex of this.gatherCandidates(subject)) {
      if (ruleIndex < best && this.residualHolds(ruleIndex, subject)) best = ruleIndex;
    }
    const unanchored = this.unanchored;
    for (let i = 0; i < unanchored.length; i++) {
      const ruleIndex = unanchored[i] as number;
      if (ruleIndex >= best) break;
      if (this.residualHolds(ruleIndex, subject)) {
        best = ruleIndex;
        break;
      }
    }
    return best === Number.POSITIVE_INFINITY ? -1 : best;
  }

  /** The rule that sets this transaction's category, if any. */
  firstMatch(subject: RuleSubject): CategorisationRule | undefined {
    const index = this.firstMatchIndex(subject);
    return index < 0 ? undefined : this.rules[index];
  }

  /** Indices of every rule that matches, in priority order (for conflicts and previews). */
  allMatchIndices(subject: RuleSubject): number[] {
    const matches = this.gatherCandidates(subject).filter((ruleIndex) =>
      this.residualHolds(ruleIndex, subject),
    );
    for (const ruleIndex of this.unanchored)
      if (this.residualHolds(ruleIndex, subject)) matches.push(ruleIndex);
    return matches.sort((a, b) => a - b);
  }
}

/** The outcome of compiling a rule set. */
export type CompileRulesResult = { ok: true; engine: RuleEngine } | { ok: false; errors: RuleError[] };

/**
 * Validates and compiles rules once; the engine then categorises any number of transactions.
 * An invalid rule makes the whole set refused with every problem listed (a rule set is saved whole).
 */
export function compileRules(rules: readonly CategorisationRule[]): CompileRulesResult {
  const errors: RuleError[] = [];
  const compiled: CompiledRule[] = [];
  const ordered = rules.map((rule, position) => ({ rule, position }));
  ordered.sort((a, b) => a.rule.priority - b.rule.priority || a.position - b.position);
  for (const { rule } of ordered) {
    const outcome = compileRuleConditions(rule);
    if (!outcome.ok) {
      errors.push(...outcome.errors);
      continue;
    }
    const { anchor, consumedIndex } = chooseAnchor(outcome.compiled.conditions);
    const residual = outcome.compiled.conditions.filter((_, i) => i !== consumedIndex);
    // Cheap comparisons first, regexes last.
    residual.sort((a, b) => Number(a.source.operator === "regex") - Number(b.source.operator === "regex"));
    compiled.push({ rule, anchor, residual });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, engine: new RuleEngine(compiled) };
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeLabel, normalizeLabelFragment } from "../labels";
import type { CategorisationRule, RuleCondition, RuleSubject } from "./rule";
import { compileRules, type RuleEngine } from "./ruleEngine";

function subject(
  overrides: Partial<RuleSubject> & { label?: string; counterparty?: string } = {},
): RuleSubject {
  const { label = "PRLV SEPA EDF CLIENTS PARTICULIERS REF 12345", counterparty = "", ...rest } = overrides;
  return {
    id: "t1",
    normalizedLabel: normalizeLabel(label),
    normalizedCounterparty: normalizeLabel(counterparty),
    amountCents: -12_345,
    accountId: "acc-1",
    date: "2026-11-03",
    ...rest,
  };
}

function rule(
  id: string,
  priority: number,
  conditions: RuleCondition[],
  categoryId = `cat-${id}`,
): CategorisationRule {
  return { id, priority, conditions, target: { categoryId } };
}

function engineOf(rules: CategorisationRule[]): RuleEngine {
  const compiled = compileRules(rules);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.errors));
  return compiled.engine;
}

describe("rule conditions", () => {
  const cases: Array<
    [string, RuleCondition, Partial<RuleSubject> & { label?: string; counterparty?: string }, boolean]
  > = [
    [
      "label contains (value normalised too)",
      { field: "label", operator: "contains", value: "edf" },
      {},
      true,
    ],
    ["label contains, other payee", { field: "label", operator: "contains", value: "ENGIE" }, {}, false],
    [
      "label contains matches a spelling of the bank",
      { field: "label", operator: "contains", value: "Prélèvement EDF" },
      {},
      true,
    ],
    [
      "label equals",
      { field: "label", operator: "equals", value: "PRLV EDF CLIENTS PARTICULIERS" },
      {},
      true,
    ],
    ["label equals is whole", { field: "label", operator: "equals", value: "EDF" }, {}, false],
    ["label starts with", { field: "label", operator: "startsWith", value: "PRLV EDF" }, {}, true],
    ["label starts with, not at start", { field: "label", operator: "startsWith", value: "EDF" }, {}, false],
    ["label regex", { field: "label", operator: "regex", value: "^prlv (edf|engie)\\b" }, {}, true],
    [
      "contains a prefix word inside a label",
      { field: "label", operator: "contains", value: "carte grise" },
      { label: "PRLV ANTS CARTE GRISE" },
      true,
    ],
    [
      "contains a prefix word at the start",
      { field: "label", operator: "contains", value: "carte x1234 fnac" },
      { label: "PAIEMENT PAR CARTE FNAC" },
      true,
    ],
    [
      "counterparty contains",
      { field: "counterparty", operator: "contains", value: "dupont" },
      { counterparty: "SARL Dupont & Fils" },
      true,
    ],
    [
      "counterparty empty never contains",
      { field: "counterparty", operator: "contains", value: "DUPONT" },
      {},
      false,
    ],
    ["amount equals (absolute)", { field: "amount", operator: "equals", value: 12_345 }, {}, true],
    ["amount greater", { field: "amount", operator: "greater", value: 10_000 }, {}, true],
    ["amount less", { field: "amount", operator: "less", value: 10_000 }, {}, false],
    [
      "amount between inclusive",
      { field: "amount", operator: "between", value: 12_345, valueTo: 20_000 },
      {},
      true,
    ],
    [
      "amount between outside",
      { field: "amount", operator: "between", value: 1, valueTo: 12_344 },
      {},
      false,
    ],
    ["sign debit", { field: "sign", operator: "equals", value: "debit" }, {}, true],
    ["sign credit", { field: "sign", operator: "equals", value: "credit" }, {}, false],
    ["account", { field: "account", operator: "equals", value: "acc-1" }, {}, true],
    ["other account", { field: "account", operator: "equals", value: "acc-2" }, {}, false],
    ["date equals", { field: "date", operator: "equals", value: "2026-11-03" }, {}, true],
    ["date after", { field: "date", operator: "greater", value: "2026-11-03" }, {}, false],
    ["date before", { field: "date", operator: "less", value: "2026-12-01" }, {}, true],
    [
      "date between",
      { field: "date", operator: "between", value: "2026-11-01", valueTo: "2026-11-30" },
      {},
      true,
    ],
  ];

  it.each(cases)("%s", (_name, condition, overrides, expected) => {
    const engine = engineOf([rule("r", 1, [condition])]);
    expect(engine.firstMatch(subject(overrides))?.id === "r").toBe(expected);
  });

  it("needs every condition to hold", () => {
    const engine = engineOf([
      rule("r", 1, [
        { field: "label", operator: "contains", value: "EDF" },
        { field: "sign", operator: "equals", value: "credit" },
      ]),
    ]);
    expect(engine.firstMatch(subject())).toBeUndefined();
    expect(engine.firstMatch(subject({ amountCents: 500 }))?.id).toBe("r");
  });
});

describe("priorities", () => {
  it("runs the lowest priority first, whatever the order given", () => {
    const engine = engineOf([
      rule("broad", 5, [{ field: "sign", operator: "equals", value: "debit" }]),
      rule("edf", 2, [{ field: "label", operator: "contains", value: "EDF" }]),
      rule("energy", 3, [{ field: "label", operator: "startsWith", value: "PRLV" }]),
    ]);
    expect(engine.rules.map((r) => r.id)).toEqual(["edf", "energy", "broad"]);
    expect(engine.firstMatch(subject())?.id).toBe("edf");
    expect(engine.firstMatch(subject({ label: "PRLV FREE MOBILE" }))?.id).toBe("energy");
    expect(engine.firstMatch(subject({ label: "CB CARREFOUR" }))?.id).toBe("broad");
    expect(engine.firstMatch(subject({ label: "CB CARREFOUR", amountCents: 10 }))).toBeUndefined();
  });

  it("keeps the given order between equal priorities", () => {
    const engine = engineOf([
      rule("a", 1, [{ field: "label", operator: "contains", value: "EDF" }]),
      rule("b", 1, [{ field: "label", operator: "contains", value: "EDF" }]),
    ]);
    expect(engine.firstMatch(subject())?.id).toBe("a");
  });
});

describe("validation", () => {
  it("refuses invalid rules with a code per problem and the condition's index", () => {
    const compiled = compileRules([
      rule("bad", 1, [
        { field: "label", operator: "regex", value: "(EDF" },
        { field: "label", operator: "regex", value: "(?<!X)EDF" },
        { field: "amount", operator: "between", value: 500, valueTo: 100 },
        { field: "amount", operator: "greater", value: -5 },
        { field: "sign", operator: "equals", value: "both" },
        { field: "date", operator: "equals", value: "2026-02-30" },
        { field: "sign", operator: "contains", value: "debit" },
        { field: "label", operator: "contains", value: "REF 12345" },
      ]),
      { id: "empty", priority: 2, conditions: [], target: { categoryId: "" } },
    ]);
    expect(compiled.ok).toBe(false);
    if (compiled.ok) return;
    expect(compiled.errors.map((error) => [error.ruleId, error.code, error.conditionIndex])).toEqual([
      ["bad", "invalidRegex", 0],
      ["bad", "unsupportedRegex", 1],
      ["bad", "invalidRange", 2],
      ["bad", "invalidAmount", 3],
      ["bad", "invalidSign", 4],
      ["bad", "invalidDate", 5],
      ["bad", "operatorNotAllowed", 6],
      ["bad", "emptyValue", 7],
      ["empty", "missingCategory", undefined],
      ["empty", "noConditions", undefined],
    ]);
    expect(compiled.errors[0]?.detail).toMatch(/missing closing \)/);
  });
});

/** A reference matcher written the obvious way: every rule, every condition, in order. */
function naiveFirstMatch(rules: CategorisationRule[], s: RuleSubject): string | undefined {
  const holds = (c: RuleCondition): boolean => {
    const text = c.field === "label" ? s.normalizedLabel : s.normalizedCounterparty;
    const amount = Math.abs(s.amountCents);
    switch (`${c.field}/${c.operator}`) {
      case "label/contains":
      case "counterparty/contains":
        return (
          text.includes(normalizeLabel(String(c.value))) ||
          text.includes(normalizeLabelFragment(String(c.value)))
        );
      case "label/equals":
      case "counterparty/equals":
        return text === normalizeLabel(String(c.value));
      case "label/startsWith":
      case "counterparty/startsWith":
        return text.startsWith(normalizeLabel(String(c.value)));
      case "amount/greater":
        return amount > Number(c.value);
      case "amount/less":
        return amount < Number(c.value);
      case "amount/between":
        return amount >= Number(c.value) && amount <= Number(c.valueTo);
      case "sign/equals":
        return (s.amountCents < 0 ? "debit" : "credit") === c.value;
      case "account/equals":
        return s.accountId === c.value;
      default:
        throw new Error(`not in the generator: ${c.field}/${c.operator}`);
    }
  };
  const ordered = rules.map((r, i) => ({ r, i })).sort((a, b) => a.r.priority - b.r.priority || a.i - b.i);
  return ordered.find(({ r }) => r.conditions.every(holds))?.r.id;
}

describe("the compiled engine agrees with the obvious matcher", () => {
  const words = [
    "EDF",
    "ENGIE",
    "FREE",
    "CARTE",
    "CARREFOUR",
    "AMAZON",
    "PRLV",
    "CB",
    "VIR",
    "MARKET",
    "URSSAF",
    "AB",
  ];
  const text = fc
    .array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(" "));
  const bound = fc.integer({ min: 0, max: 10_000 });
  const toRange = ([a, b]: [number, number]): RuleCondition => {
    return { field: "amount", operator: "between", value: Math.min(a, b), valueTo: Math.max(a, b) };
  };
  const amountRange = fc.tuple(bound, bound).map(toRange);
  const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
    fc.record({
      field: fc.constantFrom("label" as const, "counterparty" as const),
      operator: fc.constantFrom("contains" as const, "equals" as const, "startsWith" as const),
      value: text,
    }),
    fc.record({
      field: fc.constant("amount" as const),
      operator: fc.constantFrom("greater" as const, "less" as const),
      value: fc.integer({ min: 0, max: 10_000 }),
    }),
    amountRange,
    fc.record({
      field: fc.constant("sign" as const),
      operator: fc.constant("equals" as const),
      value: fc.constantFrom("debit", "credit"),
    }),
    fc.record({
      field: fc.constant("account" as const),
      operator: fc.constant("equals" as const),
      value: fc.constantFrom("a1", "a2"),
    }),
  );
  const rules = fc
    .array(
      fc.record({
        priority: fc.integer({ min: 0, max: 5 }),
        conditions: fc.array(condition, { minLength: 1, maxLength: 3 }),
      }),
      { maxLength: 15 },
    )
    .map((list) => list.map((r, i) => rule(`r${i}`, r.priority, r.conditions)));
  const subjects = fc.array(
    fc.record({
      id: fc.constant("t"),
      normalizedLabel: text,
      normalizedCounterparty: fc.oneof(fc.constant(""), text),
      amountCents: fc.integer({ min: -10_000, max: 10_000 }),
      accountId: fc.constantFrom("a1", "a2"),
      date: fc.constant("2026-11-03"),
    }),
    { minLength: 1, maxLength: 20 },
  );

  it("finds the same first rule for every transaction", () => {
    fc.assert(
      fc.property(rules, subjects, (ruleList, subjectList) => {
        const engine = engineOf(ruleList);
        for (const s of subjectList) expect(engine.firstMatch(s)?.id).toBe(naiveFirstMatch(ruleList, s));
      }),
      { numRuns: 500 },
    );
  });

  it("lists every matching rule in priority order", () => {
    fc.assert(
      fc.property(rules, subjects, (ruleList, subjectList) => {
        const engine = engineOf(ruleList);
        for (const s of subjectList) {
          const all = engine.allMatchIndices(s).map((index) => engine.rules[index]?.id);
          expect(all[0]).toBe(naiveFirstMatch(ruleList, s));
          for (const id of all) {
            expect(
              naiveFirstMatch(
                ruleList.filter((r) => r.id === id),
                s,
              ),
            ).toBe(id);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categorizeTransaction } from "./categorize";
import { previewRule } from "./previewRule";
import type { CategorisationRule, RuleCondition, RuleSubject } from "./rule";
import { findRuleConflicts } from "./ruleConflicts";
import { compileRules } from "./ruleEngine";

const words = ["EDF", "FREE", "CB", "PRLV", "AMAZON", "MARKET"];
const text = fc
  .array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join(" "));
const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
  fc.record({
    field: fc.constant("label" as const),
    operator: fc.constantFrom("contains" as const, "startsWith" as const, "equals" as const),
    value: text,
  }),
  fc.record({
    field: fc.constant("sign" as const),
    operator: fc.constant("equals" as const),
    value: fc.constantFrom("debit", "credit"),
  }),
  fc.record({
    field: fc.constant("amount" as const),
    operator: fc.constant("greater" as const),
    value: fc.integer({ min: 0, max: 1000 }),
  }),
);
const rules = fc
  .array(
    fc.record({
      priority: fc.integer({ min: 0, max: 4 }),
      conditions: fc.array(condition, { minLength: 1, maxLength: 2 }),
      category: fc.constantFrom("a", "b", "c"),
    }),
    { maxLength: 8 },
  )
  .map((list) =>
    list.map(
      (r, i): CategorisationRule => ({
        id: `r${i}`,
        priority: r.priority,
        conditions: r.conditions,
        target: { categoryId: r.category },
      }),
    ),
  );
const subjects = fc
  .array(
    fc.record({
      normalizedLabel: text,
      amountCents: fc.integer({ min: -1000, max: 1000 }),
      manual: fc.option(fc.constantFrom("a", "b", "c"), { freq: 4 }),
    }),
    { maxLength: 25 },
  )
  .map((list) =>
    list.map((s, i) => ({
      id: `t${i}`,
      normalizedLabel: s.normalizedLabel,
      normalizedCounterparty: "",
      amountCents: s.amountCents,
      accountId: "acc",
      date: "2026-11-03",
      manualTarget: s.manual === null ? null : { categoryId: s.manual },
    })),
  );

function matches(rule: CategorisationRule, subject: RuleSubject): boolean {
  const compiled = compileRules([rule]);
  return compiled.ok && compiled.engine.firstMatchIndex(subject) === 0;
}

describe("conflicts, properties", () => {
  it("report exactly the pairs of rules that file a transaction differently, with true proof", () => {
    fc.assert(
      fc.property(rules, subjects, (ruleList, subjectList) => {
        const compiled = compileRules(ruleList);
        if (!compiled.ok) throw new Error("generated rules are valid");
        const conflicts = findRuleConflicts(compiled.engine, subjectList, { examplesPerConflict: 1000 });
        const byId = new Map(ruleList.map((rule) => [rule.id, rule]));
        for (const conflict of conflicts) {
          const [a, b] = conflict.ruleIds.map((id) => byId.get(id) as CategorisationRule);
          expect(a?.target.categoryId).not.toBe(b?.target.categoryId);
          for (const id of conflict.transactionIds) {
            const subject = subjectList.find((s) => s.id === id) as RuleSubject;
            expect(
              matches(a as CategorisationRule, subject) && matches(b as CategorisationRule, subject),
            ).toBe(true);
          }
        }
        const reported = conflicts.reduce((sum, conflict) => sum + conflict.transactionCount, 0);
        let expected = 0;
        for (const subject of subjectList) {
          const matching = ruleList.filter((rule) => matches(rule, subject));
          for (let i = 0; i < matching.length; i++)
            for (let j = i + 1; j < matching.length; j++)
              if (matching[i]?.target.categoryId !== matching[j]?.target.categoryId) expected += 1;
        }
        expect(reported).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe("preview, properties", () => {
  it("accounts for every matched transaction and predicts what saving the rule does", () => {
    fc.assert(
      fc.property(
        rules,
        subjects,
        fc.array(condition, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: 4 }),
        (ruleList, subjectList, conditions, priority) => {
          const draft: CategorisationRule = {
            id: "draft",
            priority,
            conditions,
            target: { categoryId: "d" },
          };
          const before = compileRules(ruleList);
          if (!before.ok) throw new Error("generated rules are valid");
          const transactions = subjectList.map((subject) => {
            const categorisation = categorizeTransaction(before.engine, subject);
            return {
              ...subject,
              currentTarget: categorisation.source === "none" ? null : categorisation.target,
              currentRuleId: categorisation.source === "rule" ? categorisation.ruleId : null,
            };
          });
          const outcome = previewRule(draft, ruleList, transactions);
          if (!outcome.ok) throw new Error("generated draft is valid");
          const { preview } = outcome;
          expect(
            preview.changes.length +
              preview.unchanged.length +
              preview.keptManual.length +
              preview.shadowed.length,
          ).toBe(preview.matchedCount);
          const after = compileRules([...ruleList, draft]);
          if (!after.ok) throw new Error("rules stay valid");
          for (const change of preview.changes) {
            const subject = transactions.find(
              (t) => t.id === change.transactionId,
            ) as (typeof transactions)[number];
            expect(categorizeTransaction(after.engine, subject)).toEqual({
              source: "rule",
              target: draft.target,
              ruleId: "draft",
            });
          }
          for (const transaction of transactions) {
            const isListed = preview.changes.some((c) => c.transactionId === transaction.id);
            const now = categorizeTransaction(after.engine, transaction);
            const changed =
              now.source === "rule" &&
              now.ruleId === "draft" &&
              transaction.currentTarget?.categoryId !== "d";
            expect(isListed).toBe(changed);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

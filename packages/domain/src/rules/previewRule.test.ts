import { describe, expect, it } from "vitest";
import { normalizeLabel } from "../labels";
import { type PreviewTransaction, previewRule, rulePreviewTally } from "./previewRule";
import type { CategorisationRule } from "./rule";

function tx(id: string, label: string, extra: Partial<PreviewTransaction> = {}): PreviewTransaction {
  return {
    id,
    normalizedLabel: normalizeLabel(label),
    normalizedCounterparty: "",
    amountCents: -4200,
    accountId: "acc",
    date: "2026-11-03",
    ...extra,
  };
}

const telecom: CategorisationRule = {
  id: "telecom",
  priority: 1,
  conditions: [{ field: "label", operator: "contains", value: "FREE MOBILE" }],
  target: { categoryId: "telecom" },
};

describe("previewRule", () => {
  const transactions = [
    tx("plain", "PRLV SEPA FREE FIBRE REF 1"),
    tx("manual", "PRLV SEPA FREE PRO", { manualTarget: { categoryId: "other" } }),
    tx("shadowed", "PRLV SEPA FREE MOBILE REF 2", {
      currentTarget: { categoryId: "telecom" },
      currentRuleId: "telecom",
    }),
    tx("already", "PRLV SEPA FREE HAUT DEBIT", { currentTarget: { categoryId: "internet" } }),
    tx("unrelated", "CB CARREFOUR"),
  ];
  const draft: CategorisationRule = {
    id: "draft",
    priority: 2,
    conditions: [{ field: "label", operator: "startsWith", value: "PRLV FREE" }],
    target: { categoryId: "internet" },
  };

  it("sorts the matched transactions into changed, unchanged, manual and shadowed", () => {
    const outcome = previewRule(draft, [telecom], transactions);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { preview } = outcome;
    expect(preview.matchedCount).toBe(4);
    expect(preview.changes).toEqual([
      {
        transactionId: "plain",
        from: null,
        to: { source: "rule", target: { categoryId: "internet" }, ruleId: "draft" },
      },
    ]);
    expect(preview.unchanged).toEqual(["already"]);
    expect(preview.keptManual).toEqual(["manual"]);
    expect(preview.shadowed).toEqual([{ transactionId: "shadowed", ruleId: "telecom" }]);
    expect(preview.released).toEqual([]);
  });

  it("when editing a rule, lists what it stops filing and where that goes", () => {
    const narrowed: CategorisationRule = {
      ...telecom,
      conditions: [{ field: "amount", operator: "greater", value: 10_000 }],
    };
    const outcome = previewRule(narrowed, [telecom], transactions);
    expect(outcome.ok && outcome.preview.released).toEqual([
      { transactionId: "shadowed", from: { categoryId: "telecom" }, to: { source: "none" } },
    ]);
  });

  it("returns the draft's errors instead of a preview", () => {
    const outcome = previewRule(
      { ...draft, conditions: [{ field: "label", operator: "regex", value: "[" }] },
      [],
      transactions,
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.errors[0]?.code).toBe("invalidRegex");
  });

  it("tallies the same preview over pages, keeping only counts and the first changes", () => {
    const more = [...transactions, tx("plain-2", "PRLV SEPA FREE FIBRE REF 3")];
    const whole = previewRule(draft, [telecom], more);
    const paged = rulePreviewTally(draft, [telecom], { keepChanges: 1 });
    if (!whole.ok || !paged.ok) throw new Error("the draft is valid");
    for (let start = 0; start < more.length; start += 2) paged.add(more.slice(start, start + 2));
    expect(paged.tally).toEqual({
      matchedCount: whole.preview.matchedCount,
      changedCount: 2,
      unchangedCount: whole.preview.unchanged.length,
      keptManualCount: whole.preview.keptManual.length,
      shadowedCount: whole.preview.shadowed.length,
      releasedCount: whole.preview.released.length,
      firstChanges: whole.preview.changes.slice(0, 1),
    });
    expect(whole.preview.changes).toHaveLength(2);
    expect(rulePreviewTally({ ...draft, conditions: [] }, [], { keepChanges: 1 }).ok).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { normalizeLabel } from "../labels";
import { compileRules } from "./ruleEngine";
import { type ManualCategorisation, suggestionKey, suggestRules } from "./suggestRules";

let counter = 0;
function manual(
  label: string,
  categoryId: string,
  counterparty = "",
  amountCents = -2000,
): ManualCategorisation {
  counter += 1;
  return {
    id: `t${counter}`,
    normalizedLabel: normalizeLabel(label),
    normalizedCounterparty: normalizeLabel(counterparty),
    amountCents,
    accountId: "a",
    date: "2026-11-03",
    target: { categoryId },
  };
}

describe("suggestRules", () => {
  it("proposes a rule after three manual filings of the same payee into one category", () => {
    const history = [
      manual("PRLV SEPA FREE MOBILE REF 111 DU 03/09", "telecom"),
      manual("PRLV SEPA FREE MOBILE REF 222 DU 03/10", "telecom"),
      manual("PRLV SEPA FREE MOBILE REF 333 DU 03/11", "telecom"),
      manual("CB CARREFOUR 03/11", "food"),
      manual("CB CARREFOUR 04/11", "food"),
    ];
    const suggestions = suggestRules(history);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({
      key: "label:PRLV FREE MOBILE->telecom/",
      field: "label",
      value: "PRLV FREE MOBILE",
      occurrences: 3,
      draft: {
        conditions: [
          { field: "label", operator: "equals", value: "PRLV FREE MOBILE" },
          { field: "sign", operator: "equals", value: "debit" },
        ],
        target: { categoryId: "telecom" },
      },
    });
  });

  it("does not propose when people disagree", () => {
    const history = ["a", "b", "a", "b", "a"].map((categoryId) =>
      manual("VIR SARL DUPONT", categoryId, "", 5000),
    );
    expect(suggestRules(history)).toEqual([]);
    expect(suggestRules(history, { minAgreement: 0.6 })[0]?.draft.conditions).toEqual([
      { field: "label", operator: "equals", value: "VIR SARL DUPONT" },
      { field: "sign", operator: "equals", value: "credit" },
    ]);
  });

  it("uses the counterparty when labels differ, and forgets dismissed suggestions", () => {
    const history = [
      manual("VIR FACTURE 1", "sales", "Dupont SARL", 100),
      manual("VIR ACOMPTE", "sales", "Dupont SARL", 200),
      manual("VIR SOLDE", "sales", "Dupont SARL", 300),
    ];
    const [suggestion] = suggestRules(history);
    expect(suggestion?.field).toBe("counterparty");
    expect(suggestion?.value).toBe("DUPONT SARL");
    const dismissed = new Set([suggestionKey("counterparty", "DUPONT SARL", { categoryId: "sales" })]);
    expect(suggestRules(history, { dismissedKeys: dismissed })).toEqual([]);
  });

  it("skips payees an existing rule already files the same way", () => {
    const history = [1, 2, 3].map((n) => manual(`PRLV SEPA EDF REF ${n}00`, "energy"));
    const compiled = compileRules([
      {
        id: "r",
        priority: 1,
        conditions: [{ field: "label", operator: "contains", value: "EDF" }],
        target: { categoryId: "energy" },
      },
    ]);
    if (!compiled.ok) throw new Error("rules must compile");
    expect(suggestRules(history, { engine: compiled.engine })).toEqual([]);
    expect(suggestRules(history)).toHaveLength(1);
  });
});

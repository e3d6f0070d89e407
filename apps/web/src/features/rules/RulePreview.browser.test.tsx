import { afterEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { appStore } from "../../state/appStore";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { RulePreview, useRulePreview } from "./RulePreview";

const rule = {
  conditions: [{ field: "counterparty" as const, operator: "contains" as const, value: "boulangerie" }],
  category_id: 3,
};

function Preview() {
  const { preview, show } = useRulePreview(7);
  return (
    <>
      <button type="button" onClick={() => void show(rule)}>
        preview
      </button>
      {preview ? (
        <RulePreview preview={preview} ruleName={() => "draft"} categoryName={() => "Ventes"} />
      ) : null}
    </>
  );
}

const handlers = {
  getAffectedTransactions: () => ({
    matched_count: 2,
    changed_count: 2,
    unchanged_count: 0,
    kept_manual_count: 0,
    shadowed_count: 0,
    released_count: 0,
    changes: [],
  }),
  checkRulesConflicts: () => ({ conflicts: [] }),
  getInvoicesAffectedByRule: () => ({
    invoices: [
      {
        id: 4,
        number: "FA-2026-0042",
        counterparty_name: "Boulangerie Martin",
        amount_incl_tax_cents: 120_000,
        category_id: null,
      },
    ],
    count: 1,
  }),
};

function selectCompany(invoicesAllowed: boolean) {
  appStore.setState({
    company: {
      id: 7,
      name: "Atelier",
      isCpa: false,
      isOwner: true,
      ownerEmail: null,
      invoicesAllowed,
      checksAllowed: false,
      analyticsAllowed: false,
      suspended: false,
    },
  });
}

describe("rule preview", () => {
  afterEach(() => appStore.setState({ company: null }));

  it("lists the invoices the rule would file when the company has the invoices module", async () => {
    selectCompany(true);
    const { screen, callsOf } = await renderWithFakeServer(<Preview />, handlers, { path: "/" });
    await userEvent.click(screen.getByRole("button", { name: "preview" }));
    await expect.element(screen.getByText("Elle classera aussi 1 facture.")).toBeVisible();
    const list = screen.getByRole("list", { name: "Factures que la règle classera" });
    await expect.element(list).toHaveTextContent(/FA-2026-0042 · Boulangerie Martin · 1\s200,00\s€/);
    expect(callsOf("getInvoicesAffectedByRule")[0]).toMatchObject({ companyId: 7, rule });
  });

  it("asks nothing about invoices without the module", async () => {
    selectCompany(false);
    const { screen, callsOf } = await renderWithFakeServer(<Preview />, handlers, { path: "/" });
    await userEvent.click(screen.getByRole("button", { name: "preview" }));
    await expect.element(screen.getByRole("status")).toBeVisible();
    expect(callsOf("getInvoicesAffectedByRule")).toHaveLength(0);
    await expect.element(screen.getByText("Elle classera aussi 1 facture.")).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { fixtureBanks, fixtureCategories } from "../../testing/transactionFixture";
import { TransferProposals } from "./TransferProposals";

const proposal = {
  debtor_account_id: 4,
  creditor_account_id: 3,
  amount_cents: 500_000,
  creditor_balance_cents: -200_000,
};

function handlers(proposals = [proposal], threshold: number | null = 300_000) {
  let prepared = false;
  return {
    getBanksAndAccountsList: () => fixtureBanks(),
    getCategoryTree: () => ({ categories: fixtureCategories() }),
    getTransferProposals: () => ({ threshold_cents: threshold, proposals: prepared ? [] : proposals }),
    createTransfer: () => {
      prepared = true;
      return { orders: [] };
    },
  };
}

describe("transfers proposed under the threshold", () => {
  it("prepares a proposed transfer in one click, and it is proposed no more", async () => {
    const messages: string[] = [];
    const { screen, callsOf } = await renderWithFakeServer(
      <TransferProposals
        companyId={7}
        today="2026-11-24"
        canPrepare
        onDone={(text) => messages.push(text)}
      />,
      handlers(),
      { path: "/bank-transfers" },
    );
    await expect.element(screen.getByRole("heading", { name: "Virements proposés" })).toBeVisible();
    await expect.element(screen.getByText("Livret → Compte courant")).toBeVisible();
    await expect
      .element(
        screen.getByText("Un compte passe sous le seuil de trésorerie de 3 000,00 €", { exact: false }),
      )
      .toBeVisible();
    await userEvent.click(
      screen.getByRole("button", { name: "Préparer ce virement : Livret → Compte courant" }),
    );
    await expect.element(screen.getByRole("heading", { name: "Virements proposés" })).not.toBeInTheDocument();
    expect(callsOf("createTransfer")).toEqual([
      {
        company_id: 7,
        orders: [
          {
            debtor_account_id: 4,
            creditor_account_id: 3,
            amount_cents: 500_000,
            execution_date: "2026-11-24",
            remittance: "Virement de trésorerie",
          },
        ],
      },
    ]);
    expect(messages).toEqual(["Virement proposé préparé : envoyez-le depuis la liste."]);
  });

  it("on the dashboard, says which account falls under the threshold and leads to the transfers", async () => {
    const { screen } = await renderWithFakeServer(
      <TransferProposals companyId={7} today="2026-11-24" variant="notice" />,
      handlers(),
      { path: "/dashboard" },
    );
    await expect
      .element(
        screen.getByText(
          "Compte courant passe sous le seuil : virement de 5 000,00 € proposé depuis Livret.",
        ),
      )
      .toBeVisible();
    await expect.element(screen.getByRole("link", { name: "Voir les virements proposés" })).toBeVisible();
    expect(screen.getByRole("button").elements()).toHaveLength(0);
  });

  it("shows nothing when nothing is proposed, and offers no button to who may not prepare", async () => {
    const none = await renderWithFakeServer(
      <TransferProposals companyId={7} today="2026-11-24" canPrepare />,
      handlers([]),
      { path: "/bank-transfers" },
    );
    await expect.poll(() => none.callsOf("getTransferProposals").length).toBe(1);
    expect(none.screen.getByRole("heading").elements()).toHaveLength(0);
  });

  it("lists proposals without the prepare button to who may only see them", async () => {
    const { screen } = await renderWithFakeServer(
      <TransferProposals companyId={7} today="2026-11-24" />,
      handlers(),
      { path: "/bank-transfers" },
    );
    await expect.element(screen.getByText("Livret → Compte courant")).toBeVisible();
    expect(screen.getByRole("button").elements()).toHaveLength(0);
  });
});

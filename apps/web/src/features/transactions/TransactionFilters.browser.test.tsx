import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { Transactions } from "../../screens/Transactions/TransactionsScreen";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { transactionListHandlers } from "../../testing/transactionFixture";

const handlers = transactionListHandlers;

describe("/transactions multi-select filters", () => {
  it("reads several accounts, categories and statuses from the URL and keeps each change there", async () => {
    const { screen, callsOf, router } = await renderWithFakeServer(
      <Transactions companyId={7} canClassify />,
      handlers(),
      { path: "/transactions", url: "/transactions?accounts=3,4&categories=11&status=to_check,none" },
    );
    await expect.element(screen.getByText("LOYER OCTOBRE SCI DES LILAS")).toBeVisible();
    expect(callsOf("getTransactionList")[0]?.filters).toEqual({
      accountIds: [3, 4],
      categoryIds: [11],
      status: ["to_check", "none"],
    });
    await expect.element(screen.getByRole("button", { name: "Comptes 2 sélectionnés" })).toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: "Catégories Décaissements › Loyer" }))
      .toBeVisible();
    const params = () => new URLSearchParams(router.state.location.search);

    // Statuses: one off, one on; the URL keeps them in the list's order.
    await screen.getByRole("button", { name: "Statuts 2 sélectionnés" }).click();
    const statuses = screen.getByRole("list", { name: "Statuts" });
    await expect.element(statuses.getByRole("checkbox", { name: "À vérifier" })).toBeChecked();
    await statuses.getByText("Sans statut").click();
    await statuses.getByText("Justifiée").click();
    await expect.poll(() => params().get("status")).toBe("to_check,justified");
    await expect
      .poll(() => callsOf("getTransactionList").at(-1)?.filters)
      .toEqual({ accountIds: [3, 4], categoryIds: [11], status: ["to_check", "justified"] });
    await userEvent.keyboard("{Escape}");

    // A second category.
    await screen.getByRole("button", { name: "Catégories Décaissements › Loyer" }).click();
    await screen
      .getByRole("list", { name: "Catégories" })
      .getByText("Décaissements › Frais généraux › Logiciels")
      .click();
    await expect.poll(() => params().get("categories")).toBe("11,13");
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("button", { name: "Catégories 2 sélectionnés" })).toBeVisible();

    // Every account again.
    await screen.getByRole("button", { name: "Comptes 2 sélectionnés" }).click();
    await screen.getByRole("button", { name: "Tout effacer" }).click();
    await expect.poll(() => params().get("accounts")).toBeNull();
    await expect
      .poll(() => callsOf("getTransactionList").at(-1)?.filters)
      .toEqual({ categoryIds: [11, 13], status: ["to_check", "justified"] });
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("button", { name: "Comptes Tous" })).toBeVisible();
  });
});

import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import {
  FIXTURE_JOB_ID,
  fixtureRecategorisationDone,
  fixtureTransaction,
  fixtureTransactions,
  transactionListHandlers,
} from "../../testing/transactionFixture";
import { Transactions } from "./TransactionsScreen";

function handlers() {
  return {
    ...transactionListHandlers(),
    setBankingTransactionsCategory: (body: Record<string, unknown>) => ({
      updated: (body.transactionIds as number[]).length,
    }),
    setTransactionValidated: (body: Record<string, unknown>) => ({
      updated: (body.transactionIds as number[]).length,
    }),
    setTransactionStatus: (body: Record<string, unknown>) => ({
      updated: (body.transactionIds as number[]).length,
    }),
    setTransactionComment: () => ({ success: true }),
    getTransaction: () => ({
      transaction: fixtureTransactions()[0],
      attachments: [],
      explanation: {
        kind: "rule",
        category_id: 11,
        rule_id: 5,
        rule_name: "Loyer",
        priority: 1,
        conditions: [{ field: "label", operator: "contains", value: "LOYER" }],
      },
    }),
    downloadTransactions: (body: Record<string, unknown>) => ({
      file_name: `operations.${String(body.format)}`,
      content_type: "text/csv",
      content_base64: btoa("Date;Libellé\n"),
    }),
  };
}

async function renderTransactions(url = "/transactions", extra: Record<string, unknown> = {}) {
  return renderWithFakeServer(
    <Transactions companyId={7} canClassify />,
    { ...handlers(), ...extra },
    {
      path: "/transactions",
      url,
    },
  );
}

describe("/transactions", () => {
  it("shows the server's page with its total, and sorts on the server", async () => {
    const { screen, callsOf, router } = await renderTransactions();
    await expect.element(screen.getByText("LOYER OCTOBRE SCI DES LILAS")).toBeVisible();
    await expect.element(screen.getByText("5 opérations")).toBeVisible();
    await expect.element(screen.getByRole("button", { name: /Décaissements › Loyer$/ })).toBeVisible();
    expect(callsOf("getTransactionList")[0]).toMatchObject({
      companyId: 7,
      sort: { field: "date", direction: "desc" },
      cursor: null,
      limit: 100,
    });
    // The total is counted by a call of its own, so that the rows never wait for the count.
    expect(callsOf("getTransactionList")[0]).not.toHaveProperty("withTotal");
    expect(callsOf("getTransactionList").find((call) => call.withTotal)).toEqual({
      companyId: 7,
      filters: {},
      limit: 1,
      withTotal: true,
    });

    await screen.getByRole("button", { name: "Montant" }).click();
    const pages = () => callsOf("getTransactionList").filter((call) => call.limit === 100);
    await expect.poll(() => pages().at(-1)?.sort).toEqual({ field: "amount", direction: "asc" });
    // Sorting does not count the rows again.
    expect(callsOf("getTransactionList").filter((call) => call.withTotal)).toHaveLength(1);
    expect(router.state.location.search).toBe("?sort=amount&dir=asc");
  });

  it("reads its filters from the URL and writes new ones there", async () => {
    const { screen, callsOf, router } = await renderTransactions(
      "/transactions?q=loyer&accounts=3&validated=0",
    );
    await expect.element(screen.getByText("LOYER OCTOBRE SCI DES LILAS")).toBeVisible();
    expect(callsOf("getTransactionList")[0]?.filters).toEqual({
      text: "loyer",
      accountIds: [3],
      validated: false,
    });
    await expect.element(screen.getByRole("searchbox", { name: "Rechercher" })).toHaveValue("loyer");

    await screen.getByText("Non catégorisées seulement").click();
    await expect
      .poll(() => callsOf("getTransactionList").at(-1)?.filters)
      .toEqual({ text: "loyer", accountIds: [3], validated: false, uncategorised: true });
    expect(new URLSearchParams(router.state.location.search).get("uncategorised")).toBe("1");

    await screen.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect.poll(() => router.state.location.search).toBe("");
  });

  it("moves through the category picker with the arrow keys and picks with Enter", async () => {
    const { screen, callsOf } = await renderTransactions();
    await screen.getByRole("button", { name: /^Changer la catégorie de « PRLV FOURNISSEUR 3 »/ }).click();
    const field = screen.getByRole("searchbox", { name: "Catégorie" });
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard("Décaissements");
    const options = screen.getByRole("listbox", { name: "Catégorie" }).getByRole("option");
    await expect.poll(() => options.elements().length).toBeGreaterThan(2);
    // Typing highlights the first match; ↓ and ↑ move through the list, the focus stays in the field.
    await expect.element(options.nth(0)).toHaveAttribute("data-focused", "true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect.element(field).toHaveFocus();
    await expect.element(options.nth(2)).toHaveAttribute("data-focused", "true");
    await userEvent.keyboard("{ArrowUp}");
    const second = options.nth(1).element();
    await expect.element(options.nth(1)).toHaveAttribute("data-focused", "true");
    expect(field.element().getAttribute("aria-activedescendant")).toBe(second.id);
    await userEvent.keyboard("{Enter}");
    const picked = Number(second.getAttribute("data-key"));
    await expect
      .poll(() => callsOf("setBankingTransactionsCategory"))
      .toEqual([{ companyId: 7, transactionIds: [3], categoryId: picked }]);
  });

  it("files one transaction from its category cell, and several from the selection", async () => {
    const { screen, callsOf } = await renderTransactions();
    await screen.getByRole("button", { name: /^Changer la catégorie de « PRLV FOURNISSEUR 3 »/ }).click();
    await screen.getByRole("searchbox", { name: "Catégorie" }).fill("logi");
    await screen.getByRole("option", { name: "Décaissements › Frais généraux › Logiciels" }).click();
    await expect
      .poll(() => callsOf("setBankingTransactionsCategory"))
      .toEqual([{ companyId: 7, transactionIds: [3], categoryId: 13 }]);
    await expect
      .poll(() => appStore.getState().notifications.map((notification) => notification.msg))
      .toContain("1 opération mise à jour.");

    const rows = screen.getByRole("checkbox", { name: "Sélectionner la ligne" });
    await rows.nth(2).click();
    await rows.nth(3).click();
    await expect.element(screen.getByText("2 opérations sélectionnées")).toBeVisible();
    await screen.getByRole("button", { name: "Classer la sélection" }).click();
    await screen.getByRole("option", { name: "Décaissements › Loyer", exact: true }).click();
    await expect
      .poll(() => callsOf("setBankingTransactionsCategory").at(-1))
      .toEqual({ companyId: 7, transactionIds: [3, 4], categoryId: 11 });

    await screen.getByRole("button", { name: "Valider", exact: true }).click();
    await expect
      .poll(() => callsOf("setTransactionValidated").at(-1))
      .toEqual({ companyId: 7, transactionIds: [3, 4], validated: true });
  });

  it("gives a manually filed transaction back to the rules", async () => {
    const { screen, callsOf } = await renderTransactions();
    await screen.getByRole("button", { name: /^Changer la catégorie de « VIR CLIENT DURAND »/ }).click();
    await screen.getByRole("button", { name: "Rendre aux règles" }).click();
    await expect
      .poll(() => callsOf("setBankingTransactionsCategory"))
      .toEqual([{ companyId: 7, transactionIds: [2], categoryId: null }]);
  });

  it("explains why a transaction is in its category, and saves comment, status and validation", async () => {
    const { screen, callsOf } = await renderTransactions();
    await screen.getByRole("button", { name: "Détails de « LOYER OCTOBRE SCI DES LILAS »" }).click();
    const dialog = screen.getByRole("dialog");
    await expect
      .element(dialog.getByText("Catégorie définie par la règle « Loyer » (priorité 1)."))
      .toBeVisible();
    await expect.element(dialog.getByText("Libellé contient « LOYER »")).toBeVisible();

    await dialog.getByRole("textbox", { name: "Commentaire" }).fill("  Bail renouvelé  ");
    await dialog.getByRole("button", { name: "Enregistrer le commentaire" }).click();
    await expect
      .poll(() => callsOf("setTransactionComment"))
      .toEqual([{ companyId: 7, transactionId: 1, comment: "Bail renouvelé" }]);

    await dialog.getByText("Justifiée").click();
    await expect
      .poll(() => callsOf("setTransactionStatus").at(-1))
      .toEqual({ companyId: 7, transactionIds: [1], status: "justified" });
    await dialog.getByText("Opération validée").click();
    await expect
      .poll(() => callsOf("setTransactionValidated").at(-1))
      .toEqual({ companyId: 7, transactionIds: [1], validated: true });
  });

  it("exports the filtered list, and says so when the export fails", async () => {
    const { screen, callsOf } = await renderTransactions("/transactions?uncategorised=1&sort=label&dir=asc");
    await expect.element(screen.getByText("5 opérations")).toBeVisible();
    await screen.getByRole("button", { name: "Exporter en XLSX" }).click();
    await expect
      .poll(() => callsOf("downloadTransactions"))
      .toEqual([
        {
          companyId: 7,
          format: "xlsx",
          filters: { uncategorised: true },
          sort: { field: "label", direction: "asc" },
        },
      ]);

    const failing = await renderTransactions("/transactions", {
      downloadTransactions: () => {
        throw new FakeFailure(500, { error: "boom" });
      },
    });
    await failing.screen.getByRole("button", { name: "Exporter en CSV" }).last().click();
    await expect.poll(() => failing.callsOf("downloadTransactions").length).toBe(1);
    await expect
      .poll(() => appStore.getState().notifications.at(-1))
      .toMatchObject({ color: "red", msg: expect.not.stringContaining("mises à jour") });
  });

  it("loads the next page with the cursor when there is more", async () => {
    const many = Array.from({ length: 100 }, (_, index) => fixtureTransaction(index + 1));
    const { screen, callsOf } = await renderTransactions("/transactions", {
      getTransactionList: (body: Record<string, unknown>) =>
        body.cursor === "page-2"
          ? {
              transactions: [fixtureTransaction(101, { label: "DERNIERE OPERATION" })],
              next_cursor: null,
              total: null,
            }
          : { transactions: many, next_cursor: "page-2", total: 101 },
    });
    await expect.element(screen.getByText("101 opérations")).toBeVisible();
    const grid = screen.getByRole("grid").element();
    grid.scrollTop = grid.scrollHeight;
    const pages = () => callsOf("getTransactionList").filter((call) => call.limit === 100);
    await expect.poll(() => pages().map((call) => call.cursor)).toEqual([null, "page-2"]);
    expect(pages()[1]).not.toHaveProperty("withTotal");
    grid.scrollTop = grid.scrollHeight;
    await expect.element(screen.getByText("DERNIERE OPERATION")).toBeInTheDocument();
  });
  it("creates a rule from a transaction after previewing what it changes", async () => {
    const { screen, callsOf } = await renderTransactions("/transactions", {
      getAffectedTransactions: () => ({
        matched_count: 12,
        changed_count: 9,
        unchanged_count: 1,
        kept_manual_count: 2,
        shadowed_count: 0,
        released_count: 0,
        changes: [],
      }),
      listSubCategoryRules: () => ({
        rules: [
          {
            id: 6,
            name: "Bail",
            priority: 1,
            conditions: [{ field: "label", operator: "contains", value: "SCI" }],
            category_id: 12,
          },
        ],
      }),
      checkRulesConflicts: () => ({
        conflicts: [{ rule_ids: [6, null], category_ids: [12, 11], transaction_count: 3, transactions: [] }],
      }),
      createNewSubCategoryRule: (body: Record<string, unknown>) => ({
        rule: { id: 40, name: null, priority: 3, ...(body.rule as Record<string, unknown>) },
        jobId: FIXTURE_JOB_ID,
      }),
      getJob: () => fixtureRecategorisationDone(9),
    });
    await screen
      .getByRole("button", { name: "Détails de « LOYER OCTOBRE SCI DES LILAS »", exact: true })
      .click();
    const dialog = screen.getByRole("dialog");
    const section = dialog.getByRole("region", { name: "Créer une règle à partir de cette opération" });
    await section.getByRole("textbox", { name: "Le libellé contient" }).fill("LOYER OCTOBRE");
    await section.getByRole("button", { name: "Voir les opérations concernées" }).click();
    await expect
      .element(section.getByRole("status"))
      .toHaveTextContent("12 opérations correspondent (changeront de catégorie : 9).");
    await expect.element(section.getByText("2 gardent leur catégorie choisie manuellement.")).toBeVisible();
    const rule = {
      conditions: [{ field: "label", operator: "contains", value: "LOYER OCTOBRE" }],
      category_id: 11,
    };
    expect(callsOf("getAffectedTransactions")).toEqual([{ companyId: 7, rule }]);
    expect(callsOf("checkRulesConflicts")).toEqual([{ companyId: 7, rule }]);
    await expect
      .element(section.getByRole("status"))
      .toHaveTextContent(
        "Les règles « Bail » et « Libellé contient « LOYER OCTOBRE » » classent 3 opérations dans des catégories différentes ; « Bail » s'applique car elle est prioritaire.",
      );

    await section.getByRole("button", { name: "Créer la règle" }).click();
    await expect.poll(() => callsOf("createNewSubCategoryRule")).toEqual([{ companyId: 7, rule }]);
    await expect
      .poll(() => appStore.getState().notifications.at(-1))
      .toMatchObject({ msg: "Règle créée : 9 opérations reclassées.", color: "green" });
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
  });
});

import type { TransferOrder } from "@trezo/api";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { fixtureBanks, fixtureCategories } from "../../testing/transactionFixture";
import { BankTransfers } from "./BankTransfersScreen";

const order = (id: number, patch: Partial<TransferOrder> = {}): TransferOrder => ({
  id,
  kind: "supplier",
  status: "draft",
  debtor_account_id: 3,
  creditor_account_id: null,
  creditor_name: `Fournisseur ${id}`,
  creditor_iban: "FR7630006000011234567890189",
  creditor_bic: "",
  amount_cents: 120_000,
  currency: "EUR",
  execution_date: "2026-11-25",
  remittance: `Facture F-${id}`,
  end_to_end_id: `TRZ-${id}`,
  invoice_id: null,
  invoice_number: null,
  approval_required: false,
  prepared_by: { id: 5, name: "Alice Martin" },
  approved_by: null,
  settled_transaction_id: null,
  rejection_reason: null,
  last_attempt_id: null,
  created_at: "2026-11-24T10:00:00.000Z",
  ...patch,
});

/** A fake server that keeps the orders and applies what updateTransferOrderStatus says to them. */
function scene(
  orders: TransferOrder[],
  extra: Record<string, (body: Record<string, unknown>) => unknown> = {},
) {
  const byId = new Map(orders.map((one) => [one.id, one]));
  return {
    getBanksAndAccountsList: () => fixtureBanks(),
    getCategoryTree: () => ({ categories: fixtureCategories() }),
    getTransferOrders: () => ({ orders: [...byId.values()], approval_threshold_cents: 500_000 }),
    updateTransferOrderStatus: (body: Record<string, unknown>) => {
      const current = byId.get(Number(body.order_id));
      if (!current)
        throw new FakeFailure(404, { error: "not_found", message: "Introuvable", status_code: 404 });
      const next = {
        ...current,
        status: body.status as TransferOrder["status"],
        rejection_reason: body.status === "rejected" ? String(body.reason ?? "") : null,
      };
      byId.set(next.id, next);
      return { order: next };
    },
    ...extra,
  };
}

const props = { companyId: 7, userId: 5, canPrepare: true, canApprove: true, canSetThreshold: false };

describe("/bank-transfers", () => {
  it("marks an ongoing order executed, and only ongoing orders offer the bank's answers", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <BankTransfers {...props} today="2026-11-24" />,
      scene([order(1, { status: "pending" }), order(2)]),
      { path: "/bank-transfers" },
    );
    const list = screen.getByRole("list", { name: "Ordres de virement" });
    await expect.element(list.getByText("Fournisseur 1")).toBeVisible();
    await expect
      .element(list.getByRole("button", { name: "Marquer exécuté Fournisseur 2" }))
      .not.toBeInTheDocument();
    await userEvent.click(list.getByRole("button", { name: "Marquer exécuté Fournisseur 1" }));
    await expect.element(screen.getByRole("status")).toHaveTextContent("Virement marqué exécuté");
    expect(callsOf("updateTransferOrderStatus")).toEqual([
      { company_id: 7, order_id: 1, status: "executed" },
    ]);
    // The list is read again: the order is executed, final, and offers nothing more.
    await expect.element(list.getByText("Exécuté")).toBeVisible();
    await expect
      .element(list.getByRole("button", { name: "Marquer exécuté Fournisseur 1" }))
      .not.toBeInTheDocument();
    await expect.element(list.getByRole("button", { name: "Annuler Fournisseur 1" })).not.toBeInTheDocument();
  });

  it("records the bank's rejection with its reason; the rejected order can go in a new file", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <BankTransfers {...props} today="2026-11-24" />,
      scene([order(1, { status: "pending" })]),
      { path: "/bank-transfers" },
    );
    const list = screen.getByRole("list", { name: "Ordres de virement" });
    await userEvent.click(list.getByRole("button", { name: "Rejeté par la banque Fournisseur 1" }));
    await userEvent.fill(list.getByLabelText("Motif du rejet"), "IBAN clôturé");
    await userEvent.click(list.getByRole("button", { name: "Enregistrer le rejet" }));
    await expect.element(screen.getByRole("status")).toHaveTextContent("Virement marqué rejeté");
    expect(callsOf("updateTransferOrderStatus")[0]).toEqual({
      company_id: 7,
      order_id: 1,
      status: "rejected",
      reason: "IBAN clôturé",
    });
    await expect.element(list.getByText("Motif : IBAN clôturé")).toBeVisible();
    await expect.element(list.getByText("Rejeté", { exact: true })).toBeVisible();
    await expect
      .element(list.getByRole("checkbox", { name: "Sélectionner le virement à Fournisseur 1" }))
      .toBeInTheDocument();
  });

  it("shows the server's refusal and changes nothing", async () => {
    const { screen } = await renderWithFakeServer(
      <BankTransfers {...props} today="2026-11-24" />,
      scene([order(1, { status: "pending" })], {
        updateTransferOrderStatus: () => {
          throw new FakeFailure(409, {
            error: "not_pending",
            message: "Ce virement n'est pas en cours.",
            status_code: 409,
          });
        },
      }),
      { path: "/bank-transfers" },
    );
    const list = screen.getByRole("list", { name: "Ordres de virement" });
    await userEvent.click(list.getByRole("button", { name: "Marquer exécuté Fournisseur 1" }));
    await expect.element(screen.getByRole("alert")).toHaveTextContent("Ce virement n'est pas en cours.");
    await expect.element(list.getByText("En cours")).toBeVisible();
  });

  it("offers the approval to another person only, and the bank's answers only to who prepares", async () => {
    const { screen } = await renderWithFakeServer(
      <BankTransfers {...props} canPrepare={false} today="2026-11-24" />,
      scene([
        order(1, { approval_required: true, amount_cents: 900_000 }),
        order(2, { approval_required: true, prepared_by: { id: 9, name: "Bob" } }),
        order(3, { status: "pending" }),
      ]),
      { path: "/bank-transfers" },
    );
    const list = screen.getByRole("list", { name: "Ordres de virement" });
    await expect.element(list.getByText("Fournisseur 3")).toBeVisible();
    expect(list.getByRole("button", { name: "Approuver" }).elements()).toHaveLength(1);
    expect(list.getByText("À approuver").elements()).toHaveLength(2);
    expect(list.getByRole("button", { name: /Marquer exécuté/ }).elements()).toHaveLength(0);
  });
  it("sends the selected drafts as a payment initiation and leaves for the bank's consent page", async () => {
    const visited: string[] = [];
    const { screen, callsOf } = await renderWithFakeServer(
      <BankTransfers {...props} today="2026-11-24" goToBank={(url) => visited.push(url)} />,
      scene([order(1), order(2), order(3, { status: "pending" })], {
        createTransferOrderAttempt: () => ({
          attempt: {
            id: 41,
            method: "initiation",
            status: "pending",
            reference: "pay-123",
            debtor_account_id: 3,
            execution_date: "2026-11-25",
            total_cents: 240_000,
            order_ids: [1, 2],
            created_at: "2026-11-24T10:00:00.000Z",
            file: null,
          },
          redirect_url: "https://bank.example/pay/pay-123",
        }),
      }),
      { path: "/bank-transfers" },
    );
    const list = screen.getByRole("list", { name: "Ordres de virement" });
    await expect.element(list.getByText("Fournisseur 3")).toBeVisible();
    // An ongoing order cannot be sent again: it has no box to select.
    expect(list.getByRole("checkbox").elements()).toHaveLength(2);
    await list
      .getByRole("checkbox", { name: "Sélectionner le virement à Fournisseur 1" })
      .click({ force: true });
    await list
      .getByRole("checkbox", { name: "Sélectionner le virement à Fournisseur 2" })
      .click({ force: true });
    await userEvent.click(screen.getByRole("button", { name: "Payer via ma banque" }));
    await expect.poll(() => visited).toEqual(["https://bank.example/pay/pay-123"]);
    expect(callsOf("createTransferOrderAttempt")).toEqual([{ order_ids: [1, 2] }]);
  });
});

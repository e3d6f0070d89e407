import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { Checks, checkViewOf } from "./ChecksScreen";

const check = (overrides: Record<string, unknown>) => ({
  id: 1,
  direction: "received",
  number: "CHQ-0001234",
  amount_cents: 250_000,
  currency: "EUR",
  counterparty_name: "Boulangerie Martin SARL",
  issue_date: "2026-10-01",
  expected_cash_date: "2026-10-05",
  category_id: null,
  status: "pending",
  comment: "",
  matched_cents: 0,
  left_cents: 250_000,
  ets_id: 71,
  ...overrides,
});
const totals = { count: 1, pending_cents: 250_000, cashed_cents: 0 };

function handlers(extra: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  return {
    listBankChecks: (body: Record<string, unknown>) => {
      const filters = body.filters as { direction?: string };
      return {
        bank_checks:
          filters.direction === "issued"
            ? [check({ id: 2, direction: "issued", number: "0004567", counterparty_name: "Garage Durand" })]
            : [check({})],
        has_more: false,
      };
    },
    getBankChecksDetails: () => ({ issued: totals, received: totals }),
    getDetailsOfInvoiceETS: () => ({
      ets: {
        id: 71,
        invoice_id: null,
        bank_check_id: 1,
        amount_cents: 250_000,
        matched_cents: 0,
        left_cents: 250_000,
        expected_date: "2026-10-05",
        forecast_date: "2026-10-05",
        late: false,
        position: 0,
      },
      invoice: null,
      bank_check: check({}),
      matches: [],
    }),
    getETSSuggestions: () => ({
      transactions: [
        {
          transaction_id: 903,
          date: "2026-10-06",
          label: "REMISE CHEQUE 0001234",
          amount_cents: 250_000,
          free_cents: 250_000,
          suggestions: [
            {
              ets_id: 71,
              invoice_id: null,
              bank_check_id: 1,
              number: "CHQ-0001234",
              counterparty_name: "Boulangerie Martin SARL",
              score: 100,
              reasons: ["amount_exact", "number"],
              left_cents: 250_000,
              expected_date: "2026-10-05",
              day_gap: 1,
            },
          ],
        },
      ],
    }),
    ...extra,
  };
}

describe("/checks", () => {
  it("reads its filters from the URL", () => {
    expect(
      checkViewOf(new URLSearchParams("tab=issued&status=cashed&counterparty=dur&from=2026-01-01&to=bad")),
    ).toEqual({
      direction: "issued",
      filters: { direction: "issued", status: ["cashed"], counterparty: "dur", from: "2026-01-01" },
    });
    expect(checkViewOf(new URLSearchParams("status=nonsense")).filters).toEqual({ direction: "received" });
  });

  it("lists the received checks with totals, switches to issued ones and keeps the filters", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Checks companyId={7} today="2026-10-01" />,
      handlers(),
      {
        path: "/checks",
        url: "/checks?status=pending",
      },
    );
    const rows = screen.getByRole("list", { name: "Reçus" });
    await expect.element(rows.getByText("CHQ-0001234")).toBeVisible();
    await expect.element(rows.getByText("En attente")).toBeVisible();
    expect(callsOf("listBankChecks")[0]).toMatchObject({
      filters: { direction: "received", status: ["pending"] },
    });
    await userEvent.click(screen.getByRole("tab", { name: "Émis" }));
    await expect.element(screen.getByRole("list", { name: "Émis" }).getByText("Garage Durand")).toBeVisible();
    expect(callsOf("listBankChecks").at(-1)).toMatchObject({
      filters: { direction: "issued", status: ["pending"] },
    });
  });

  it("creates a check, and refuses an empty form before calling the server", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Checks companyId={7} today="2026-10-01" />,
      handlers({ createBankCheck: () => ({ bank_check: check({ id: 3, number: "CHQ-9" }) }) }),
      { path: "/checks", uiLocale: true },
    );
    await userEvent.click(screen.getByRole("button", { name: "Nouveau chèque" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.element(dialog.getByText("Ce champ est obligatoire.").first()).toBeVisible();
    expect(callsOf("createBankCheck")).toHaveLength(0);
    await userEvent.fill(dialog.getByLabelText("Numéro"), "CHQ-9");
    await userEvent.fill(dialog.getByLabelText("Montant"), "120,50");
    await userEvent.fill(dialog.getByLabelText("Tiers"), "Dupont");
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    expect(callsOf("createBankCheck")[0]).toMatchObject({
      bank_check: {
        direction: "received",
        number: "CHQ-9",
        amount_cents: 12_050,
        counterparty_name: "Dupont",
        issue_date: "2026-10-01",
        expected_cash_date: "2026-10-01",
      },
    });
  });

  it("shows the server's refusal of a duplicate number in the dialog", async () => {
    const { screen } = await renderWithFakeServer(
      <Checks companyId={7} today="2026-10-01" />,
      handlers({
        updateBankCheck: () => {
          throw new FakeFailure(409, {
            error: "duplicate_check",
            message: "Un chèque de ce numéro existe déjà.",
          });
        },
      }),
      { path: "/checks" },
    );
    await userEvent.click(screen.getByRole("button", { name: "Modifier CHQ-0001234" }));
    const dialog = screen.getByRole("dialog");
    await expect.element(dialog.getByLabelText("Numéro")).toHaveValue("CHQ-0001234");
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.element(dialog.getByRole("alert")).toHaveTextContent("Un chèque de ce numéro existe déjà.");
  });

  it("matches a check to the transaction that cashes it, and deletes one", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Checks companyId={7} today="2026-10-01" />,
      handlers({
        attachTransactionToETS: () => ({
          ets: {
            id: 71,
            invoice_id: null,
            bank_check_id: 1,
            amount_cents: 250_000,
            matched_cents: 250_000,
            left_cents: 0,
            expected_date: "2026-10-05",
            forecast_date: "2026-10-05",
            late: false,
            position: 0,
          },
          match: {
            id: 1,
            ets_id: 71,
            transaction_id: 903,
            amount_cents: 250_000,
            source: "manual",
            transaction_date: "2026-10-06",
            transaction_label: "REMISE CHEQUE 0001234",
            transaction_amount_cents: 250_000,
          },
        }),
        deleteBankCheck: () => ({ success: true }),
      }),
      { path: "/checks" },
    );
    await userEvent.click(screen.getByRole("button", { name: "Rapprocher CHQ-0001234" }));
    const panel = screen.getByRole("region", { name: "Rapprochement du chèque CHQ-0001234" });
    await expect.element(panel.getByText("REMISE CHEQUE 0001234")).toBeVisible();
    await expect.element(panel.getByText("montant exact · numéro dans le libellé")).toBeVisible();
    await userEvent.click(panel.getByRole("button", { name: "Accepter" }));
    await expect.poll(() => callsOf("attachTransactionToETS")).toHaveLength(1);
    expect(callsOf("attachTransactionToETS")[0]).toMatchObject({ etsId: 71, transactionId: 903 });
    await userEvent.click(screen.getByRole("button", { name: "Supprimer CHQ-0001234" }));
    await userEvent.click(screen.getByRole("dialog").getByRole("button", { name: "Supprimer" }));
    await expect.poll(() => callsOf("deleteBankCheck")).toHaveLength(1);
    expect(callsOf("deleteBankCheck")[0]).toMatchObject({ bankCheckId: 1 });
  });

  it("shows cards on a phone", async () => {
    const { screen } = await renderWithFakeServer(<Checks companyId={7} today="2026-10-01" />, handlers(), {
      path: "/checks",
      width: 390,
    });
    const row = screen.getByTestId("check-row");
    await expect.element(row).toBeVisible();
    expect(row.element().getBoundingClientRect().width).toBeLessThanOrEqual(390);
  });
});

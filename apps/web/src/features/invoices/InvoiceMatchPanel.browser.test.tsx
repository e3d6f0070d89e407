import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { InvoiceMatchPanel } from "./InvoiceMatchPanel";

const match = {
  id: 5,
  ets_id: 31,
  transaction_id: 901,
  amount_cents: 20_000,
  source: "manual",
  transaction_date: "2026-10-01",
  transaction_label: "VIR ACOMPTE DUPONT",
  transaction_amount_cents: 20_000,
};

function handlers(matched: boolean) {
  return {
    getInvoice: () => ({
      invoice: {
        id: 12,
        kind: "customer",
        engaged: false,
        number: "FA-2026-0042",
        label: "",
        counterparty_name: "Dupont SARL",
        counterparty_siren: null,
        counterparty_siret: null,
        counterparty_iban: null,
        issue_date: "2026-09-10",
        due_date: "2026-10-10",
        amount_excl_tax_cents: 100_000,
        vat_cents: 20_000,
        amount_incl_tax_cents: 120_000,
        currency: "EUR",
        category_id: null,
        category_source: null,
        status: matched ? "partially_paid" : "open",
        document: null,
        paid_cents: matched ? 20_000 : 0,
        left_cents: matched ? 100_000 : 120_000,
        late: false,
        days_late: 0,
        ets: [
          {
            id: 31,
            invoice_id: 12,
            bank_check_id: null,
            amount_cents: 120_000,
            matched_cents: matched ? 20_000 : 0,
            left_cents: matched ? 100_000 : 120_000,
            expected_date: "2026-10-10",
            // The customer's learned delay moves it 12 days after its due date.
            forecast_date: "2026-10-22",
            late: false,
            position: 0,
          },
        ],
        matches: matched ? [match] : [],
      },
    }),
    getETSSuggestions: () => ({
      transactions: [
        {
          transaction_id: 902,
          date: "2026-10-09",
          label: "VIR DUPONT FA-2026-0042",
          amount_cents: 100_000,
          free_cents: 100_000,
          suggestions: [
            {
              ets_id: 31,
              invoice_id: 12,
              bank_check_id: null,
              number: "FA-2026-0042",
              counterparty_name: "Dupont SARL",
              score: 100,
              reasons: ["amount_exact", "number", "date"],
              left_cents: 100_000,
              expected_date: "2026-10-10",
              day_gap: 1,
            },
            // Another invoice's ETS: not shown on this panel.
            {
              ets_id: 77,
              invoice_id: 40,
              bank_check_id: null,
              number: "FA-9",
              counterparty_name: "X",
              score: 20,
              reasons: ["counterparty"],
              left_cents: 1,
              expected_date: "2026-10-10",
              day_gap: 1,
            },
          ],
        },
      ],
    }),
    attachTransactionToETS: () => ({ ets: {}, match }),
    detachTransactionFromETS: () => ({ ets: {} }),
  };
}

describe("match panel of an invoice", () => {
  it("shows the suggestion with its reasons, accepts it, and undoes a match", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <InvoiceMatchPanel companyId={7} invoiceId={12} />,
      handlers(true),
      { path: "/invoices" },
    );
    await expect.element(screen.getByText(/Reste : 1\s000,00\s€/)).toBeVisible();
    await expect
      .element(screen.getByRole("list", { name: "Paiements attendus" }))
      .toHaveTextContent(/1\s000,00\s€ attendu le 22\/10\/2026 \(échéance le 10\/10\/2026\)/);
    const suggestions = screen.getByRole("list", { name: "Transactions suggérées" });
    await expect.element(suggestions.getByText("VIR DUPONT FA-2026-0042")).toBeVisible();
    await expect
      .element(suggestions.getByText("montant exact · numéro dans le libellé · date proche"))
      .toBeVisible();
    expect(suggestions.getByRole("listitem").elements()).toHaveLength(1);
    await userEvent.click(suggestions.getByRole("button", { name: "Accepter" }));
    await expect
      .poll(() => callsOf("attachTransactionToETS"))
      .toEqual([{ companyId: 7, etsId: 31, transactionId: 902 }]);
    await userEvent.click(screen.getByRole("button", { name: "Annuler le rapprochement" }));
    await expect
      .poll(() => callsOf("detachTransactionFromETS"))
      .toEqual([{ companyId: 7, etsId: 31, transactionId: 901 }]);
  });
});

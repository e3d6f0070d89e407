import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { InstalmentEditor } from "./InstalmentEditor";

const invoice = {
  id: 12,
  kind: "customer" as const,
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
  status: "open" as const,
  document: null,
  paid_cents: 0,
  left_cents: 120_000,
  late: false,
  days_late: 0,
};
const ets = {
  id: 31,
  invoice_id: 12,
  bank_check_id: null,
  amount_cents: 120_000,
  matched_cents: 0,
  left_cents: 120_000,
  expected_date: "2026-10-10",
  forecast_date: "2026-10-10",
  late: false,
  position: 0,
};

function render(setInvoiceInstalments: (body: Record<string, unknown>) => unknown) {
  const closed: boolean[] = [];
  return renderWithFakeServer(
    <InstalmentEditor companyId={7} invoice={invoice} onClose={() => closed.push(true)} />,
    { getETSByInvoiceId: () => ({ ets: [ets] }), setInvoiceInstalments },
    { path: "/invoices", uiLocale: true },
  ).then((rendered) => ({ ...rendered, closed }));
}

describe("instalment editor", () => {
  it("splits an invoice into two instalments that add up to its total", async () => {
    const { screen, callsOf, closed } = await render(() => ({ ets: [] }));
    const dialog = screen.getByRole("dialog", { name: "Échéances de FA-2026-0042" });
    await userEvent.fill(dialog.getByLabelText("Montant").first(), "400");
    await userEvent.click(dialog.getByRole("button", { name: "Ajouter une échéance" }));
    await expect.element(dialog.getByTestId("instalment").nth(1)).toBeVisible();
    await expect
      .element(dialog.getByText(/Total des échéances : 1\s200,00\s€ sur 1\s200,00\s€/))
      .toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.poll(() => closed).toEqual([true]);
    expect(callsOf("setInvoiceInstalments")[0]).toMatchObject({
      invoiceId: 12,
      instalments: [
        { id: 31, amount_cents: 40_000, expected_date: "2026-10-10" },
        { id: null, amount_cents: 80_000, expected_date: "2026-10-10" },
      ],
    });
  });

  it("refuses instalments that do not add up to the total before calling the server", async () => {
    const { screen, callsOf } = await render(() => ({ ets: [] }));
    const dialog = screen.getByRole("dialog");
    await userEvent.fill(dialog.getByLabelText("Montant").first(), "1000");
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect
      .element(dialog.getByRole("alert"))
      .toHaveTextContent(/Les échéances doivent totaliser le montant de la facture \(1\s200,00\s€\)\./);
    expect(callsOf("setInvoiceInstalments")).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    const { screen } = await render(() => {
      throw new FakeFailure(409, {
        error: "below_matched",
        message: "Une échéance ne peut pas descendre sous ce qui lui est déjà rapproché.",
      });
    });
    const dialog = screen.getByRole("dialog");
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect
      .element(dialog.getByRole("alert"))
      .toHaveTextContent("Une échéance ne peut pas descendre sous ce qui lui est déjà rapproché.");
  });
});

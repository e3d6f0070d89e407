import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { Invoices, invoiceViewOf } from "./InvoicesScreen";

const invoice = (overrides: Record<string, unknown>) => ({
  id: 1,
  kind: "customer",
  engaged: false,
  number: "AT-2026-0042",
  label: "",
  counterparty_name: "Boulangerie Martin SARL",
  counterparty_siren: null,
  counterparty_siret: null,
  counterparty_iban: null,
  issue_date: "2026-09-10",
  due_date: "2026-10-10",
  amount_excl_tax_cents: 115_000,
  vat_cents: 19_375,
  amount_incl_tax_cents: 134_375,
  currency: "EUR",
  category_id: null,
  category_source: null,
  status: "open",
  document: null,
  paid_cents: 0,
  left_cents: 134_375,
  late: true,
  days_late: 12,
  ...overrides,
});
const side = (count: number, total: number) => ({
  count,
  total_cents: total,
  paid_cents: 0,
  left_cents: total,
  late_cents: total,
  ageing: { not_due: 0, days_1_30: total, days_31_60: 0, days_61_90: 0, over_90: 0 },
});

function handlers() {
  return {
    listInvoices: (body: Record<string, unknown>) => {
      const filters = body.filters as { kind?: string };
      return {
        invoices:
          filters.kind === "supplier"
            ? [
                invoice({
                  id: 2,
                  kind: "supplier",
                  number: "FD-2026-0140",
                  counterparty_name: "Durand",
                  late: false,
                }),
              ]
            : [invoice({})],
        has_more: false,
      };
    },
    getInvoicesDetails: () => ({
      customer: side(1, 134_375),
      supplier: side(1, 45_060),
      learned_delays: [],
    }),
  };
}

describe("/invoices", () => {
  it("reads its filters from the URL", () => {
    expect(invoiceViewOf(new URLSearchParams("tab=supplier&status=open&late=1&counterparty=dur"))).toEqual({
      kind: "supplier",
      filters: { kind: "supplier", status: ["open"], late: true, counterparty: "dur" },
    });
    expect(invoiceViewOf(new URLSearchParams("status=nonsense")).filters).toEqual({ kind: "customer" });
  });

  it("lists the customers' invoices with totals, switches to suppliers and keeps the filters", async () => {
    const { screen, callsOf } = await renderWithFakeServer(<Invoices companyId={7} />, handlers(), {
      path: "/invoices",
      url: "/invoices?late=1",
    });
    const rows = screen.getByRole("list", { name: "Clients" });
    await expect.element(rows.getByText("AT-2026-0042")).toBeVisible();
    await expect.element(rows.getByText("En retard")).toBeVisible();
    await expect.element(screen.getByText(/1\s343,75\s€/).first()).toBeVisible();
    expect(callsOf("listInvoices")[0]).toMatchObject({ filters: { kind: "customer", late: true } });
    await userEvent.click(screen.getByRole("tab", { name: "Fournisseurs" }));
    await expect
      .element(screen.getByRole("list", { name: "Fournisseurs" }).getByText("FD-2026-0140"))
      .toBeVisible();
    expect(callsOf("listInvoices").at(-1)).toMatchObject({ filters: { kind: "supplier", late: true } });
  });

  it("shows cards on a phone", async () => {
    const { screen } = await renderWithFakeServer(<Invoices companyId={7} />, handlers(), {
      path: "/invoices",
      width: 390,
    });
    const row = screen.getByTestId("invoice-row");
    await expect.element(row).toBeVisible();
    expect(row.element().getBoundingClientRect().width).toBeLessThanOrEqual(390);
  });
});

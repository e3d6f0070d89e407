import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
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

function handlers(extra: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  return {
    getCompanyInfo: () => ({
      id: 7,
      name: "Boulangerie",
      siret: "73282932000074",
      admin_information: {},
      onboarding_customization_id: null,
      created_at: "2026-01-01T00:00:00Z",
    }),
    getCategoryTree: () => ({ categories: [] }),
    getBanksAndAccountsList: () => ({ banks: [] }),
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
    ...extra,
  };
}

describe("/invoices", () => {
  it("reads its filters from the URL", () => {
    expect(invoiceViewOf(new URLSearchParams("tab=supplier&status=open&late=1&counterparty=dur"))).toEqual({
      kind: "supplier",
      view: "list",
      filters: { kind: "supplier", status: ["open"], late: true, counterparty: "dur" },
    });
    expect(invoiceViewOf(new URLSearchParams("status=nonsense")).filters).toEqual({ kind: "customer" });
    expect(
      invoiceViewOf(
        new URLSearchParams("view=ageing&dueFrom=2026-01-01&dueTo=2026-03-31&category=12&min=10000&max=nope"),
      ),
    ).toEqual({
      kind: "customer",
      view: "ageing",
      filters: {
        kind: "customer",
        dueFrom: "2026-01-01",
        dueTo: "2026-03-31",
        categoryIds: [12],
        amountMin: 10_000,
      },
    });
    expect(invoiceViewOf(new URLSearchParams("category=none")).filters).toEqual({
      kind: "customer",
      uncategorised: true,
    });
    expect(invoiceViewOf(new URLSearchParams("view=matching")).view).toBe("matching");
    expect(invoiceViewOf(new URLSearchParams("engaged=1")).filters).toEqual({
      kind: "customer",
      engaged: true,
    });
    expect(invoiceViewOf(new URLSearchParams("engaged=0")).filters).toEqual({
      kind: "customer",
      engaged: false,
    });
  });

  it("opens the form for a new invoice on the current side, and for a row to edit it", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Invoices companyId={7} today="2026-09-15" />,
      handlers({
        createInvoice: () => ({ invoice: { ...invoice({ id: 3 }), ets: [], matches: [] } }),
        listInvoices: () => ({ invoices: [invoice({ engaged: true })], has_more: false }),
      }),
      { path: "/invoices", url: "/invoices?tab=supplier" },
    );
    await expect.element(screen.getByText("Engagé")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Modifier la facture AT-2026-0042" }));
    const edit = screen.getByRole("dialog", { name: "Modifier la facture AT-2026-0042" });
    await expect
      .element(edit.getByRole("textbox", { name: "Tiers", exact: true }))
      .toHaveValue("Boulangerie Martin SARL");
    await userEvent.click(edit.getByRole("button", { name: "Annuler" }));
    await userEvent.click(screen.getByRole("button", { name: "Nouvelle facture" }));
    const form = screen.getByRole("dialog", { name: "Nouvelle facture" });
    await userEvent.fill(form.getByRole("textbox", { name: "Numéro" }), "FD-1");
    await userEvent.fill(form.getByRole("textbox", { name: "Tiers", exact: true }), "Durand");
    await userEvent.fill(form.getByRole("textbox", { name: "Montant HT" }), "50");
    await userEvent.click(form.getByRole("button", { name: "Enregistrer" }));
    await expect.element(form).not.toBeInTheDocument();
    expect(callsOf("createInvoice")[0]).toMatchObject({
      invoice: { kind: "supplier", issue_date: "2026-09-15", amount_incl_tax_cents: 5_000 },
    });
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

  it("shows the ageing per counterparty with the side's totals", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Invoices companyId={7} />,
      handlers({
        getInvoicesAgeing: () => ({
          counterparties: [
            {
              counterparty: "Boulangerie Martin SARL",
              count: 1,
              not_due: 0,
              days_1_30: 134_375,
              days_31_60: 0,
              days_61_90: 0,
              over_90: 0,
              total: 134_375,
            },
          ],
          has_more: false,
        }),
      }),
      { path: "/invoices", url: "/invoices?view=ageing&min=10000" },
    );
    const table = screen.getByRole("table", { name: "Balance âgée" });
    await expect.element(table.getByText("Boulangerie Martin SARL")).toBeVisible();
    await expect.element(table.getByRole("columnheader", { name: "1 à 30 jours" })).toBeVisible();
    expect(callsOf("getInvoicesAgeing")[0]).toMatchObject({
      kind: "customer",
      filters: { amountMin: 10_000 },
    });
    expect(callsOf("listInvoices")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Liste des factures" }));
    await expect.element(screen.getByRole("list", { name: "Clients" })).toBeVisible();
  });

  it("files the selected invoices in a category in one call, and shows a refusal", async () => {
    let fail = true;
    const { screen, callsOf } = await renderWithFakeServer(
      <Invoices companyId={7} />,
      handlers({
        setInvoicesCategory: () => {
          if (fail) {
            fail = false;
            throw new FakeFailure(400, { error: "invalid_input", message: "Vérifiez les champs signalés." });
          }
          return { updated: 1 };
        },
      }),
      { path: "/invoices" },
    );
    const box = screen.getByRole("checkbox", { name: "Sélectionner AT-2026-0042" });
    await expect.element(box).toBeInTheDocument();
    // react-aria's input is visually hidden under its drawn box: a click on the element itself.
    box.element().dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await expect.element(box).toBeChecked();
    const toolbar = screen.getByRole("toolbar", { name: "1 facture sélectionnée" });
    await userEvent.click(toolbar.getByRole("button", { name: "Changer la catégorie" }));
    await userEvent.click(screen.getByRole("button", { name: "Sans catégorie" }));
    await expect.element(screen.getByRole("alert")).toHaveTextContent("Vérifiez les champs signalés.");
    expect(callsOf("setInvoicesCategory")[0]).toMatchObject({ invoiceIds: [1], categoryId: null });
    await userEvent.click(toolbar.getByRole("button", { name: "Changer la catégorie" }));
    await userEvent.click(screen.getByRole("button", { name: "Sans catégorie" }));
    await expect.element(screen.getByRole("toolbar")).not.toBeInTheDocument();
    expect(callsOf("setInvoicesCategory")).toHaveLength(2);
  });

  it("opens the attached document from the list", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Invoices companyId={7} />,
      handlers({
        listInvoices: () => ({
          invoices: [
            invoice({ document: { file_name: "AT-2026-0042.pdf", content_type: "application/pdf" } }),
          ],
          has_more: false,
        }),
        getInvoiceDocument: () => ({
          file_name: "AT-2026-0042.pdf",
          content_type: "application/pdf",
          content_base64: btoa("%PDF-1.7"),
        }),
      }),
      { path: "/invoices" },
    );
    const opened: string[] = [];
    const original = window.open;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    try {
      await userEvent.click(screen.getByRole("button", { name: "Ouvrir le document de AT-2026-0042" }));
      await expect.poll(() => opened).toHaveLength(1);
    } finally {
      window.open = original;
    }
    expect(opened[0]).toMatch(/^blob:/);
    expect(callsOf("getInvoiceDocument")[0]).toMatchObject({ invoiceId: 1 });
  });

  it("asks for no SIREN when the company has a SIRET", async () => {
    const { screen } = await renderWithFakeServer(<Invoices companyId={7} />, handlers(), {
      path: "/invoices",
    });
    await userEvent.click(screen.getByRole("button", { name: "Importer des factures électroniques" }));
    await expect
      .element(screen.getByText("SIREN de votre société : 732829320 (d'après son SIRET)."))
      .toBeVisible();
  });
});

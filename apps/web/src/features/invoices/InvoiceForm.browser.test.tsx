import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { InvoiceForm, invoiceFormProblems } from "./InvoiceForm";
import { InvoiceSettingsDialog } from "./InvoiceSettingsDialog";

const saved = {
  id: 9,
  kind: "supplier",
  engaged: false,
  number: "FD-77",
  label: "",
  counterparty_name: "Durand",
  counterparty_siren: null,
  counterparty_siret: null,
  counterparty_iban: null,
  issue_date: "2026-09-01",
  due_date: "2026-10-01",
  amount_excl_tax_cents: 100_000,
  vat_cents: 20_000,
  amount_incl_tax_cents: 120_000,
  currency: "EUR",
  category_id: null,
  category_source: null,
  status: "open",
  document: null,
  paid_cents: 0,
  left_cents: -120_000,
  late: false,
  days_late: 0,
} as const;

const base = {
  kind: "customer" as const,
  engaged: false,
  number: "F1",
  label: "",
  counterparty: "Client 12",
  siren: "",
  iban: "",
  issueDate: "2026-09-01",
  dueDate: "2026-10-01",
  exclTaxCents: 1000,
  vatCents: 200,
  categoryId: "none",
  status: "open" as const,
};

describe("InvoiceForm", () => {
  it("says which fields are wrong", () => {
    expect(invoiceFormProblems(base)).toEqual({});
    // A credit note: negative amounts of the same sign.
    expect(invoiceFormProblems({ ...base, exclTaxCents: -1000, vatCents: -200 })).toEqual({});
    expect(invoiceFormProblems({ ...base, exclTaxCents: -1000, vatCents: 200 })).toEqual({ vatCents: true });
    expect(
      invoiceFormProblems({ ...base, number: " ", siren: "12345", iban: "FR12", dueDate: "2026-08-01" }),
    ).toEqual({ number: true, siren: true, iban: true, dueDate: true });
    expect(invoiceFormProblems({ ...base, exclTaxCents: 0 })).toEqual({ exclTaxCents: true });
  });

  it("creates an invoice with its total including tax, after showing the server's refusal", async () => {
    let refuse = true;
    let closed = 0;
    const { screen, callsOf } = await renderWithFakeServer(
      <InvoiceForm companyId={7} today="2026-09-01" onClose={() => closed++} />,
      {
        createInvoice: () => {
          if (refuse) {
            refuse = false;
            throw new FakeFailure(409, {
              error: "duplicate",
              message: "Une facture de ce tiers porte déjà ce numéro.",
            });
          }
          return { invoice: { ...saved, ets: [], matches: [] } };
        },
      },
      { path: "/" },
    );
    const dialog = screen.getByRole("dialog", { name: "Nouvelle facture" });
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.element(dialog.getByText("Le montant HT est obligatoire et non nul.")).toBeVisible();
    expect(callsOf("createInvoice")).toHaveLength(0);

    await userEvent.click(dialog.getByText("Fournisseur (à payer)"));
    await userEvent.fill(dialog.getByRole("textbox", { name: "Numéro" }), "FD-77");
    await userEvent.fill(dialog.getByRole("textbox", { name: "Tiers", exact: true }), "Durand");
    await userEvent.fill(
      dialog.getByRole("textbox", { name: "IBAN du tiers" }),
      "fr76 3000 6000 0112 3456 7890 189",
    );
    await userEvent.fill(dialog.getByRole("textbox", { name: "Montant HT" }), "1000");
    await userEvent.fill(dialog.getByRole("textbox", { name: "TVA" }), "200");
    await userEvent.click(dialog.getByRole("textbox", { name: "Numéro" }));
    await expect.element(dialog.getByTestId("invoice-form-total")).toHaveTextContent(/1\s200,00\s€/);
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect
      .element(dialog.getByRole("alert"))
      .toHaveTextContent("Une facture de ce tiers porte déjà ce numéro.");
    expect(closed).toBe(0);
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.poll(() => closed).toBe(1);
    expect(callsOf("createInvoice")[1]).toMatchObject({
      companyId: 7,
      invoice: {
        kind: "supplier",
        engaged: false,
        number: "FD-77",
        counterparty_name: "Durand",
        counterparty_iban: "FR7630006000011234567890189",
        counterparty_siren: null,
        issue_date: "2026-09-01",
        due_date: "2026-09-01",
        amount_excl_tax_cents: 100_000,
        vat_cents: 20_000,
        amount_incl_tax_cents: 120_000,
        category_id: null,
        status: "open",
      },
    });
  });

  it("attaches the invoice's PDF, and shows the server's refusal of a file that is not one", async () => {
    let refuse = true;
    const { screen, callsOf } = await renderWithFakeServer(
      <InvoiceForm companyId={7} today="2026-09-01" invoice={saved} onClose={() => undefined} />,
      {
        uploadFileChunk: (body) => ({
          uploadId: "8c1e4b1e-2f55-4f7e-9f0a-0d8c3c2b1a00",
          received_bytes: atob(String(body.data)).length,
          complete: true,
        }),
        uploadDocument: () => {
          if (refuse) {
            refuse = false;
            throw new FakeFailure(400, { error: "invalid_input", message: "Ce fichier n'est pas un PDF." });
          }
          return {
            invoice: {
              ...saved,
              document: { file_name: "FD-77.pdf", content_type: "application/pdf" },
              ets: [],
              matches: [],
            },
          };
        },
      },
      { path: "/" },
    );
    const dialog = screen.getByRole("dialog", { name: "Modifier la facture FD-77" });
    await expect.element(dialog.getByText("Aucun document joint.")).toBeVisible();
    const input = dialog.getByLabelText("Choisir un PDF");
    await userEvent.upload(input, new File(["hello"], "notes.pdf", { type: "application/pdf" }));
    await expect.element(dialog.getByRole("alert")).toHaveTextContent("Ce fichier n'est pas un PDF.");
    await userEvent.upload(input, new File(["%PDF-1.7"], "FD-77.pdf", { type: "application/pdf" }));
    await expect.element(dialog.getByRole("status")).toHaveTextContent("Le document est joint.");
    await expect.element(dialog.getByText("Document joint : FD-77.pdf")).toBeVisible();
    expect(callsOf("uploadFileChunk")[1]).toMatchObject({
      purpose: "invoiceDocument",
      fileName: "FD-77.pdf",
    });
    expect(callsOf("uploadDocument")[1]).toMatchObject({ companyId: 7, invoiceId: 9 });
  });

  it("edits an invoice (cancelling it) and deletes one after confirming", async () => {
    let closed = 0;
    const { screen, callsOf } = await renderWithFakeServer(
      <InvoiceForm companyId={7} today="2026-09-01" invoice={saved} onClose={() => closed++} />,
      {
        updateInvoice: () => ({ invoice: { ...saved, ets: [], matches: [] } }),
        deleteInvoice: () => ({ success: true }),
      },
      { path: "/" },
    );
    const dialog = screen.getByRole("dialog", { name: "Modifier la facture FD-77" });
    await expect.element(dialog.getByText("Fournisseur (à payer)")).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: /Statut/ }));
    await userEvent.click(screen.getByRole("option", { name: "Annulée" }));
    await userEvent.click(dialog.getByRole("button", { name: "Enregistrer" }));
    await expect.poll(() => closed).toBe(1);
    expect(callsOf("updateInvoice")[0]).toMatchObject({
      invoiceId: 9,
      invoice: { number: "FD-77", amount_incl_tax_cents: 120_000, status: "cancelled" },
    });
    expect(callsOf("updateInvoice")[0]?.invoice).not.toHaveProperty("kind");

    await userEvent.click(dialog.getByRole("button", { name: "Supprimer" }));
    const confirm = screen.getByRole("dialog", { name: "Supprimer la facture FD-77 ?" });
    await userEvent.click(confirm.getByRole("button", { name: "Supprimer" }));
    await expect.poll(() => callsOf("deleteInvoice")).toHaveLength(1);
    expect(callsOf("deleteInvoice")[0]).toMatchObject({ companyId: 7, invoiceId: 9 });
  });
});

describe("InvoiceSettingsDialog", () => {
  it("switches the options, lists the learned delays and runs the matching", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <InvoiceSettingsDialog companyId={7} onClose={() => undefined} />,
      {
        getInvoiceSettings: () => ({ auto_match: false, use_learned_delays: true }),
        updateInvoiceSettings: (body) => ({ auto_match: body.auto_match === true, use_learned_delays: true }),
        getInvoicesDetails: () => ({
          customer: { count: 0, total_cents: 0, paid_cents: 0, left_cents: 0, late_cents: 0, ageing: {} },
          supplier: { count: 0, total_cents: 0, paid_cents: 0, left_cents: 0, late_cents: 0, ageing: {} },
          learned_delays: [{ counterparty: "Boulangerie Martin", days: 12 }],
        }),
        runETSMatching: () => ({ matched_count: 3 }),
      },
      { path: "/" },
    );
    const dialog = screen.getByRole("dialog", { name: "Rapprochement et délais" });
    await expect.element(dialog.getByText("Boulangerie Martin : 12 jours")).toBeVisible();
    const auto = dialog.getByRole("switch", { name: /Rapprocher automatiquement/ });
    await expect.element(auto).not.toBeChecked();
    await expect.element(auto).toBeEnabled();
    auto.element().dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await expect.poll(() => callsOf("updateInvoiceSettings")).toHaveLength(1);
    expect(callsOf("updateInvoiceSettings")[0]).toEqual({ companyId: 7, auto_match: true });
    await userEvent.click(dialog.getByRole("button", { name: "Rapprocher maintenant" }));
    await expect.element(dialog.getByRole("status")).toHaveTextContent("3 rapprochements faits.");
  });
});

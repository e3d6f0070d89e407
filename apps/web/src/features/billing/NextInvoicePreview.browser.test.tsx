import { describe, expect, it } from "vitest";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { NextInvoicePreview } from "./NextInvoicePreview";

const SLOW = { timeout: 20_000 };

const preview = {
  plan_code: "essentiel",
  lines: [
    { item: "essentiel", quantity: 1, unit_amount: 2900, amount: 2900 },
    { item: "additional_bank", quantity: 2, unit_amount: 1000, amount: 2000 },
  ],
  subtotal: 4900,
  discount: 980,
  total_ht: 3920,
  vat_rate_bp: 2000,
  vat: 784,
  total_ttc: 4704,
  vat_treatment: "french" as const,
  coupon: { code: "BIENVENUE20", percent_off: 20, amount_off: null, months: 3 },
  issued_on: "2026-12-24",
  currency: "EUR" as const,
};

describe("the next invoice", () => {
  it("lists the plan and the items, the coupon's discount, VAT and the totals, at a phone's width", async () => {
    const { screen } = await renderWithFakeServer(
      <NextInvoicePreview preview={preview} />,
      {},
      { path: "/company", uiLocale: true, width: 390 },
    );
    const table = screen.getByRole("table", { name: "Prochaine facture" });
    await expect.element(table, SLOW).toBeVisible();
    await expect.element(table).toHaveTextContent(/Formule Essentiel/);
    await expect.element(table).toHaveTextContent(/Banques supplémentaires × 2/);
    await expect.element(screen.getByTestId("next-invoice-discount")).toHaveTextContent(/BIENVENUE20.*9,80/);
    await expect.element(table).toHaveTextContent(/TVA 20 %/);
    await expect.element(screen.getByTestId("next-invoice-total")).toHaveTextContent(/47,04/);
    await expect.element(screen.getByText(/Émise le/)).toBeVisible();
  });

  it("says the reverse charge and shows no discount line without a coupon", async () => {
    const { screen } = await renderWithFakeServer(
      <NextInvoicePreview
        preview={{
          ...preview,
          discount: 0,
          coupon: null,
          vat_rate_bp: 0,
          vat: 0,
          total_ht: 4900,
          total_ttc: 4900,
          vat_treatment: "reverseCharge",
          issued_on: null,
        }}
      />,
      {},
      { path: "/company", uiLocale: true, width: 1440 },
    );
    await expect.element(screen.getByText("TVA : autoliquidation"), SLOW).toBeVisible();
    expect(screen.getByTestId("next-invoice-discount").elements()).toHaveLength(0);
    await expect.element(screen.getByText("Première facture, dès le paiement")).toBeVisible();
  });
});

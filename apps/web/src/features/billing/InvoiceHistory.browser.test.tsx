import { describe, expect, it, vi } from "vitest";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { InvoiceHistory } from "./InvoiceHistory";

const SLOW = { timeout: 20_000 };
/** At a phone's width (390 px): the test frame is narrower than a desktop, and the layout must hold there. */
const show = (element: React.ReactNode) =>
  renderWithFakeServer(element, {}, { path: "/company", uiLocale: true, width: 390 }).then(
    (rendered) => rendered.screen,
  );

describe("invoices", () => {
  it("lists the invoices with their status and downloads a PDF by its number", async () => {
    const onDownload = vi.fn();
    const invoice = {
      id: "in_1",
      number: "TRZ-2026-000042",
      date: "2026-11-01",
      dueDate: "2026-11-15",
      totalCents: 5880,
      currency: "EUR",
      status: "paid" as const,
    };
    const screen = await show(<InvoiceHistory invoices={[invoice]} onDownload={onDownload} />);
    await expect.element(screen.getByRole("rowheader", { name: "TRZ-2026-000042" }), SLOW).toBeVisible();
    await expect.element(screen.getByText(/^58,80\s€$/)).toBeVisible();
    await expect.element(screen.getByText("Payée")).toBeVisible();
    await screen.getByRole("button", { name: "Télécharger la facture TRZ-2026-000042 (PDF)" }).click();
    expect(onDownload).toHaveBeenCalledWith(invoice);
  });

  it("says when there is none yet", async () => {
    const screen = await show(<InvoiceHistory invoices={[]} onDownload={vi.fn()} />);
    await expect.element(screen.getByText("Aucune facture pour l'instant."), SLOW).toBeVisible();
  });
});

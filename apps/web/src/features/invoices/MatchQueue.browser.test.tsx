import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { MatchQueue } from "./MatchQueue";

const suggestion = (etsId: number, number: string, score: number, reasons: string[]) => ({
  ets_id: etsId,
  invoice_id: etsId,
  bank_check_id: null,
  number,
  counterparty_name: "Boulangerie Martin",
  score,
  reasons,
  left_cents: 120_000,
  expected_date: "2026-10-01",
  day_gap: 2,
});

describe("MatchQueue", () => {
  it("lists the transactions with their suggestions best first and accepts one in a click", async () => {
    let refuse = true;
    const { screen, callsOf } = await renderWithFakeServer(
      <MatchQueue companyId={7} />,
      {
        getETSSuggestions: () => ({
          transactions: [
            {
              transaction_id: 41,
              date: "2026-10-03",
              label: "VIR BOULANGERIE MARTIN FA-0900",
              amount_cents: 120_000,
              free_cents: 120_000,
              suggestions: [
                suggestion(5, "FA-0900", 110, ["amount_exact", "number", "date"]),
                suggestion(6, "FA-0901", 50, ["amount_exact"]),
              ],
            },
            {
              transaction_id: 42,
              date: "2026-10-04",
              label: "CB CARBURANT",
              amount_cents: -6_000,
              free_cents: -6_000,
              suggestions: [],
            },
          ],
        }),
        attachTransactionToETS: () => {
          if (refuse) {
            refuse = false;
            throw new FakeFailure(409, {
              error: "conflict",
              message: "Cette transaction est déjà rapprochée.",
            });
          }
          return { ets: {}, match: {} };
        },
      },
      { path: "/" },
    );
    await expect.poll(() => screen.getByTestId("queue-transaction").elements().length).toBe(1);
    await expect.element(screen.getByText("VIR BOULANGERIE MARTIN FA-0900")).toBeVisible();
    await expect.element(screen.getByText("CB CARBURANT")).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Suggestions pour VIR BOULANGERIE MARTIN FA-0900" });
    await expect
      .element(list.getByText("montant exact · numéro dans le libellé · date proche"))
      .toBeVisible();
    const accept = screen.getByRole("button", {
      name: "Rapprocher FA-0900 de VIR BOULANGERIE MARTIN FA-0900",
    });
    await userEvent.click(accept);
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Cette transaction est déjà rapprochée.");
    await userEvent.click(accept);
    await expect.poll(() => callsOf("attachTransactionToETS")).toHaveLength(2);
    expect(callsOf("attachTransactionToETS")[1]).toEqual({ companyId: 7, etsId: 5, transactionId: 41 });
    await expect.element(screen.getByRole("alert")).not.toBeInTheDocument();
  });

  it("says when nothing waits", async () => {
    const { screen } = await renderWithFakeServer(
      <MatchQueue companyId={7} />,
      { getETSSuggestions: () => ({ transactions: [] }) },
      { path: "/" },
    );
    await expect.element(screen.getByText("Aucune transaction à rapprocher.")).toBeVisible();
  });
});

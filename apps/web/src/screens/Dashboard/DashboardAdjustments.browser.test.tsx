import { periodLabel } from "@trezo/charts";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { chartHandler } from "../../testing/dashboard/dashboardHandlers";
import { fixtureScenarios, renderDashboard } from "../../testing/dashboard/renderDashboard";
import { FakeFailure } from "../../testing/renderWithFakeServer";

/** Manual adjustments on the dashboard (issue 14): the marker, the comment in the cell details, add, refusals, delete. */

const december = periodLabel("2026-12", "fr-FR");
const adjustment = {
  id: 3,
  category_id: 20,
  booked_on: "2026-12-10",
  amount_cents: 125_000,
  label: "Chèque AXA",
};

function handlers(options: { refuseFirstAdd?: boolean } = {}) {
  let refused = false;
  return {
    getScenarios: () => fixtureScenarios(),
    getDashboardChartData: chartHandler(),
    getBanksAndAccountsList: () => ({ banks: [] }),
    getManualAdjustments: () => ({
      adjustments: [{ ...adjustment, comment_count: 1, created_at: "2026-12-10T10:00:00Z" }],
    }),
    getDashboardTransactions: () => ({
      period: { key: "2026-12", start: "2026-12-01", end: "2026-12-31" },
      actual_cents: 0,
      transaction_count: 0,
      transactions: [],
      adjustments: [adjustment],
      series: [],
      expected_payments: [],
    }),
    getMAComments: () => ({
      comments: [
        {
          id: 9,
          adjustment_id: 3,
          body: "Déposé au guichet, à rapprocher.",
          author: { id: 1, name: "Camille Durand" },
          created_at: "2026-12-10T10:00:00Z",
          updated_at: "2026-12-10T10:00:00Z",
        },
      ],
    }),
    addManualAdjustment: (body: Record<string, unknown>) => {
      if (options.refuseFirstAdd && !refused) {
        refused = true;
        throw new FakeFailure(400, { error: "invalid_input", message: "Cette catégorie n'existe plus." });
      }
      return {
        adjustment: { ...adjustment, id: 4, ...body, comment_count: 1, created_at: "2026-12-11T10:00:00Z" },
      };
    },
    deleteManualAdjustment: () => ({ success: true }),
    updateMAComment: (body: Record<string, unknown>) => ({
      comment: {
        id: 10,
        adjustment_id: 3,
        body: body.body,
        author: null,
        created_at: "2026-12-11T10:00:00Z",
        updated_at: "2026-12-11T10:00:00Z",
      },
    }),
  };
}

async function openSalariesDecember(screen: Awaited<ReturnType<typeof renderDashboard>>["screen"]) {
  const cell = screen.getByRole("gridcell", {
    name: new RegExp(`^Salaires, ${december},.*ajusté manuellement$`),
  });
  await expect.element(cell).toBeInTheDocument();
  (cell.element() as HTMLElement).focus();
  await userEvent.keyboard(" ");
  const panel = screen.getByRole("complementary", { name: `Salaires · ${december}` });
  await expect.element(panel).toBeInTheDocument();
  return panel;
}

describe("manual adjustments on the dashboard", () => {
  it("marks the adjusted cell, shows the adjustment's comment, and adds one after a refusal", async () => {
    const { screen, calls } = await renderDashboard(handlers({ refuseFirstAdd: true }));
    const panel = await openSalariesDecember(screen);
    await expect.element(panel.getByText("Déposé au guichet, à rapprocher.")).toBeInTheDocument();
    await expect.element(panel.getByText("Chèque AXA")).toBeInTheDocument();

    await panel.getByRole("button", { name: "Ajouter un ajustement" }).click();
    await panel.getByRole("button", { name: "Enregistrer" }).last().click();
    await expect.element(panel.getByText("Saisissez un montant différent de zéro.")).toBeInTheDocument();
    expect(calls.filter((call) => call.name === "addManualAdjustment")).toHaveLength(0);

    await panel.getByRole("textbox", { name: "Montant" }).fill("-80");
    await panel.getByRole("textbox", { name: "Libellé" }).fill("Frais en espèces");
    await panel.getByRole("textbox", { name: "Commentaire", exact: true }).fill("Ticket dans le classeur.");
    await panel.getByRole("button", { name: "Enregistrer" }).last().click();
    await expect.element(panel.getByRole("alert")).toHaveTextContent("Cette catégorie n'existe plus.");
    await panel.getByRole("button", { name: "Enregistrer" }).last().click();
    await expect
      .poll(() => calls.filter((call) => call.name === "addManualAdjustment").at(-1)?.body)
      .toMatchObject({
        companyId: 7,
        category_id: 20,
        booked_on: "2026-12-01",
        amount_cents: -8000,
        label: "Frais en espèces",
        comment: "Ticket dans le classeur.",
      });
    // Saved: the form closes, the add button is back.
    await expect.element(panel.getByRole("button", { name: "Ajouter un ajustement" })).toBeInTheDocument();
  });

  it("comments an adjustment and deletes it after confirmation", async () => {
    const { screen, calls } = await renderDashboard(handlers());
    const panel = await openSalariesDecember(screen);
    await panel.getByRole("textbox", { name: "Ajouter un commentaire" }).fill("Rapproché le 12.");
    await userEvent.keyboard("{Enter}");
    await expect
      .poll(() => calls.find((call) => call.name === "updateMAComment")?.body)
      .toMatchObject({ adjustmentId: 3, body: "Rapproché le 12." });
    await panel.getByRole("button", { name: "Supprimer l'ajustement « Chèque AXA »" }).click();
    const dialog = screen.getByRole("dialog", { name: "Supprimer l'ajustement" });
    await dialog.getByRole("button", { name: "Supprimer l'ajustement" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "deleteManualAdjustment")?.body)
      .toMatchObject({ adjustmentId: 3 });
  });
});

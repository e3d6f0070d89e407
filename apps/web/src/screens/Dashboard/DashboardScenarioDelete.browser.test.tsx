/**
 * Deleting a scenario from the dashboard in Chromium: the confirmation names it, the server's refusal
 * stays in the confirmation, a deletion goes back to the base; the base itself cannot be deleted.
 */
import { describe, expect, it } from "vitest";
import { appStore } from "../../state/appStore";
import { chartHandler } from "../../testing/dashboard/dashboardHandlers";
import { fixtureScenarios, renderDashboard } from "../../testing/dashboard/renderDashboard";
import { FakeFailure } from "../../testing/renderWithFakeServer";

const handlers = () => ({
  getScenarios: () => fixtureScenarios(),
  getDashboardChartData: chartHandler(),
  getBanksAndAccountsList: () => ({ banks: [] }),
});

describe("deleting a scenario on the dashboard", () => {
  it("asks first, shows the server's refusal, then deletes and goes back to the base", async () => {
    let refuse = true;
    let deleted = false;
    const { screen, calls, router } = await renderDashboard(
      {
        ...handlers(),
        getScenarios: () => {
          const all = fixtureScenarios();
          return deleted ? { ...all, scenarios: all.scenarios.filter((scenario) => scenario.id !== 2) } : all;
        },
        deleteScenario: () => {
          if (refuse) {
            refuse = false;
            throw new FakeFailure(500, {
              error: "internal",
              status_code: 500,
              message: "Une erreur est survenue. Veuillez réessayer.",
            });
          }
          deleted = true;
          return { success: true };
        },
      },
      { url: "/dashboard?scenario=2" },
    );
    await screen.getByRole("button", { name: "Supprimer le scénario" }).click();
    const dialog = screen.getByRole("dialog", { name: "Supprimer le scénario ?" });
    await expect
      .element(dialog)
      .toHaveTextContent(
        "Le scénario « Embauche » et ses événements seront supprimés. Cette action est irréversible.",
      );
    // Cancel sends nothing.
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(calls.some((call) => call.name === "deleteScenario")).toBe(false);

    await screen.getByRole("button", { name: "Supprimer le scénario" }).click();
    await screen.getByRole("button", { name: "Supprimer", exact: true }).click();
    await expect
      .element(dialog.getByRole("alert"))
      .toHaveTextContent("Une erreur est survenue. Veuillez réessayer.");
    expect(router.state.location.search).toBe("?scenario=2");

    await screen.getByRole("button", { name: "Supprimer", exact: true }).click();
    await expect.poll(() => router.state.location.search).toBe("");
    expect(calls.filter((call) => call.name === "deleteScenario").map((call) => call.body)).toEqual([
      { companyId: 7, scenarioId: 2 },
      { companyId: 7, scenarioId: 2 },
    ]);
    await expect
      .poll(() => appStore.getState().notifications.map((notification) => notification.msg))
      .toContain("Scénario « Embauche » supprimé.");
  });

  it("does not delete the base scenario: its button says why", async () => {
    const { screen, calls } = await renderDashboard(handlers());
    const button = screen.getByRole("button", { name: "Supprimer le scénario" });
    await expect.element(button).toHaveAttribute("aria-disabled", "true");
    await expect.element(button).toHaveAttribute("title", "Le scénario de base ne peut pas être supprimé.");
    await button.click({ force: true });
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.name === "deleteScenario")).toBe(false);
  });
});

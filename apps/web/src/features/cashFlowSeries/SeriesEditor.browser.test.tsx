/**
 * The series list and editor beside the dashboard, in Chromium on the dashboard's harness (real
 * providers, a fake server behind the API client): create, validate, preview a formula, edit and delete
 * a series, and edit the events of a scenario.
 */
import { periodLabel } from "@trezo/charts";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { appStore } from "../../state/appStore";
import { dashboardHandlers, payrollSeries } from "../../testing/dashboard/dashboardHandlers";
import { fixtureScenarios, renderDashboard } from "../../testing/dashboard/renderDashboard";
import { useHelpPage } from "../help/helpPage";

const december = periodLabel("2026-12", "fr-FR");

const hiringEvents = () => fixtureScenarios().scenarios[1]?.events ?? [];

type Screen = Awaited<ReturnType<typeof renderDashboard>>["screen"];

async function openList(screen: Screen) {
  await screen.getByRole("button", { name: "Séries et événements" }).click();
  const list = screen.getByRole("complementary", { name: "Séries et événements" });
  await expect.element(list).toBeInTheDocument();
  return list;
}

async function pickCategory(screen: Screen, typed: string, name: string) {
  const category = screen.getByRole("combobox", { name: "Catégorie" });
  await userEvent.type(category, typed);
  const option = page.getByRole("option", { name, exact: true });
  await expect.element(option).toBeVisible();
  (option.element() as HTMLElement).click();
  await expect.element(category).toHaveValue(name);
}

async function pickOption(screen: Screen, field: RegExp, name: string) {
  await userEvent.click(screen.getByRole("button", { name: field }));
  await userEvent.click(page.getByRole("option", { name }));
  await expect.element(screen.getByRole("button", { name: field })).toHaveTextContent(name);
}

describe("the cash-flow series editor", () => {
  it("lists the series and creates a monthly one with a count, then shows the list again", async () => {
    const { screen, calls } = await renderDashboard({
      ...dashboardHandlers(),
      get_cfs_list: () => ({ cfs_list: [payrollSeries()] }),
      saveCashFlowSeries: (body) => ({
        cfs: { ...payrollSeries(), ...((body.series as { cfs: object }).cfs as object), id: 60 },
        event_id: null,
      }),
      update_cfs_displayed: () => ({ success: true }),
    });
    const list = await openList(screen);
    await expect.element(list.getByText("Paie")).toBeInTheDocument();
    await expect
      .element(list.getByText(/Mensuel · -6\s000,00\s€ · à partir du 01\/10\/2026/))
      .toBeInTheDocument();
    expect(calls.find((call) => call.name === "get_cfs_list")?.body).toEqual({ companyId: 7 });
    // Hidden from the lists (it still counts in the forecast).
    const shown = list.getByRole("switch", { name: "Afficher la série Paie dans les listes" });
    (shown.element() as HTMLElement).click();
    await expect
      .poll(() => calls.find((call) => call.name === "update_cfs_displayed")?.body)
      .toEqual({ companyId: 7, cfsId: 5, displayed: false });

    await list.getByRole("button", { name: "Nouvelle série" }).click();
    const editor = screen.getByRole("complementary", { name: "Nouvelle série" });
    await expect.element(editor).toBeInTheDocument();
    await pickCategory(screen, "sal", "Salaires");
    await userEvent.fill(screen.getByRole("textbox", { name: "Libellé" }), "Abonnement logiciel");
    await userEvent.fill(screen.getByRole("textbox", { name: /Montant de chaque échéance/ }), "-250");
    await pickOption(screen, /Fin/, "Après un nombre d'échéances");
    await userEvent.fill(screen.getByRole("textbox", { name: /Nombre d'échéances/ }), "12");
    await userEvent.fill(screen.getByRole("textbox", { name: "Description" }), "Licences annuelles");
    await editor.getByRole("button", { name: "Créer la série" }).click();

    // One call: the series, its description and whether it is listed.
    await expect
      .poll(() => calls.find((call) => call.name === "saveCashFlowSeries")?.body)
      .toEqual({
        companyId: 7,
        series: {
          kind: "new",
          cfs: {
            category_id: 20,
            label: "Abonnement logiciel",
            amount_cents: -25_000,
            formula: null,
            frequency: "monthly",
            // A series created from the list starts with the next period.
            start: "2026-12-01",
            end: null,
            count: 12,
            growth_rate_bp: null,
            vat_rate_bp: null,
            payment_delay_days: 0,
            payment_end_of_month: false,
            payment_day_of_month: null,
          },
        },
        description: "Licences annuelles",
        displayed: true,
      });
    expect(calls.filter((call) => call.name.startsWith("update_cfs") || call.name === "create_cfs")).toEqual([
      expect.objectContaining({ name: "update_cfs_displayed" }),
    ]);
    // Back to the list, read again.
    await expect
      .element(screen.getByRole("complementary", { name: "Séries et événements" }))
      .toBeInTheDocument();
    await expect.poll(() => calls.filter((call) => call.name === "get_cfs_list").length).toBeGreaterThan(1);
  });

  it("says what to correct and sends nothing while the series is incomplete", async () => {
    const { screen, calls } = await renderDashboard({
      ...dashboardHandlers(),
      get_cfs_list: () => ({ cfs_list: [] }),
    });
    const list = await openList(screen);
    await expect
      .element(list.getByText("Aucune série de flux prévisionnels dans ce scénario."))
      .toBeInTheDocument();
    await list.getByRole("button", { name: "Nouvelle série" }).click();
    await screen.getByRole("button", { name: "Créer la série" }).click();
    await expect
      .element(screen.getByRole("combobox", { name: "Catégorie" }))
      .toHaveAccessibleDescription("Choisissez une catégorie.");
    await expect
      .element(screen.getByRole("textbox", { name: /Montant de chaque échéance/ }))
      .toHaveAccessibleDescription(/Saisissez un montant\./);
    expect(calls.some((call) => call.name === "saveCashFlowSeries")).toBe(false);
  });

  it("previews a formula month by month, says where it fails, and opens the formula guide", async () => {
    let answer: "values" | "error" = "values";
    const { screen, calls } = await renderDashboard({
      ...dashboardHandlers(),
      get_cfs_list: () => ({ cfs_list: [] }),
      previewFormula: () =>
        answer === "values"
          ? {
              formula: "#10 * 0.1",
              error: null,
              values: [
                { key: "2026-11", cents: 100_000, error: null },
                { key: "2026-12", cents: null, error: "divisionByZero" },
              ],
            }
          : {
              formula: null,
              error: {
                code: "unexpectedToken",
                position: 8,
                length: 1,
                message: "« ) » est inattendu à la position 9.",
              },
              values: [],
            },
    });
    const list = await openList(screen);
    await list.getByRole("button", { name: "Nouvelle série" }).click();
    await pickCategory(screen, "ven", "Ventes");
    await pickOption(screen, /Montant/, "Formule");
    const formula = screen.getByRole("textbox", { name: /^Formule/ });
    await userEvent.fill(formula, "[Ventes] * 0.1");
    const preview = screen.getByTestId("formula-preview");
    await expect.element(preview).toHaveTextContent(/1\s000,00\s€/);
    await expect.element(preview).toHaveTextContent("Division par zéro");
    await expect.element(preview).toHaveTextContent(periodLabel("2026-11", "fr-FR"));
    const asked = calls.filter((call) => call.name === "previewFormula");
    // Asked once typing paused, not on each keystroke; the query string carries the category.
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({ category_id: "10", formula: "[Ventes] * 0.1" });

    answer = "error";
    await userEvent.fill(formula, "[Ventes] )");
    await expect
      .element(screen.getByTestId("formula-error"))
      .toHaveTextContent("« ) » est inattendu à la position 9.");

    await screen.getByRole("button", { name: "Guide des formules" }).click();
    expect(appStore.getState().helpOpen).toBe(true);
    expect(useHelpPage.getState().page).toBe("formulas");
    appStore.getState().setHelpOpen(false);
    useHelpPage.getState().setPage("home");
  });

  it("opens a series from a cell's details, saves only what changed, then deletes it", async () => {
    const { screen, calls } = await renderDashboard({
      ...dashboardHandlers(),
      get_cfs_details: () => ({
        cfs: payrollSeries(),
        occurrences: [
          { accrual_date: "2026-12-01", date: "2026-12-01", cents: -600_000 },
          { accrual_date: "2027-01-01", date: "2027-01-01", cents: -600_000 },
        ],
      }),
      saveCashFlowSeries: () => ({ cfs: payrollSeries(), event_id: null }),
      delete_cfs: () => ({ cfs: null, event_id: null }),
    });
    const cell = screen.getByRole("gridcell", { name: new RegExp(`^Salaires, ${december},`) });
    await expect.element(cell).toBeInTheDocument();
    // A click selects the cell; its details open on their own button.
    await cell.click();
    await screen.getByRole("button", { name: "Détail de la cellule" }).click();
    const details = screen.getByRole("complementary", { name: `Salaires · ${december}` });
    await details.getByRole("button", { name: "Modifier la série Paie" }).click();

    const editor = screen.getByRole("complementary", { name: "Modifier la série" });
    const amount = editor.getByRole("textbox", { name: /Montant de chaque échéance/ });
    await expect
      .poll(() => (amount.element() as HTMLInputElement).value.replace(/\s/g, " "))
      .toBe("-6 000,00 €");
    await expect.element(editor.getByText("01/01/2027", { exact: false })).toBeInTheDocument();
    expect(calls.find((call) => call.name === "get_cfs_details")?.body).toEqual({ companyId: 7, cfsId: 5 });
    await userEvent.fill(amount, "-6500");
    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "saveCashFlowSeries")?.body)
      .toEqual({ companyId: 7, series: { kind: "existing", cfsId: 5, cfs: { amount_cents: -650_000 } } });
    // Saving goes back to the cell's details.
    await expect
      .element(screen.getByRole("complementary", { name: `Salaires · ${december}` }))
      .toBeInTheDocument();

    await screen.getByRole("button", { name: "Modifier la série Paie" }).click();
    await screen.getByRole("button", { name: "Supprimer", exact: true }).click();
    const confirm = screen.getByRole("dialog", { name: "Supprimer la série ?" });
    await expect.element(confirm).toHaveTextContent("dans tous les scénarios");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "delete_cfs")?.body)
      .toEqual({ companyId: 7, cfsId: 5 });
  });

  it("edits the events of a scenario: one at a time, and several at once", async () => {
    const { screen, calls } = await renderDashboard(
      {
        ...dashboardHandlers(),
        get_cfs_list: () => ({ cfs_list: [] }),
        updateEvent: (body) => ({ event: hiringEvents().find((event) => event.id === body.eventId) }),
        updateMultipleEvents: () => ({ events: hiringEvents() }),
        deleteEvent: () => ({ success: true }),
      },
      { url: "/dashboard?scenario=2" },
    );
    const list = await openList(screen);
    expect(calls.find((call) => call.name === "get_cfs_list")?.body).toEqual({ companyId: 7, scenarioId: 2 });
    const events = list.getByRole("region", { name: "Événements du scénario" });
    await expect.element(events.getByText("Salaire")).toBeInTheDocument();
    await expect.element(events.getByText("Groupe : recrutement").first()).toBeInTheDocument();

    // One event moved to another group.
    await events.getByRole("button", { name: "Modifier l'événement Salaire" }).click();
    await userEvent.fill(events.getByRole("textbox", { name: /Groupe d'événements/ }), "embauche");
    await events.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "updateEvent")?.body)
      .toEqual({ companyId: 7, eventId: 90, name: "Salaire", group_id: "embauche" });

    // Both taken out of their group: group_id null.
    for (const name of ["Salaire", "Charges"]) {
      const box = events.getByRole("checkbox", { name: `Sélectionner l'événement ${name}` });
      (box.element() as HTMLElement).click();
      await expect.element(box).toBeChecked();
    }
    await events.getByRole("button", { name: "Retirer du groupe", exact: true }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "updateMultipleEvents")?.body)
      .toEqual({
        companyId: 7,
        events: [
          { id: 90, group_id: null },
          { id: 91, group_id: null },
        ],
      });

    await events.getByRole("button", { name: "Supprimer l'événement Charges" }).click();
    const confirm = screen.getByRole("dialog");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "deleteEvent")?.body)
      .toEqual({ companyId: 7, eventId: 91 });
  });

  it("in another scenario, keeps a change to a base series as an event of its group, and removes it from that scenario only", async () => {
    const { screen, calls } = await renderDashboard(
      {
        ...dashboardHandlers(),
        get_cfs_list: () => ({ cfs_list: [payrollSeries()] }),
        get_cfs_details: () => ({ cfs: payrollSeries(), occurrences: [] }),
        saveCashFlowSeries: () => ({ cfs: payrollSeries(), event_id: 95 }),
        delete_cfs: () => ({ cfs: null, event_id: 96 }),
      },
      { url: "/dashboard?scenario=2" },
    );
    const list = await openList(screen);
    await list.getByRole("button", { name: "Modifier la série Paie" }).click();
    const editor = screen.getByRole("complementary", { name: "Modifier la série" });
    await expect.element(editor.getByText(/le scénario de base ne change pas/)).toBeInTheDocument();
    expect(calls.find((call) => call.name === "get_cfs_details")?.body).toEqual({
      companyId: 7,
      cfsId: 5,
      scenarioId: 2,
    });
    await userEvent.fill(editor.getByRole("textbox", { name: /Montant de chaque échéance/ }), "-7000");
    await userEvent.fill(editor.getByRole("textbox", { name: /Groupe d'événements/ }), "hausse");
    await editor.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "saveCashFlowSeries")?.body)
      .toEqual({
        companyId: 7,
        scenarioId: 2,
        group_id: "hausse",
        series: { kind: "existing", cfsId: 5, cfs: { amount_cents: -700_000 } },
      });

    await screen.getByRole("button", { name: "Supprimer la série Paie" }).click();
    const confirm = screen.getByRole("dialog", { name: "Supprimer la série ?" });
    await expect.element(confirm).toHaveTextContent("retirée de ce scénario seulement");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "delete_cfs")?.body)
      .toEqual({ companyId: 7, cfsId: 5, scenarioId: 2 });
  });
});

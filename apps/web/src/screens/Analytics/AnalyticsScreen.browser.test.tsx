/**
 * /analytics in Chromium with a fake server: a report's indicators over the periods (actual and forecast
 * told apart), adding a report, the formula editor's completion, an error shown at its position as the
 * user types, the preview, the refusal of the server shown in the form, and deleting after a confirmation.
 */
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { Analytics } from "./AnalyticsScreen";

const categories = [
  { id: 11, name: "Ventes", path: "Ventes" },
  { id: 12, name: "Salaires", path: "Charges › Salaires" },
];
const indicator = {
  id: 101,
  reportId: 1,
  name: "CA",
  color: "#30CE8F",
  status: true,
  isTechnical: false,
  comment: "",
  formula: "#11",
  formula_display: "[Ventes]",
};
const periods = [
  { key: "2026-01", start: "2026-01-01", end: "2026-01-31", tense: "past" },
  { key: "2026-02", start: "2026-02-01", end: "2026-02-28", tense: "future" },
];

function handlers() {
  const reports = [{ id: 1, name: "Pilotage", indicators: [indicator] }];
  return {
    getReports: () => ({ reports, categories }),
    getScenarios: () => ({
      scenarios: [{ id: 5, name: "Base", is_base: true, color: null, events: [] }],
      max_scenarios: 1,
    }),
    createReport: (body: Record<string, unknown>) => {
      const report = { id: 2, name: String(body.name), indicators: [] };
      reports.push(report);
      return { report, missing: [] };
    },
    getReportValues: (body: Record<string, unknown>) => {
      const draft = body.draft as { formula: string } | undefined;
      return {
        currency: "EUR",
        periods,
        indicators: [
          {
            id: 101,
            status: "computed",
            values: [1000, 1234.5],
            errors: [null, null],
            error: null,
            cycle: null,
          },
        ],
        draft: draft
          ? { status: "computed", values: [2000, 2469], errors: [null, null], error: null, cycle: null }
          : null,
      };
    },
    deleteIndicator: () => ({ success: true }),
    deleteReport: () => ({ success: true }),
    createIndicator: () => {
      throw new FakeFailure(400, {
        error: "formula_syntax",
        message: "Refusé par le serveur",
        status_code: 400,
      });
    },
  };
}

describe("/analytics", () => {
  it("compares the report with a second scenario: its values and the difference under each indicator", async () => {
    const base = handlers();
    const { screen, callsOf } = await renderWithFakeServer(
      <Analytics companyId={7} />,
      {
        ...base,
        getScenarios: () => ({
          scenarios: [
            { id: 5, name: "Base", is_base: true, color: null, events: [] },
            { id: 6, name: "Embauche", is_base: false, color: null, events: [] },
          ],
          max_scenarios: 2,
        }),
        getReportValues: (body: Record<string, unknown>) => {
          const answer = base.getReportValues(body);
          if (body.scenarioId !== 6) return answer;
          return {
            ...answer,
            indicators: answer.indicators.map((one) => ({ ...one, values: [1000, 734.5] })),
          };
        },
      },
      { path: "/analytics", uiLocale: true },
    );
    const table = screen.getByTestId("report-table");
    await expect.element(table.getByText("1 234,50")).toBeVisible();
    expect(table.getByRole("rowheader", { name: /Embauche/ }).elements()).toHaveLength(0);
    await screen.getByRole("button", { name: /Comparer avec/ }).click();
    await page.getByRole("option", { name: "Embauche" }).click();
    await expect.element(table.getByRole("rowheader", { name: "CA · Embauche" })).toBeVisible();
    await expect.element(table.getByText("734,50")).toBeVisible();
    await expect.element(table.getByRole("rowheader", { name: "CA · Écart" })).toBeVisible();
    await expect.element(table.getByText("-500,00").or(table.getByText("−500,00"))).toBeVisible();
    expect(callsOf("getReportValues").some((body) => body.scenarioId === 6)).toBe(true);
  });

  it("shows a report's indicators over the periods, actual and forecast apart, and adds a report", async () => {
    const { screen, callsOf } = await renderWithFakeServer(<Analytics companyId={7} />, handlers(), {
      path: "/analytics",
      uiLocale: true,
    });
    const table = screen.getByTestId("report-table");
    await expect.element(table.getByRole("rowheader", { name: /CA/ })).toBeVisible();
    await expect.element(table.getByText("1 000,00")).toBeVisible();
    await expect.element(table.getByText("1 234,50")).toBeVisible();
    await expect.element(table.getByText("Réel")).toBeVisible();
    await expect.element(table.getByText("Prévisionnel")).toBeVisible();

    await userEvent.type(screen.getByRole("textbox", { name: "Nom du rapport" }), "Banquier");
    await screen.getByRole("button", { name: "Créer un rapport" }).click();
    await expect.element(screen.getByRole("button", { name: "Banquier" })).toBeVisible();
    expect(callsOf("createReport")).toEqual([{ name: "Banquier" }]);
  });

  it("completes categories by name, shows an error at its position, previews, and shows a refusal", async () => {
    const { screen, callsOf } = await renderWithFakeServer(<Analytics companyId={7} />, handlers(), {
      path: "/analytics",
      uiLocale: true,
    });
    await screen.getByRole("button", { name: "Ajouter un indicateur" }).click();
    const dialog = page.getByRole("dialog");
    await userEvent.type(dialog.getByRole("textbox", { name: "Nom" }), "Double");
    const formula = dialog.getByRole("combobox", { name: "Formule" });
    await userEvent.type(formula, "[[sal");
    await expect.element(page.getByRole("option", { name: /\[Salaires\]/ })).toBeVisible();
    await userEvent.keyboard("{Enter}");
    await expect.element(formula).toHaveValue("[Salaires]");
    await userEvent.type(formula, " * (2");
    await expect.element(dialog.getByTestId("formula-error")).toHaveTextContent("position 16");
    await expect.element(dialog.getByTestId("formula-error-mark")).toBeInTheDocument();
    await expect.element(formula).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(formula, ")");
    await expect.element(dialog.getByTestId("formula-error")).not.toBeInTheDocument();
    await expect.element(dialog.getByTestId("indicator-preview").getByText("2 469,00")).toBeVisible();
    expect(
      callsOf("getReportValues").some(
        (body) => (body.draft as { formula?: string })?.formula === "[Salaires] * (2)",
      ),
    ).toBe(true);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(dialog.getByRole("alert")).toHaveTextContent("Refusé par le serveur");
  });

  it("deletes an indicator, then the report, each after its confirmation", async () => {
    const { screen, pathsOf } = await renderWithFakeServer(<Analytics companyId={7} />, handlers(), {
      path: "/analytics",
      uiLocale: true,
    });
    await screen.getByRole("button", { name: "Supprimer CA" }).click();
    const confirmIndicator = page.getByRole("dialog");
    await expect.element(confirmIndicator).toHaveTextContent("CA");
    await confirmIndicator.getByRole("button", { name: "Supprimer" }).click();
    await expect.poll(() => pathsOf("deleteIndicator")).toEqual(["/api/v2/company/7/indicator/101"]);
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();

    await screen.getByRole("button", { name: "Supprimer", exact: true }).click();
    const confirmReport = page.getByRole("dialog");
    await expect
      .element(confirmReport)
      .toHaveTextContent("Supprimer le rapport « Pilotage » et ses indicateurs ?");
    await confirmReport.getByRole("button", { name: "Supprimer" }).click();
    await expect.poll(() => pathsOf("deleteReport")).toEqual(["/api/v2/company/7/report/1"]);
  });
});

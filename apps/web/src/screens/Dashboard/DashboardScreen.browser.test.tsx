import { periodLabel } from "@trezo/charts";
import { formatMoney } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { appStore } from "../../state/appStore";
import { testCompanyInfos } from "../../testing/companyFixture";
import { dashboardFixture, emptyDashboardFixture } from "../../testing/dashboard/dashboardFixture";
import { chartHandler, payrollCell } from "../../testing/dashboard/dashboardHandlers";
import { fixtureScenarios, renderDashboard } from "../../testing/dashboard/renderDashboard";

const euros = (cents: number) => formatMoney(cents, "EUR", "fr-FR");
const december = periodLabel("2026-12", "fr-FR");
/** toHaveTextContent compares text with its white space collapsed to plain spaces. */
const flat = (text: string) => text.replace(/\s+/g, " ");

function hiringSeries() {
  const series = fixtureScenarios().scenarios[1]?.events[0]?.cash_flow_series;
  if (!series) throw new Error("the fixture has a hiring event");
  return series;
}

const cellDetails = () => ({
  period: { key: "2026-12", start: "2026-12-01", end: "2026-12-31" },
  actual_cents: 0,
  transaction_count: 1,
  transactions: [
    {
      id: 1,
      booked_on: "2026-12-02",
      label: "VIR SALAIRE DUPONT",
      amount_cents: -250_000,
      account_id: 1,
      category_id: 20,
    },
  ],
  adjustments: [],
  series: [
    {
      cfs: {
        ...hiringSeries(),
        id: 5,
        label: "Paie",
        scenario_id: 1,
      },
      occurrences: [{ accrual_date: "2026-12-28", date: "2026-12-28", cents: -600_000 }],
    },
  ],
  // The payroll office's invoice of the shared fixture: −1 500 € expected on 15 December.
  expected_payments: payrollCell().expected_payments,
});

const handlers = () => ({
  getScenarios: () => fixtureScenarios(),
  getDashboardChartData: chartHandler(),
  getBanksAndAccountsList: () => ({ banks: [] }),
  getDashboardTransactions: cellDetails,
});

describe("the dashboard screen", () => {
  it("shows the category × period table with the current period split and money in French", async () => {
    const { screen } = await renderDashboard(handlers());
    const grid = screen.getByRole("treegrid", { name: "Trésorerie par catégorie et par période" });
    await expect.element(grid).toBeInTheDocument();
    // Category column, October, November actual and remaining, December.
    expect(grid.element().querySelectorAll("thead th")).toHaveLength(5);
    await expect
      .element(
        screen.getByRole("gridcell", {
          name: `Salaires, ${december}, Réel et prévisionnel : ${euros(-600_000)}`,
        }),
      )
      .toBeInTheDocument();
    const names = [...grid.element().querySelectorAll("[role=gridcell]")].map((cell) =>
      cell.getAttribute("aria-label"),
    );
    expect(names).toContain(
      `Ventes, ${periodLabel("2026-11", "fr-FR")} · Reste prévu, Réel et prévisionnel : ${euros(600_000)}`,
    );
    await expect
      .element(screen.getByRole("rowheader", { name: "Encaissements non catégorisés" }))
      .toBeInTheDocument();
    await expect.element(screen.getByTestId("end-balance")).toHaveTextContent(flat(euros(1_660_000)));
    // The period whose end falls below the threshold is marked in the header.
    await expect.element(screen.getByRole("img", { name: "Sous le seuil" }).first()).toBeInTheDocument();
  });

  it("folds and unfolds a category, by button and by keyboard", async () => {
    const { screen } = await renderDashboard(handlers());
    await expect.element(screen.getByRole("rowheader", { name: "Services" })).toBeInTheDocument();
    await screen.getByRole("button", { name: "Replier Ventes" }).click();
    await expect.element(screen.getByRole("rowheader", { name: "Services" })).not.toBeInTheDocument();
    const ventes = screen.getByRole("rowheader", { name: /Ventes/ });
    (ventes.element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(screen.getByRole("rowheader", { name: "Services" })).toBeInTheDocument();
  });

  it("moves through the grid with the arrow keys and opens what is behind a cell with Space", async () => {
    const { screen, calls } = await renderDashboard(handlers());
    const begin = screen.getByRole("rowheader", { name: "Trésorerie début" });
    await expect.element(begin).toBeInTheDocument();
    (begin.element() as HTMLElement).focus();
    // Begin → Ventes → Services → Salaires; then right to December (October, Nov actual, Nov rest, Dec).
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{End}");
    const salariesDecember = screen.getByRole("gridcell", { name: new RegExp(`^Salaires, ${december},`) });
    await expect.element(salariesDecember).toHaveFocus();
    await userEvent.keyboard(" ");
    const panel = screen.getByRole("complementary", { name: `Salaires · ${december}` });
    await expect.element(panel).toBeInTheDocument();
    await expect.element(panel.getByText("VIR SALAIRE DUPONT")).toBeInTheDocument();
    await expect.element(panel.getByText("Paie", { exact: false }).first()).toBeInTheDocument();
    // The invoice the forecast expects in the cell, with what is left of it and a link to it.
    const expected = panel.getByRole("region", { name: "Factures et chèques attendus" });
    await expect.element(expected.getByText(euros(-150_000))).toBeInTheDocument();
    await expect
      .element(expected.getByRole("link", { name: "Voir les factures de Cabinet Paie 12" }))
      .toHaveAttribute("href", "/invoices?tab=supplier&counterparty=Cabinet+Paie+12");
    const asked = calls.find((call) => call.name === "getDashboardTransactions");
    expect(asked?.body).toMatchObject({
      companyId: 7,
      row_id: "20",
      date: "2026-12-01",
      granularity: "month",
      scenarioId: 1,
    });
    await userEvent.keyboard("{Escape}");
    await expect.element(panel).not.toBeInTheDocument();
    await expect.element(salariesDecember).toHaveFocus();
  });

  it("shows how much of a cell's forecast is incurred and engaged when the company's flags say so", async () => {
    const { screen } = await renderDashboard({
      ...handlers(),
      getCompanyInfos: () => ({
        ...testCompanyInfos({
          is_owner: true,
          defaultCurrency: "EUR",
          maxConnections: 3,
          maxCategoryDepth: 4,
          availableDepthPlans: 1,
        }),
        incurred_progress_bars_enabled: true,
        max_engaged_objective_enabled: true,
      }),
    });
    const cell = screen.getByRole("gridcell", { name: new RegExp(`^Salaires, ${december},`) });
    await expect.element(cell).toBeInTheDocument();
    await userEvent.click(cell);
    await userEvent.keyboard(" ");
    const panel = screen.getByRole("complementary", { name: `Salaires · ${december}` });
    const progress = panel.getByTestId("cell-progress");
    // Nothing booked yet (0 % incurred); the invoice expected (−1 500 €) engages a quarter of −6 000 €.
    await expect.element(progress.getByRole("meter", { name: "Réalisé" })).toHaveAttribute("value", "0");
    await expect.element(progress.getByRole("meter", { name: "Engagé" })).toHaveAttribute("value", "25");
    await expect.element(progress.getByText("25 % du prévisionnel")).toBeInTheDocument();
  });

  it("edits a forecast with Enter, and opens a past cell's details with Enter", async () => {
    const { screen } = await renderDashboard(handlers());
    const salariesDecember = screen.getByRole("gridcell", { name: new RegExp(`^Salaires, ${december},`) });
    await expect.element(salariesDecember).toBeInTheDocument();
    (salariesDecember.element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    const input = screen.getByRole("textbox", { name: `Prévision de Salaires pour ${december}` });
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.element(input).not.toBeInTheDocument();
    // October is past: nothing to type there, Enter shows what is behind it.
    await userEvent.keyboard("{Home}{ArrowRight}{Enter}");
    await expect
      .element(screen.getByRole("complementary", { name: `Salaires · ${periodLabel("2026-10", "fr-FR")}` }))
      .toBeInTheDocument();
    expect(screen.getByRole("textbox").elements()).toHaveLength(0);
  });

  it("selects a cell on click without covering it, edits it on double-click, and shows its details on demand", async () => {
    const { screen, calls } = await renderDashboard(handlers());
    // The last column, at the right edge where the details panel would open.
    const cell = screen.getByRole("gridcell", { name: new RegExp(`^Salaires, ${december},`) });
    await expect.element(cell).toBeInTheDocument();
    await cell.click();
    await expect.element(cell).toHaveFocus();
    expect(screen.getByRole("complementary").elements()).toHaveLength(0);
    expect(calls.some((call) => call.name === "getDashboardTransactions")).toBe(false);
    // A real double-click at the cell's place: two clicks, the second where the first was.
    await cell.dblClick();
    const input = screen.getByRole("textbox", { name: `Prévision de Salaires pour ${december}` });
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    // The details open on their own action, beside the grid.
    await screen.getByRole("button", { name: "Détail de la cellule" }).click();
    await expect
      .element(screen.getByRole("complementary", { name: `Salaires · ${december}` }))
      .toBeInTheDocument();
  });

  it("sends a forecast typed in a cell as one edit: the cell, what it showed and what was typed", async () => {
    const { screen, calls } = await renderDashboard({
      ...handlers(),
      editForecastCell: () => ({ outcome: "saved" }),
    });
    const cell = screen.getByRole("gridcell", { name: new RegExp(`^Salaires, ${december},`) });
    await expect.element(cell).toBeInTheDocument();
    (cell.element() as HTMLElement).focus();
    await userEvent.keyboard("{F2}");
    const input = screen.getByRole("textbox", { name: `Prévision de Salaires pour ${december}` });
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard("{Control>}a{/Control}-7 000,50{Enter}");
    await expect.poll(() => calls.some((call) => call.name === "editForecastCell")).toBe(true);
    // From −6 000,00 € to −7 000,50 € on the base scenario: the server plans the series (planCellEdit).
    expect(calls.filter((call) => call.name === "editForecastCell").map((call) => call.body)).toEqual([
      {
        companyId: 7,
        category_id: 20,
        granularity: "month",
        date: "2026-12-01",
        shown_cents: -600_000,
        target_cents: -700_050,
      },
    ]);
    // Saved: the table is read again.
    await expect
      .poll(() => calls.filter((call) => call.name === "getDashboardChartData").length)
      .toBeGreaterThan(1);
  });

  it("refuses a typed text that is not an amount, and sends nothing", async () => {
    const { screen, calls } = await renderDashboard({
      ...handlers(),
      editForecastCell: () => ({ outcome: "saved" }),
    });
    const cell = screen.getByRole("gridcell", { name: new RegExp(`^Salaires, ${december},`) });
    await expect.element(cell).toBeInTheDocument();
    await cell.dblClick();
    await userEvent.keyboard("{Control>}a{/Control}douze{Enter}");
    await expect.element(screen.getByRole("alert")).toHaveTextContent("Saisissez un montant");
    expect(calls.some((call) => call.name === "editForecastCell")).toBe(false);
  });

  it("reads the mode from the URL and lets a viewer without edit_forecast only look", async () => {
    const { screen } = await renderDashboard(handlers(), { url: "/dashboard?mode=variance", canEdit: false });
    await expect
      .element(screen.getByRole("gridcell", { name: `Ventes, ${december}, Écart : ${euros(-1_000_000)}` }))
      .toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Nouveau scénario" })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole("button", { name: "Importer des prévisions" }))
      .not.toBeInTheDocument();
  });

  it("compares scenarios on the chart and shows the event groups of the shown scenario", async () => {
    const { screen, calls, router } = await renderDashboard(handlers());
    // react-aria draws the box over its visually hidden input.
    await screen.getByRole("checkbox", { name: "Embauche" }).click({ force: true });
    await expect.poll(() => router.state.location.search).toBe("?compare=2");
    await expect
      .poll(() => calls.filter((call) => call.name === "getDashboardChartData").at(-1)?.body.scenarioIds)
      .toEqual([1, 2]);
    const chart = screen.getByTestId("cash-flow-chart");
    await expect.element(chart.getByRole("columnheader", { name: /Embauche/ })).toBeInTheDocument();

    await screen.getByRole("button", { name: /Scénario/ }).click();
    await screen.getByRole("option", { name: "Embauche" }).click();
    await expect.poll(() => router.state.location.search).toBe("?scenario=2");
    await expect.element(screen.getByRole("switch", { name: "recrutement (2 événements)" })).toBeChecked();
    await expect.element(screen.getByTestId("end-balance")).toHaveTextContent(flat(euros(1_360_000)));
  });

  it("keeps the chosen scenario when /dashboard is opened again without it, and names it in the series panel", async () => {
    const { screen, router } = await renderDashboard(handlers());
    await screen.getByRole("button", { name: /Scénario/ }).click();
    await screen.getByRole("option", { name: "Embauche" }).click();
    await expect.poll(() => router.state.location.search).toBe("?scenario=2");
    await screen.getByRole("button", { name: "Séries et événements" }).click();
    await expect.element(screen.getByTestId("side-panel-subtitle")).toHaveTextContent("Scénario : Embauche");
    // Away and back through the menu (a link without the query): the scenario comes back into the URL.
    await router.navigate("/elsewhere");
    await router.navigate("/dashboard");
    await expect.poll(() => router.state.location.search).toBe("?scenario=2");
    await expect.element(screen.getByTestId("end-balance")).toHaveTextContent(flat(euros(1_360_000)));
    // Choosing the base again forgets it.
    await screen.getByRole("button", { name: /Scénario/ }).click();
    await screen.getByRole("option", { name: "Base" }).click();
    await expect.poll(() => router.state.location.search).toBe("");
    await router.navigate("/elsewhere");
    await router.navigate("/dashboard");
    await expect.element(screen.getByTestId("end-balance")).toHaveTextContent(flat(euros(1_660_000)));
    expect(router.state.location.search).toBe("");
  });

  it("sets the threshold in the user's format, and refuses a text that is not an amount without sending it", async () => {
    const { screen, calls } = await renderDashboard({
      ...handlers(),
      setThreshold: (body) => ({ threshold_cents: body.threshold_cents }),
    });
    await screen.getByRole("button", { name: "Modifier le seuil" }).click();
    const dialog = screen.getByRole("dialog", { name: "Seuil de trésorerie" });
    const field = dialog.getByRole("textbox", { name: "Seuil" });
    await expect.element(field).toHaveValue("10000");
    await field.fill("douze");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .element(dialog.getByText("Saisissez un montant, par exemple 10 000 ou -2 500,50."))
      .toBeInTheDocument();
    await expect.element(field).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.name === "setThreshold")).toBe(false);
    await field.fill("12 500,50");
    await userEvent.keyboard("{Enter}");
    await expect
      .poll(() => calls.find((call) => call.name === "setThreshold")?.body)
      .toEqual({ companyId: 7, threshold_cents: 1_250_050 });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it("creates, activates and compares with a backup: the actual against the backup's forecast", async () => {
    const backups = [
      {
        id: 4,
        name: "Budget 2026",
        scenario_id: 1,
        status: "inactive" as "active" | "inactive",
        created_at: "2026-10-01T08:00:00.000Z",
      },
    ];
    const data = dashboardFixture();
    const withBackup = {
      ...data,
      backup_id: 4,
      scenarios: data.scenarios.map((figures) => ({
        ...figures,
        rows: figures.rows.map((row) => ({
          ...row,
          expected: row.id === "20" ? [-500_000, -500_000, -700_000] : null,
        })),
      })),
    };
    const { screen, calls, router } = await renderDashboard({
      ...handlers(),
      getBackupList: () => ({ backups }),
      createBackup: (body) => {
        const backup = {
          id: 5,
          name: String(body.name),
          scenario_id: 2,
          status: "inactive" as const,
          created_at: "2026-11-21T09:00:00.000Z",
        };
        backups.unshift(backup);
        return { backup };
      },
      setBackupStatus: (body) => {
        for (const backup of backups) backup.status = backup.id === body.backupId ? "active" : "inactive";
        return { backups };
      },
      getDashboardChartData: (body) => ({
        ...chartHandler(body.backupId === 4 ? withBackup : data)(body),
        backup_id: body.backupId === 4 ? 4 : null,
      }),
    });
    await screen.getByRole("button", { name: "Sauvegardes" }).click();
    const dialog = screen.getByRole("dialog", { name: "Sauvegardes du prévisionnel" });
    await dialog.getByRole("textbox", { name: /Nom de la sauvegarde/ }).fill("Plan embauche");
    // By keyboard (a select's list inside a dialog is helper h1's item 2 of the issue for the mouse).
    (dialog.getByRole("button", { name: /Scénario sauvegardé/ }).element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(screen.getByRole("option", { name: "Embauche" })).toBeInTheDocument();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect
      .element(dialog.getByRole("button", { name: /Scénario sauvegardé/ }))
      .toHaveTextContent(/Embauche/);
    await dialog.getByRole("button", { name: "Créer la sauvegarde" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "createBackup")?.body)
      .toEqual({ companyId: 7, name: "Plan embauche", scenarioId: 2 });
    await expect.element(dialog.getByText(/^Plan embauche · Embauche ·/)).toBeInTheDocument();

    await dialog.getByRole("button", { name: "Activer Budget 2026" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "setBackupStatus")?.body)
      .toEqual({ companyId: 7, backupId: 4, status: "active" });
    await expect.element(dialog.getByRole("button", { name: "Désactiver Budget 2026" })).toBeInTheDocument();
    await expect.element(dialog.getByText("Active", { exact: true })).toBeInTheDocument();

    await dialog.getByRole("button", { name: "Réel / attendu Budget 2026" }).click();
    await expect.poll(() => router.state.location.search).toBe("?mode=expectedVariance&backup=4");
    await expect
      .element(screen.getByTestId("compared-backup"))
      .toHaveTextContent("Comparaison avec la sauvegarde « Budget 2026 »");
    // Salaires in December: nothing booked yet against −7 000,00 € expected.
    await expect
      .element(
        screen.getByRole("gridcell", { name: `Salaires, ${december}, Réel − attendu : ${euros(700_000)}` }),
      )
      .toBeInTheDocument();
    // October: −6 000,00 € booked against −5 000,00 € expected.
    await expect
      .element(
        screen.getByRole("gridcell", {
          name: `Salaires, ${periodLabel("2026-10", "fr-FR")}, Réel − attendu : ${euros(-100_000)}`,
        }),
      )
      .toBeInTheDocument();
  });

  it("writes a week's header in full in the 13-week view", async () => {
    const data = dashboardFixture();
    const weeks = {
      ...data,
      granularity: "week" as const,
      periods: [
        { key: "2026-W46", start: "2026-11-09", end: "2026-11-15", tense: "past" as const },
        { key: "2026-W47", start: "2026-11-16", end: "2026-11-22", tense: "current" as const },
        { key: "2026-W48", start: "2026-11-23", end: "2026-11-29", tense: "future" as const },
      ],
    };
    const { screen } = await renderDashboard(
      { ...handlers(), getDashboardChartData: chartHandler(weeks) },
      {
        url: "/dashboard?granularity=week",
      },
    );
    const grid = screen.getByRole("treegrid");
    await expect.element(grid).toBeInTheDocument();
    await expect.element(screen.getByRole("columnheader", { name: /S48/ })).toBeInTheDocument();
    const headers = [...grid.element().querySelectorAll<HTMLElement>("thead th")].slice(1);
    expect(headers.map((header) => header.textContent?.trim())).toContain("S48 · 23/11/2026");
    for (const header of headers) expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  });

  it("offers no new scenario once the plan's limit (besides the base) is reached: the unlock popup says why", async () => {
    const { screen, calls } = await renderDashboard({
      ...handlers(),
      getScenarios: () => ({ ...fixtureScenarios(), max_scenarios: 1 }),
    });
    const create = screen.getByRole("button", { name: "Nouveau scénario" });
    await expect.element(create).toHaveAttribute("aria-disabled", "true");
    // aria-disabled, not disabled: the browser still delivers a click (Playwright's actionability waits).
    await create.click({ force: true });
    // Spec 000 §6: the max reached gives an unlock event (paywall "scenario number").
    await expect.poll(() => appStore.getState().popup).toEqual({ id: "unlockFeature", feature: "scenarios" });
    await expect.element(screen.getByRole("textbox", { name: /Nom du scénario/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.name === "createScenario")).toBe(false);
  });

  it("creates a scenario and shows it", async () => {
    const created = {
      id: 3,
      company_id: 7,
      name: "Prudent",
      is_base: false,
      color: null,
      disabled_group_ids: [],
      events: [],
    };
    const { screen, calls, router } = await renderDashboard({
      ...handlers(),
      createScenario: () => ({ scenario: created }),
    });
    await screen.getByRole("button", { name: "Nouveau scénario" }).click();
    await screen.getByRole("textbox", { name: /Nom du scénario/ }).fill("Prudent");
    await screen.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "createScenario")?.body)
      .toEqual({
        companyId: 7,
        scenario: { name: "Prudent" },
      });
    await expect.poll(() => router.state.location.search).toBe("?scenario=3");
  });

  it("exports the workbook as a job, showing its progress, with the secondary auth header", async () => {
    let done = false;
    const file = {
      filename: "tableau.xlsx",
      content_type: "application/octet-stream",
      content_base64: "UEsDBA==",
    };
    const jobId = "6f1c8a4e-2d0b-4c55-9a51-3e5f7c1d2b90";
    const { screen, calls } = await renderDashboard({
      ...handlers(),
      exportDashboardXLSX: () => ({ jobId, trackId: null }),
      getDashboardJob: () =>
        done
          ? {
              id: jobId,
              kind: "dashboardExport",
              status: "done",
              progress: 100,
              trackId: null,
              result: file,
              error: null,
            }
          : {
              id: jobId,
              kind: "dashboardExport",
              status: "running",
              progress: 40,
              trackId: null,
              result: null,
              error: null,
            },
    });
    await screen.getByRole("button", { name: "Exporter en Excel" }).click();
    const progress = screen.getByRole("progressbar", { name: "Export en cours…" });
    await expect.element(progress).toHaveAttribute("aria-valuenow", "40");
    await expect.element(screen.getByRole("button", { name: "Exporter en Excel" })).toBeDisabled();
    done = true;
    await expect.element(screen.getByRole("progressbar")).not.toBeInTheDocument();
    const exported = calls.find((call) => call.name === "exportDashboardXLSX");
    expect(exported?.headers.get("x-auth-token")).toBe("token-1");
    expect(exported?.body).toMatchObject({ companyId: 7, granularity: "month", scenarioIds: [1] });
    const polled = calls.find((call) => call.name === "getDashboardJob");
    expect(polled?.headers.get("x-auth-token")).toBe("token-1");
    expect(polled?.body).toEqual({ companyId: 7, jobId });
  });

  it("switches to the 13-week view through the URL", async () => {
    const { screen, calls, router } = await renderDashboard(handlers(), {
      url: "/dashboard?from=2026-01-01&to=2026-06-30",
    });
    await screen.getByRole("radio", { name: "13 semaines" }).click({ force: true });
    // A range chosen by month means little by week: back to the default window.
    await expect.poll(() => router.state.location.search).toBe("?granularity=week");
    await expect
      .poll(() => calls.filter((call) => call.name === "getDashboardChartData").at(-1)?.body)
      .toEqual({ companyId: 7, granularity: "week", scenarioIds: [1] });
  });

  it("imports a forecast template sent in chunks as a job, and refuses a file that is not a workbook", async () => {
    const uploadId = "0b5e2f4a-7c1d-4e8b-9f3a-6d2c1b0a9e87";
    const jobId = "9d3b7e1c-5a2f-4c8d-8e6b-1f0a2c3d4e5f";
    const { screen, calls } = await renderDashboard({
      ...handlers(),
      uploadFileChunk: () => ({ uploadId, received_bytes: 4, complete: true }),
      importDashboardXLSX: () => ({ jobId, trackId: null }),
      getDashboardJob: () => ({
        id: jobId,
        kind: "dashboardImport",
        status: "done",
        progress: 100,
        trackId: null,
        result: { imported: 12, replaced: 3 },
        error: null,
      }),
    });
    const input = screen.getByTestId("dashboard-import-input");
    await expect.element(screen.getByRole("button", { name: "Importer des prévisions" })).toBeInTheDocument();
    await userEvent.upload(input, new File(["a;b"], "forecast.csv", { type: "text/csv" }));
    expect(calls.some((call) => call.name === "uploadFileChunk")).toBe(false);
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const chartsBefore = calls.filter((call) => call.name === "getDashboardChartData").length;
    await userEvent.upload(input, new File([bytes], "prévisionnel.xlsx"));
    await expect
      .poll(() => calls.find((call) => call.name === "importDashboardXLSX")?.body)
      .toEqual({ companyId: 7, scenarioId: 1, uploadId });
    expect(calls.find((call) => call.name === "uploadFileChunk")?.body).toEqual({
      companyId: 7,
      purpose: "forecastTemplate",
      fileName: "prévisionnel.xlsx",
      totalBytes: 4,
      index: 0,
      data: "UEsDBA==",
    });
    // Once the job is done, the forecast is read again.
    const chartCalls = () => calls.filter((call) => call.name === "getDashboardChartData").length;
    await expect.poll(() => calls.some((call) => call.name === "getDashboardJob")).toBe(true);
    await expect.poll(chartCalls).toBeGreaterThan(chartsBefore);
  });

  it("guides a company without data instead of showing an empty grid", async () => {
    const empty = emptyDashboardFixture();
    const { screen } = await renderDashboard({ ...handlers(), getDashboardChartData: chartHandler(empty) });
    await expect
      .element(screen.getByRole("heading", { name: "Bienvenue ! Préparons votre prévisionnel" }))
      .toBeInTheDocument();
    await expect
      .element(screen.getByRole("link", { name: "Ajouter une banque" }))
      .toHaveAttribute("href", "/onboarding/add-bank");
    await expect
      .element(screen.getByRole("link", { name: "Importer un relevé" }))
      .toHaveAttribute("href", "/transactions");
    await expect
      .element(screen.getByRole("link", { name: "Créer les catégories" }))
      .toHaveAttribute("href", "/categories");
    expect(screen.container.querySelector("[role=treegrid]")).toBeNull();
    await screen.getByRole("button", { name: "Afficher le tableau vide" }).click();
    await expect.element(screen.getByRole("treegrid")).toBeInTheDocument();
  });
});

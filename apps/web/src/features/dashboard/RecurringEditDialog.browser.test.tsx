/**
 * A forecast typed in a cell that a recurring series feeds: the screen asks whether the change is for
 * this period only or for this period and the following, and sends the answer with the same edit (what
 * each answer does to the series is the domain's planCellEdit, tested there and on the server).
 */
import { periodLabel } from "@trezo/charts";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { dashboardHandlers, payrollSeries } from "../../testing/dashboard/dashboardHandlers";
import { renderDashboard } from "../../testing/dashboard/renderDashboard";

const december = periodLabel("2026-12", "fr-FR");

async function typeInSalariesOfDecember(screen: Awaited<ReturnType<typeof renderDashboard>>["screen"]) {
  const cell = screen.getByRole("gridcell", { name: new RegExp(`^Salaires, ${december},`) });
  await expect.element(cell).toBeInTheDocument();
  (cell.element() as HTMLElement).focus();
  await userEvent.keyboard("{F2}");
  // The cell shows −6 000,00 €: the payroll's occurrence. −6 500 makes it 500 € larger.
  await userEvent.keyboard("{Control>}a{/Control}-6 500{Enter}");
  const dialog = screen.getByRole("dialog", { name: "Modifier une série récurrente" });
  await expect.element(dialog).toBeInTheDocument();
  await expect.element(dialog).toHaveTextContent(/série « Paie » \(mensuel\)/);
  return dialog;
}

/** editForecastCell as the server answers it: the question first, then the change with the answer. */
function editForecastCell(body: Record<string, unknown>) {
  if (body.choice !== undefined) return { outcome: "saved" };
  return {
    outcome: "choice_needed",
    series: payrollSeries(),
    occurrence_cents: -600_000,
    delta_cents: -50_000,
  };
}

const edits = (calls: ReadonlyArray<{ name: string; body: unknown }>) =>
  calls.filter((call) => call.name === "editForecastCell").map((call) => call.body);

/** What the screen sends for the December cell of "Salaires" (−6 000,00 € shown, −6 500 typed). */
const DECEMBER_EDIT = {
  companyId: 7,
  category_id: 20,
  granularity: "month",
  date: "2026-12-01",
  shown_cents: -600_000,
  target_cents: -650_000,
};

describe("a forecast typed on a recurring series", () => {
  it("asks, then sends the same edit with the answer: this period and the following", async () => {
    const { screen, calls } = await renderDashboard({ ...dashboardHandlers(), editForecastCell });
    const dialog = await typeInSalariesOfDecember(screen);
    await expect.element(dialog).toHaveTextContent(/-6\s500,00\s€/);
    await dialog.getByRole("button", { name: "Cette période et les suivantes" }).click();
    await expect.poll(() => edits(calls)).toEqual([DECEMBER_EDIT, { ...DECEMBER_EDIT, choice: "following" }]);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it("asks, then sends the same edit with the answer: this period only", async () => {
    const { screen, calls } = await renderDashboard({ ...dashboardHandlers(), editForecastCell });
    const dialog = await typeInSalariesOfDecember(screen);
    await expect.element(dialog).toHaveTextContent(/l'écart de\s+-500,00\s+€/);
    await dialog.getByRole("button", { name: "Cette période seulement" }).click();
    await expect
      .poll(() => edits(calls))
      .toEqual([DECEMBER_EDIT, { ...DECEMBER_EDIT, choice: "thisPeriod" }]);
  });

  it("changes nothing when the question is cancelled", async () => {
    const { screen, calls } = await renderDashboard({ ...dashboardHandlers(), editForecastCell });
    const dialog = await typeInSalariesOfDecember(screen);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(edits(calls)).toEqual([DECEMBER_EDIT]);
  });
});

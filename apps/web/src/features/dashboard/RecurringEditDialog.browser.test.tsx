/**
 * A forecast typed in a cell that a recurring series feeds: the screen asks whether the change is for
 * this period only or for this period and the following, and saves accordingly (see recurringEdit).
 */
import { periodLabel } from "@trezo/charts";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { dashboardHandlers } from "./testing/dashboardHandlers";
import { renderDashboard } from "./testing/renderDashboard";

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

describe("a forecast typed on a recurring series", () => {
  it("changes the series from this period on: the original ends the day before, a copy carries the new amount", async () => {
    const { screen, calls } = await renderDashboard({
      ...dashboardHandlers(),
      create_cfs: (body) => ({ cfs: { ...(body.cfs as object), id: 77 }, event_id: null }),
      update_cfs: () => ({ cfs: null, event_id: null }),
    });
    const dialog = await typeInSalariesOfDecember(screen);
    await dialog.getByRole("button", { name: "Cette période et les suivantes" }).click();
    await expect.poll(() => calls.some((call) => call.name === "update_cfs")).toBe(true);
    const written = calls.filter((call) => call.name === "create_cfs" || call.name === "update_cfs");
    expect(written.map((call) => [call.name, call.body])).toEqual([
      [
        "create_cfs",
        {
          companyId: 7,
          cfs: {
            category_id: 20,
            label: "Paie",
            amount_cents: -650_000,
            frequency: "monthly",
            start: "2026-12-01",
            end: null,
            count: null,
            growth_rate_bp: null,
            vat_rate_bp: null,
            payment_delay_days: 0,
          },
        },
      ],
      ["update_cfs", { companyId: 7, cfsId: 5, cfs: { end: "2026-11-30" } }],
    ]);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it("keeps the series and adds the difference to this period only", async () => {
    const { screen, calls } = await renderDashboard({
      ...dashboardHandlers(),
      create_cfs: () => ({ cfs: null, event_id: null }),
    });
    const dialog = await typeInSalariesOfDecember(screen);
    await expect.element(dialog).toHaveTextContent(/l'écart de\s+-500,00\s+€/);
    await dialog.getByRole("button", { name: "Cette période seulement" }).click();
    await expect
      .poll(() => calls.find((call) => call.name === "create_cfs")?.body)
      .toEqual({
        companyId: 7,
        cfs: {
          category_id: 20,
          label: "Saisie du tableau de bord",
          amount_cents: -50_000,
          frequency: "once",
          start: "2026-12-01",
        },
      });
    expect(calls.some((call) => call.name === "update_cfs")).toBe(false);
  });

  it("changes nothing when the question is cancelled", async () => {
    const { screen, calls } = await renderDashboard({
      ...dashboardHandlers(),
      create_cfs: () => ({ cfs: null, event_id: null }),
    });
    const dialog = await typeInSalariesOfDecember(screen);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(calls.some((call) => call.name === "create_cfs" || call.name === "update_cfs")).toBe(false);
  });
});

import { lightTheme, vars } from "@trezo/ui/theme";
import type { CSSProperties } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { frenchSmeCashFlow } from "../fixtures/frenchSme";
import { cssVariableName } from "../theme/chartTheme";
import { resolvedColor } from "../theme/testing";
import { CashFlowChart } from "./CashFlowChart";

const scenarios = frenchSmeCashFlow({
  startMonth: "2026-01",
  months: 12,
  currentMonth: "2026-06",
  scenarios: 3,
});
const brand = { [cssVariableName(vars.color.accent) as string]: "#aa3377" } as CSSProperties;

async function renderChart(props: Partial<Parameters<typeof CashFlowChart>[0]> = {}, style?: CSSProperties) {
  return render(
    <div className={lightTheme} style={{ width: 900, ...style }}>
      <CashFlowChart scenarios={scenarios} locale="fr-FR" threshold={2_500_000} today="2026-06" {...props} />
    </div>,
  );
}

describe("CashFlowChart", () => {
  it("is a named figure whose hidden table gives every period in French money format", async () => {
    const screen = await renderChart();
    const figure = screen.getByRole("figure", {
      name: "Trésorerie : encaissements, décaissements et solde par période",
    });
    await expect.element(figure).toBeInTheDocument();
    const table = screen.getByRole("table");
    await expect.element(table).toHaveAccessibleName(/^Données du graphique/);
    const rows = table.element().querySelectorAll("tbody tr");
    expect(rows).toHaveLength(12);
    const june = [...rows].find((row) => row.textContent?.includes("(Aujourd'hui)"));
    expect(june?.querySelector("th")?.textContent).toMatch(/juin 2026/);
    expect(june?.textContent).toMatch(/\d[\s\u202f]\d{3},\d{2}\s€/);
    expect(table.element().querySelector("thead")?.textContent).toContain("Perte du contrat traiteur");
  });

  it("signs expense in its data table as the dashboard's table does, and draws each scenario in its own colour", async () => {
    const screen = await renderChart();
    const table = screen.getByRole("table");
    await expect.element(table).toBeInTheDocument();
    const rows = [...table.element().querySelectorAll("tbody tr")];
    const expenses = rows.map((row) => row.querySelectorAll("td")[2]?.textContent ?? "");
    expect(expenses.every((text) => /^[-\u2212]/.test(text))).toBe(true);
    const figure = screen.getByTestId("cash-flow-chart").element();
    await expect.poll(() => figure.querySelectorAll(".recharts-line-curve").length).toBeGreaterThanOrEqual(4);
    const strokes = [...figure.querySelectorAll(".recharts-line-curve")].map((line) =>
      line.getAttribute("stroke"),
    );
    // The shown scenario's solid and dashed lines share the accent; each compared scenario has its own colour.
    const [actualLine, forecastLine, ...compared] = strokes;
    expect(forecastLine).toBe(actualLine);
    expect(new Set([actualLine, ...compared]).size).toBe(1 + compared.length);
  });

  it("puts round amounts on both axes", async () => {
    const screen = await renderChart();
    const figure = screen.getByTestId("cash-flow-chart").element();
    await expect
      .poll(() => figure.querySelectorAll(".recharts-yAxis .recharts-cartesian-axis-tick").length)
      .toBeGreaterThan(6);
    for (const axis of figure.querySelectorAll(".recharts-yAxis")) {
      const positions = [...axis.querySelectorAll(".recharts-cartesian-axis-tick-line")].map((line) =>
        Number(line.getAttribute("y1")),
      );
      const gaps = positions.slice(1).map((y, index) => Math.round(Math.abs(y - (positions[index] ?? 0))));
      // Evenly spaced ticks from a round step (niceTicks): every gap the same.
      expect(new Set(gaps).size).toBe(1);
      const labels = [...axis.querySelectorAll(".recharts-cartesian-axis-tick-value")].map(
        (text) => text.textContent ?? "",
      );
      // Compact and round: "25 k €", "-50 k €", "1,5 M €", never "12,3 k €" next to "24,7 k €".
      expect(
        labels.every((label) =>
          /^[-\u2212]?\d+(,\d)?\s?(k|M|Md)?\s?€$/.test(label.replace(/[\s\u202f\u00a0]+/g, " ")),
        ),
      ).toBe(true);
    }
  });

  it("draws bars per period, lighter in forecast periods, and the theme's accent for the balance", async () => {
    const screen = await renderChart();
    const figure = screen.getByTestId("cash-flow-chart").element();
    await expect
      .poll(() => figure.querySelectorAll(".recharts-bar-rectangle path").length)
      .toBeGreaterThanOrEqual(24);
    const opacities = [...figure.querySelectorAll(".recharts-bar-rectangle path")].map((bar) =>
      bar.getAttribute("fill-opacity"),
    );
    expect(opacities.filter((opacity) => opacity === "0.35").length).toBe(12);
    const line = figure.querySelector(".recharts-line-curve");
    expect(line?.getAttribute("stroke")).toBe(resolvedColor(figure, vars.color.accent));
    expect(figure.querySelector(".recharts-bar-rectangle path")?.getAttribute("fill")).toBe(
      resolvedColor(figure, vars.color.success),
    );
  });

  it("follows a brand colour set on an ancestor", async () => {
    const screen = await renderChart({}, brand);
    const figure = screen.getByTestId("cash-flow-chart").element();
    await expect
      .poll(() => figure.querySelector(".recharts-line-curve")?.getAttribute("stroke"))
      .toBe("#aa3377");
  });

  it("marks today, draws the threshold and highlights the periods below it", async () => {
    const screen = await renderChart({ threshold: 5_000_000 });
    const figure = screen.getByTestId("cash-flow-chart").element();
    await expect.poll(() => figure.querySelectorAll(".trezo-below-threshold").length).toBeGreaterThan(0);
    expect(figure.textContent).toContain("Aujourd'hui");
    expect(figure.textContent).toMatch(/Seuil 50[\s\u202f]000,00\s€/);
    const below = [...figure.querySelectorAll("tbody tr")].filter(
      (row) => row.lastElementChild?.textContent === "✓",
    );
    expect(below.length).toBeGreaterThan(0);
  });

  it("shows actual, forecast and variance on hover", async () => {
    const screen = await renderChart();
    const figure = screen.getByTestId("cash-flow-chart").element();
    await expect.poll(() => figure.querySelectorAll(".recharts-bar-rectangle").length).toBeGreaterThan(0);
    // The second income bar: an actual month, so all three figures are known.
    const secondBar = figure.querySelectorAll(".recharts-bar-rectangle")[1] as SVGElement;
    await userEvent.hover(secondBar);
    const tooltip = screen.getByTestId("cash-flow-tooltip");
    await expect.element(tooltip).toBeVisible();
    expect(tooltip.element().textContent).toContain("Réel");
    expect(tooltip.element().textContent).toContain("Prévisionnel");
    expect(tooltip.element().textContent).toContain("Écart");
    expect(tooltip.element().textContent).toMatch(/[+-]\d/);
  });

  it("formats money for the locale", async () => {
    const screen = await renderChart({ locale: "en-GB" });
    await expect
      .element(screen.getByRole("figure", { name: "Cash flow: cash in, cash out and balance per period" }))
      .toBeInTheDocument();
    expect(screen.getByRole("table").element().textContent).toMatch(/€\d{1,3}(,\d{3})*\.\d{2}/);
  });

  it("says there is nothing to show when there is no period", async () => {
    const screen = await renderChart({ scenarios: [] });
    await expect.element(screen.getByText("Aucune donnée à afficher")).toBeVisible();
    expect(screen.getByTestId("cash-flow-chart").element().querySelector("svg, table")).toBeNull();
  });
});

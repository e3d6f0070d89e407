import { lightTheme } from "@trezo/ui/theme";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { ActualVsForecastChart } from "./ActualVsForecastChart";

describe("ActualVsForecastChart", () => {
  it("gives actual, forecast and signed variance per period, and nothing actual for future periods", async () => {
    const screen = await render(
      <div className={lightTheme} style={{ width: 700 }}>
        <ActualVsForecastChart
          locale="fr-FR"
          periods={[
            { key: "2026-10", actual: 1_250_000, forecast: 1_000_000 },
            { key: "2026-11", actual: 800_000, forecast: 1_000_000 },
            { key: "2026-12", actual: undefined, forecast: 1_500_000 },
          ]}
        />
      </div>,
    );
    await expect
      .element(screen.getByRole("figure", { name: "Réel et prévisionnel par période" }))
      .toBeInTheDocument();
    const cells = [...screen.getByRole("table").element().querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent?.replace(/[\s\u202f]/g, " ")),
    );
    expect(cells).toEqual([
      ["oct. 2026", "12 500,00 €", "10 000,00 €", "+2 500,00 €"],
      ["nov. 2026", "8 000,00 €", "10 000,00 €", "-2 000,00 €"],
      ["déc. 2026", "—", "15 000,00 €", "—"],
    ]);
    const figure = screen.getByTestId("actual-vs-forecast-chart").element();
    await expect.poll(() => figure.querySelectorAll(".recharts-bar-rectangle").length).toBe(5);
  });
});

import { lightTheme, vars } from "@trezo/ui/theme";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { frenchSmeDailyBalances } from "../fixtures/frenchSme";
import { resolvedColor } from "../theme/testing";
import { IndicatorChart } from "./IndicatorChart";

describe("IndicatorChart", () => {
  it("draws in the default indicator colour and formats percentages", async () => {
    const screen = await render(
      <div className={lightTheme} style={{ width: 600 }}>
        <IndicatorChart
          indicatorName="Marge brute"
          unit="percent"
          locale="fr-FR"
          points={[
            { key: "2026-09", value: 68.4 },
            { key: "2026-10", value: 71 },
          ]}
        />
      </div>,
    );
    await expect.element(screen.getByRole("figure", { name: "Indicateur Marge brute" })).toBeInTheDocument();
    const figure = screen.getByTestId("indicator-chart").element();
    await expect
      .poll(() => figure.querySelector(".recharts-area-curve")?.getAttribute("stroke"))
      .toBe("#30CE8F");
    expect(resolvedColor(figure, vars.color.indicator)).toBe("#30CE8F");
    expect(
      screen
        .getByRole("table")
        .element()
        .querySelector("tbody")
        ?.textContent?.replace(/[\s\u202f]/g, " "),
    ).toBe("sept. 202668,4 %oct. 202671 %");
  });

  it("downsamples a five-year daily series to maxPoints, keeping the first and last day", async () => {
    const points = frenchSmeDailyBalances().map((point) => ({ key: point.date, value: point.balance }));
    const screen = await render(
      <IndicatorChart
        indicatorName="Trésorerie"
        unit="money"
        locale="fr-FR"
        points={points}
        maxPoints={300}
        color="#884400"
      />,
    );
    const rows = screen.getByRole("table").element().querySelectorAll("tbody tr");
    expect(rows).toHaveLength(300);
    expect(rows[0]?.querySelector("th")?.textContent).toBe("22/11/2021");
    expect(rows[299]?.querySelector("th")?.textContent).toBe("21/11/2026");
  });
});

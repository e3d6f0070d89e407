import { lightTheme, vars } from "@trezo/ui/theme";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { resolvedColor } from "../theme/testing";
import { Sparkline } from "./Sparkline";

const points = (values: number[]) =>
  values.map((value, day) => ({ key: `2026-11-${String(day + 1).padStart(2, "0")}`, value }));

describe("Sparkline", () => {
  it("is named after its series and drawn in the accent when rising, the expense colour when falling", async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Sparkline seriesName="Qonto" locale="fr-FR" points={points([100, 300, 200, 500])} />
        <Sparkline seriesName="LCL" locale="fr-FR" points={points([500, 100])} />
      </div>,
    );
    await expect.element(screen.getByRole("figure", { name: "Évolution de Qonto" })).toBeInTheDocument();
    const [rising, falling] = screen.getByTestId("sparkline").elements();
    await expect
      .poll(() => rising?.querySelector(".recharts-line-curve")?.getAttribute("stroke"))
      .toBe(resolvedColor(rising as Element, vars.color.accent));
    expect(falling?.querySelector(".recharts-line-curve")?.getAttribute("stroke")).toBe(
      resolvedColor(falling as Element, vars.color.danger),
    );
    expect(rising?.querySelector("tbody tr td")?.textContent?.replace(/[\s\u202f]/g, " ")).toBe("1,00 €");
    expect(rising?.getBoundingClientRect().width).toBe(120);
  });
});

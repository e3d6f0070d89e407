import { lightTheme, vars } from "@trezo/ui/theme";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { resolvedColor } from "../theme/testing";
import { CategoryBreakdownChart } from "./CategoryBreakdownChart";

describe("CategoryBreakdownChart", () => {
  it("draws one slice per category with an amount, the total in the centre and shares in the table", async () => {
    const screen = await render(
      <div className={lightTheme} style={{ width: 600 }}>
        <CategoryBreakdownChart
          locale="fr-FR"
          categories={[
            { id: "salaires", name: "Salaires", amount: 300_000 },
            { id: "loyer", name: "Loyer", amount: 100_000, color: "#123456" },
            { id: "rien", name: "Vide", amount: 0 },
          ]}
        />
      </div>,
    );
    const figure = screen.getByTestId("category-breakdown-chart").element();
    await expect.poll(() => figure.querySelectorAll(".recharts-pie-sector path").length).toBe(2);
    expect(
      [...figure.querySelectorAll(".recharts-pie-sector path")].map((path) => path.getAttribute("fill")),
    ).toEqual([resolvedColor(figure, vars.color.accent), "#123456"]);
    expect(figure.querySelector(".trezo-category-total")?.textContent?.replace(/[\s\u202f]/g, " ")).toBe(
      "4 000,00 €",
    );
    const rows = [...screen.getByRole("table").element().querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent?.replace(/[\s\u202f]/g, " ")),
    );
    expect(rows).toEqual([
      ["Salaires", "3 000,00 €", "75 %"],
      ["Loyer", "1 000,00 €", "25 %"],
    ]);
  });
});

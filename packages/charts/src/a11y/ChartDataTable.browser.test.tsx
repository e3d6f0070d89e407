import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { ChartDataTable } from "./ChartDataTable";

describe("ChartDataTable", () => {
  it("stays readable by screen readers without widening a narrow page", async () => {
    const columns = ["Période", ...Array.from({ length: 24 }, (_, index) => `Série ${index + 1}`)];
    const rows = Array.from({ length: 12 }, (_, month) => ({
      key: String(month),
      header: `Mois ${month + 1}`,
      cells: columns.slice(1).map(() => "-12 345 678,90 €"),
    }));
    const screen = await render(
      <div data-testid="page" style={{ width: 390, overflowX: "auto", position: "relative" }}>
        <ChartDataTable caption="Données du graphique" columns={columns} rows={rows} />
      </div>,
    );
    await expect.element(screen.getByRole("table", { name: "Données du graphique" })).toBeInTheDocument();
    const page = screen.getByTestId("page").element();
    expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  });
});

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { frenchSmeCashFlow } from "../fixtures/frenchSme";
import { ActualVsForecastChart } from "./ActualVsForecastChart";

const [base] = frenchSmeCashFlow({ scenarios: 1, startMonth: "2026-01", months: 12 });
const periods = (base?.periods ?? []).map((period) => ({
  key: period.key,
  actual: period.status === "forecast" ? undefined : period.income - period.expense,
  forecast:
    period.status === "forecast"
      ? period.income - period.expense
      : (period.forecastIncome ?? 0) - (period.forecastExpense ?? 0),
}));

const meta = {
  title: "charts/ActualVsForecastChart",
  component: ActualVsForecastChart,
  args: { periods },
} satisfies Meta<typeof ActualVsForecastChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Net cash flow of 2026: actual against the forecast of the backup, variance per month. */
export const NetCashFlow2026: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    await expect(within(table).getByRole("columnheader", { name: "Écart" })).toBeInTheDocument();
    await expect(within(table).getAllByRole("row")).toHaveLength(13);
  },
};

export const German: Story = { args: { locale: "de-DE" } };

/** The dark theme. */
export const DarkTheme: Story = { globals: { theme: "dark" } };

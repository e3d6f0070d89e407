import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FIXTURE_ACCOUNTS, frenchSmeDailyBalances } from "../fixtures/frenchSme";
import { BalanceByAccountChart } from "./BalanceByAccountChart";

const accounts = (days: number) =>
  FIXTURE_ACCOUNTS.map((account, accountIndex) => ({
    id: account.id,
    name: account.name,
    points: frenchSmeDailyBalances({ days, accountIndex }),
  }));

const meta = {
  title: "charts/BalanceByAccountChart",
  component: BalanceByAccountChart,
  args: { accounts: accounts(365), threshold: 2_000_000 },
} satisfies Meta<typeof BalanceByAccountChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One year of daily balances of the bakery's three accounts, stacked. */
export const OneYear: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table");
    await expect(
      within(table).getByRole("columnheader", { name: "LCL · livret entreprise" }),
    ).toBeInTheDocument();
    await expect(within(table).getByRole("rowheader", { name: "21/11/2026" })).toBeInTheDocument();
  },
};

/** Five years of daily balances (1,826 days), downsampled to 400 days. */
export const FiveYears: Story = {
  args: { accounts: accounts(1826) },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole("table")).getAllByRole("row")).toHaveLength(401);
  },
};

/** The dark theme. */
export const DarkTheme: Story = { globals: { theme: "dark" } };

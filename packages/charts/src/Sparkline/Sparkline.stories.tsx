import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { frenchSmeDailyBalances } from "../fixtures/frenchSme";
import { Sparkline } from "./Sparkline";

const lastQuarter = frenchSmeDailyBalances({ days: 90 }).map((point) => ({
  key: point.date,
  value: point.balance,
}));

const meta = {
  title: "charts/Sparkline",
  component: Sparkline,
  args: { seriesName: "Crédit Agricole · compte courant", points: lastQuarter },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 90 days of the current account, as shown in the bank list. */
export const AccountBalance: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("figure", { name: "Évolution de Crédit Agricole · compte courant" }),
    ).toBeInTheDocument();
    await expect(within(within(canvasElement).getByRole("table")).getAllByRole("row")).toHaveLength(61);
  },
};

/** A falling balance is drawn in the expense colour. */
export const Falling: Story = {
  args: {
    points: [12, 11, 11.5, 9, 8.2, 7, 6.4].map((euros, day) => ({
      key: `2026-11-${String(day + 10).padStart(2, "0")}`,
      value: euros * 100_000,
    })),
  },
};

/** The dark theme. */
export const DarkTheme: Story = { globals: { theme: "dark" } };

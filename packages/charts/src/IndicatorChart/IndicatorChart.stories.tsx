import type { Meta, StoryObj } from "@storybook/react-vite";
import { vars } from "@trezo/ui/theme";
import { expect, within } from "storybook/test";
import { frenchSmeDailyBalances, frenchSmeMarginIndicator } from "../fixtures/frenchSme";
import { resolvedColor } from "../theme/testing";
import { IndicatorChart } from "./IndicatorChart";

const meta = {
  title: "charts/IndicatorChart",
  component: IndicatorChart,
  args: {
    indicatorName: "Taux de marge brute",
    points: frenchSmeMarginIndicator(),
    unit: "percent",
  },
} satisfies Meta<typeof IndicatorChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A report indicator in the default colour #30CE8F. */
export const GrossMargin: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("figure", { name: "Indicateur Taux de marge brute" }),
    ).toBeInTheDocument();
    // The theme's indicator colour: #30CE8F unless a theme or brand changes it.
    const figure = canvasElement.querySelector("figure") as Element;
    await expect(canvasElement.querySelector(".recharts-area-curve")?.getAttribute("stroke")).toBe(
      resolvedColor(figure, vars.color.indicator),
    );
  },
};

/** Five years of daily cash, downsampled to 500 points. */
export const DailyCashFiveYears: Story = {
  args: {
    indicatorName: "Trésorerie disponible",
    unit: "money",
    color: "#3d5a80",
    points: frenchSmeDailyBalances().map((point) => ({ key: point.date, value: point.balance })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole("table")).getAllByRole("row")).toHaveLength(501);
  },
};

/** The partner theme. */
export const PartnerTheme: Story = { globals: { theme: "partner" } };

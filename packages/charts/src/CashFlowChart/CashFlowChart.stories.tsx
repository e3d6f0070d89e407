import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { frenchSmeCashFlow } from "../fixtures/frenchSme";
import { CashFlowChart } from "./CashFlowChart";

const meta = {
  title: "charts/CashFlowChart",
  component: CashFlowChart,
  args: {
    scenarios: frenchSmeCashFlow({ scenarios: 1 }),
    currency: "EUR",
    threshold: 4_000_000,
    today: "2026-11",
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CashFlowChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Boulangerie Martin SARL: 10 actual months, the current one, 13 forecast months, a 40 000 € threshold. */
export const BaseScenario: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("figure", { name: /^Trésorerie/ })).toBeInTheDocument();
    const table = canvas.getByRole("table");
    await expect(within(table).getAllByRole("row")).toHaveLength(25);
    await expect(
      within(table).getByRole("rowheader", { name: /nov\. 2026 \(Aujourd'hui\)/ }),
    ).toBeInTheDocument();
  },
};

/** Four scenarios overlaid: second shop, lost catering contract, apprentice. */
export const FourScenarios: Story = {
  args: { scenarios: frenchSmeCashFlow({ scenarios: 4 }) },
  play: async ({ canvasElement }) => {
    const headers = within(within(canvasElement).getByRole("table")).getAllByRole("columnheader");
    await expect(headers.map((header) => header.textContent)).toContain(
      "Solde de fin · Embauche d'un apprenti",
    );
  },
};

/** A high threshold: the periods ending below it are highlighted. */
export const BelowThreshold: Story = {
  args: { threshold: 6_500_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll(".trezo-below-threshold").length).toBeGreaterThan(0);
  },
};

/** The 13-week rolling view, labelled by the caller. */
export const ThirteenWeeks: Story = {
  args: {
    scenarios: [
      {
        id: "base",
        name: "Base",
        periods: Array.from({ length: 13 }, (_, week) => {
          const income = 1_050_000 + ((week * 7919) % 5) * 90_000;
          const expense = week % 4 === 3 ? 2_100_000 : 820_000;
          const endBalance = 4_200_000 + week * 180_000 - Math.floor((week + 1) / 4) * 1_280_000;
          return {
            key: `S${week + 47}`,
            label: `S${((week + 46) % 52) + 1}`,
            status:
              week < 2 ? ("actual" as const) : week === 2 ? ("current" as const) : ("forecast" as const),
            income,
            expense,
            forecastIncome: week <= 2 ? income - 40_000 : undefined,
            forecastExpense: week <= 2 ? expense + 25_000 : undefined,
            endBalance,
          };
        }),
      },
    ],
    today: "S49",
    threshold: 3_000_000,
  },
};

/** The same data for an English-speaking user: labels and money follow the locale. */
export const English: Story = {
  args: { locale: "en-GB" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("figure", { name: /^Cash flow/ })).toBeInTheDocument();
  },
};

/** A narrow container (mobile): the chart follows its width. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

/** The dark theme: every colour comes from the theme's variables. */
export const DarkTheme: Story = {
  args: { scenarios: frenchSmeCashFlow({ scenarios: 2 }) },
  globals: { theme: "dark" },
};

/** The partner theme with a saturated brand over it. */
export const PartnerSaturatedBrand: Story = { globals: { theme: "partner", brand: "saturated" } };

/** A very dark brand header over the light theme. */
export const VeryDarkBrand: Story = { globals: { brand: "veryDark" } };

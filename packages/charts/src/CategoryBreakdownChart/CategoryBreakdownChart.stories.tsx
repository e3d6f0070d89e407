import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FIXTURE_EXPENSE_CATEGORIES } from "../fixtures/frenchSme";
import { CategoryBreakdownChart } from "./CategoryBreakdownChart";

const meta = {
  title: "charts/CategoryBreakdownChart",
  component: CategoryBreakdownChart,
  args: { categories: FIXTURE_EXPENSE_CATEGORIES },
} satisfies Meta<typeof CategoryBreakdownChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** November's expenses of the bakery by category, the total in the centre. */
export const Expenses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("figure", { name: "Répartition par catégorie" })).toBeInTheDocument();
    await expect(canvasElement.querySelector(".trezo-category-total")?.textContent).toMatch(
      /^46[\s\u202f]430,00\s€$/,
    );
    await expect(
      within(canvas.getByRole("table")).getByRole("rowheader", { name: "Salaires" }),
    ).toBeInTheDocument();
  },
};

/** Categories with their own colours. */
export const CategoryColours: Story = {
  args: {
    categories: [
      { id: "ventes", name: "Ventes comptoir", amount: 3_820_000, color: "#2f7d4f" },
      { id: "traiteur", name: "Traiteur", amount: 850_000, color: "#9a5b13" },
      { id: "subventions", name: "Subventions", amount: 120_000, color: "#4b5fa8" },
    ],
  },
};

/** The dark theme. */
export const DarkTheme: Story = { globals: { theme: "dark" } };

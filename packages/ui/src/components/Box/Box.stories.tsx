import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "./Box";

const meta = { title: "ui/Layout/Box", component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Padding, background, radius and shadow all come from the theme's scales. */
export const Surface: Story = {
  args: {
    padding: "lg",
    background: "surface",
    borderRadius: "md",
    boxShadow: "md",
    children: "Solde prévisionnel",
  },
};

/** Responsive values: a column on phones, a row from tablets up. */
export const Responsive: Story = {
  args: {
    display: "flex",
    flexDirection: { mobile: "column", tablet: "row" },
    gap: "md",
    padding: "md",
    background: "surfaceSunken",
    children: [
      <Box key="a" padding="sm" background="surface" borderRadius="sm">
        Encaissements
      </Box>,
      <Box key="b" padding="sm" background="surface" borderRadius="sm">
        Décaissements
      </Box>,
    ],
  },
};

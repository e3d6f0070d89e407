import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "../Box/Box";
import { Stack } from "./Stack";

const items = ["Janvier", "Février", "Mars"].map((month) => (
  <Box key={month} padding="sm" background="surface" borderRadius="sm">
    {month}
  </Box>
));

const meta = { title: "ui/Layout/Stack", component: Stack, args: { children: items } } satisfies Meta<
  typeof Stack
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tight: Story = { args: { gap: "xs" } };
export const Centered: Story = { args: { align: "center", gap: "lg" } };

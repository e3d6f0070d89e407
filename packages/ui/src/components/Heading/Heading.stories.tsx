import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../Stack/Stack";
import { Heading } from "./Heading";

const meta = {
  title: "ui/Text/Heading",
  component: Heading,
  args: { level: 1, children: "Tableau de bord" },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Trésorerie</Heading>
      <Heading level={2}>Comptes bancaires</Heading>
      <Heading level={3}>Catégories</Heading>
      <Heading level={4}>Règles</Heading>
    </Stack>
  ),
};
export const SmallerThanItsLevel: Story = { args: { level: 2, size: 4, children: "Section discrète" } };

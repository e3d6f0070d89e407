import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { Text } from "../Text/Text";
import { Card } from "./Card";

const meta = {
  title: "ui/Display/Card",
  component: Card,
  args: {
    title: "Solde prévisionnel",
    children: (
      <Text size="lg" weight="bold" numeric>
        12 450,00 €
      </Text>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {};
export const Raised: Story = { args: { elevation: "raised" } };
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="small" variant="secondary">
        Détails
      </Button>
    ),
  },
};
export const Untitled: Story = { args: { title: undefined, children: <Text>Contenu libre</Text> } };

import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../Stack/Stack";
import { Text } from "./Text";

const meta = {
  title: "ui/Text/Text",
  component: Text,
  args: { children: "Le solde prévisionnel de fin de mois est de 12 450,00 €." },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: "muted", size: "sm" } };
export const Tones: Story = {
  render: () => (
    <Stack gap="xs">
      {(["default", "muted", "success", "danger", "warning", "info"] as const).map((tone) => (
        <Text key={tone} tone={tone} weight="medium">
          {tone} — 1 234,56 €
        </Text>
      ))}
    </Stack>
  ),
};
export const Truncated: Story = {
  render: (args) => (
    <div style={{ width: 180 }}>
      <Text {...args} truncate />
    </div>
  ),
};

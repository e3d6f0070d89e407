import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../Inline/Inline";
import { Stack } from "../Stack/Stack";
import { Text } from "../Text/Text";
import { Divider } from "./Divider";

const meta = { title: "ui/Layout/Divider", component: Divider } satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: () => (
    <Stack gap="sm">
      <Text>Encaissements</Text>
      <Divider />
      <Text>Décaissements</Text>
    </Stack>
  ),
};
export const Vertical: Story = {
  render: () => (
    <Inline gap="sm">
      <Text>Mois</Text>
      <Divider orientation="vertical" decorative={false} />
      <Text>Semaine</Text>
    </Inline>
  ),
};

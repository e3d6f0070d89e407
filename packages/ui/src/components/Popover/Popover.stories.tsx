import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { Text } from "../Text/Text";
import { Popover } from "./Popover";

const meta = {
  title: "ui/Overlays/Popover",
  component: Popover,
  args: {
    trigger: <Button variant="secondary">Détails</Button>,
    label: "Détails du solde",
    children: <Text size="sm">Solde au 21/11/2026 : 12 450,00 €</Text>,
  },
  decorators: [(Story) => <div style={{ minHeight: 160 }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Détails" }));
    await expect(await within(document.body).findByText(/Solde au/)).toBeVisible();
  },
};

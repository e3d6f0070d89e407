import type { Meta, StoryObj } from "@storybook/react-vite";
import { Info } from "lucide-react";
import { expect, userEvent, within } from "storybook/test";
import { IconButton } from "../IconButton/IconButton";
import { Tooltip } from "./Tooltip";

const meta = {
  title: "ui/Overlays/Tooltip",
  component: Tooltip,
  args: {
    content: "Solde des comptes à la date du jour",
    children: <IconButton label="Aide sur le solde" icon={<Info />} />,
  },
  decorators: [(Story) => <div style={{ padding: "48px 120px" }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const ShownOnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent("Solde des comptes");
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil, Trash2, X } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Inline } from "../Inline/Inline";
import { IconButton } from "./IconButton";

const meta = {
  title: "ui/Actions/IconButton",
  component: IconButton,
  args: { label: "Modifier", icon: <Pencil />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Modifier" }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Variants: Story = {
  render: () => (
    <Inline>
      <IconButton label="Fermer" icon={<X />} />
      <IconButton label="Modifier" icon={<Pencil />} variant="secondary" />
      <IconButton label="Supprimer" icon={<Trash2 />} variant="danger" />
      <IconButton label="Modifier (petit)" icon={<Pencil />} size="small" variant="primary" />
    </Inline>
  ),
};

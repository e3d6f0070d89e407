import type { Meta, StoryObj } from "@storybook/react-vite";
import { Archive, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { IconButton } from "../IconButton/IconButton";
import { Menu } from "./Menu";

const onAction = fn();

const meta = {
  title: "ui/Overlays/Menu",
  component: Menu,
  args: {
    label: "Actions du compte",
    trigger: <IconButton label="Actions du compte" icon={<MoreHorizontal />} variant="secondary" />,
    items: [
      { id: "edit", label: "Renommer", icon: <Pencil />, onAction },
      { id: "archive", label: "Archiver", icon: <Archive />, onAction, isDisabled: true },
      { id: "delete", label: "Supprimer", icon: <Trash2 />, tone: "danger", onAction },
    ],
  },
  decorators: [
    (Story) => <div style={{ minHeight: 180, display: "flex", justifyContent: "center" }}>{Story()}</div>,
  ],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Actions du compte" }));
    const menu = await within(document.body).findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Renommer" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(within(menu).getByRole("menuitem", { name: "Supprimer" })).toHaveFocus();
  },
};

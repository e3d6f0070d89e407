import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConfirmDialog } from "./ConfirmDialog";

const meta = {
  title: "ui/Overlays/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: "Supprimer la catégorie ?",
    children: "Les opérations de cette catégorie deviendront non catégorisées.",
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
export const Danger: Story = { args: { tone: "danger", confirmLabel: "Supprimer" } };
export const Busy: Story = { args: { tone: "danger", confirmLabel: "Supprimer", loading: true } };

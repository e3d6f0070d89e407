import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TypedConfirmDialog } from "./TypedConfirmDialog";

const meta = {
  title: "ui/Overlays/TypedConfirmDialog",
  component: TypedConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: "Supprimer la banque BNP ?",
    children: "Les comptes et leurs opérations seront supprimés définitivement.",
  },
} satisfies Meta<typeof TypedConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole("dialog");
    const confirm = within(dialog).getByRole("button", { name: "Supprimer" });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("textbox"), "supprimer");
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

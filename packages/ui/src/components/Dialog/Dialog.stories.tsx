import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { Dialog, type DialogProps } from "./Dialog";

function DialogDemo(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      <Dialog
        title="Ajouter une banque"
        description="Connectez un compte pour importer ses opérations."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button onClick={() => setOpen(false)}>Continuer</Button>
          </>
        }
        {...props}
        open={open}
        onOpenChange={setOpen}
      >
        <TextField label="Nom du compte" />
      </Dialog>
    </>
  );
}

const meta = {
  title: "ui/Overlays/Dialog",
  component: DialogDemo,
  args: { onEnter: fn() },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole("dialog", { name: "Ajouter une banque" });
    // The dialog starts in its first field; Enter there emits onEnter.
    await waitFor(() => expect(within(dialog).getByRole("textbox")).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
    // Enter does not close the dialog (its opacity may still be animating in: no visibility check).
    await expect(dialog).toBeInTheDocument();
  },
};
export const Small: Story = { args: { size: "small", title: "Renommer" } };
export const Large: Story = { args: { size: "large" } };
export const FullScreen: Story = { args: { fullScreen: "always", title: "Créer une société" } };
export const EscapeCloses: Story = {
  play: async () => {
    await within(document.body).findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await expect(within(document.body).queryByRole("dialog")).toBeNull();
  },
};

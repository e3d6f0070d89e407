import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TextField } from "./TextField";

const meta = {
  title: "ui/Fields/TextField",
  component: TextField,
  args: { label: "Nom de la société", onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole("textbox", { name: "Nom de la société" }), "Trezo");
    await expect(args.onChange).toHaveBeenLastCalledWith("Trezo");
  },
};
export const WithDescription: Story = {
  args: { label: "SIRET", description: "14 chiffres, sans espaces", placeholder: "12345678901234" },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { label: "SIRET", defaultValue: "123", errorMessage: "SIRET invalide." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
    await expect(within(canvasElement).getByText("SIRET invalide.")).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: "Trezo SAS" } };
export const Multiline: Story = { args: { label: "Commentaire", multiline: true } };

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./Button";

const meta = {
  title: "ui/Button",
  component: Button,
  args: { children: "Enregistrer", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Enregistrer" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Annuler" } };

export const Small: Story = { args: { size: "small", children: "Exporter" } };

export const Loading: Story = {
  args: { loading: true, children: "Export en cours" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Export en cours" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Ghost: Story = { args: { variant: "ghost", children: "Plus tard" } };

export const Danger: Story = { args: { variant: "danger", children: "Supprimer la banque" } };

export const Large: Story = { args: { size: "large", children: "Commencer" } };

export const Disabled: Story = { args: { disabled: true, children: "Indisponible" } };

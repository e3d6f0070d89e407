import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "ui/Fields/Checkbox",
  component: Checkbox,
  args: { children: "Inclure les opérations rapprochées", onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("checkbox"));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: "Tout sélectionner" } };
export const Invalid: Story = { args: { isInvalid: true, children: "J'accepte les conditions" } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

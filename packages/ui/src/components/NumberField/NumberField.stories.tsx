import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NumberField } from "./NumberField";

const meta = {
  title: "ui/Fields/NumberField",
  component: NumberField,
  args: { label: "Nombre de mois", onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 12 } };
export const WithSteppers: Story = {
  args: { defaultValue: 3, showSteppers: true, minValue: 1, maxValue: 36 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button")[1] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};
export const Percent: Story = {
  args: {
    label: "Taux de TVA",
    defaultValue: 0.2,
    formatOptions: { style: "percent", maximumFractionDigits: 1 },
  },
};
export const Invalid: Story = { args: { defaultValue: 0, errorMessage: "Au moins 1 mois" } };
export const Disabled: Story = { args: { defaultValue: 12, isDisabled: true } };

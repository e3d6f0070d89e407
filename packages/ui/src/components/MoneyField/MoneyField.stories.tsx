import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MoneyField } from "./MoneyField";

const meta = {
  title: "ui/Fields/MoneyField",
  component: MoneyField,
  args: { label: "Montant", onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 123456 } };
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Montant" });
    await userEvent.type(input, "99,9");
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(9990);
  },
};
export const Dollars: Story = { args: { label: "Amount (USD)", currency: "USD", defaultValue: 5000 } };
export const Invalid: Story = { args: { defaultValue: -100, errorMessage: "Le montant doit être positif" } };

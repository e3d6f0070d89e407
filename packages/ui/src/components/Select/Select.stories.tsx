import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Select } from "./Select";

const periods = [
  { id: "month", label: "Mois" },
  { id: "week", label: "Semaine (13 semaines glissantes)" },
  { id: "year", label: "Année", isDisabled: true },
];

const meta = {
  title: "ui/Fields/Select",
  component: Select,
  args: { label: "Période", options: periods, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { placeholder: "Choisir une période" } };
export const Chosen: Story = { args: { defaultValue: "week" } };
export const ChoosingWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button");
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await within(document.body).findByRole("listbox");
    await userEvent.click(within(listbox).getByRole("option", { name: "Semaine (13 semaines glissantes)" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("week");
  },
};
export const Invalid: Story = { args: { errorMessage: "Choisissez une période" } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: "month" } };

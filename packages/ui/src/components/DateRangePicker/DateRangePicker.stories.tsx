import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DateRangePicker } from "./DateRangePicker";

const meta = {
  title: "ui/Fields/DateRangePicker",
  component: DateRangePicker,
  args: { label: "Période", onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 120 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: { start: "2026-01-01", end: "2026-03-31" } } };
export const Invalid: Story = {
  args: { defaultValue: { start: "2026-01-01", end: "2026-03-31" }, errorMessage: "13 semaines au plus" },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: "2026-01-01", end: "2026-01-31" } },
};

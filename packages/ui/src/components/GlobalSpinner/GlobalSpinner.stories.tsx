import type { Meta, StoryObj } from "@storybook/react-vite";
import { GlobalSpinner } from "./GlobalSpinner";

const meta = {
  title: "ui/Feedback/GlobalSpinner",
  component: GlobalSpinner,
  args: { visible: true },
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof GlobalSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const CustomLabel: Story = { args: { label: "Import des opérations…" } };

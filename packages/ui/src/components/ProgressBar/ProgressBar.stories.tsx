import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProgressBar } from "./ProgressBar";

const meta = {
  title: "ui/Feedback/ProgressBar",
  component: ProgressBar,
  args: { label: "Import du relevé" },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = { args: { value: 64 } };
export const Complete: Story = { args: { value: 100 } };
/** Unknown duration: the bar moves (still in visual tests: animations are off there). */
export const Indeterminate: Story = { args: { value: undefined } };

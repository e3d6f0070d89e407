import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../Inline/Inline";
import { Skeleton } from "./Skeleton";

const meta = {
  title: "ui/Feedback/Skeleton",
  component: Skeleton,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };
export const Rectangle: Story = { args: { shape: "rectangle", height: 120 } };
export const Avatar: Story = {
  render: () => (
    <Inline>
      <Skeleton shape="circle" height={40} width={40} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
    </Inline>
  ),
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { Inline } from "./Inline";

const meta = {
  title: "ui/Layout/Inline",
  component: Inline,
  args: {
    children: [
      <Button key="a">Importer</Button>,
      <Button key="b" variant="secondary">
        Exporter
      </Button>,
    ],
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = { args: { justify: "space-between", width: "full" } };

import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Inline } from "../Inline/Inline";
import { Tag } from "./Tag";

const meta = { title: "ui/Display/Tag", component: Tag, args: { children: "Loyer" } } satisfies Meta<
  typeof Tag
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithColour: Story = { args: { color: "#30CE8F", children: "Ventes" } };
export const Removable: Story = {
  args: { onRemove: fn(), children: "BNP Paribas" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Masquer BNP Paribas" }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};
export const Group: Story = {
  render: () => (
    <Inline gap="xs">
      <Tag color="#e5484d">Charges</Tag>
      <Tag color="#3b9be8">TVA</Tag>
      <Tag color="#f59e0b">Fournisseurs</Tag>
    </Inline>
  ),
};

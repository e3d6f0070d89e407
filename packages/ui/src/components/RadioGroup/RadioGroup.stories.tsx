import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RadioGroup } from "./RadioGroup";

const meta = {
  title: "ui/Fields/RadioGroup",
  component: RadioGroup,
  args: {
    label: "Vue",
    options: [
      { id: "month", label: "Par mois" },
      { id: "week", label: "Par semaine" },
      { id: "day", label: "Par jour", isDisabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  args: { defaultValue: "month" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("radio", { name: "Par semaine" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("week");
  },
};
export const Horizontal: Story = { args: { orientation: "horizontal", defaultValue: "week" } };
export const Invalid: Story = { args: { errorMessage: "Choisissez une vue" } };

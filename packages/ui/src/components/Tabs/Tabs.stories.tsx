import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Text } from "../Text/Text";
import { Tabs } from "./Tabs";

const meta = {
  title: "ui/Navigation/Tabs",
  component: Tabs,
  args: {
    label: "Vues du tableau de bord",
    onSelectionChange: fn(),
    items: [
      { id: "actual", label: "Réalisé", content: <Text>Opérations rapprochées du mois.</Text> },
      { id: "forecast", label: "Prévisionnel", content: <Text>Prévisions des 12 prochains mois.</Text> },
      { id: "scenarios", label: "Scénarios", content: <Text>Aucun scénario.</Text>, isDisabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Prévisionnel" }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("forecast");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Prévisions des 12 prochains mois.");
  },
};
export const SecondSelected: Story = { args: { defaultSelectedId: "forecast" } };

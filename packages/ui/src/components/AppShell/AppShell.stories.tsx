import type { Meta, StoryObj } from "@storybook/react-vite";
import { Landmark, LayoutDashboard, Receipt, Settings, Tags } from "lucide-react";
import { expect, userEvent, within } from "storybook/test";
import { Card } from "../Card/Card";
import { Heading } from "../Heading/Heading";
import { Stack } from "../Stack/Stack";
import { Text } from "../Text/Text";
import { AppShell } from "./AppShell";

const navigation = [
  { id: "dashboard", label: "Tableau de bord", href: "#dashboard", icon: <LayoutDashboard /> },
  { id: "banks", label: "Banques", href: "#banks", icon: <Landmark /> },
  { id: "categories", label: "Catégories", href: "#categories", icon: <Tags /> },
  { id: "invoices", label: "Factures", href: "#invoices", icon: <Receipt /> },
  { id: "settings", label: "Paramètres", href: "#settings", icon: <Settings /> },
];

const meta = {
  title: "ui/Layout/AppShell",
  component: AppShell,
  parameters: { bleed: true },
  args: {
    productName: "Trezo",
    navigation,
    currentId: "dashboard",
    help: (
      <Text size="sm">Le tableau de bord compare le réalisé au prévisionnel, catégorie par catégorie.</Text>
    ),
    children: (
      <Stack>
        <Heading level={1}>Tableau de bord</Heading>
        <Card title="Solde prévisionnel">
          <Text size="lg" weight="bold" numeric>
            12 450,00 €
          </Text>
        </Card>
      </Stack>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Switch the brand fixture in the toolbar to see the header and menu colours follow. */
export const Desktop: Story = {};
export const HelpOpen: Story = { args: { helpOpen: true } };
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 375, height: 700, overflow: "hidden", position: "relative" }}>{Story()}</div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Ouvrir le menu" });
    await userEvent.click(toggle);
    await expect(canvas.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

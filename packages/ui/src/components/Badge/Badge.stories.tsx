import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../Inline/Inline";
import { Badge } from "./Badge";

const meta = { title: "ui/Display/Badge", component: Badge, args: { children: "Essai" } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Tones: Story = {
  render: () => (
    <Inline>
      <Badge>Brouillon</Badge>
      <Badge tone="accent">Nouveau</Badge>
      <Badge tone="success">Synchronisé</Badge>
      <Badge tone="danger">En erreur</Badge>
      <Badge tone="warning">À valider</Badge>
      <Badge tone="info">Essai</Badge>
    </Inline>
  ),
};

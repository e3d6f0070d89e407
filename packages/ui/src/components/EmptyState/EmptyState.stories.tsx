import type { Meta, StoryObj } from "@storybook/react-vite";
import { Landmark } from "lucide-react";
import { Button } from "../Button/Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "ui/Feedback/EmptyState",
  component: EmptyState,
  args: {
    title: "Aucune banque connectée",
    description: "Connectez votre première banque pour importer vos opérations et suivre votre trésorerie.",
    icon: <Landmark />,
    action: <Button>Ajouter une banque</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};
export const TextOnly: Story = { args: { icon: undefined, action: undefined, title: "Aucun résultat" } };

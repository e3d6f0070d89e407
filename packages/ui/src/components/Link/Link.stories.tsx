import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "./Link";

const meta = {
  title: "ui/Actions/Link",
  component: Link,
  args: { href: "#", children: "Voir toutes les opérations" },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = {
  args: { href: "https://trezo.fr/aide", external: true, children: "Centre d'aide" },
};

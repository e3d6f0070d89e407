import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { Banner } from "./Banner";

const meta = {
  title: "ui/Feedback/Banner",
  component: Banner,
  args: {
    markdown: "**Maintenance** le 30/11 de 22 h à 23 h. [En savoir plus](https://trezo.fr/statut)",
    onDismiss: fn(),
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = {
  args: { tone: "warning", markdown: "Votre essai se termine dans **3 jours**." },
};
export const Danger: Story = {
  args: { tone: "danger", markdown: "La synchronisation de *BNP Paribas* a échoué." },
};
export const Success: Story = { render: () => <Banner tone="success" markdown="Trezo a été mis à jour." /> };
/** Hostile input: raw HTML is skipped and `javascript:` links lose their URL. */
export const HostileMarkdown: Story = {
  args: {
    markdown:
      'Texte <img src=x onerror="alert(1)"> <script>alert(2)</script> [piège](javascript:alert(3)) ![img](https://x/y.png)',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("img, script")).toBeNull();
    await expect(canvasElement.querySelector("a")).toBeNull();
    await expect(canvas.getByText("piège")).toBeVisible();
  },
};

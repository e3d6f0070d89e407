import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { NotificationStack, useNotificationStack } from "./NotificationStack";
import type { Notification } from "./notifications";

const all: Notification[] = [
  { id: "1", tone: "success", message: "Les modifications ont été enregistrées." },
  { id: "2", tone: "error", message: "Veuillez vérifier votre saisie" },
  { id: "3", tone: "warning", message: "La synchronisation de la banque a échoué." },
  { id: "4", tone: "info", message: "Une nouvelle version est disponible." },
];

function Demo({ initial }: { initial: Notification[] }) {
  const { notifications, notify, dismiss } = useNotificationStack(initial);
  return (
    <>
      <Button
        onClick={() =>
          notify({ id: String(Date.now()), tone: "success", message: "Catégorie ajoutée", once: true })
        }
      >
        Notifier
      </Button>
      {/* A long duration keeps the stack still for screenshots; the product uses 8000 ms. */}
      <NotificationStack notifications={notifications} onDismiss={dismiss} durationMs={600_000} />
    </>
  );
}

const meta = {
  title: "ui/Feedback/NotificationStack",
  component: Demo,
  args: { initial: all },
  parameters: { bleed: true },
  decorators: [(Story) => <div style={{ minHeight: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTones: Story = {};
export const OnceMessagesAreNotRepeated: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Notifier" }));
    await userEvent.click(canvas.getByRole("button", { name: "Notifier" }));
    await expect(canvas.getAllByText("Catégorie ajoutée")).toHaveLength(1);
  },
};

import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { lightTheme } from "../../theme";
import { NotificationStack } from "./NotificationStack";
import type { Notification } from "./notifications";

function Harness({ initial, durationMs }: { initial: Notification[]; durationMs?: number }) {
  const [notifications, setNotifications] = useState(initial);
  return (
    <div className={lightTheme}>
      <NotificationStack
        notifications={notifications}
        onDismiss={(id) => setNotifications((current) => current.filter((n) => n.id !== id))}
        {...(durationMs ? { durationMs } : {})}
      />
    </div>
  );
}

describe("NotificationStack", () => {
  it("colours notices green, red, orange and blue", async () => {
    const screen = await render(
      <Harness
        initial={[
          { id: "s", tone: "success", message: "ok" },
          { id: "e", tone: "error", message: "ko" },
          { id: "w", tone: "warning", message: "attention" },
          { id: "i", tone: "info", message: "info" },
        ]}
      />,
    );
    const background = (text: string) =>
      getComputedStyle(screen.getByText(text).element().closest("li") as Element).backgroundColor;
    expect(background("ok")).toBe("rgb(15, 122, 77)");
    expect(background("ko")).toBe("rgb(180, 35, 35)");
    expect(background("attention")).toBe("rgb(154, 77, 0)");
    expect(background("info")).toBe("rgb(14, 94, 163)");
  });

  it("removes a notice after 8000 ms by default", async () => {
    // Only timeouts are faked: React still renders through real message channels and frames.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    try {
      const screen = await render(
        <Harness initial={[{ id: "1", tone: "info", message: "Bientôt parti" }]} />,
      );
      await vi.advanceTimersByTimeAsync(7900);
      await nextFrame();
      expect(screen.container.textContent).toContain("Bientôt parti");
      await vi.advanceTimersByTimeAsync(200);
      await nextFrame();
      await nextFrame();
      expect(screen.container.textContent).not.toContain("Bientôt parti");
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a notice marked disappearing: false past 8000 ms, until it is dismissed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    try {
      const screen = await render(
        <Harness
          initial={[
            { id: "1", tone: "warning", message: "Reste là", disappearing: false },
            { id: "2", tone: "info", message: "Passe" },
          ]}
        />,
      );
      await vi.advanceTimersByTimeAsync(20_000);
      await nextFrame();
      await nextFrame();
      expect(screen.container.textContent).toContain("Reste là");
      expect(screen.container.textContent).not.toContain("Passe");
    } finally {
      vi.useRealTimers();
    }
  });

  it("can be dismissed by hand", async () => {
    const screen = await render(<Harness initial={[{ id: "1", tone: "error", message: "Erreur" }]} />);
    await screen.getByRole("button", { name: "Masquer" }).click();
    expect(screen.container.textContent).not.toContain("Erreur");
  });
});

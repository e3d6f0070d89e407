import { describe, expect, it } from "vitest";
import { type AppNotification, addNotification, NOTIFICATION_DISPLAY_MS } from "./notificationRules";

const note = (id: string, msg: string, once = false): AppNotification => ({
  id,
  msg,
  color: "green",
  once,
  disappearing: true,
});

describe("notification rules", () => {
  it("shows a notification for 8 seconds", () => {
    expect(NOTIFICATION_DISPLAY_MS).toBe(8000);
  });

  it("adds a notification whose id is not present", () => {
    expect(addNotification([note("a", "Saved")], note("b", "Saved"))).toHaveLength(2);
  });

  it("does not add an id already present", () => {
    const shown = [note("a", "Saved")];
    expect(addNotification(shown, note("a", "Other"))).toBe(shown);
  });

  it("does not add a once message identical to one shown", () => {
    const shown = [note("a", "Saved")];
    expect(addNotification(shown, note("b", "Saved", true))).toBe(shown);
    expect(addNotification(shown, note("b", "Different", true))).toHaveLength(2);
  });
});

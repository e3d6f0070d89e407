import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addNotification, type Notification, removeNotification } from "./notifications";

const saved: Notification = { id: "1", tone: "success", message: "Enregistré" };

describe("addNotification (spec 000 §4)", () => {
  it("adds a new notification at the end", () => {
    expect(addNotification([saved], { id: "2", tone: "error", message: "Erreur" }).map((n) => n.id)).toEqual([
      "1",
      "2",
    ]);
  });

  it("does not add a notification whose id is present", () => {
    expect(addNotification([saved], { ...saved, message: "Autre" })).toEqual([saved]);
  });

  it("does not add a once message identical to one shown, but adds a repeated message that is not once", () => {
    const once = { id: "2", tone: "success", message: "Enregistré", once: true } as const;
    expect(addNotification([saved], once)).toEqual([saved]);
    expect(addNotification([saved], { ...once, once: false })).toHaveLength(2);
  });

  it("never holds two notifications with the same id, whatever arrives", () => {
    const notification = fc.record({
      id: fc.constantFrom("a", "b", "c", "d"),
      tone: fc.constantFrom("success", "error", "warning", "info" as const),
      message: fc.constantFrom("x", "y"),
      once: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(notification, { maxLength: 30 }), (arrivals) => {
        const stack = arrivals.reduce<Notification[]>((current, next) => addNotification(current, next), []);
        expect(new Set(stack.map((n) => n.id)).size).toBe(stack.length);
      }),
    );
  });

  it("removes by id", () => {
    expect(removeNotification([saved], "1")).toEqual([]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { addStepOf } from "./addDecision";

const price = (cents: number) => `${(cents / 100).toFixed(2)} €`;

describe("the step a new bank, user or integration opens first", () => {
  it("goes ahead when the plan allows one more", () => {
    expect(addStepOf({ outcome: "allowed", paid: false }, "additionalBank", price, vi.fn())).toEqual({
      kind: "proceed",
    });
    expect(addStepOf(undefined, "additionalBank", price, vi.fn())).toEqual({ kind: "proceed" });
  });

  it("opens the upgrade popup at a bank maximum and the unlock popup for anything else", () => {
    const bank = addStepOf(
      { outcome: "maximum", popup: "upgradePlan", max: 3 },
      "additionalBank",
      price,
      vi.fn(),
    );
    expect(bank).toEqual({ kind: "popup", popup: { id: "upgradePlan" } });
    const user = addStepOf(
      { outcome: "maximum", popup: "unlockFeature", max: 5 },
      "additionalUser",
      price,
      vi.fn(),
    );
    expect(user).toEqual({ kind: "popup", popup: { id: "unlockFeature", feature: "additionalUser" } });
  });

  it("asks to confirm one more paid item at its unit price at the included quota", () => {
    const confirm = vi.fn();
    const step = addStepOf(
      { outcome: "quota", unitPriceCents: 1500, included: 1, bought: 0 },
      "additionalBank",
      price,
      confirm,
    );
    expect(step).toMatchObject({ kind: "popup", popup: { id: "subscriptionLimit", price: "15.00 €" } });
    if (step.kind === "popup" && step.popup.id === "subscriptionLimit") step.popup.onConfirm();
    expect(confirm).toHaveBeenCalledOnce();
  });

  it("sends to book-a-meeting at maxConnections", () => {
    expect(
      addStepOf({ outcome: "bookMeeting", maxConnections: 3 }, "additionalBank", price, vi.fn()),
    ).toEqual({
      kind: "bookMeeting",
      to: "/book-a-meeting?reason=maxConnections",
    });
  });
});

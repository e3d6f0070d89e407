import { describe, expect, it } from "vitest";
import { isServiceSuspended } from "./serviceSuspension";

describe("service suspension", () => {
  const none = { hasSubscription: false, isTrial: false, isStandalone: false, isCpa: false };

  it("suspends a company with no subscription, no trial, not standalone, not CPA", () => {
    expect(isServiceSuspended(none)).toBe(true);
  });

  it.each(["hasSubscription", "isTrial", "isStandalone", "isCpa"] as const)(
    "keeps the service when %s",
    (key) => {
      expect(isServiceSuspended({ ...none, [key]: true })).toBe(false);
    },
  );
});

import { describe, expect, it } from "vitest";
import { startsOnboarding } from "./onboardingLanding";

const base = {
  toName: "dashboard",
  fromName: "companyInfos",
  isCpa: false,
  bankCount: 0,
  suppressOnboarding: false,
};

describe("the onboarding landing", () => {
  it.each([
    { name: "from the company step of sign-up, without banks", change: {}, out: true },
    { name: "from an ordinary sign-in (the spec's landing)", change: { fromName: "signin" }, out: false },
    { name: "from the sign-in callback", change: { fromName: "signinCallback" }, out: false },
    { name: "from an accepted invitation", change: { fromName: "acceptInvite" }, out: true },
    { name: "with a bank", change: { bankCount: 1 }, out: false },
    { name: "for an accounting firm", change: { isCpa: true }, out: false },
    { name: "when suppressed", change: { suppressOnboarding: true }, out: false },
    { name: "from another screen (the user skipped it)", change: { fromName: "onboarding" }, out: false },
    { name: "on a reload (first navigation)", change: { fromName: undefined }, out: false },
    { name: "to another screen", change: { toName: "transactions" }, out: false },
  ])("$name: $out", ({ change, out }) => {
    expect(startsOnboarding({ ...base, ...change })).toBe(out);
  });
});

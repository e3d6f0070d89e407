import { describe, expect, it } from "vitest";
import { companySwitchOutcome } from "./companySwitch";
import { impersonationChange, initialSessionState } from "./sessionState";

describe("switching company", () => {
  it("goes to onboarding when the company has no banks", () => {
    expect(companySwitchOutcome({ bankCount: 0, isCpa: false, currentPath: "/transactions" })).toEqual({
      kind: "navigate",
      to: "/onboarding/welcome",
    });
  });

  it("goes to the dashboard from the console or the onboarding welcome", () => {
    for (const currentPath of ["/console", "/onboarding/welcome"]) {
      expect(companySwitchOutcome({ bankCount: 2, isCpa: false, currentPath })).toEqual({
        kind: "navigate",
        to: "/dashboard",
      });
    }
  });

  it("reloads the page otherwise", () => {
    expect(companySwitchOutcome({ bankCount: 1, isCpa: false, currentPath: "/transactions" })).toEqual({
      kind: "reload",
    });
    expect(companySwitchOutcome({ bankCount: 0, isCpa: true, currentPath: "/users" })).toEqual({
      kind: "reload",
    });
  });
});

describe("session states", () => {
  it("starts from what browser storage holds", () => {
    expect(initialSessionState({ token: null, pretendedToken: null })).toBe("unauthenticated");
    expect(initialSessionState({ token: "t", pretendedToken: null })).toBe("authorized");
    expect(initialSessionState({ token: "t", pretendedToken: "p" })).toBe("pretending");
  });

  it("clears impersonation when the administrator chooses themself", () => {
    expect(impersonationChange("admin", "admin")).toEqual({ kind: "clear" });
    expect(impersonationChange("admin", "u2")).toEqual({ kind: "pretend", userId: "u2" });
  });
});

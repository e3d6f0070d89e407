import { describe, expect, it } from "vitest";
import { meetingPath, meetingReasonOf } from "./meetingReason";
import { nextStep, previousStep, stepOf } from "./onboardingSteps";

describe("the reason of a meeting", () => {
  it.each([
    { reason: "maxConnections", analytics: false, out: "maxConnections" },
    { reason: "demo", analytics: false, out: "demo" },
    { reason: null, analytics: true, out: "analytics" },
    { reason: "maxConnections", analytics: true, out: "maxConnections" },
    { reason: null, analytics: false, out: "general" },
    { reason: "<script>", analytics: false, out: "general" },
    { reason: "constructor", analytics: false, out: "general" },
  ])("$reason on the analytics route $analytics is $out", ({ reason, analytics, out }) => {
    expect(meetingReasonOf(reason, analytics)).toBe(out);
  });

  it.each([
    { reason: "maxConnections", path: "/book-a-meeting?reason=maxConnections" },
    { reason: "analytics", path: "/book-a-meeting-analytics?reason=analytics" },
    { reason: "general", path: "/book-a-meeting" },
  ] as const)("$reason links to $path", ({ reason, path }) => {
    expect(meetingPath(reason)).toBe(path);
  });
});

describe("the onboarding steps", () => {
  it.each([
    { step: "welcome", next: "why-connect", previous: null },
    { step: "why-connect", next: "add-bank", previous: "welcome" },
    { step: "add-bank", next: "book-a-demo", previous: "why-connect" },
    { step: "book-a-demo", next: null, previous: "add-bank" },
  ] as const)("$step comes after $previous and before $next", ({ step, next, previous }) => {
    expect(nextStep(step)).toBe(next);
    expect(previousStep(step)).toBe(previous);
  });

  it.each([
    ["add-bank", "add-bank"],
    ["nope", "welcome"],
    [undefined, "welcome"],
  ])("reads %s as %s", (value, step) => {
    expect(stepOf(value)).toBe(step);
  });
});

import { describe, expect, it } from "vitest";
import { pageEventFor, sendPageEvent } from "./pageAnalytics";

describe("page analytics", () => {
  it("names the event after the route, once per navigation", () => {
    const dashboard = { name: "dashboard", path: "/dashboard" };
    expect(pageEventFor(undefined, dashboard)).toEqual(dashboard);
    expect(pageEventFor(dashboard, dashboard)).toBeUndefined();
    expect(pageEventFor(dashboard, { name: "onboarding", path: "/onboarding/add-bank" })).toEqual({
      name: "onboarding",
      path: "/onboarding/add-bank",
    });
  });

  it("never throws when sending fails", async () => {
    const event = { name: "signin", path: "/signin" };
    expect(await sendPageEvent(event, async () => Promise.reject(new Error("offline")))).toBe(false);
    const sent: unknown[] = [];
    expect(await sendPageEvent(event, async (e) => sent.push(e))).toBe(true);
    expect(sent).toEqual([event]);
  });
});

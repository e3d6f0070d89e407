import { describe, expect, it } from "vitest";
import { dashboardFixture, emptyDashboardFixture } from "../../testing/dashboard/dashboardFixture";
import { hasDashboardData, onboardingSteps } from "./onboardingSteps";

describe("the guide of a new company", () => {
  it("shows while the table is empty, with no step done", () => {
    const data = emptyDashboardFixture();
    expect(hasDashboardData(data)).toBe(false);
    expect(onboardingSteps(data, 0).map((step) => [step.id, step.done])).toEqual([
      ["addBank", false],
      ["importStatement", false],
      ["createCategories", false],
    ]);
  });

  it("marks the bank step done once a bank exists", () => {
    expect(onboardingSteps(emptyDashboardFixture(), 1)[0]?.done).toBe(true);
  });

  it("goes away once there are categories or figures", () => {
    const data = dashboardFixture();
    expect(hasDashboardData(data)).toBe(true);
    expect(onboardingSteps(data, 1).every((step) => step.done)).toBe(true);
  });
});

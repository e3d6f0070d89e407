import { ApiError } from "@trezo/api";
import { FEATURE_PAYWALLS, PAYWALL_ERROR_CODES } from "@trezo/domain";
import { describe, expect, it } from "vitest";
import { planPopupOf } from "./planPopups";

const refusal = (code: string, status = 409) => new ApiError("…", status, code, "status");

describe("the plan popup a server refusal calls for (spec 000 §6)", () => {
  it("opens upgrade for a bank past maxConnections, unlock for scenarios, the CPA trial limit for a third client", () => {
    expect(planPopupOf(refusal("max_connections_reached"))).toEqual({ id: "upgradePlan" });
    expect(planPopupOf(refusal("scenario_limit"))).toEqual({ id: "unlockFeature", feature: "scenarios" });
    expect(planPopupOf(refusal("cpa_trial_limit", 403))).toEqual({ id: "cpaTrialLimit" });
  });

  it("opens the unlock popup naming the feature for each server paywall refusal, upgrade at the plan's maximum", () => {
    for (const paywall of FEATURE_PAYWALLS)
      expect(planPopupOf(refusal(PAYWALL_ERROR_CODES[paywall], 403))).toEqual({
        id: "unlockFeature",
        feature: paywall,
      });
    expect(planPopupOf(refusal("plan_max_reached"))).toEqual({ id: "upgradePlan" });
  });

  it("opens nothing for other refusals or failures", () => {
    expect(planPopupOf(refusal("siret_in_use"))).toBeNull();
    expect(planPopupOf(new Error("network"))).toBeNull();
    expect(planPopupOf(undefined)).toBeNull();
  });
});

import { ApiError } from "@trezo/api";
import { describe, expect, it } from "vitest";
import { planPopupOf } from "./planPopups";

const refusal = (code: string, status = 409) => new ApiError("…", status, code, "status");

describe("the plan popup a server refusal calls for (spec 000 §6)", () => {
  it("opens upgrade for a bank past maxConnections, unlock for scenarios, the CPA trial limit for a third client", () => {
    expect(planPopupOf(refusal("max_connections_reached"))).toEqual({ id: "upgradePlan" });
    expect(planPopupOf(refusal("scenario_limit"))).toEqual({ id: "unlockFeature", feature: "scenarios" });
    expect(planPopupOf(refusal("cpa_trial_limit", 403))).toEqual({ id: "cpaTrialLimit" });
  });

  it("opens nothing for other refusals or failures", () => {
    expect(planPopupOf(refusal("siret_in_use"))).toBeNull();
    expect(planPopupOf(new Error("network"))).toBeNull();
    expect(planPopupOf(undefined)).toBeNull();
  });
});

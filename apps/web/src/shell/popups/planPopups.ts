import { ApiError } from "@trezo/api";
import { paywallOfErrorCode } from "@trezo/domain";
import type { PopupRequest } from "./popupTypes";

/**
 * The plan popup a server refusal calls for (spec 000 §6 "Plan limits": the max reached gives the
 * upgrade popup for a bank and an unlock popup for a feature; a firm's third trial client gives the CPA
 * trial limit popup), or null when the refusal is not a plan limit. Where today's limits are enforced:
 * maxConnections (max_connections_reached), the plan's scenarios (scenario_limit), the CPA trial limit
 * (cpa_trial_limit), the plan's maximum (plan_max_reached), and the feature paywalls (`paywall_*`, the
 * domain's PAYWALL_ERROR_CODES: the unlock popup naming the feature).
 */
export function planPopupOf(error: unknown): PopupRequest | null {
  if (!(error instanceof ApiError)) return null;
  const paywall = paywallOfErrorCode(error.code);
  if (paywall) return { id: "unlockFeature", feature: paywall };
  switch (error.code) {
    case "plan_max_reached":
      return { id: "upgradePlan" };
    case "max_connections_reached":
      return { id: "upgradePlan" };
    case "scenario_limit":
      return { id: "unlockFeature", feature: "scenarios" };
    case "cpa_trial_limit":
      return { id: "cpaTrialLimit" };
    default:
      return null;
  }
}

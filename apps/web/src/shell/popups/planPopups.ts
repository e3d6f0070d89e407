import { ApiError } from "@trezo/api";
import type { PopupRequest } from "./popupTypes";

/**
 * The plan popup a server refusal calls for (spec 000 §6 "Plan limits": the max reached gives the
 * upgrade popup for a bank and an unlock popup for a feature; a firm's third trial client gives the CPA
 * trial limit popup), or null when the refusal is not a plan limit. Where today's limits are enforced:
 * maxConnections (max_connections_reached), the plan's scenarios (scenario_limit), the CPA trial limit
 * (cpa_trial_limit). The billing issue adds the included-quota confirmation (subscriptionLimit).
 */
export function planPopupOf(error: unknown): PopupRequest | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
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

import type { PlanFeatures } from "./catalogue";
import { effectivePlanOf, planLimitsApply, type SubscriptionFacts } from "./limits";

/**
 * The paywalls of spec 000 §6 ("Paywalls exist for: free trial, category level, actual vs expected,
 * scenario number, excel, permission groups, additional bank/user/integration, analytics") and what each
 * guards. A paywall sets needPlan (spec 000 §4) and offers the upgrade path one click away: the plan
 * listing (upgrade) or the confirmation of one more paid item (additional).
 */
export const PAYWALLS = [
  "freeTrial",
  "categoryLevel",
  "actualVsExpected",
  "scenarioNumber",
  "excel",
  "permissionGroups",
  "additionalBank",
  "additionalUser",
  "additionalIntegration",
  "analytics",
] as const;
export type Paywall = (typeof PAYWALLS)[number];

export interface PaywallDefinition {
  /** What it guards, in words for developers (the screens say it in the user's language). */
  guards: string;
  /** The server call(s) it stands in front of (refused on the server as well when they add). */
  calls: readonly string[];
  /** Where the upgrade path goes: the plan listing, or the confirmation of an additional paid item. */
  upgrade: "planListing" | "additionalItem";
}

export const PAYWALL_DEFINITIONS: Readonly<Record<Paywall, PaywallDefinition>> = {
  freeTrial: {
    guards: "the free-trial version's end: choosing a plan before the trial ends",
    calls: ["get_stripe_checkout_session", "create_subscription"],
    upgrade: "planListing",
  },
  categoryLevel: {
    guards: "category levels deeper than the plan's depth in the category tree",
    calls: ["addNewCategory", "moveCategory"],
    upgrade: "planListing",
  },
  actualVsExpected: {
    guards: "the actual against expected view of the dashboard",
    calls: ["getDashboardChartData"],
    upgrade: "planListing",
  },
  scenarioNumber: {
    guards: "a scenario beyond the plan's max_scenarios",
    calls: ["createScenario"],
    upgrade: "planListing",
  },
  excel: { guards: "the dashboard's Excel export", calls: ["exportDashboardXLSX"], upgrade: "planListing" },
  permissionGroups: {
    guards: "permission groups and custom permissions",
    calls: ["createPermissionGroup", "assignPermissionGroup", "addUser"],
    upgrade: "planListing",
  },
  additionalBank: {
    guards: "a bank beyond the included quota (confirm one more at its unit price)",
    calls: ["addManualConnection", "addManualBankWithAccount"],
    upgrade: "additionalItem",
  },
  additionalUser: {
    guards: "a user beyond the included quota (confirm one more at its unit price)",
    calls: ["addUser"],
    upgrade: "additionalItem",
  },
  additionalIntegration: {
    guards: "an integration beyond the included quota (confirm one more at its unit price)",
    calls: [],
    upgrade: "additionalItem",
  },
  analytics: {
    guards: "the analytics screen",
    calls: ["getReports", "createReport", "getReportValues", "exportReportXLSX"],
    upgrade: "planListing",
  },
};

/**
 * Whether a plan's features lift a paywall (the additional-item ones are decideAdd's: true here). The web
 * asks it with the features getCurrentBasePlan answers, the server through paywallStands.
 */
export function planFeatureOpen(features: PlanFeatures, paywall: Paywall, categoryDepth = 1): boolean {
  switch (paywall) {
    case "categoryLevel":
      return categoryDepth <= features.categoryDepth;
    case "actualVsExpected":
      return features.actualVsExpected;
    case "excel":
      return features.excel;
    case "permissionGroups":
      return features.permissionGroups;
    case "analytics":
      return features.analytics;
    default:
      return true;
  }
}

/**
 * Whether a feature paywall stands in front of the company (needPlan). Exempt companies pass every one.
 * `freeTrial` stands while the company is on the free-trial version without a subscription.
 * `categoryDepth` is the level asked for (categoryLevel only). scenarioNumber and the additional-item
 * paywalls depend on counts: ask decideAdd.
 */
export function paywallStands(paywall: Paywall, facts: SubscriptionFacts, categoryDepth = 1): boolean {
  if (!planLimitsApply(facts)) return false;
  if (paywall === "freeTrial") return facts.trial && facts.freeTrialVersion && !facts.hasSubscription;
  return !planFeatureOpen(effectivePlanOf(facts).features, paywall, categoryDepth);
}

/** The paywalls of a feature the plan lacks, refused by the server calls they guard. */
export const FEATURE_PAYWALLS = [
  "categoryLevel",
  "actualVsExpected",
  "excel",
  "permissionGroups",
  "analytics",
] as const satisfies readonly Paywall[];
export type FeaturePaywall = (typeof FEATURE_PAYWALLS)[number];

/**
 * The stable error code a server refusal of a feature paywall carries (the web opens the unlock popup
 * of that paywall from it). The other paywalls refuse with decideAdd's codes (plan_max_reached,
 * plan_quota_reached, scenario_limit, max_connections_reached).
 */
export const PAYWALL_ERROR_CODES: Readonly<Record<FeaturePaywall, string>> = {
  categoryLevel: "paywall_category_level",
  actualVsExpected: "paywall_actual_vs_expected",
  excel: "paywall_excel",
  permissionGroups: "paywall_permission_groups",
  analytics: "paywall_analytics",
};

/** The feature paywall an error code names, or null. */
export function paywallOfErrorCode(code: string | undefined): FeaturePaywall | null {
  return FEATURE_PAYWALLS.find((paywall) => PAYWALL_ERROR_CODES[paywall] === code) ?? null;
}

/**
 * The paywall of a feature the company's plan lacks, or null when it may use it: `categoryDepth` is the
 * deepest level the change would make (categoryLevel only, 1 for a top-level category).
 */
export function featureRefusal(
  paywall: FeaturePaywall,
  facts: SubscriptionFacts,
  categoryDepth = 1,
): FeaturePaywall | null {
  return paywallStands(paywall, facts, categoryDepth) ? paywall : null;
}

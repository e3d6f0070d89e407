import { connectionLimitReached } from "../banks/bankRules";
import {
  type AdditionalThing,
  FREE_TRIAL_PLAN_CODE,
  type LimitedThing,
  type PlanDefinition,
  planOf,
} from "./catalogue";

/**
 * Plan limits (spec 000 §6 "Plan limits"): when they apply, and the one answer to "may this company add
 * one more X, and at what price", in the spec's check order. The server enforces it on every call that
 * adds; the web asks it first to show the right popup.
 */

/** What the subscription says (spec 000 §3 "Subscription"), with the company facts the exemptions read. */
export interface SubscriptionFacts {
  /** An administrator lifted every limit (setBypass). */
  bypass: boolean;
  /** The company is in its trial period (trial end not passed). */
  trial: boolean;
  /** The trial is the limited free-trial version (limits apply during it). */
  freeTrialVersion: boolean;
  /** A paid subscription is active at the payment provider (set only from its verified events). */
  hasSubscription: boolean;
  /** The plan code of the subscription (or of the free-trial version); null: none, the fallback. */
  planCode: string | null;
  /** Items bought above the plan's included quota (quantities of the provider's subscription). */
  additional: Record<AdditionalThing, number>;
  isCpa: boolean;
  /** The accounting firm managing the company, if any. */
  parentId: number | null;
}

/** A company of its own with no subscription, no trial and no bypass (the fallback plan, limits applied). */
export const NO_SUBSCRIPTION: Omit<SubscriptionFacts, "isCpa" | "parentId"> = {
  bypass: false,
  trial: false,
  freeTrialVersion: false,
  hasSubscription: false,
  planCode: null,
  additional: { user: 0, bank: 0, integration: 0 },
};

/** Which exemption of spec 000 §6 lifts the limits, or null when they apply. */
export type LimitExemption = "bypass" | "fullTrial" | "cpa" | "cpaClient";

/**
 * Spec 000 §6: "Limits apply unless the subscription has bypass, or the trial is not a
 * free_trial_version, or the company is a parent or child of a CPA."
 */
export function limitExemptionOf(facts: SubscriptionFacts): LimitExemption | null {
  if (facts.bypass) return "bypass";
  if (facts.trial && !facts.freeTrialVersion) return "fullTrial";
  if (facts.isCpa) return "cpa";
  if (facts.parentId !== null) return "cpaClient";
  return null;
}

/** Whether plan limits apply at all. */
export function planLimitsApply(facts: SubscriptionFacts): boolean {
  return limitExemptionOf(facts) === null;
}

/**
 * The plan whose quotas apply: the subscription's, or the free-trial version's; a missing or unknown
 * code is "the plan is invalid" and gives the fallback (1 user, 1 bank, 1 scenario, 0 integrations).
 */
export function effectivePlanOf(
  facts: Pick<SubscriptionFacts, "planCode" | "hasSubscription" | "trial" | "freeTrialVersion">,
): PlanDefinition {
  if (facts.hasSubscription) return planOf(facts.planCode);
  if (facts.trial && facts.freeTrialVersion) return planOf(facts.planCode ?? FREE_TRIAL_PLAN_CODE);
  return planOf(null);
}

/** Spec 000 §6: "Custom permissions depend on the plan" (and every exempt company has them). */
export function customPermissionsAllowed(facts: SubscriptionFacts): boolean {
  return !planLimitsApply(facts) || effectivePlanOf(facts).customPermissions;
}

/** How many of each thing the company has now (current_users, current_banks, ...). */
export type PlanUsage = Record<LimitedThing, number>;

/** The answer to "may this company add one more X". */
export type AddDecision =
  /** Go ahead (`paid`: it uses an additional item already bought). */
  | { outcome: "allowed"; paid: boolean }
  /**
   * The plan's maximum is reached: the upgrade popup for a bank, the unlock event for anything else
   * (spec 000 §6 check order, first).
   */
  | { outcome: "maximum"; popup: "upgradePlan" | "unlockFeature"; max: number }
  /** The included quota (and what was bought) is used: confirm one more paid item at its unit price. */
  | { outcome: "quota"; unitPriceCents: number; included: number; bought: number }
  /** Spec 000 §6: "If max connections is at most the number of valid banks": book a meeting. */
  | { outcome: "bookMeeting"; maxConnections: number };

export interface AddQuestion {
  thing: LimitedThing;
  facts: SubscriptionFacts;
  usage: PlanUsage;
  /** Banks only: the company's maxConnections (default 3, set by an administrator) ... */
  maxConnections?: number;
  /** ... and its valid (not archived) connections. */
  validConnections?: number;
}

/**
 * May the company add one more `thing`, and at what price? Check order of spec 000 §6: the maximum
 * (upgrade popup for a bank, unlock event otherwise), then the included quota plus what was bought
 * (confirm an additional paid item at its unit price; a thing not sold by the unit is a maximum), then for
 * a bank maxConnections (book a meeting), which holds whatever the plan, exempt companies included.
 */
export function decideAdd(question: AddQuestion): AddDecision {
  const { thing, facts, usage } = question;
  const current = usage[thing];
  if (planLimitsApply(facts)) {
    const plan = effectivePlanOf(facts);
    const max = plan.max[thing];
    const popup = thing === "bank" ? "upgradePlan" : "unlockFeature";
    if (max !== null && current >= max) return { outcome: "maximum", popup, max };
    if (thing !== "scenario") {
      const included = plan.included[thing];
      const bought = Math.max(0, facts.additional[thing]);
      if (current >= included + bought) {
        const unitPrice = plan.unitPriceCents[thing];
        if (unitPrice === null) return { outcome: "maximum", popup, max: included + bought };
        return { outcome: "quota", unitPriceCents: unitPrice, included, bought };
      }
      const meeting = thing === "bank" ? bankLimitOf(question) : null;
      return meeting ?? { outcome: "allowed", paid: current >= included };
    }
  }
  const meeting = thing === "bank" ? bankLimitOf(question) : null;
  return meeting ?? { outcome: "allowed", paid: false };
}

function bankLimitOf(question: AddQuestion): AddDecision | null {
  const { maxConnections, validConnections } = question;
  if (maxConnections === undefined) return null;
  const valid = validConnections ?? question.usage.bank;
  return connectionLimitReached(valid, maxConnections) ? { outcome: "bookMeeting", maxConnections } : null;
}

/**
 * How many of a thing the company may have now (null: no limit): the max of the effective plan, and for
 * the additional things no more than the included quota plus what was bought.
 */
export function allowedCountOf(thing: LimitedThing, facts: SubscriptionFacts): number | null {
  if (!planLimitsApply(facts)) return null;
  const plan = effectivePlanOf(facts);
  const max = plan.max[thing];
  if (thing === "scenario") return max;
  const quota = plan.included[thing] + Math.max(0, facts.additional[thing]);
  return max === null ? quota : Math.min(max, quota);
}

/**
 * How many additional items of a plan may be bought: the maximum less the included quota (null: no
 * maximum; 0 when the thing is not sold by the unit).
 */
export function maxAdditionalOf(plan: PlanDefinition, thing: AdditionalThing): number | null {
  if (plan.unitPriceCents[thing] === null) return 0;
  const max = plan.max[thing];
  return max === null ? null : Math.max(0, max - plan.included[thing]);
}

/**
 * Spec 000 §4: "Service is hidden (suspended page) when there is no subscription, no trial, the company is
 * not standalone and not CPA." A bypass counts as a subscription (an administrator's decision).
 */
export function serviceSuspended(facts: {
  hasSubscription: boolean;
  bypass: boolean;
  trial: boolean;
  isStandalone: boolean;
  isCpa: boolean;
}): boolean {
  return !facts.hasSubscription && !facts.bypass && !facts.trial && !facts.isStandalone && !facts.isCpa;
}

/** Whether a trial is running on `today` (ISO dates): flagged, and its end (when set) not passed. */
export function trialRunning(isTrial: boolean, trialEnd: string | null, today: string): boolean {
  return isTrial && (trialEnd === null || trialEnd >= today);
}

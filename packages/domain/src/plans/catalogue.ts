/**
 * The plan catalogue (spec 000 §3 "Base plan", §6 "Plan limits", §9; spec 001 §9 fallbacks). Prices are
 * monthly, in euro cents before VAT. The spec names the fields and the fallbacks; the plans, their quotas
 * and their prices are Trezo's decision, written here once for the server, the web and the providers.
 */

/** The things a plan counts and limits. */
export const LIMITED_THINGS = ["user", "bank", "integration", "scenario"] as const;
export type LimitedThing = (typeof LIMITED_THINGS)[number];

/** The things that can be bought one more at a time above a plan's included quota. */
export const ADDITIONAL_THINGS = ["user", "bank", "integration"] as const;
export type AdditionalThing = (typeof ADDITIONAL_THINGS)[number];

/** A company plan, or an accounting firm's (type `cpa`). */
export type PlanType = "company" | "cpa";

/** Features a plan unlocks (each guarded by a paywall of spec 000 §6 when the plan lacks it). */
export interface PlanFeatures {
  /** Excel export of the dashboard. */
  excel: boolean;
  /** Actual against expected on the dashboard. */
  actualVsExpected: boolean;
  /** Permission groups (and custom permissions: spec 000 §6 "Custom permissions depend on the plan"). */
  permissionGroups: boolean;
  /** The analytics screen. */
  analytics: boolean;
  /** How many category levels the plan allows (the "category level" paywall above it). */
  categoryDepth: number;
}

export interface PlanDefinition {
  /** current_base_plan: the plan's stable code (also the providers' price lookup key). */
  code: string;
  type: PlanType;
  /** Name shown in the listing (a brand name, not translated). */
  name: string;
  /** Monthly price before VAT, in cents. */
  monthlyPriceCents: number;
  /** included_users, included_banks, included_standard_integrations. */
  included: Record<AdditionalThing, number>;
  /** max_users, max_banks, max_standard_integrations, max_scenarios (null: no maximum). */
  max: Record<LimitedThing, number | null>;
  /** additional_{user,bank,standard_integration}_plan.unit_price, in cents a month before VAT (null: not sold). */
  unitPriceCents: Record<AdditionalThing, number | null>;
  /** custom_permissions: flags given to one user outside any group. */
  customPermissions: boolean;
  features: PlanFeatures;
}

/**
 * Spec 000 §6 / spec 001 §9: "Default fallbacks when the plan is invalid: 1 user, 1 bank, 1 scenario, 0
 * integrations." Nothing more can be bought on it: the way up is a plan.
 */
export const FALLBACK_PLAN: PlanDefinition = {
  code: "fallback",
  type: "company",
  name: "—",
  monthlyPriceCents: 0,
  included: { user: 1, bank: 1, integration: 0 },
  max: { user: 1, bank: 1, integration: 0, scenario: 1 },
  unitPriceCents: { user: null, bank: null, integration: null },
  customPermissions: false,
  features: {
    excel: false,
    actualVsExpected: false,
    permissionGroups: false,
    analytics: false,
    categoryDepth: 2,
  },
};

/** The plans on sale (getPlanListing), cheapest first. */
export const PLANS: readonly PlanDefinition[] = [
  {
    code: "essentiel",
    type: "company",
    name: "Essentiel",
    monthlyPriceCents: 2900,
    included: { user: 1, bank: 1, integration: 0 },
    max: { user: 3, bank: 3, integration: 1, scenario: 1 },
    unitPriceCents: { user: 900, bank: 1000, integration: 1500 },
    customPermissions: false,
    features: {
      excel: false,
      actualVsExpected: false,
      permissionGroups: false,
      analytics: false,
      categoryDepth: 2,
    },
  },
  {
    code: "pro",
    type: "company",
    name: "Pro",
    monthlyPriceCents: 5900,
    included: { user: 3, bank: 3, integration: 1 },
    max: { user: 10, bank: 10, integration: 3, scenario: 5 },
    unitPriceCents: { user: 900, bank: 1000, integration: 1500 },
    customPermissions: true,
    features: {
      excel: true,
      actualVsExpected: true,
      permissionGroups: true,
      analytics: false,
      categoryDepth: 4,
    },
  },
  {
    code: "premium",
    type: "company",
    name: "Premium",
    monthlyPriceCents: 11900,
    included: { user: 10, bank: 10, integration: 3 },
    max: { user: 50, bank: 50, integration: 10, scenario: 20 },
    unitPriceCents: { user: 700, bank: 800, integration: 1200 },
    customPermissions: true,
    features: {
      excel: true,
      actualVsExpected: true,
      permissionGroups: true,
      analytics: true,
      categoryDepth: 4,
    },
  },
  {
    code: "cabinet",
    type: "cpa",
    name: "Cabinet",
    monthlyPriceCents: 9900,
    included: { user: 5, bank: 10, integration: 3 },
    max: { user: null, bank: null, integration: null, scenario: null },
    unitPriceCents: { user: 1500, bank: 800, integration: 1200 },
    customPermissions: true,
    features: {
      excel: true,
      actualVsExpected: true,
      permissionGroups: true,
      analytics: true,
      categoryDepth: 4,
    },
  },
];

/** The plan of the free-trial version when the subscription names none (spec 000 §3 free_trial_version). */
export const FREE_TRIAL_PLAN_CODE = "essentiel";

/** The plan of a code, or the fallback when the code is unknown or missing ("the plan is invalid"). */
export function planOf(code: string | null | undefined): PlanDefinition {
  return PLANS.find((plan) => plan.code === code) ?? FALLBACK_PLAN;
}

/** Whether a code names a plan on sale. */
export function isPlanCode(code: string): boolean {
  return PLANS.some((plan) => plan.code === code);
}

/** A coupon: a percentage or an amount off the next invoices (`months`: how many; null: forever). */
export interface CouponDefinition {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  months: number | null;
}

/** The coupons Trezo honours (the Stripe coupons of the same id; the sandbox applies them itself). */
export const COUPONS: readonly CouponDefinition[] = [
  { code: "BIENVENUE20", percentOff: 20, amountOffCents: null, months: 3 },
  { code: "EXPERT10", percentOff: 10, amountOffCents: null, months: null },
  { code: "MOINS10EUROS", percentOff: null, amountOffCents: 1000, months: 1 },
];

/** The coupon of a typed code (case and spaces ignored), or null. */
export function couponOf(code: string | null | undefined): CouponDefinition | null {
  if (!code) return null;
  const wanted = code.replace(/\s+/g, "").toUpperCase();
  return COUPONS.find((coupon) => coupon.code === wanted) ?? null;
}

/** Lookup key of a price at the provider: the plan's code, or `additional_<thing>_<plan>`. */
export function priceLookupKey(planCode: string, thing?: AdditionalThing): string {
  return thing ? `trezo_additional_${thing}_${planCode}` : `trezo_plan_${planCode}`;
}

/** What a lookup key names, or null when it is not one of Trezo's. */
export function parsePriceLookupKey(
  key: string | null | undefined,
): { planCode: string; thing: AdditionalThing | null } | null {
  if (!key) return null;
  const plan = /^trezo_plan_([a-z0-9_]+)$/.exec(key);
  if (plan?.[1]) return { planCode: plan[1], thing: null };
  const extra = /^trezo_additional_(user|bank|integration)_([a-z0-9_]+)$/.exec(key);
  const thing = ADDITIONAL_THINGS.find((candidate) => candidate === extra?.[1]);
  if (thing && extra?.[2]) return { planCode: extra[2], thing };
  return null;
}

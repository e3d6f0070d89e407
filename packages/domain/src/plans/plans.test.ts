import { describe, expect, it } from "vitest";
import { checkSepaIban, invoiceAmounts, invoiceNumberOf, orderLines } from "./billing";
import {
  FALLBACK_PLAN,
  LIMITED_THINGS,
  PLANS,
  parsePriceLookupKey,
  planOf,
  priceLookupKey,
} from "./catalogue";
import {
  allowedCountOf,
  customPermissionsAllowed,
  decideAdd,
  limitExemptionOf,
  NO_SUBSCRIPTION,
  type SubscriptionFacts,
  serviceSuspended,
} from "./limits";
import {
  FEATURE_PAYWALLS,
  featureRefusal,
  PAYWALL_DEFINITIONS,
  PAYWALL_ERROR_CODES,
  PAYWALLS,
  paywallOfErrorCode,
  paywallStands,
} from "./paywalls";

const paying = (planCode: string | null, overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  ...NO_SUBSCRIPTION,
  hasSubscription: planCode !== null,
  planCode,
  isCpa: false,
  parentId: null,
  ...overrides,
});
const usage = (count: number) => ({ user: count, bank: count, integration: count, scenario: count });

/** The exemptions of spec 000 §6, each lifting every limit. */
const EXEMPTIONS: Array<[string, Partial<SubscriptionFacts>]> = [
  ["bypass", { bypass: true }],
  ["fullTrial", { trial: true, freeTrialVersion: false }],
  ["cpa", { isCpa: true }],
  ["cpaClient", { parentId: 12 }],
];

describe("decideAdd over every plan × thing", () => {
  for (const plan of [...PLANS.filter((candidate) => candidate.type === "company"), FALLBACK_PLAN]) {
    for (const thing of LIMITED_THINGS) {
      const facts = paying(plan === FALLBACK_PLAN ? null : plan.code);
      const max = plan.max[thing];
      it(`${plan.code} × ${thing}: maximum first, then the included quota at its unit price`, () => {
        if (max !== null) {
          const atMax = decideAdd({ thing, facts, usage: { ...usage(0), [thing]: max } });
          expect(atMax).toEqual({
            outcome: "maximum",
            popup: thing === "bank" ? "upgradePlan" : "unlockFeature",
            max,
          });
        }
        if (thing === "scenario") {
          expect(decideAdd({ thing, facts, usage: usage(0) })).toEqual({ outcome: "allowed", paid: false });
          return;
        }
        const included = plan.included[thing];
        const unit = plan.unitPriceCents[thing];
        const atQuota = decideAdd({ thing, facts, usage: { ...usage(0), [thing]: included } });
        if (max !== null && included >= max) return;
        if (unit === null) expect(atQuota.outcome).toBe("maximum");
        else expect(atQuota).toEqual({ outcome: "quota", unitPriceCents: unit, included, bought: 0 });
        // One bought item lets one more in, as a paid one.
        const bought = paying(facts.planCode, { additional: { user: 1, bank: 1, integration: 1 } });
        if (unit !== null)
          expect(decideAdd({ thing, facts: bought, usage: { ...usage(0), [thing]: included } })).toEqual({
            outcome: "allowed",
            paid: true,
          });
      });
      for (const [name, exemption] of EXEMPTIONS) {
        it(`${plan.code} × ${thing} × ${name}: no limit`, () => {
          const exempt = paying(facts.planCode, exemption);
          expect(limitExemptionOf(exempt)).toBe(name);
          expect(decideAdd({ thing, facts: exempt, usage: usage(1000) })).toEqual({
            outcome: "allowed",
            paid: false,
          });
          expect(allowedCountOf(thing, exempt)).toBeNull();
        });
      }
    }
  }

  it("sends a bank to book-a-meeting when maxConnections is at most the valid banks, exemptions included", () => {
    const facts = paying("premium");
    expect(
      decideAdd({ thing: "bank", facts, usage: usage(3), maxConnections: 3, validConnections: 3 }),
    ).toEqual({
      outcome: "bookMeeting",
      maxConnections: 3,
    });
    expect(
      decideAdd({ thing: "bank", facts: paying(null, { isCpa: true }), usage: usage(3), maxConnections: 3 })
        .outcome,
    ).toBe("bookMeeting");
    // The plan's checks come first.
    expect(
      decideAdd({ thing: "bank", facts: paying("essentiel"), usage: usage(1), maxConnections: 1 }).outcome,
    ).toBe("quota");
  });

  it("falls back to 1 user, 1 bank, 1 scenario and 0 integrations without a valid plan", () => {
    const none = paying(null);
    expect(LIMITED_THINGS.map((thing) => allowedCountOf(thing, none))).toEqual([1, 1, 0, 1]);
    expect(planOf("unknown")).toBe(FALLBACK_PLAN);
    expect(decideAdd({ thing: "integration", facts: none, usage: usage(0) }).outcome).toBe("maximum");
  });

  it("gives the free-trial version the Essentiel quotas", () => {
    const trial = paying(null, { hasSubscription: false, trial: true, freeTrialVersion: true });
    expect(allowedCountOf("bank", trial)).toBe(1);
    expect(paywallStands("freeTrial", trial)).toBe(true);
  });
});

describe("custom permissions, paywalls and the suspended page", () => {
  it("allows custom permissions by plan, and to every exempt company", () => {
    expect(customPermissionsAllowed(paying("essentiel"))).toBe(false);
    expect(customPermissionsAllowed(paying("pro"))).toBe(true);
    expect(customPermissionsAllowed(paying(null, { parentId: 3 }))).toBe(true);
  });

  it("names every paywall of the spec with what it guards", () => {
    expect(PAYWALLS).toHaveLength(10);
    for (const paywall of PAYWALLS) expect(PAYWALL_DEFINITIONS[paywall].guards).not.toBe("");
    expect(paywallStands("excel", paying("essentiel"))).toBe(true);
    expect(paywallStands("excel", paying("pro"))).toBe(false);
    expect(paywallStands("categoryLevel", paying("essentiel"), 3)).toBe(true);
    expect(paywallStands("analytics", paying("essentiel", { bypass: true }))).toBe(false);
  });

  it("suspends only without subscription, trial, standalone and CPA", () => {
    const base = { hasSubscription: false, bypass: false, trial: false, isStandalone: false, isCpa: false };
    expect(serviceSuspended(base)).toBe(true);
    for (const key of ["hasSubscription", "bypass", "trial", "isStandalone", "isCpa"] as const)
      expect(serviceSuspended({ ...base, [key]: true })).toBe(false);
  });
});

describe("feature paywalls over every plan × feature × exemption", () => {
  const opens = {
    excel: "excel",
    actualVsExpected: "actualVsExpected",
    permissionGroups: "permissionGroups",
    analytics: "analytics",
  } as const;
  for (const plan of [...PLANS, FALLBACK_PLAN]) {
    for (const paywall of FEATURE_PAYWALLS) {
      it(`${plan.code} × ${paywall}: refused exactly when the plan lacks it, never for an exempt company`, () => {
        const facts = paying(plan === FALLBACK_PLAN ? null : plan.code);
        const depth = plan.features.categoryDepth + 1;
        const lacks =
          paywall === "categoryLevel" ? true : !plan.features[opens[paywall as keyof typeof opens]];
        expect(featureRefusal(paywall, facts, depth)).toBe(lacks ? paywall : null);
        if (paywall === "categoryLevel")
          expect(featureRefusal(paywall, facts, plan.features.categoryDepth)).toBeNull();
        for (const [, exemption] of EXEMPTIONS)
          expect(featureRefusal(paywall, { ...facts, ...exemption }, depth)).toBeNull();
      });
    }
  }

  it("gives each feature paywall its own error code, read back", () => {
    const codes = FEATURE_PAYWALLS.map((paywall) => PAYWALL_ERROR_CODES[paywall]);
    expect(new Set(codes).size).toBe(FEATURE_PAYWALLS.length);
    for (const paywall of FEATURE_PAYWALLS)
      expect(paywallOfErrorCode(PAYWALL_ERROR_CODES[paywall])).toBe(paywall);
    expect(paywallOfErrorCode("plan_max_reached")).toBeNull();
  });
});

describe("billing amounts", () => {
  it("prices an order with a coupon and French VAT, reverse charge for an EU business", () => {
    const lines = orderLines({ plan: planOf("essentiel"), additional: { user: 0, bank: 1, integration: 0 } });
    const coupon = { code: "X", percentOff: 20, amountOffCents: null, months: 3 };
    expect(invoiceAmounts(lines, coupon, { country: "FR", vatNumber: null })).toMatchObject({
      subtotalCents: 3900,
      discountCents: 780,
      vatCents: 624,
      totalCents: 3744,
    });
    expect(invoiceAmounts(lines, null, { country: "DE", vatNumber: "DE123456789" })).toMatchObject({
      vatTreatment: "reverseCharge",
      vatCents: 0,
    });
    expect(invoiceNumberOf(2026, 42)).toBe("FA-2026-000042");
  });

  it("reads price lookup keys back", () => {
    expect(parsePriceLookupKey(priceLookupKey("pro", "bank"))).toEqual({ planCode: "pro", thing: "bank" });
    expect(parsePriceLookupKey(priceLookupKey("pro"))).toEqual({ planCode: "pro", thing: null });
    expect(parsePriceLookupKey("other")).toBeNull();
  });

  it("checks a SEPA IBAN: country, checksum", () => {
    expect(checkSepaIban("12 34")).toEqual({ ok: false, reason: "country" });
    expect(checkSepaIban("FR76 3000 6000 0112 3456 7890 188")).toEqual({ ok: false, reason: "invalid" });
    expect(checkSepaIban("fr76 3000 6000 0112 3456 7890 189")).toMatchObject({
      ok: true,
      country: "FR",
      last4: "0189",
    });
  });
});

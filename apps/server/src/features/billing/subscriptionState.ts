import {
  type AddDecision,
  decideAdd,
  type FeaturePaywall,
  featureRefusal,
  type LimitedThing,
  PAYWALL_ERROR_CODES,
  type PlanUsage,
  type SubscriptionFacts,
  trialRunning,
} from "@trezo/domain";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { CompanyRow } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { bankConnections, companyUsers, invitations } from "../../db/schema";
import { companySubscriptions } from "../../db/tables/billing";
import { scenarios } from "../../db/tables/forecast";
import { DomainError } from "../../errors/domainError";
import { companyToday } from "../../forecast/companyToday";

/**
 * A company's subscription facts and usage, read from the database, and the enforcement of the domain's
 * decideAdd on every call that adds a user, a bank, an integration or a scenario. Shared by the billing
 * handlers and by the features that add (banking, team, scenarios): not a handler file.
 */

export type SubscriptionRow = typeof companySubscriptions.$inferSelect;

/** The company's subscription row (a company without one has the defaults: no plan, no bypass). */
export async function subscriptionRowOf(db: Database, companyId: number): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(companySubscriptions)
    .where(eq(companySubscriptions.companyId, companyId));
  return (
    row ?? {
      companyId,
      bypass: false,
      freeTrialVersion: false,
      status: "none",
      planCode: null,
      additionalUsers: 0,
      additionalBanks: 0,
      additionalIntegrations: 0,
      couponCode: null,
      provider: null,
      providerCustomerId: null,
      providerSubscriptionId: null,
      currentPeriodEnd: null,
      lastEventAt: 0,
      updatedAt: new Date(0),
    }
  );
}

/** Whether the provider's status means a paid subscription is running (past_due keeps its grace). */
export function hasSubscriptionStatus(status: string): boolean {
  return status === "active" || status === "past_due";
}

/** The domain's SubscriptionFacts of a company and its subscription row. */
export function subscriptionFactsOf(company: CompanyRow, row: SubscriptionRow): SubscriptionFacts {
  return {
    bypass: row.bypass,
    trial: trialRunning(company.isTrial, company.trialEnd, companyToday()),
    freeTrialVersion: row.freeTrialVersion,
    hasSubscription: hasSubscriptionStatus(row.status),
    planCode: row.planCode,
    additional: {
      user: row.additionalUsers,
      bank: row.additionalBanks,
      integration: row.additionalIntegrations,
    },
    isCpa: company.isCpa,
    parentId: company.parentId,
  };
}

/** The company's subscription facts, read now. */
export async function loadSubscriptionFacts(db: Database, company: CompanyRow): Promise<SubscriptionFacts> {
  return subscriptionFactsOf(company, await subscriptionRowOf(db, company.id));
}

/**
 * How many of each thing the company has: active members and pending invitations, valid (not archived)
 * connections, integrations (none exist in Trezo yet: 0), scenarios besides the base.
 */
export async function planUsageOf(db: Database, companyId: number): Promise<PlanUsage> {
  const [members] = await db
    .select({ value: count() })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.isActive, true)));
  const [pending] = await db
    .select({ value: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  const [banks] = await db
    .select({ value: count() })
    .from(bankConnections)
    .where(and(eq(bankConnections.companyId, companyId), eq(bankConnections.archived, false)));
  const [scenarioCount] = await db
    .select({ value: count() })
    .from(scenarios)
    .where(and(eq(scenarios.companyId, companyId), eq(scenarios.isBase, false)));
  return {
    user: (members?.value ?? 0) + (pending?.value ?? 0),
    bank: banks?.value ?? 0,
    integration: 0,
    scenario: scenarioCount?.value ?? 0,
  };
}

/** decideAdd for one more `thing` of the company, from the database. */
export async function decideAddFor(
  db: Database,
  company: CompanyRow,
  thing: LimitedThing,
): Promise<AddDecision> {
  const [facts, usage] = await Promise.all([loadSubscriptionFacts(db, company), planUsageOf(db, company.id)]);
  return decideAdd({
    thing,
    facts,
    usage,
    maxConnections: company.maxConnections,
    validConnections: usage.bank,
  });
}

/** The localised refusal of a decision that is not `allowed` (codes the web maps to its popups). */
export function refusalOf(thing: LimitedThing, decision: AddDecision): DomainError | null {
  switch (decision.outcome) {
    case "allowed":
      return null;
    case "bookMeeting":
      return new DomainError("conflict", "max_connections_reached", {
        key: "banking.errors.maxConnectionsReached",
      });
    case "maximum":
      if (thing === "scenario")
        return new DomainError("conflict", "scenario_limit", { key: "dashboard.errors.scenarioLimit" });
      return new DomainError("conflict", "plan_max_reached", {
        key: "billing.errors.planMaxReached",
        params: { count: decision.max },
      });
    case "quota":
      return new DomainError("conflict", "plan_quota_reached", {
        key: "billing.errors.planQuotaReached",
        params: { price: (decision.unitPriceCents / 100).toFixed(2).replace(".", ",") },
      });
  }
}

/**
 * Refuses (a 409 with the localised message, nothing changed) when the company may not add one more
 * `thing`. Call it in the transaction that adds, before the insert.
 */
export async function assertMayAdd(db: Database, company: CompanyRow, thing: LimitedThing): Promise<void> {
  const refusal = refusalOf(thing, await decideAddFor(db, company, thing));
  if (refusal) throw refusal;
}

/**
 * The refusal of a feature paywall (spec 000 §6): 403 with the paywall's own code (PAYWALL_ERROR_CODES,
 * from which the web opens the unlock popup) and a localised message; nothing is changed.
 */
export function paywallError(paywall: FeaturePaywall): DomainError {
  return new DomainError("forbidden", PAYWALL_ERROR_CODES[paywall], {
    key: `billing.errors.paywalls.${paywall}`,
  });
}

/** Whether the company's plan lacks a feature (exempt companies never do). */
export async function paywallStandsFor(
  db: Database,
  company: CompanyRow,
  paywall: FeaturePaywall,
  categoryDepth?: number,
): Promise<boolean> {
  return featureRefusal(paywall, await loadSubscriptionFacts(db, company), categoryDepth) !== null;
}

/**
 * Refuses the call when the company's plan lacks the feature the paywall guards; `categoryDepth` is the
 * deepest category level the change would make (categoryLevel only).
 */
export async function assertPaywallOpen(
  db: Database,
  company: CompanyRow,
  paywall: FeaturePaywall,
  categoryDepth?: number,
): Promise<void> {
  if (await paywallStandsFor(db, company, paywall, categoryDepth)) throw paywallError(paywall);
}

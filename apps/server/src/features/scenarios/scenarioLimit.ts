import type { CompanyRow } from "../../auth/companyAccess";

/**
 * Plan fallback of spec 000 §6 / spec 001 §9: 1 scenario when the plan says nothing. Billing is not built
 * yet, so every plan is the fallback. Decision: the limit counts the scenarios a user creates, not the
 * base (a limit of 1 allows the base plus one "what if"); without it a company on the fallback could
 * never compare anything.
 */
export const FALLBACK_MAX_SCENARIOS = 1;

/**
 * How many scenarios besides the base the company may have; null when unlimited. Plan limits do not apply
 * to a company that is an accounting firm or the client of one (spec 000 §6 "Limits apply unless ... the
 * company is a parent or child of a CPA").
 */
export function maxScenariosOf(company: CompanyRow): number | null {
  if (company.isCpa || company.parentId !== null) return null;
  return FALLBACK_MAX_SCENARIOS;
}

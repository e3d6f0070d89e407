import type { CompanyInfos } from "@trezo/api";
import type { CompanyOwner, CompanyRow } from "../../auth/companyAccess";

/**
 * getCompanyInfos's result: every company flag of spec 000 §3 with its stored value or default. The
 * owner comes with the request's access (no query of its own).
 */
export function companyInfosOf(
  company: CompanyRow,
  owner: CompanyOwner | null,
  actingUserId: number,
): CompanyInfos {
  return {
    id: company.id,
    name: company.name,
    siret: company.siret,
    parent_id: company.parentId,
    owner,
    is_owner: company.ownerId === actingUserId,
    is_demo: company.isDemo,
    is_cpa: company.isCpa,
    is_active: company.isActive,
    is_trial: company.isTrial,
    trial_end: company.trialEnd,
    analytics_allowed: company.analyticsAllowed,
    invoices_allowed: company.invoicesAllowed,
    checks_allowed: company.checksAllowed,
    is_standalone: company.isStandalone,
    forecastEnabled: company.forecastEnabled,
    forecastVersion: company.forecastVersion,
    defaultCurrency: company.defaultCurrency,
    maxConnections: company.maxConnections,
    maxCategoryDepth: company.maxCategoryDepth,
    availableDepthPlans: company.availableDepthPlans,
    incurred_progress_bars_enabled: company.incurredProgressBarsEnabled,
    max_engaged_objective_enabled: company.maxEngagedObjectiveEnabled,
    partner_integration_visibility: company.partnerIntegrationVisibility,
    gsheet: company.gsheet,
  };
}

import type { CompanyInfos } from "@trezo/api";
import { eq } from "drizzle-orm";
import type { CompanyRow } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";

/** getCompanyInfos's result: every company flag of spec 000 §3 with its stored value or default. */
export async function companyInfosOf(
  db: Database,
  company: CompanyRow,
  actingUserId: number,
): Promise<CompanyInfos> {
  const [owner] =
    company.ownerId === null
      ? []
      : await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.id, company.ownerId));
  return {
    id: company.id,
    name: company.name,
    siret: company.siret,
    parent_id: company.parentId,
    owner: owner ?? null,
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

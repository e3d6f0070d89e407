import { eq } from "drizzle-orm";
import { auditActor, recordAudit } from "../../audit/auditLog";
import type { Authenticated } from "../../auth/authenticate";
import type { CompanyRow } from "../../auth/companyAccess";
import { authorizeCompany, resolveCompanyAccess } from "../../auth/requestAccess";
import type { Database } from "../../db/database";
import { companies, companyUsers } from "../../db/schema";
import { DomainError, domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { companyInfosOf } from "./companyInfos";
import { companyListEntries, updateCompanyRow } from "./companyQueries";
import {
  assertSiretFree,
  insertCompany,
  MAX_MANAGED_TRIAL_COMPANIES,
  managedTrialCount,
  normaliseSiret,
  siretInvalidError,
} from "./createCompanyRecord";

type CompanyHandlers = Pick<
  CallHandlers,
  | "getCompanyInfos"
  | "getCompanyInfo"
  | "isCompanyEmployee"
  | "getParams"
  | "getManagedCompanies"
  | "createCompany"
  | "updateCompany"
  | "deleteCompany"
  | "getMaxCategoryDepth"
  | "setMaxCategoryDepth"
  | "getMaxConnections"
  | "setMaxConnections"
  | "getDefaultCurrency"
  | "setDefaultCurrency"
>;

/** The category depth a company allows, and the plans it may pick from. */
function depthPlanOf(company: CompanyRow) {
  return { maxCategoryDepth: company.maxCategoryDepth, availableDepthPlans: company.availableDepthPlans };
}

/** Every company the user may open: memberships, and the clients of firms where they see all companies. */
async function accessibleCompanyIds(db: Database, auth: Authenticated): Promise<number[]> {
  const memberships = await db
    .select({ companyId: companyUsers.companyId, isCpa: companies.isCpa })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.userId, auth.user.id));
  const ids = new Set<number>();
  for (const membership of memberships) {
    const access = await resolveCompanyAccess(db, auth, membership.companyId);
    if (!access) continue;
    ids.add(membership.companyId);
    if (membership.isCpa && (access.ownerLevel || access.permissions.cpap_access_all_managed_companies)) {
      const children = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.parentId, membership.companyId));
      for (const child of children) ids.add(child.id);
    }
  }
  return [...ids];
}

/** Companies: infos, parameters, creation, update, deletion (spec 001 §7.7). */
export const companyHandlers: CompanyHandlers = {
  async getCompanyInfos(context) {
    const { company, owner } = mustCompany(context);
    return companyInfosOf(company, owner, mustAuth(context).user.id);
  },

  async getCompanyInfo(context) {
    const { company } = mustCompany(context);
    return {
      id: company.id,
      name: company.name,
      siret: company.siret,
      admin_information: (company.adminInformation ?? {}) as Record<string, string | number | boolean | null>,
      onboarding_customization_id: company.onboardingCustomizationId,
      created_at: company.createdAt.toISOString(),
    };
  },

  async isCompanyEmployee(context) {
    const access = await resolveCompanyAccess(
      context.services.db,
      mustAuth(context),
      context.input.companyId,
    );
    return { is_employee: access?.company.isActive === true, is_owner: access?.via === "owner" };
  },

  async getParams(context) {
    const { company } = mustCompany(context);
    return {
      maxConnections: company.maxConnections,
      maxCategoryDepth: company.maxCategoryDepth,
      availableDepthPlans: company.availableDepthPlans,
      defaultCurrency: company.defaultCurrency,
      forecastEnabled: company.forecastEnabled,
    };
  },

  async getManagedCompanies(context) {
    const { db } = context.services;
    return { companies: await companyListEntries(db, await accessibleCompanyIds(db, mustAuth(context))) };
  },

  async createCompany(context) {
    const { input, services } = context;
    const { db } = services;
    const auth = mustAuth(context);
    const name = input.name.trim();
    if (name === "") throw new DomainError("invalid", "name_required", { key: "server.nameRequired" });
    const siret = normaliseSiret(input.siret);
    const parentId = input.parentId ?? null;
    if (parentId !== null) {
      // A client company of an accounting firm: only its staff who manage companies may create one.
      const firm = await authorizeCompany(db, auth, parentId, {
        anyOf: ["cpap_access_all_managed_companies", "cpap_cpa_company_access"],
      });
      if (!firm.company.isCpa)
        throw domainErrors.invalidInput([{ path: "parentId", message: "Not an accounting firm" }]);
      if (siret === null) throw siretInvalidError();
      if ((await managedTrialCount(db, parentId)) >= MAX_MANAGED_TRIAL_COMPANIES) {
        throw new DomainError("forbidden", "cpa_trial_limit", { key: "server.cpaTrialLimit" });
      }
    }
    if (input.isCpa && siret === null) throw siretInvalidError();
    await assertSiretFree(db, siret);
    const companyId = await insertCompany(db, {
      name,
      siret,
      ownerId: auth.user.id,
      isCpa: input.isCpa === true && parentId === null,
      parentId,
      isTrial: true,
    });
    return { companyId };
  },

  async updateCompany(context) {
    const { input, services } = context;
    const access = mustCompany(context);
    const values: Partial<typeof companies.$inferInsert> = {};
    if (input.company?.name !== undefined) values.name = input.company.name;
    if (input.company?.siret !== undefined) {
      const siret = normaliseSiret(input.company.siret);
      if (siret === null && (access.company.isCpa || access.company.parentId !== null))
        throw siretInvalidError();
      await assertSiretFree(services.db, siret, access.company.id);
      values.siret = siret;
    }
    if (input.admin_information !== undefined) values.adminInformation = input.admin_information;
    if (input.customization !== undefined) {
      values.onboardingCustomizationId = input.customization.onboarding_customization_id;
    }
    const company =
      Object.keys(values).length === 0
        ? access.company
        : await updateCompanyRow(services.db, access.company.id, values);
    return companyInfosOf(company, access.owner, mustAuth(context).user.id);
  },

  async deleteCompany(context) {
    const auth = mustAuth(context);
    const { company } = mustCompany(context);
    const { db } = context.services;
    await db.delete(companies).where(eq(companies.id, company.id));
    await recordAudit(db, {
      action: "company_deleted",
      ...auditActor(auth, context.request),
      companyId: company.id,
      details: { name: company.name },
    });
    return { success: true as const };
  },

  async getMaxCategoryDepth(context) {
    return depthPlanOf(mustCompany(context).company);
  },

  async setMaxCategoryDepth({ input: { companyId, maxCategoryDepth }, services }) {
    return depthPlanOf(await updateCompanyRow(services.db, companyId, { maxCategoryDepth }));
  },

  async getMaxConnections(context) {
    return { maxConnections: mustCompany(context).company.maxConnections };
  },

  async setMaxConnections({ input: { companyId, maxConnections }, services }) {
    return {
      maxConnections: (await updateCompanyRow(services.db, companyId, { maxConnections })).maxConnections,
    };
  },

  async getDefaultCurrency(context) {
    return { defaultCurrency: mustCompany(context).company.defaultCurrency };
  },

  async setDefaultCurrency({ input: { companyId, defaultCurrency }, services }) {
    const company = await updateCompanyRow(services.db, companyId, { defaultCurrency });
    return { defaultCurrency: company.defaultCurrency };
  },
};

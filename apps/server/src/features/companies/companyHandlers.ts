import { siretRequired } from "@trezo/domain";
import { auditActor } from "../../audit/auditLog";
import type { Authenticated } from "../../auth/authenticate";
import type { CompanyRow } from "../../auth/companyAccess";
import { authorizeCompany, resolveCompanyAccess, resolveMembershipAccesses } from "../../auth/requestAccess";
import type { Database } from "../../db/database";
import type { companies } from "../../db/schema";
import { DomainError, domainErrors } from "../../errors/domainError";
import { removeAttachment } from "../../files/attachmentStore";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { importCategoryNodes } from "../categories/importCategoryNodes";
import { templateNodes } from "../portfolio/templateQueries";
import { companyInfosOf } from "./companyInfos";
import {
  clientCompanyCount,
  companyListEntries,
  deleteCompanyRow,
  storedFileKeysOf,
  updateCompanyAudited,
  updateCompanyRow,
} from "./companyQueries";
import {
  assertSiretFree,
  insertCompany,
  MAX_MANAGED_TRIAL_COMPANIES,
  managedTrialCount,
  nameRequiredError,
  siretInvalidError,
  storedSiretOf,
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

/** A new company's maximum category depth (spec 000 §9: maxCategoryDepth 4). */
const DEFAULT_MAX_CATEGORY_DEPTH = 4;

/** The category depth a company allows, and the plans it may pick from. */
function depthPlanOf(company: CompanyRow) {
  return { maxCategoryDepth: company.maxCategoryDepth, availableDepthPlans: company.availableDepthPlans };
}

/**
 * Every company the user may open: memberships, and the clients of firms where they see all companies.
 * Set-wise (issue 16: a firm owner may have 300 clients): one query for the memberships' accesses, one
 * for the list.
 */
async function accessibleCompanies(db: Database, auth: Authenticated) {
  const accesses = await resolveMembershipAccesses(db, auth);
  const firmIds = accesses
    .filter(
      (access) =>
        access.company.isCpa && (access.ownerLevel || access.permissions.cpap_access_all_managed_companies),
    )
    .map((access) => access.company.id);
  return companyListEntries(db, { ids: accesses.map((access) => access.company.id), parentIds: firmIds });
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
    return { companies: await accessibleCompanies(db, mustAuth(context)) };
  },

  async createCompany(context) {
    const { input, services } = context;
    const { db } = services;
    const auth = mustAuth(context);
    const name = input.name.trim();
    if (name === "") throw nameRequiredError();
    const siret = storedSiretOf(input.siret);
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
    // A category plan template of the firm: read now, written with the company (one transaction).
    const templateId = input.templateId;
    const template =
      templateId === undefined || parentId === null ? null : await templateNodes(db, parentId, templateId);
    if (templateId !== undefined && template === null) throw domainErrors.notFound();
    if (input.isCpa && siret === null) throw siretInvalidError();
    await assertSiretFree(db, siret);
    const companyId = await insertCompany(
      db,
      {
        name,
        siret,
        ownerId: auth.user.id,
        isCpa: input.isCpa === true && parentId === null,
        parentId,
        isTrial: true,
      },
      template === null
        ? undefined
        : (tx, id) =>
            importCategoryNodes(tx, {
              companyId: id,
              maxDepth: DEFAULT_MAX_CATEGORY_DEPTH,
              existing: [],
              nodes: template,
              locale: context.locale,
            }).then(() => undefined),
    );
    return { companyId };
  },

  async updateCompany(context) {
    const { input, services } = context;
    const access = mustCompany(context);
    const auth = mustAuth(context);
    const values: Partial<typeof companies.$inferInsert> = {};
    if (input.company?.name !== undefined) {
      const name = input.company.name.trim();
      if (name === "") throw nameRequiredError();
      values.name = name;
    }
    if (input.company?.siret !== undefined) {
      const siret = storedSiretOf(input.company.siret);
      if (siret === null && siretRequired(access.company)) throw siretInvalidError();
      await assertSiretFree(services.db, siret, access.company.id);
      values.siret = siret;
    }
    if (input.admin_information !== undefined) values.adminInformation = input.admin_information;
    if (input.customization !== undefined) {
      values.onboardingCustomizationId = input.customization.onboarding_customization_id;
    }
    if (Object.keys(values).length === 0) return companyInfosOf(access.company, access.owner, auth.user.id);
    // The audit line says which fields changed (names and SIRETs are the company's, not personal data).
    const changed = Object.keys(values);
    const company = await updateCompanyAudited(services.db, access.company.id, values, {
      action: "company_updated",
      ...auditActor(auth, context.request),
      companyId: access.company.id,
      details: {
        changed,
        ...(values.name !== undefined ? { name: { from: access.company.name, to: values.name } } : {}),
        ...(values.siret !== undefined ? { siret: { from: access.company.siret, to: values.siret } } : {}),
      },
    });
    return companyInfosOf(company, access.owner, auth.user.id);
  },

  async deleteCompany(context) {
    const auth = mustAuth(context);
    const { company, owner } = mustCompany(context);
    const { services } = context;
    const { db } = services;
    // An accounting firm's client files would be left without their firm: they go first.
    if (company.isCpa && (await clientCompanyCount(db, company.id)) > 0) {
      throw new DomainError("conflict", "company_has_clients", { key: "companies.errors.hasClients" });
    }
    const fileKeys = await storedFileKeysOf(db, company.id);
    try {
      await deleteCompanyRow(db, company.id, {
        action: "company_deleted",
        ...auditActor(auth, context.request),
        companyId: company.id,
        details: { name: company.name, siret: company.siret, files: fileKeys.length },
      });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // Spec 001 §8: the user is told that support received an e-mail with the company's data.
      context.request.log.error(
        { alert: "support", companyId: company.id, err: error },
        "company could not be deleted",
      );
      await services.mailer.post({
        to: services.config.supportEmail,
        subject: `Trezo: company ${company.id} could not be deleted`,
        text: [
          `The company below could not be deleted; it is unchanged.`,
          `id: ${company.id}`,
          `name: ${company.name}`,
          `SIRET: ${company.siret ?? "-"}`,
          `owner: ${owner?.email ?? "-"}`,
          `asked by user: ${auth.impersonatedBy ?? auth.user.id}`,
          `at: ${new Date().toISOString()}`,
        ].join("\n"),
      });
      throw new DomainError("internal", "company_delete_failed", { key: "companies.errors.deleteFailed" });
    }
    // The rows are gone; now the stored files they named (the cascade cannot reach the FileStore). A file
    // that cannot be removed is logged and left behind: the company's deletion already happened.
    const removals = await Promise.allSettled(fileKeys.map((key) => removeAttachment(services, key)));
    const left = removals.filter((removal) => removal.status === "rejected").length;
    if (left > 0) {
      context.request.log.error(
        { companyId: company.id, left },
        "files of a deleted company were not removed",
      );
    }
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

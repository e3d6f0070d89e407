import { mergeCompanyConfig } from "@trezo/domain";
import { auditActor, recordAudit } from "../../audit/auditLog";
import { endSessionsOf } from "../../auth/accessTokens";
import { domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustAuth } from "../../http/registerContract";
import { setSubscriptionSettings } from "../billing/billingQueries";
import { companyListEntries, existingCompany, updateCompanyRow } from "../companies/companyQueries";
import {
  clearAddressLockout,
  companyIdPage,
  companyModules,
  lockedOutAddresses,
  updateUserFlags,
  userById,
  userPage,
} from "./adminQueries";

type AdminHandlers = Pick<
  CallHandlers,
  | "getUsersList"
  | "getAllCompaniesList"
  | "adminGetUserToken"
  | "setSalesVisibility"
  | "resetUserLockout"
  | "setUserActiveState"
  | "setCompanyActiveState"
  | "setEndOfTrialPeriodForCompany"
  | "updateCompanyModules"
  | "setBackup"
  | "setCustomPermissions"
  | "setGsheetTab"
  | "updateCompanyConfig"
>;

/** Admin-only calls of spec 001 §6 (the registration already refused anyone but a SuperAdmin). */
export const adminHandlers: AdminHandlers = {
  async getUsersList({ input, services }) {
    const { rows, total, nextAfter } = await userPage(services.db, input);
    const locked = await lockedOutAddresses(
      services.db,
      rows.map((user) => user.email),
    );
    return {
      users: rows.map((user) => ({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role === "SuperAdmin" ? ("SuperAdmin" as const) : ("User" as const),
        is_active: user.isActive,
        salesVisibility: user.salesVisibility,
        created_at: user.createdAt.toISOString(),
        locked_out: locked.has(user.email),
      })),
      total,
      next_after: nextAfter,
    };
  },

  async getAllCompaniesList({ input, services }) {
    const { ids, total } = await companyIdPage(services.db, input.search, input.page ?? 1);
    const entries = await companyListEntries(services.db, { ids });
    const modules = await companyModules(services.db, ids);
    return {
      companies: entries.map((entry) => {
        const flags = modules.get(entry.id);
        return {
          ...entry,
          invoices_allowed: flags?.invoices ?? false,
          checks_allowed: flags?.checks ?? false,
          analytics_allowed: flags?.analytics ?? false,
          backup_enabled: flags?.backupEnabled ?? true,
          custom_permissions: flags?.customPermissions ?? false,
          gsheet_tab: flags?.gsheetTab ?? null,
          config: flags?.configuration ?? {},
        };
      }),
      total,
    };
  },

  async adminGetUserToken(context) {
    const auth = mustAuth(context);
    const { db, tokens } = context.services;
    const target = await userById(db, context.input.id);
    if (!target?.isActive) throw domainErrors.notFound();
    const adminId = auth.impersonatedBy ?? auth.user.id;
    const issued = await tokens.issue(target.id, target.role, "pretend", adminId);
    await recordAudit(db, {
      action: "impersonation_started",
      actorUserId: adminId,
      subjectUserId: target.id,
      ip: context.request.ip,
      details: { reason: context.input.reason },
    });
    return {
      token: issued.token,
      expires_at: issued.expiresAt.toISOString(),
      user_id: target.id,
      email: target.email,
    };
  },

  async resetUserLockout({ input, services }) {
    const user = await userById(services.db, input.userId);
    if (!user) throw domainErrors.notFound();
    await clearAddressLockout(services.db, user.email);
    return { success: true as const };
  },

  async setSalesVisibility({ input, services }) {
    const found = await updateUserFlags(services.db, input.userId, {
      salesVisibility: input.salesVisibility,
    });
    if (!found) throw domainErrors.notFound();
    return { success: true as const };
  },

  async setUserActiveState(context) {
    const auth = mustAuth(context);
    const { input, services } = context;
    const found = await updateUserFlags(services.db, input.userId, { isActive: input.isActive });
    if (!found) throw domainErrors.notFound();
    // A deactivated user's sessions end: reactivating them later does not bring old tokens back.
    if (!input.isActive) await endSessionsOf(services.db, input.userId);
    await recordAudit(services.db, {
      action: "user_active_state_changed",
      ...auditActor(auth, context.request),
      subjectUserId: input.userId,
      details: { isActive: input.isActive },
    });
    return { success: true as const };
  },

  async setCompanyActiveState(context) {
    const auth = mustAuth(context);
    const { input, services } = context;
    await updateCompanyRow(services.db, input.companyId, { isActive: input.isActive });
    await recordAudit(services.db, {
      action: "company_active_state_changed",
      ...auditActor(auth, context.request),
      companyId: input.companyId,
      details: { isActive: input.isActive },
    });
    return { success: true as const };
  },

  async setEndOfTrialPeriodForCompany({ input, services }) {
    await updateCompanyRow(services.db, input.companyId, {
      trialEnd: input.trialEnd,
      isTrial: input.trialEnd !== null,
    });
    if (input.free_trial_version !== undefined)
      await setSubscriptionSettings(services.db, input.companyId, {
        freeTrialVersion: input.free_trial_version,
      });
    return { success: true as const };
  },

  async updateCompanyModules({ input, services }) {
    const values = {
      ...(input.invoices_allowed === undefined ? {} : { invoicesAllowed: input.invoices_allowed }),
      ...(input.checks_allowed === undefined ? {} : { checksAllowed: input.checks_allowed }),
      ...(input.analytics_allowed === undefined ? {} : { analyticsAllowed: input.analytics_allowed }),
      ...(input.forecastEnabled === undefined ? {} : { forecastEnabled: input.forecastEnabled }),
      ...(input.incurred_progress_bars_enabled === undefined
        ? {}
        : { incurredProgressBarsEnabled: input.incurred_progress_bars_enabled }),
      ...(input.max_engaged_objective_enabled === undefined
        ? {}
        : { maxEngagedObjectiveEnabled: input.max_engaged_objective_enabled }),
      ...(input.partner_integration_visibility === undefined
        ? {}
        : { partnerIntegrationVisibility: input.partner_integration_visibility }),
      ...(input.gsheet === undefined ? {} : { gsheet: input.gsheet }),
    };
    // Nothing to change still answers 404 for a company that does not exist.
    if (Object.keys(values).length > 0) await updateCompanyRow(services.db, input.companyId, values);
    else await existingCompany(services.db, input.companyId);
    return { success: true as const };
  },
  // The four setters below are audited by the registration (audit: "adminSetting", with their input).
  async setBackup({ input, services }) {
    await updateCompanyRow(services.db, input.companyId, { backupEnabled: input.backup });
    return { success: true as const };
  },

  async setCustomPermissions({ input, services }) {
    await updateCompanyRow(services.db, input.companyId, {
      customPermissionsGranted: input.custom_permissions,
    });
    return { success: true as const };
  },

  async setGsheetTab({ input, services }) {
    await updateCompanyRow(services.db, input.companyId, { gsheetTab: input.gsheet_tab });
    return { success: true as const };
  },

  async updateCompanyConfig({ input, services }) {
    return services.db.transaction(async (tx) => {
      const company = await existingCompany(tx, input.companyId);
      const config = mergeCompanyConfig(
        (company.configuration ?? {}) as Record<string, string | number | boolean>,
        input.config,
      );
      await updateCompanyRow(tx, input.companyId, { configuration: config });
      return { config };
    });
  },
};

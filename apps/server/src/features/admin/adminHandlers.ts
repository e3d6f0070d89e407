import { count, eq, ilike, or } from "drizzle-orm";
import { auditActor, recordAudit } from "../../audit/auditLog";
import { endSessionsOf } from "../../auth/accessTokens";
import { companies, users } from "../../db/schema";
import { domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustAuth } from "../../http/registerContract";
import { companyListEntries, existingCompany } from "../companies/companyQueries";

type AdminHandlers = Pick<
  CallHandlers,
  | "getUsersList"
  | "getAllCompaniesList"
  | "adminGetUserToken"
  | "setSalesVisibility"
  | "setUserActiveState"
  | "setCompanyActiveState"
  | "setEndOfTrialPeriodForCompany"
  | "updateCompanyModules"
>;

const PAGE_SIZE = 50;

/** `%text%` for ILIKE with the wildcard characters of the search escaped. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Admin-only calls of spec 001 §6 (the registration already refused anyone but a SuperAdmin). */
export const adminHandlers: AdminHandlers = {
  async getUsersList({ input, services }) {
    const { db } = services;
    const filter = input.search
      ? or(
          ilike(users.email, containsPattern(input.search)),
          ilike(users.firstName, containsPattern(input.search)),
          ilike(users.lastName, containsPattern(input.search)),
        )
      : undefined;
    const page = input.page ?? 1;
    const rows = await db
      .select()
      .from(users)
      .where(filter)
      .orderBy(users.id)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    const [total] = await db.select({ value: count() }).from(users).where(filter);
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
      })),
      total: total?.value ?? 0,
    };
  },

  async getAllCompaniesList({ input, services }) {
    const { db } = services;
    const filter = input.search
      ? or(
          ilike(companies.name, containsPattern(input.search)),
          ilike(companies.siret, containsPattern(input.search)),
        )
      : undefined;
    const page = input.page ?? 1;
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(filter)
      .orderBy(companies.id)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    const [total] = await db.select({ value: count() }).from(companies).where(filter);
    return {
      companies: await companyListEntries(
        db,
        rows.map((row) => row.id),
      ),
      total: total?.value ?? 0,
    };
  },

  async adminGetUserToken(context) {
    const auth = mustAuth(context);
    const { db, tokens } = context.services;
    const [target] = await db.select().from(users).where(eq(users.id, context.input.id));
    if (!target?.isActive) throw domainErrors.notFound();
    const adminId = auth.impersonatedBy ?? auth.user.id;
    const issued = await tokens.issue(target.id, target.role, "pretend", adminId);
    await recordAudit(db, {
      action: "impersonation_started",
      actorUserId: adminId,
      subjectUserId: target.id,
      ip: context.request.ip,
    });
    return {
      token: issued.token,
      expires_at: issued.expiresAt.toISOString(),
      user_id: target.id,
      email: target.email,
    };
  },

  async setSalesVisibility({ input, services }) {
    const rows = await services.db
      .update(users)
      .set({ salesVisibility: input.salesVisibility })
      .where(eq(users.id, input.userId))
      .returning({ id: users.id });
    if (rows.length === 0) throw domainErrors.notFound();
    return { success: true as const };
  },

  async setUserActiveState(context) {
    const auth = mustAuth(context);
    const { input, services } = context;
    const rows = await services.db
      .update(users)
      .set({ isActive: input.isActive })
      .where(eq(users.id, input.userId))
      .returning({ id: users.id });
    if (rows.length === 0) throw domainErrors.notFound();
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
    await existingCompany(services.db, input.companyId);
    await services.db
      .update(companies)
      .set({ isActive: input.isActive })
      .where(eq(companies.id, input.companyId));
    await recordAudit(services.db, {
      action: "company_active_state_changed",
      ...auditActor(auth, context.request),
      companyId: input.companyId,
      details: { isActive: input.isActive },
    });
    return { success: true as const };
  },

  async setEndOfTrialPeriodForCompany({ input, services }) {
    await existingCompany(services.db, input.companyId);
    await services.db
      .update(companies)
      .set({ trialEnd: input.trialEnd, isTrial: input.trialEnd !== null })
      .where(eq(companies.id, input.companyId));
    return { success: true as const };
  },

  async updateCompanyModules({ input, services }) {
    await existingCompany(services.db, input.companyId);
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
    if (Object.keys(values).length > 0) {
      await services.db.update(companies).set(values).where(eq(companies.id, input.companyId));
    }
    return { success: true as const };
  },
};

import { resolveCompanyAccess } from "../../auth/requestAccess";
import type { Database } from "../../db/database";
import { domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustAuth } from "../../http/registerContract";
import {
  activeInAppMessage,
  databaseTime,
  dismissMessage,
  type InAppMessageRow,
  insertAnalyticsEvent,
  insertClientLog,
  insertInAppMessage,
  isDismissedBy,
  recentInAppMessages,
  setAcceptedTermsVersion,
  setMessageActive,
  storedTermsOfUse,
} from "./infrastructureQueries";

type InfrastructureHandlers = Pick<
  CallHandlers,
  | "healthcheckDb"
  | "logClientError"
  | "getInAppMessage"
  | "addInAppMessage"
  | "dismissInAppMessage"
  | "listInAppMessages"
  | "setInAppMessageActive"
  | "getAppMeta"
  | "updateTou"
  | "trackPageEvent"
>;

/** The terms of use are installation data (app_meta 'tou'); version 0 with no text until one is published. */
export async function currentTermsOfUse(db: Database): Promise<{ version: number; text: string }> {
  const value = (await storedTermsOfUse(db)) as { version?: unknown; text?: unknown } | undefined;
  return {
    version: typeof value?.version === "number" ? value.version : 0,
    text: typeof value?.text === "string" ? value.text : "",
  };
}

function routesOf(row: InAppMessageRow): string[] {
  return Array.isArray(row.routes)
    ? row.routes.filter((route): route is string => typeof route === "string")
    : [];
}

/** A message as a user gets it; `shown`: that user already closed it (is_shown is per user). */
function messageOutput(row: InAppMessageRow, shown = false) {
  return { id: row.id, body: row.body, is_active: row.isActive, is_shown: shown, routes: routesOf(row) };
}

/** Health, client logs, in-app message, terms of use, analytics (spec 001 §7.3, §7.12). */
export const infrastructureHandlers: InfrastructureHandlers = {
  async healthcheckDb({ input, services }) {
    return {
      status: "ok" as const,
      database: services.database.kind,
      databaseTime: await databaseTime(services.db),
      time: input.time === undefined ? null : String(input.time),
    };
  },

  async logClientError({ input, auth, services, request }) {
    // The message is stored as data and logged without user content beyond its size. The call is public
    // (a crash may come before sign-in): a company is recorded only for a caller with access to it.
    const companyId =
      auth && input.company_id != null && (await resolveCompanyAccess(services.db, auth, input.company_id))
        ? input.company_id
        : null;
    await insertClientLog(services.db, {
      companyId,
      userId: auth?.user.id ?? null,
      kind: input.kind ?? "error",
      message: input.message,
      url: input.url ?? null,
      stack: input.stack ?? null,
    });
    request.log.warn(
      { clientError: { kind: input.kind ?? "error", length: input.message.length } },
      "client error reported",
    );
    return { success: true as const };
  },

  async getInAppMessage(context) {
    const auth = mustAuth(context);
    const row = await activeInAppMessage(context.services.db);
    if (!row) return { message: null };
    return { message: messageOutput(row, await isDismissedBy(context.services.db, row.id, auth.user.id)) };
  },

  async dismissInAppMessage(context) {
    const auth = mustAuth(context);
    // The person at the keyboard: an administrator acting as a user closes it for that user.
    if (!(await dismissMessage(context.services.db, context.input.id, auth.user.id)))
      throw domainErrors.notFound();
    return { success: true as const };
  },

  async listInAppMessages({ services }) {
    const rows = await recentInAppMessages(services.db, 20);
    return {
      messages: rows.map(({ row, dismissedBy }) => ({
        id: row.id,
        body: row.body,
        is_active: row.isActive,
        routes: routesOf(row),
        created_at: new Date(row.createdAt).toISOString(),
        dismissed_by: Number(dismissedBy),
      })),
    };
  },

  async setInAppMessageActive({ input, services }) {
    if (!(await setMessageActive(services.db, input.id, input.is_active))) throw domainErrors.notFound();
    return { success: true as const };
  },

  async addInAppMessage(context) {
    const auth = mustAuth(context);
    const { input, services } = context;
    const row = await insertInAppMessage(services.db, {
      body: input.body,
      routes: input.routes,
      isActive: input.is_active,
      createdBy: auth.user.id,
    });
    return { message: messageOutput(row) };
  },

  async getAppMeta({ services }) {
    return { tou: await currentTermsOfUse(services.db) };
  },

  async updateTou(context) {
    const auth = mustAuth(context);
    const { version } = await currentTermsOfUse(context.services.db);
    await setAcceptedTermsVersion(context.services.db, auth.user.id, version);
    return { tou_version_accepted: version };
  },

  async trackPageEvent(context) {
    const auth = mustAuth(context);
    const { db } = context.services;
    const requested = context.input.company_id ?? null;
    // Only a company the user can open is recorded: events never point into someone else's tenant.
    const companyId =
      requested !== null && (await resolveCompanyAccess(db, auth, requested)) !== null ? requested : null;
    await insertAnalyticsEvent(db, { userId: auth.user.id, companyId, route: context.input.route });
    return { success: true as const };
  },
};

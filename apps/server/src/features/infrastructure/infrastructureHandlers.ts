import { resolveCompanyAccess } from "../../auth/requestAccess";
import type { Database } from "../../db/database";
import { type CallHandlers, mustAuth } from "../../http/registerContract";
import {
  activeInAppMessage,
  databaseTime,
  type InAppMessageRow,
  insertAnalyticsEvent,
  insertClientLog,
  insertInAppMessage,
  setAcceptedTermsVersion,
  storedTermsOfUse,
} from "./infrastructureQueries";

type InfrastructureHandlers = Pick<
  CallHandlers,
  | "healthcheckDb"
  | "logClientError"
  | "getInAppMessage"
  | "addInAppMessage"
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

function messageOutput(row: InAppMessageRow) {
  const routes = Array.isArray(row.routes)
    ? row.routes.filter((route): route is string => typeof route === "string")
    : [];
  // Whether a given user dismissed the banner is kept by the browser; the server says it is not shown yet.
  return { id: row.id, body: row.body, is_active: row.isActive, is_shown: false, routes };
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

  async getInAppMessage({ services }) {
    const row = await activeInAppMessage(services.db);
    return { message: row ? messageOutput(row) : null };
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

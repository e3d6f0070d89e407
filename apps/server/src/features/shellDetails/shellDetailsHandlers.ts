import { crmPayload, isTagManagerId, resolveShellStyles } from "@trezo/domain";
import { auditActor, recordAudit } from "../../audit/auditLog";
import { DomainError } from "../../errors/domainError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import { updateCompanyAudited } from "../companies/companyQueries";
import { crmAdapter } from "./crmAdapter";
import { brandingStyles, crmConsentOf, salesContactOf, saveCrmConsent } from "./shellDetailsQueries";

type ShellDetailsHandlers = Pick<
  CallHandlers,
  | "getStyles"
  | "updateHubSpotObject"
  | "getCrmConsent"
  | "setCrmConsent"
  | "getTagManager"
  | "setTagManagerId"
>;

const consentOutput = (at: Date | null) => ({
  consented: at !== null,
  consented_at: at?.toISOString() ?? null,
});

/** The shell's style settings and the CRM's sales events (spec 001 §7.7). */
export const shellDetailsHandlers: ShellDetailsHandlers = {
  async getStyles(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const own = await brandingStyles(db, company.id);
    const parent = own || company.parentId === null ? null : await brandingStyles(db, company.parentId);
    return resolveShellStyles(own, parent);
  },

  async updateHubSpotObject(context) {
    const { company } = mustCompany(context);
    const { db, config } = context.services;
    const userId = mustAuth(context).user.id;
    // The user's contact goes only with their consent (setCrmConsent, /profile); without it only the
    // company's id, the event and its value can leave (crmPayload decides, and is tested for it).
    const consented = (await crmConsentOf(db, userId)) !== null;
    const contact = consented ? await salesContactOf(db, userId) : null;
    const sent = await crmAdapter(config).send(
      crmPayload(company.id, context.input.event, contact, consented),
    );
    return { sent };
  },

  async getCrmConsent(context) {
    return consentOutput(await crmConsentOf(context.services.db, mustAuth(context).user.id));
  },

  async setCrmConsent(context) {
    const auth = mustAuth(context);
    const { db } = context.services;
    const { consent } = context.input;
    const before = await crmConsentOf(db, auth.user.id);
    // Giving it again keeps the first date: the consent is the one given then.
    const at = consent ? (before ?? new Date()) : null;
    const saved = await saveCrmConsent(db, auth.user.id, at);
    if ((before !== null) !== consent) {
      await recordAudit(db, {
        action: "crm_consent_changed",
        ...auditActor(auth, context.request),
        subjectUserId: auth.user.id,
        details: { consent },
      });
    }
    return consentOutput(saved);
  },

  async getTagManager(context) {
    return { tag_manager_id: mustCompany(context).company.tagManagerId ?? null };
  },

  async setTagManagerId(context) {
    const { company } = mustCompany(context);
    const auth = mustAuth(context);
    const id = context.input.tag_manager_id;
    if (id !== null && !isTagManagerId(id))
      throw new DomainError("invalid", "invalid_tag_manager_id", {
        key: "server.invalidTagManagerId",
        params: { id },
      });
    await updateCompanyAudited(
      context.services.db,
      company.id,
      { tagManagerId: id },
      {
        action: "company_updated",
        ...auditActor(auth, context.request),
        companyId: company.id,
        details: { tag_manager_id: id },
      },
    );
    return { tag_manager_id: id };
  },
};

import { crmPayload, resolveShellStyles } from "@trezo/domain";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { crmAdapter } from "./crmAdapter";
import { brandingStyles } from "./shellDetailsQueries";

type ShellDetailsHandlers = Pick<CallHandlers, "getStyles" | "updateHubSpotObject">;

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
    // No consent to share contacts is recorded yet, so no contact is ever passed: only the company's id,
    // the event and its value can leave.
    const sent = await crmAdapter().send(crmPayload(company.id, context.input.event, null, false));
    return { sent };
  },
};

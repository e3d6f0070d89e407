import { SALES_EVENTS, type SalesEvent } from "@trezo/domain";
import { z } from "zod";
import { companyMember, manageCompany, signedIn } from "../access";
import { defineCall } from "../call";
import { colorSchema, companyInput, emptyInput, imageRefSchema } from "../schemas";

/** The shell's style settings and the CRM's sales events (spec 001 §7.7). */

export const shellStylesSchema = z.object({
  app_header_bg_color: colorSchema.nullable(),
  menu_text_color: colorSchema.nullable(),
  menu_active_text_color: colorSchema.nullable(),
  app_logo: imageRefSchema.nullable(),
  app_icon: imageRefSchema.nullable(),
});

export const getStyles = defineCall({
  method: "POST",
  path: "getStyles",
  summary:
    "The style settings the shell applies for the company: its own branding, else its accounting firm's, else none (the shell's theme).",
  input: companyInput,
  output: z.object({ styles: shellStylesSchema, source: z.enum(["company", "parent", "default"]) }),
  access: companyMember,
});

export const updateHubSpotObject = defineCall({
  method: "POST",
  path: "updateHubSpotObject",
  summary:
    "Sends one sales event of the company to the CRM when one is configured (nothing is sent otherwise); nothing personal leaves without the company's consent.",
  input: companyInput.extend({ event: z.enum(SALES_EVENTS as [SalesEvent, ...SalesEvent[]]) }),
  output: z.object({ sent: z.boolean() }),
  access: companyMember,
});

const crmConsentOutput = z.object({
  consented: z.boolean(),
  /** When the user agreed (ISO date-time); null without consent. */
  consented_at: z.string().nullable(),
});

export const getCrmConsent = defineCall({
  method: "POST",
  path: "getCrmConsent",
  summary:
    "Whether the signed-in user agreed that their contact details (name, e-mail) go with the CRM's sales events.",
  input: emptyInput,
  output: crmConsentOutput,
  access: signedIn,
});

export const setCrmConsent = defineCall({
  method: "POST",
  path: "setCrmConsent",
  summary:
    "Gives or withdraws the signed-in user's consent to their contact details going with the CRM's sales events (audited). Without it, updateHubSpotObject sends nothing personal.",
  input: z.object({ consent: z.boolean() }),
  output: crmConsentOutput,
  access: signedIn,
});

const tagManagerOutput = z.object({
  /** The company's tag-manager container (GTM-…); null: no tag is ever loaded. */
  tag_manager_id: z.string().nullable(),
});

export const getTagManager = defineCall({
  method: "POST",
  path: "getTagManager",
  summary:
    "The company's tag-manager id (spec 000 §5); the shell loads the tag only after the visitor's consent, never on the sign-in pages.",
  input: companyInput,
  output: tagManagerOutput,
  access: companyMember,
});

export const setTagManagerId = defineCall({
  method: "POST",
  path: "setTagManagerId",
  summary:
    "Sets (GTM- followed by uppercase letters or digits, else invalid_tag_manager_id) or removes (null) the company's tag-manager id.",
  input: companyInput.extend({ tag_manager_id: z.string().trim().max(40).nullable() }),
  output: tagManagerOutput,
  access: manageCompany,
});

export const shellDetailsCalls = {
  getStyles,
  updateHubSpotObject,
  getCrmConsent,
  setCrmConsent,
  getTagManager,
  setTagManagerId,
};

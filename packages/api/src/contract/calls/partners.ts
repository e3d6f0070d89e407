import { PARTNER_NAMES, type PartnerName } from "@trezo/domain";
import { z } from "zod";
import { anyone, companyMember, manageCompany } from "../access";
import { defineCall } from "../call";
import { companyInput, idSchema, successOutput } from "../schemas";

/**
 * Partners (spec 001 §7.10 "Partners": checkPartner, partner/getRedirectUrl, getPartnerIntegrationDetails,
 * getPartnerManagedCompany, partner/authenticate returning api_key, syncPartnerManagedCompany,
 * deletePartnerIntegration {partner_id, partner_integration_id}, partners; spec 000 §3 "Partner
 * integration"; issue 23). Our reading: a partner is an invoicing or accounting tool of the registry
 * (@trezo/domain PARTNERS), named by `partner_id` (its registry name); a company connects one by giving the
 * API token the partner issued it (the manual flow, `partner/connect`), and the server imports the
 * partner's invoices on demand and every night. The other way round, `partner/authenticate` issues an API
 * key with which the partner calls Trezo for that one company (shown once, stored hashed, revocable).
 * Reading needs any access to the company; connecting, synchronising, deleting and keys need the owner
 * level (they act on the company's data and secrets).
 */

export const partnerIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value): value is PartnerName => (PARTNER_NAMES as readonly string[]).includes(value), {
    message: "Unknown partner",
  });

export const partnerSchema = z.object({
  partner_id: z.string(),
  partner_name: z.string(),
  connection: z.literal("api_token"),
  imports: z.array(z.enum(["invoices", "categories"])),
  token_help_url: z.string(),
  sandbox: z.boolean(),
  /** Whether Trezo can connect it today (an adapter exists); the others only carry sign-ups. */
  integration: z.boolean(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** A company's partner integration (spec 000 §3), with how its synchronisation goes. */
export const partnerIntegrationSchema = z.object({
  partner_integration_id: idSchema,
  partner_id: z.string(),
  partner_name: z.string(),
  account_label: z.string(),
  status: z.enum(["active", "failing"]),
  last_sync_at: z.string().nullable(),
  last_sync_error: z.string().nullable(),
  imported_invoices: z.number().int(),
  created_at: z.string(),
});
export type PartnerIntegration = z.infer<typeof partnerIntegrationSchema>;

/** An API key as lists show it: never the key. */
export const partnerApiKeySchema = z.object({
  id: idSchema,
  partner_id: z.string(),
  partner_name: z.string(),
  hint: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type PartnerApiKey = z.infer<typeof partnerApiKeySchema>;

/** What one synchronisation did. */
export const partnerSyncResultSchema = z.object({
  imported: z.number().int(),
  /** Invoices already in Trezo (same counterparty and number): left as they are. */
  already_there: z.number().int(),
  /** Invoices not imported: drafts, cancelled ones, another currency than the company's. */
  ignored: z.number().int(),
});
export type PartnerSyncResult = z.infer<typeof partnerSyncResultSchema>;

export const partners = defineCall({
  method: "GET",
  path: "partners",
  summary:
    "The partner registry: every invoicing or accounting tool Trezo knows, and whether it can be connected.",
  input: z.object({}),
  output: z.object({ partners: z.array(partnerSchema) }),
  access: anyone,
});

export const checkPartner = defineCall({
  method: "POST",
  path: "checkPartner",
  summary:
    "Whether a partner name (from /signup/{partner} or /signup/partner/{name}) is one of the registry's, and which.",
  input: z.object({ partner_name: z.string().trim().min(1).max(60) }),
  output: z.object({ exists: z.boolean(), partner: partnerSchema.nullable() }),
  access: anyone,
});

export const getPartnerIntegrationDetails = defineCall({
  method: "GET",
  path: "getPartnerIntegrationDetails",
  summary:
    "The company's partner integrations (with their last synchronisation) and its partners' API keys (never the keys themselves).",
  input: companyInput,
  output: z.object({
    partner_integration_visibility: z.boolean(),
    integrations: z.array(partnerIntegrationSchema),
    api_keys: z.array(partnerApiKeySchema),
  }),
  access: companyMember,
});

export const getPartnerManagedCompany = defineCall({
  method: "GET",
  path: "getPartnerManagedCompany",
  summary: "The company as a partner manages it: its name and its integration with that partner, if any.",
  input: companyInput.extend({ partner_id: partnerIdSchema }),
  output: z.object({
    company: z.object({ id: idSchema, name: z.string() }),
    integration: partnerIntegrationSchema.nullable(),
  }),
  access: companyMember,
});

export const partnerGetRedirectUrl = defineCall({
  method: "POST",
  path: "partner/getRedirectUrl",
  summary:
    "Where the browser goes to connect a partner: the manual flow of /partner/manual-flow, where the user gives the partner's API token.",
  input: companyInput.extend({ partner_id: partnerIdSchema }),
  output: z.object({ url: z.url() }),
  access: manageCompany,
});

export const partnerConnect = defineCall({
  method: "POST",
  path: "partner/connect",
  summary:
    "Connects a partner with the API token it issued the company (our reading of the manual flow): the token is checked with the partner, stored encrypted, never answered.",
  input: companyInput.extend({
    partner_id: partnerIdSchema,
    api_token: z.string().trim().min(8).max(512),
  }),
  output: partnerIntegrationSchema,
  access: manageCompany,
});

export const syncPartnerManagedCompany = defineCall({
  method: "POST",
  path: "syncPartnerManagedCompany",
  summary: "Imports the partner's new invoices into the company now (as the nightly synchronisation does).",
  input: companyInput.extend({ partner_integration_id: idSchema }),
  output: z.object({ integration: partnerIntegrationSchema, result: partnerSyncResultSchema }),
  access: manageCompany,
  timeoutMs: 60_000,
});

export const deletePartnerIntegration = defineCall({
  method: "POST",
  path: "deletePartnerIntegration",
  summary:
    "Ends a partner integration: its token is forgotten; invoices already imported stay. The partner's API keys are revoked with it.",
  input: companyInput.extend({ partner_id: partnerIdSchema, partner_integration_id: idSchema }),
  output: successOutput,
  access: manageCompany,
});

export const partnerAuthenticate = defineCall({
  method: "POST",
  path: "partner/authenticate",
  summary:
    "Issues an API key with which the partner calls Trezo for this company only, with the scopes given (company:read by default). The key is in this answer only.",
  input: companyInput.extend({
    partner_id: partnerIdSchema,
    scopes: z
      .array(z.enum(["company:read", "company:write"]))
      .min(1)
      .max(2)
      .default(["company:read"]),
  }),
  output: z.object({ api_key: z.string(), key: partnerApiKeySchema }),
  access: manageCompany,
});

export const partnerRevokeApiKey = defineCall({
  method: "POST",
  path: "partner/revokeApiKey",
  summary: "Revokes a partner's API key at once.",
  input: companyInput.extend({ api_key_id: idSchema }),
  output: successOutput,
  access: manageCompany,
});

export const partnerCalls = {
  partners,
  checkPartner,
  getPartnerIntegrationDetails,
  getPartnerManagedCompany,
  partnerGetRedirectUrl,
  partnerConnect,
  syncPartnerManagedCompany,
  deletePartnerIntegration,
  partnerAuthenticate,
  partnerRevokeApiKey,
};

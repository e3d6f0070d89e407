import { z } from "zod";
import { signedIn, superAdmin } from "../access";
import { defineCall } from "../call";
import { idSchema, isoDateSchema } from "../schemas";
import { downloadedFileSchema } from "./transactions";

/**
 * The audit trail (issue 19): what the server records (audit/auditLog.ts), read and exported by a
 * SuperAdmin on /admin, never edited through any call; and, for each user, when support acted as them.
 */

/** Every action the audit log records: the server's `AuditAction` is this list. */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "logout",
  "impersonation_started",
  "impersonation_ended",
  "superadmin_promoted",
  "superadmin_demoted",
  "permissions_changed",
  "group_changed",
  "user_removed",
  "user_active_state_changed",
  "ownership_transferred",
  "company_active_state_changed",
  "company_updated",
  "company_deleted",
  "password_changed",
  "password_recovery_requested",
  "password_recovered",
  "signed_up_by_invite",
  "crm_consent_changed",
  "oauth_consent_given",
  "oauth_client_registered",
  "oauth_client_revoked",
  "transfer_orders_created",
  "transfer_orders_approved",
  "transfer_order_cancelled",
  "transfer_threshold_changed",
  "subscription_changed",
  "billing_invoice_issued",
  "billing_changed",
  "second_factor_enabled",
  "second_factor_disabled",
  "second_factor_failed",
  "recovery_codes_issued",
  "recovery_code_used",
  "firm_mfa_policy_changed",
  "signed_up_with_oidc",
  "partner_integration_connected",
  "partner_integration_deleted",
  "partner_api_key_issued",
  "partner_api_key_revoked",
  "deletion",
  "export",
  "admin_setting",
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** The filters of the trail: all optional, combined with "and". */
export const auditFilterFields = {
  action: auditActionSchema.optional(),
  /** Part of the e-mail address of the user who acted or of the user acted upon. */
  email: z.string().trim().min(1).max(254).optional(),
  /** The company concerned (not `companyId`: this is no company-scoped call). */
  company_id: idSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};

export const auditEntrySchema = z.object({
  id: idSchema,
  at: z.string(),
  action: auditActionSchema,
  actor_user_id: idSchema.nullable(),
  actor_email: z.string().nullable(),
  subject_user_id: idSchema.nullable(),
  subject_email: z.string().nullable(),
  company_id: idSchema.nullable(),
  company_name: z.string().nullable(),
  ip: z.string().nullable(),
  /** Ids, flags, names and the call's name: never a secret. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** How many lines a page of the trail holds. */
export const AUDIT_PAGE_SIZE = 50;
/** The most lines one export holds (newest first); a narrower filter exports the rest. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export const getAuditTrail = defineCall({
  method: "POST",
  path: "getAuditTrail",
  summary:
    "Admin: the audit trail, newest first, 50 lines a page by key (`before` is the previous page's `next_before`), filtered by action, e-mail (actor or subject), company and dates.",
  input: z.object({ ...auditFilterFields, before: idSchema.optional() }),
  output: z.object({ entries: z.array(auditEntrySchema), next_before: idSchema.nullable() }),
  access: superAdmin,
});

export const exportAuditTrail = defineCall({
  method: "POST",
  path: "exportAuditTrail",
  summary: `Admin: the audit trail with the same filters as an XLSX (newest first, at most ${AUDIT_EXPORT_MAX_ROWS} lines), text cells neutralised against formula injection.`,
  input: z.object(auditFilterFields),
  output: downloadedFileSchema,
  access: superAdmin,
  audit: "export",
  secondaryAuth: true,
  timeoutMs: 60_000,
});

export const getSupportAccessHistory = defineCall({
  method: "POST",
  path: "getSupportAccessHistory",
  summary:
    "The signed-in user's own record of support acting as them: when it started, when it ended and the reason the administrator typed (the administrator is not named).",
  input: z.object({}),
  output: z.object({
    accesses: z.array(
      z.object({ started_at: z.string(), ended_at: z.string().nullable(), reason: z.string().nullable() }),
    ),
  }),
  access: signedIn,
});

export const endImpersonation = defineCall({
  method: "POST",
  path: "endImpersonation",
  summary:
    "Ends acting as a user: called with the pretended token when the administrator comes back; recorded in the audit trail.",
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
  access: signedIn,
});

export const auditTrailCalls = { getAuditTrail, exportAuditTrail, getSupportAccessHistory, endImpersonation };

import type { Database } from "../db/database";
import { auditLog } from "../db/schema";

/** Actions the audit log records. */
export type AuditAction =
  | "sign_in"
  | "sign_in_failed"
  | "logout"
  | "impersonation_started"
  | "permissions_changed"
  | "group_changed"
  | "user_removed"
  | "user_active_state_changed"
  | "company_active_state_changed"
  | "company_deleted"
  | "password_changed"
  | "password_recovery_requested"
  | "password_recovered";

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  companyId?: number | null;
  ip?: string | null;
  /** Never a secret: ids, flags, names. */
  details?: Record<string, unknown>;
}

/** Appends one line to the audit log. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    companyId: entry.companyId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}

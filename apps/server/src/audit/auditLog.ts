import type { AuditActionName, CallAuditKind } from "@trezo/api";
import type { Authenticated } from "../auth/authenticate";
import type { Database } from "../db/database";
import { auditLog } from "../db/schema";

/**
 * Actions the audit log records: the contract's AUDIT_ACTIONS, so the trail's filter and its labels
 * know every one. `superadmin_promoted` carries details.source (`cli` or `environment`);
 * `impersonation_started` the reason the administrator typed; `deletion`, `export` and `admin_setting`
 * come from contract entries declared `audit` (details name the call and its input's ids and flags).
 */
export type AuditAction = AuditActionName;

export interface AuditEntry {
  action: AuditAction;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  companyId?: number | null;
  ip?: string | null;
  /** Never a secret: ids, flags, names. */
  details?: Record<string, unknown>;
}

/**
 * Who did it and from where, for the audit line of a call: the SuperAdmin behind a pretended user (else
 * the user), and the client's address.
 */
export function auditActor(
  auth: Authenticated,
  request: { ip: string },
): Required<Pick<AuditEntry, "actorUserId" | "ip">> {
  return { actorUserId: auth.impersonatedBy ?? auth.user.id, ip: request.ip };
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

const ACTION_OF_KIND: Record<CallAuditKind, AuditAction> = {
  deletion: "deletion",
  export: "export",
  adminSetting: "admin_setting",
};

/** Input keys whose value is never written to the audit log, whatever its type. */
const SECRET_KEY = /password|token|secret|hash|key/i;

/**
 * What the audit log keeps of a call's input: numbers, booleans, null, short codes without spaces
 * (dates, formats, currencies) and lists of ids; never free text, nested objects or anything named like
 * a secret.
 */
export function auditedInput(input: unknown): Record<string, unknown> {
  if (typeof input !== "object" || input === null) return {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (SECRET_KEY.test(key)) continue;
    const scalar = value === null || typeof value === "number" || typeof value === "boolean";
    const code = typeof value === "string" && /^[\w.:+-]{1,40}$/.test(value);
    const ids =
      Array.isArray(value) && value.length <= 1000 && value.every((item) => typeof item === "number");
    if (scalar || code || ids) kept[key] = value;
  }
  return kept;
}

/**
 * Records a successful call that its contract entry declares audited: who (the real user behind an
 * impersonation), which call, which company, the input's ids and flags; the row's `at` says when.
 */
export async function recordCallAudit(
  db: Database,
  call: {
    name: string;
    kind: CallAuditKind;
    actorUserId: number | null;
    companyId: number | null;
    input: unknown;
    ip: string;
  },
): Promise<void> {
  const input = auditedInput(call.input);
  await recordAudit(db, {
    action: ACTION_OF_KIND[call.kind],
    actorUserId: call.actorUserId,
    subjectUserId: typeof input.userId === "number" ? input.userId : null,
    companyId: call.companyId,
    ip: call.ip,
    details: { call: call.name, input },
  });
}

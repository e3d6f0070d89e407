import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  type AuditActionName,
  type AuditEntryView,
} from "@trezo/api";
import { recordAudit } from "../../audit/auditLog";
import { type CallHandlers, mustAuth } from "../../http/registerContract";
import { XLSX_CONTENT_TYPE } from "../categories/categoryWorkbook";
import { auditLines, supportAccessesOf } from "./auditTrailQueries";
import { auditWorkbook } from "./auditWorkbook";

type AuditTrailHandlers = Pick<
  CallHandlers,
  "getAuditTrail" | "exportAuditTrail" | "getSupportAccessHistory" | "endImpersonation"
>;

type AuditLine = Awaited<ReturnType<typeof auditLines>>[number];

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function viewOf(line: AuditLine): AuditEntryView {
  return {
    id: line.id,
    at: iso(line.at),
    action: line.action as AuditActionName,
    actor_user_id: line.actorUserId,
    actor_email: line.actorEmail,
    subject_user_id: line.subjectUserId,
    subject_email: line.subjectEmail,
    company_id: line.companyId,
    company_name: line.companyName,
    ip: line.ip,
    details: line.details !== null && typeof line.details === "object" ? { ...line.details } : {},
  };
}

/**
 * The audit trail (issue 19): read and exported by a SuperAdmin (the registration refused anyone else,
 * and an administrator acting as a user has only that user's rights), never edited; each user's own
 * record of support acting as them; and the end of acting as a user, recorded.
 */
export const auditTrailHandlers: AuditTrailHandlers = {
  async getAuditTrail({ input, services }) {
    const { before, ...filters } = input;
    const lines = await auditLines(services.db, filters, AUDIT_PAGE_SIZE + 1, before);
    const page = lines.slice(0, AUDIT_PAGE_SIZE);
    return {
      entries: page.map(viewOf),
      next_before: lines.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    };
  },

  async exportAuditTrail({ input, services, locale }) {
    const lines = await auditLines(services.db, input, AUDIT_EXPORT_MAX_ROWS);
    return {
      file_name: `audit-trail-${new Date().toISOString().slice(0, 10)}.xlsx`,
      content_type: XLSX_CONTENT_TYPE,
      content_base64: (await auditWorkbook(lines.map(viewOf), locale)).toString("base64"),
    };
  },

  async getSupportAccessHistory(context) {
    const auth = mustAuth(context);
    const accesses = await supportAccessesOf(context.services.db, auth.user.id);
    return {
      accesses: accesses.map((access) => ({
        started_at: iso(access.startedAt),
        ended_at: access.endedAt === null ? null : iso(access.endedAt),
        reason: access.reason,
      })),
    };
  },

  async endImpersonation(context) {
    const auth = mustAuth(context);
    if (auth.impersonatedBy !== null)
      await recordAudit(context.services.db, {
        action: "impersonation_ended",
        actorUserId: auth.impersonatedBy,
        subjectUserId: auth.user.id,
        ip: context.request.ip,
      });
    return { success: true as const };
  },
};

import type { AuditActionName } from "@trezo/api";
import { aliasedTable, and, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { auditLog, companies, users } from "../../db/schema";
import { containsPattern } from "./adminQueries";

/** The trail's filters (all optional, combined with "and"); dates are whole days in UTC. */
export interface AuditFilters {
  action?: AuditActionName | undefined;
  email?: string | undefined;
  company_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const actor = aliasedTable(users, "actor");
const subject = aliasedTable(users, "subject");

function filterOf(filters: AuditFilters, before?: number) {
  const email = filters.email ? containsPattern(filters.email) : null;
  return and(
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    email ? or(ilike(actor.email, email), ilike(subject.email, email)) : undefined,
    filters.company_id === undefined ? undefined : eq(auditLog.companyId, filters.company_id),
    filters.from ? gte(auditLog.at, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to
      ? lt(auditLog.at, sql`${`${filters.to}T00:00:00Z`}::timestamptz + interval '1 day'`)
      : undefined,
    before === undefined ? undefined : lt(auditLog.id, before),
  );
}

/**
 * Lines of the trail, newest first (by id, which grows with time), with the e-mail addresses of the
 * actor and the subject and the company's name: `limit` lines before the id `before` (keyset paging).
 */
export async function auditLines(db: Database, filters: AuditFilters, limit: number, before?: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      actorEmail: actor.email,
      subjectUserId: auditLog.subjectUserId,
      subjectEmail: subject.email,
      companyId: auditLog.companyId,
      companyName: companies.name,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(filterOf(filters, before))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows;
}

/**
 * When support acted as `userId`, newest first: each start with its reason, and the first end recorded
 * after it by the same administrator (null while it goes on or when the administrator's session lapsed).
 */
export async function supportAccessesOf(db: Database, userId: number) {
  return db
    .select({
      startedAt: auditLog.at,
      reason: sql<string | null>`${auditLog.details}->>'reason'`,
      // As JSON text: an ISO 8601 instant whichever driver reads it. Qualified names: the subquery reads
      // the same table.
      endedAt: sql<string | null>`(
        select to_json(min(ended.at)) #>> '{}' from audit_log ended
        where ended.action = 'impersonation_ended'
          and ended.subject_user_id = audit_log.subject_user_id
          and ended.actor_user_id = audit_log.actor_user_id
          and ended.at >= audit_log.at
      )`,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, "impersonation_started"), eq(auditLog.subjectUserId, userId)))
    .orderBy(desc(auditLog.at))
    .limit(100);
}

/** Removes the trail's lines older than `before` (the retention period); returns how many. */
export async function deleteAuditLinesBefore(db: Database, before: Date): Promise<number> {
  const removed = await db.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id });
  return removed.length;
}

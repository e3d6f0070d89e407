import { count, eq, inArray, or } from "drizzle-orm";
import { type AuditEntry, recordAudit } from "../../audit/auditLog";
import type { Database } from "../../db/database";
import { companies, users } from "../../db/schema";
import { attachments } from "../../db/tables/banking";
import { domainErrors } from "../../errors/domainError";

/** The company an admin-only call names, or 404. */
export async function existingCompany(db: Database, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw domainErrors.notFound();
  return company;
}

export async function updateCompanyRow(
  db: Database,
  companyId: number,
  values: Partial<typeof companies.$inferInsert>,
) {
  const [company] = await db.update(companies).set(values).where(eq(companies.id, companyId)).returning();
  if (!company) throw domainErrors.notFound();
  return company;
}

/** Changes the company and records who changed what in the audit log, as one transaction. */
export async function updateCompanyAudited(
  db: Database,
  companyId: number,
  values: Partial<typeof companies.$inferInsert>,
  audit: AuditEntry,
) {
  return db.transaction(async (tx) => {
    const company = await updateCompanyRow(tx, companyId, values);
    await recordAudit(tx, audit);
    return company;
  });
}

/**
 * Company list entries (spec 000 §3), with their owner's email: the companies of the given ids and the
 * client companies of the given firms, each once, in one query.
 */
export async function companyListEntries(db: Database, of: { ids: number[]; parentIds?: number[] }) {
  const parentIds = of.parentIds ?? [];
  if (of.ids.length === 0 && parentIds.length === 0) return [];
  const rows = await db
    .select({ company: companies, ownerEmail: users.email })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.ownerId))
    .where(or(inArray(companies.id, of.ids), inArray(companies.parentId, parentIds)))
    .orderBy(companies.name, companies.id);
  return rows.map(({ company, ownerEmail }) => ({
    id: company.id,
    name: company.name,
    owner: ownerEmail === null ? null : { email: ownerEmail },
    parent_id: company.parentId,
    is_parent: company.isCpa,
    is_cpa: company.isCpa,
    is_trial: company.isTrial,
    is_active: company.isActive,
  }));
}

/** How many client companies an accounting firm has (trial or not). */
export async function clientCompanyCount(db: Database, firmId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(companies).where(eq(companies.parentId, firmId));
  return row?.value ?? 0;
}

/**
 * The keys of every file the company keeps in the FileStore (its transactions' attachments): what
 * deleting the company must sweep from the store, since the rows' cascade cannot reach it.
 */
export async function storedFileKeysOf(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.companyId, companyId));
  return rows.map((row) => row.key);
}

/**
 * Deletes the company (every company-scoped row goes with it, on delete cascade) and records it in the
 * audit log, as one transaction: both happen or neither.
 */
export async function deleteCompanyRow(db: Database, companyId: number, audit: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(companies)
      .where(eq(companies.id, companyId))
      .returning({ id: companies.id });
    if (deleted.length === 0) throw domainErrors.notFound();
    await recordAudit(tx, audit);
  });
}

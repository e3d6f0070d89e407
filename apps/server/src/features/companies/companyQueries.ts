import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { companies, users } from "../../db/schema";
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

/** Company list entries (spec 000 §3) of the given ids, with their owner's email. */
export async function companyListEntries(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ company: companies, ownerEmail: users.email })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.ownerId))
    .where(inArray(companies.id, ids))
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

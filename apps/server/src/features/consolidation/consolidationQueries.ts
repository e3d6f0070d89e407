import { READ_FORECAST } from "@trezo/domain";
import { and, eq } from "drizzle-orm";
import type { Authenticated } from "../../auth/authenticate";
import { authorizeCompany } from "../../auth/requestAccess";
import type { Database } from "../../db/database";
import { categories } from "../../db/schema";
import { inCompany } from "../../db/scoped";
import { domainErrors } from "../../errors/domainError";

/**
 * The client companies to consolidate, in the order asked: each a client of the firm (`parentId`) whose
 * forecast the caller may read (assigned collaborator, firm owner, or all-companies staff). Anything else
 * is a 403, whether the company exists or not.
 */
export async function consolidatedClients(
  db: Database,
  auth: Authenticated,
  firmId: number,
  clientIds: readonly number[],
) {
  const clients = [];
  for (const clientId of new Set(clientIds)) {
    const access = await authorizeCompany(db, auth, clientId, READ_FORECAST);
    if (access.company.parentId !== firmId) throw domainErrors.forbidden();
    clients.push(access.company);
  }
  return clients;
}

/** Flags a category of the company as intercompany, or clears it; false when no such category. */
export async function setIntercompany(
  db: Database,
  companyId: number,
  categoryId: number,
  intercompany: boolean,
): Promise<boolean> {
  const changed = await db
    .update(categories)
    .set({ intercompany })
    .where(and(eq(categories.companyId, companyId), eq(categories.id, categoryId)))
    .returning({ id: categories.id });
  return changed.length > 0;
}

/** The ids of the company's intercompany categories. */
export async function intercompanyIds(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inCompany(categories, companyId, eq(categories.intercompany, true)))
    .orderBy(categories.id);
  return rows.map((row) => row.id);
}

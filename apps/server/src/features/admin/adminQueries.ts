import { count, eq, ilike, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { companies, users } from "../../db/schema";

/** Rows of one page of the support administrators' lists. */
const ADMIN_PAGE_SIZE = 50;

/** `%text%` for ILIKE with the wildcard characters of the search escaped. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page (from 1) of the users whose email or name contains `search`, and how many match in all. */
export async function userPage(db: Database, search: string | undefined, page: number) {
  const filter = search
    ? or(
        ilike(users.email, containsPattern(search)),
        ilike(users.firstName, containsPattern(search)),
        ilike(users.lastName, containsPattern(search)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(filter)
    .orderBy(users.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const [total] = await db.select({ value: count() }).from(users).where(filter);
  return { rows, total: total?.value ?? 0 };
}

/** The ids of one page (from 1) of the companies whose name or SIRET contains `search`, and the total. */
export async function companyIdPage(db: Database, search: string | undefined, page: number) {
  const filter = search
    ? or(ilike(companies.name, containsPattern(search)), ilike(companies.siret, containsPattern(search)))
    : undefined;
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(filter)
    .orderBy(companies.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const [total] = await db.select({ value: count() }).from(companies).where(filter);
  return { ids: rows.map((row) => row.id), total: total?.value ?? 0 };
}

export async function userById(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** Changes a user's support flags; false when there is no such user. */
export async function updateUserFlags(
  db: Database,
  userId: number,
  values: Pick<Partial<typeof users.$inferInsert>, "isActive" | "salesVisibility">,
): Promise<boolean> {
  const rows = await db.update(users).set(values).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

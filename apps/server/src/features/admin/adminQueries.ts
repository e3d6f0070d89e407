import { and, count, eq, gt, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { authThrottle, companies, users } from "../../db/schema";

/** Rows of one page of the support administrators' lists. */
const ADMIN_PAGE_SIZE = 50;

/** `%text%` for ILIKE with the wildcard characters of the search escaped. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Users whose email or name contains `search` (all users without one). */
function userFilter(search: string | undefined) {
  return search
    ? or(
        ilike(users.email, containsPattern(search)),
        ilike(users.firstName, containsPattern(search)),
        ilike(users.lastName, containsPattern(search)),
      )
    : undefined;
}

/**
 * One page of the users whose email or name contains `search`, by id: after the id `after` (keyset
 * paging, as fast on the 2,000th page as on the first) or, without it, page `page` (from 1) by offset;
 * with how many match in all and the `after` of the next page (null on the last).
 */
export async function userPage(
  db: Database,
  options: { search?: string | undefined; page?: number | undefined; after?: number | undefined },
) {
  const filter = userFilter(options.search);
  const rows = await db
    .select()
    .from(users)
    .where(and(filter, options.after === undefined ? undefined : gt(users.id, options.after)))
    .orderBy(users.id)
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset(options.after === undefined ? ((options.page ?? 1) - 1) * ADMIN_PAGE_SIZE : 0);
  const [total] = await db.select({ value: count() }).from(users).where(filter);
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const nextAfter = rows.length > ADMIN_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null;
  return { rows: page, total: total?.value ?? 0, nextAfter };
}

/** The throttle keys that count against an address (features/session/loginLockout: `<kind>:<ip>:<email>`). */
const ADDRESS_OF_KEY = sql`regexp_replace(${authThrottle.key}, '^(sign-in|recovery):.*:', '')`;
const ADDRESS_KEY = sql`${authThrottle.key} ~ '^(sign-in|recovery):'`;

/** Which of these addresses are locked out right now, from any client address. */
export async function lockedOutAddresses(db: Database, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: sql<string>`${ADDRESS_OF_KEY}` })
    .from(authThrottle)
    .where(and(ADDRESS_KEY, gt(authThrottle.lockedUntil, sql`now()`), inArray(ADDRESS_OF_KEY, [...emails])));
  return new Set(rows.map((row) => row.email));
}

/** Forgets the failures counted against an address (its lockout ends; the client addresses' counts stay). */
export async function clearAddressLockout(db: Database, email: string): Promise<void> {
  await db.delete(authThrottle).where(and(ADDRESS_KEY, eq(ADDRESS_OF_KEY, email)));
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

/** The module flags of these companies, by id. */
/** The module flags and administrator settings of these companies, by id (for the /admin list). */
export async function companyModules(db: Database, ids: readonly number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: companies.id,
            invoices: companies.invoicesAllowed,
            checks: companies.checksAllowed,
            analytics: companies.analyticsAllowed,
            backupEnabled: companies.backupEnabled,
            customPermissions: companies.customPermissionsGranted,
            gsheetTab: companies.gsheetTab,
            configuration: companies.configuration,
          })
          .from(companies)
          .where(inArray(companies.id, [...ids]));
  return new Map(
    rows.map(({ id, configuration, ...flags }) => [
      id,
      { ...flags, configuration: (configuration ?? {}) as Record<string, string | number | boolean> },
    ]),
  );
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

import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { brandings } from "../../db/schema";

export type BrandingRow = typeof brandings.$inferSelect;
/** The branding columns a save may set. */
export type BrandingValues = Partial<Omit<typeof brandings.$inferInsert, "id" | "companyId" | "updatedAt">>;

/** The company's own branding, if any. */
export async function brandingOf(db: Database, companyId: number): Promise<BrandingRow | undefined> {
  const [row] = await db.select().from(brandings).where(eq(brandings.companyId, companyId));
  return row;
}

/** Creates the company's branding, or changes the given columns of the one it has. */
export async function upsertBranding(
  db: Database,
  companyId: number,
  values: BrandingValues,
): Promise<BrandingRow> {
  const [row] = await db
    .insert(brandings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: brandings.companyId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error("branding upsert returned nothing");
  return row;
}

/** Deletes a branding of the company; false when it has none of that id. */
export async function deleteBrandingOf(
  db: Database,
  companyId: number,
  brandingId: number,
): Promise<boolean> {
  const rows = await db
    .delete(brandings)
    .where(and(eq(brandings.id, brandingId), eq(brandings.companyId, companyId)))
    .returning({ id: brandings.id });
  return rows.length > 0;
}

import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { companies } from "../../db/schema";
import { partnerApiKeys, partnerIntegrations } from "../../db/tables/partners";

/** The partners feature's SQL: every statement filters by the company the auth layer verified. */

export type IntegrationRow = typeof partnerIntegrations.$inferSelect;
export type ApiKeyRow = typeof partnerApiKeys.$inferSelect;

export async function integrationsOf(db: Database, companyId: number): Promise<IntegrationRow[]> {
  return db
    .select()
    .from(partnerIntegrations)
    .where(eq(partnerIntegrations.companyId, companyId))
    .orderBy(asc(partnerIntegrations.id));
}

export async function findIntegration(
  db: Database,
  companyId: number,
  id: number,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerIntegrations)
    .where(and(eq(partnerIntegrations.companyId, companyId), eq(partnerIntegrations.id, id)));
  return row;
}

export async function integrationWith(
  db: Database,
  companyId: number,
  partnerName: string,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerIntegrations)
    .where(
      and(eq(partnerIntegrations.companyId, companyId), eq(partnerIntegrations.partnerName, partnerName)),
    );
  return row;
}

/** A new integration; undefined when the company already has one with this partner. */
export async function insertIntegration(
  db: Database,
  values: Omit<typeof partnerIntegrations.$inferInsert, "id">,
): Promise<IntegrationRow | undefined> {
  const [row] = await db.insert(partnerIntegrations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateIntegration(
  db: Database,
  companyId: number,
  id: number,
  values: Partial<Pick<IntegrationRow, "status" | "lastSyncAt" | "lastSyncError" | "importedInvoices">>,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .update(partnerIntegrations)
    .set(values)
    .where(and(eq(partnerIntegrations.companyId, companyId), eq(partnerIntegrations.id, id)))
    .returning();
  return row;
}

export async function deleteIntegration(db: Database, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(partnerIntegrations)
    .where(and(eq(partnerIntegrations.companyId, companyId), eq(partnerIntegrations.id, id)))
    .returning({ id: partnerIntegrations.id });
  return rows.length > 0;
}

/** The companies with an integration, for the nightly synchronisation. */
export async function companiesWithPartnerIntegrations(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: partnerIntegrations.companyId })
    .from(partnerIntegrations)
    .innerJoin(companies, eq(companies.id, partnerIntegrations.companyId))
    .where(eq(companies.isActive, true))
    .orderBy(partnerIntegrations.companyId);
  return rows.map((row) => row.companyId);
}

/* ------------------------------------------------------------- API keys */

export async function apiKeysOf(db: Database, companyId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.companyId, companyId))
    .orderBy(asc(partnerApiKeys.id));
}

export async function insertApiKey(
  db: Database,
  values: Omit<typeof partnerApiKeys.$inferInsert, "id">,
): Promise<ApiKeyRow> {
  const [row] = await db.insert(partnerApiKeys).values(values).returning();
  if (!row) throw new Error("partner API key not inserted");
  return row;
}

/** Revokes a live key; false when there is no live key of that id in the company. */
export async function revokeApiKey(db: Database, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(partnerApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(partnerApiKeys.companyId, companyId),
        eq(partnerApiKeys.id, id),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning({ id: partnerApiKeys.id });
  return rows.length > 0;
}

/** Revokes every live key of a partner on the company (its integration ends). */
export async function revokeApiKeysOfPartner(
  db: Database,
  companyId: number,
  partnerName: string,
): Promise<number> {
  const rows = await db
    .update(partnerApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(partnerApiKeys.companyId, companyId),
        eq(partnerApiKeys.partnerName, partnerName),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning({ id: partnerApiKeys.id });
  return rows.length;
}

/** The live key of this hash on the company, its use recorded. */
export async function useLiveApiKey(
  db: Database,
  companyId: number,
  keyHash: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(partnerApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(partnerApiKeys.companyId, companyId),
        eq(partnerApiKeys.keyHash, keyHash),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning();
  return row;
}

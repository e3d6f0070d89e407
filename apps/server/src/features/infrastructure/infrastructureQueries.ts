import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { analyticsEvents, appMeta, clientLogs, inAppMessages, users } from "../../db/schema";

export type InAppMessageRow = typeof inAppMessages.$inferSelect;

/** The database's clock, as text (the health check's proof that it answers). */
export async function databaseTime(db: Database): Promise<string | null> {
  const result = await db.execute<{ now: string }>(sql`select now()::text as now`);
  const rows = Array.isArray(result) ? result : (result as { rows: Array<{ now: string }> }).rows;
  return rows[0]?.now ?? null;
}

/** The terms of use as app_meta 'tou' holds them, unread. */
export async function storedTermsOfUse(db: Database): Promise<unknown> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, "tou"));
  return row?.value;
}

export async function insertClientLog(db: Database, values: typeof clientLogs.$inferInsert): Promise<void> {
  await db.insert(clientLogs).values(values);
}

/** The latest active in-app message, if any. */
export async function activeInAppMessage(db: Database): Promise<InAppMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(inAppMessages)
    .where(eq(inAppMessages.isActive, true))
    .orderBy(desc(inAppMessages.id))
    .limit(1);
  return row;
}

/** Adds an in-app message; an active one takes the place of the one shown (one transaction). */
export async function insertInAppMessage(
  db: Database,
  values: { body: string; routes: string[]; isActive: boolean; createdBy: number },
): Promise<InAppMessageRow> {
  const row = await db.transaction(async (tx) => {
    if (values.isActive)
      await tx.update(inAppMessages).set({ isActive: false }).where(eq(inAppMessages.isActive, true));
    const [inserted] = await tx.insert(inAppMessages).values(values).returning();
    return inserted;
  });
  if (!row) throw new Error("in-app message insert returned nothing");
  return row;
}

export async function setAcceptedTermsVersion(db: Database, userId: number, version: number): Promise<void> {
  await db.update(users).set({ touVersionAccepted: version }).where(eq(users.id, userId));
}

export async function insertAnalyticsEvent(
  db: Database,
  values: typeof analyticsEvents.$inferInsert,
): Promise<void> {
  await db.insert(analyticsEvents).values(values);
}

import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import {
  analyticsEvents,
  appMeta,
  clientLogs,
  inAppMessageDismissals,
  inAppMessages,
  users,
} from "../../db/schema";

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

/** Whether `userId` closed the message `messageId`. */
export async function isDismissedBy(db: Database, messageId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ messageId: inAppMessageDismissals.messageId })
    .from(inAppMessageDismissals)
    .where(and(eq(inAppMessageDismissals.messageId, messageId), eq(inAppMessageDismissals.userId, userId)));
  return row !== undefined;
}

/** Records that `userId` closed `messageId` (again: nothing changes); false when there is no such message. */
export async function dismissMessage(db: Database, messageId: number, userId: number): Promise<boolean> {
  const [message] = await db
    .select({ id: inAppMessages.id })
    .from(inAppMessages)
    .where(eq(inAppMessages.id, messageId));
  if (!message) return false;
  await db.insert(inAppMessageDismissals).values({ messageId, userId }).onConflictDoNothing();
  return true;
}

/** The last `limit` messages, newest first, with how many users closed each. */
export async function recentInAppMessages(db: Database, limit: number) {
  return db
    .select({
      row: inAppMessages,
      dismissedBy: sql<number>`(select count(*)::int from ${inAppMessageDismissals} where ${inAppMessageDismissals.messageId} = ${inAppMessages.id})`,
    })
    .from(inAppMessages)
    .orderBy(desc(inAppMessages.id))
    .limit(limit);
}

/** Shows (in place of the active one, in one transaction) or hides a message; false when there is none. */
export async function setMessageActive(db: Database, messageId: number, isActive: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: inAppMessages.id })
      .from(inAppMessages)
      .where(eq(inAppMessages.id, messageId));
    if (!exists) return false;
    if (isActive)
      await tx.update(inAppMessages).set({ isActive: false }).where(eq(inAppMessages.isActive, true));
    await tx.update(inAppMessages).set({ isActive }).where(eq(inAppMessages.id, messageId));
    return true;
  });
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

/**
 * The SQL of the forecast's settings and backups (spec 001 §7.3, §7.4): the handlers read and write
 * through these functions, each scoped to the company it is given.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { backupCells, backups, forecastSettings } from "../../db/tables/forecast";
import { httpErrors } from "../../http/httpError";

export type BackupCellValues = Omit<typeof backupCells.$inferInsert, "backupId" | "companyId">;

/** Creates or changes the company's forecast settings. */
export async function upsertSettings(
  db: Database,
  companyId: number,
  values: Partial<typeof forecastSettings.$inferInsert>,
) {
  const [row] = await db
    .insert(forecastSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: forecastSettings.companyId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error("settings upsert returned nothing");
  return row;
}

/** A backup as the API answers it. */
export function backupOutput(row: typeof backups.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    scenario_id: row.scenarioId,
    status: row.status as "active" | "inactive",
    created_at: row.createdAt.toISOString(),
  };
}

/** The company's backups, newest first. */
export async function backupList(db: Database, companyId: number) {
  const rows = await db
    .select()
    .from(backups)
    .where(eq(backups.companyId, companyId))
    .orderBy(desc(backups.createdAt), desc(backups.id));
  return rows.map(backupOutput);
}

/** Recomputes the company's actual totals from its transactions (the triggers' safety net). */
export async function rebuildActualTotals(db: Database, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select trezo_rebuild_actual_totals(${companyId})`);
  });
}

/** Stores a backup and its cells, in one transaction. */
export async function insertBackup(
  db: Database,
  backup: { companyId: number; scenarioId: number; name: string; createdBy: number },
  cells: readonly BackupCellValues[],
): Promise<typeof backups.$inferSelect> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(backups).values(backup).returning();
    if (!created) throw new Error("backup insert returned nothing");
    for (let start = 0; start < cells.length; start += 1_000) {
      await tx
        .insert(backupCells)
        .values(
          cells
            .slice(start, start + 1_000)
            .map((cell) => ({ ...cell, companyId: created.companyId, backupId: created.id })),
        );
    }
    return created;
  });
}

/** Makes a backup active or inactive; one active backup at most: activating one deactivates the others. */
export async function setBackupStatusOf(
  db: Database,
  companyId: number,
  backupId: number,
  status: "active" | "inactive",
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(backups)
      .set({ status })
      .where(and(eq(backups.id, backupId), eq(backups.companyId, companyId)))
      .returning({ id: backups.id });
    if (updated.length === 0) throw httpErrors.notFound();
    if (status === "active") {
      await tx
        .update(backups)
        .set({ status: "inactive" })
        .where(and(eq(backups.companyId, companyId), ne(backups.id, backupId)));
    }
  });
}

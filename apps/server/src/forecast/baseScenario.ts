import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { scenarios } from "../db/tables/forecast";
import { httpErrors } from "../http/httpError";

export type ScenarioRow = typeof scenarios.$inferSelect;

/**
 * The company's base scenario, created on first use (DESIGN §6: each company has one). The partial unique
 * index `scenarios_one_base_per_company` makes two concurrent first uses agree on one row.
 */
export async function baseScenarioOf(db: Database, companyId: number): Promise<ScenarioRow> {
  // Read first: the dashboard calls this on every request, and a read should not write.
  const [existing] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.companyId, companyId), eq(scenarios.isBase, true)));
  if (existing) return existing;
  await db
    .insert(scenarios)
    .values({ companyId, name: "Base", isBase: true })
    .onConflictDoNothing({ target: scenarios.companyId, where: eq(scenarios.isBase, true) });
  const [base] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.companyId, companyId), eq(scenarios.isBase, true)));
  if (!base) throw new Error("base scenario missing after insert");
  return base;
}

/** A scenario of the company by id (404 for another company's), or the base scenario when `id` is absent. */
export async function scenarioOf(
  db: Database,
  companyId: number,
  scenarioId: number | undefined,
): Promise<ScenarioRow> {
  if (scenarioId === undefined) return baseScenarioOf(db, companyId);
  const [row] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.id, scenarioId), eq(scenarios.companyId, companyId)));
  if (!row) throw httpErrors.notFound();
  return row;
}

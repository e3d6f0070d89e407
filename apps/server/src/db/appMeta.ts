import { sql } from "drizzle-orm";
import type { Database } from "./database";
import { appMeta } from "./schema";

/** Counts this start in the database and returns how many starts it has seen (persistence proof). */
export async function recordBoot(db: Database): Promise<number> {
  const rows = await db
    .insert(appMeta)
    .values({ key: "boot", value: { count: 1 } })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: {
        value: sql`jsonb_build_object('count', (${appMeta.value}->>'count')::int + 1)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ value: appMeta.value });
  return (rows[0]?.value as { count: number } | undefined)?.count ?? 0;
}

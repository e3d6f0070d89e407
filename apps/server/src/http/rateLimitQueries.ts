import { sql } from "drizzle-orm";
import type { Database } from "../db/database";

export type Counted = { hits: number; ttl_ms: number };

/**
 * Counts a call of `key` in rate_limit_hits and answers the count of its window and what is left of
 * it: one statement, atomic however many instances count the same key at once. A window that ended
 * starts again at 1.
 */
export async function countRateLimitHit(db: Database, key: string, windowMs: number): Promise<Counted> {
  const result = await db.execute<Counted>(sql`
    insert into rate_limit_hits as counted (key, hits, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when counted.window_started_at + ${windowMs} * interval '1 millisecond' <= now()
        then 1 else counted.hits + 1 end,
      window_started_at = case when counted.window_started_at + ${windowMs} * interval '1 millisecond' <= now()
        then now() else counted.window_started_at end
    returning hits,
      greatest(0, ceil(extract(epoch from window_started_at + ${windowMs} * interval '1 millisecond' - now()) * 1000))::int as ttl_ms`);
  const rows: Counted[] = Array.isArray(result) ? result : (result as { rows: Counted[] }).rows;
  const row = rows[0];
  if (!row) throw new Error("rate limit count returned no row");
  return { hits: Number(row.hits), ttl_ms: Number(row.ttl_ms) };
}

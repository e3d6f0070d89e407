import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";

type Counted = { hits: number; ttl_ms: number };

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

/** What names a route in the options the plugin gives `child`: its method and URL. */
function routeName(options: object): string {
  const info = "routeInfo" in options && typeof options.routeInfo === "object" ? options.routeInfo : options;
  const method = info && "method" in info ? String(info.method) : "";
  const url = info && "url" in info ? String(info.url) : "";
  return `${method} ${url} `;
}

/**
 * A store for @fastify/rate-limit whose counters live in the database (rate_limit_hits), so that the
 * limit holds across every server instance on one PostgreSQL (issue 24); each route counts apart, like
 * the plugin's own in-memory store.
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Database,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    countRateLimitHit(this.db, `${this.prefix}${key}`, timeWindow).then(
      (counted) => callback(null, { current: counted.hits, ttl: counted.ttl_ms }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: object): FastifyRateLimitStore {
    return new DatabaseRateLimitStore(this.db, `${this.prefix}${routeName(routeOptions)}`);
  }
}

/**
 * The store class the plugin's `store` option takes, counting in `db` under `scope` (ServerConfig's
 * rateLimitScope: the instances with the same one share their counters).
 */
export function databaseRateLimitStore(db: Database, scope: string): FastifyRateLimitStoreCtor {
  const prefix = scope ? `${scope} ` : "";
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, prefix);
    }
  };
}

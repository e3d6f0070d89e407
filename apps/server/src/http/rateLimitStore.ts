import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Database } from "../db/database";
import { countRateLimitHit } from "./rateLimitQueries";

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

import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/database";

/**
 * GET /api/v2/healthcheckDb?time=…: proves the database answers a real query. The client sends a
 * time parameter (spec 001 §7.12) to defeat caches; we echo it.
 */
export function registerHealthcheckDb(app: FastifyInstance, database: DatabaseHandle): void {
  app.get<{ Querystring: { time?: string } }>("/api/v2/healthcheckDb", async (request, reply) => {
    const result = await database.db.execute<{ now: string }>(sql`select now()::text as now`);
    const rows = Array.isArray(result) ? result : (result as { rows: Array<{ now: string }> }).rows;
    reply.header("cache-control", "no-store");
    return {
      status: "ok",
      database: database.kind,
      databaseTime: rows[0]?.now ?? null,
      time: request.query.time ?? null,
    };
  });
}

import { bigint, customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../schema";

/**
 * Tables that let several server instances share one PostgreSQL (issue 24, DESIGN §3): stored files,
 * rate-limit counters and scheduled runs, which would otherwise live in one instance's folder or memory.
 */

/** Raw bytes: a Buffer in, a Buffer out (PGlite answers a Uint8Array, node-postgres a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files kept in the database when DATABASE_URL is set (files/fileStore.ts), so that every instance
 * reads what another stored: one row per chunk of a file named by its random key.
 */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    key: text("key").notNull(),
    chunkIndex: integer("chunk_index").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.key, table.chunkIndex] })],
);

/**
 * Calls counted per rate-limit key (route and client address) over a window, shared by the instances
 * (http/rateLimitStore.ts); rows of windows long past are deleted by the nightly clean-up.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/**
 * One row per run of a scheduled task and time slot (jobs/scheduler.ts): the instance that inserts it
 * runs the task, the others see the row and do not.
 */
export const scheduledRuns = pgTable(
  "scheduled_runs",
  {
    task: text("task").notNull(),
    slot: bigint("slot", { mode: "number" }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.task, table.slot] })],
);

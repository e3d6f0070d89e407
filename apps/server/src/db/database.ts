import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

/** The drizzle database, whichever driver is behind it: the same SQL runs on both. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** `pglite` (embedded, file-backed) or `postgres` (DATABASE_URL). */
  kind: "pglite" | "postgres";
  /**
   * Runs `work` alone on the database when it has a single connection (PGlite): a transaction and
   * another request's queries must not interleave on it. On PostgreSQL (a pool) it just runs `work`.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Applies every pending migration of ./drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = new URL("../../drizzle", import.meta.url).pathname;

export interface DatabaseOptions {
  /** Data folder: the embedded database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** When set, a real PostgreSQL through node-postgres instead of PGlite. */
  databaseUrl?: string | undefined;
}

/** Opens the database the configuration asks for. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      exclusive: (work) => work(),
      migrate: () =>
        migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }

  const directory = join(options.dataDir, "pglite");
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    exclusive: createSerialQueue(),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** A FIFO lock: each piece of work starts when the previous one has settled. */
function createSerialQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

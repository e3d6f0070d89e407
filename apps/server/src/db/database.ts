import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
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
  /**
   * Inside `exclusive` work, runs `work` without the lock and takes it back afterwards: for CPU-only
   * stretches (argon2 hashing) that must not hold every other request. No transaction may be open.
   */
  outsideExclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Whether the caller runs inside `exclusive` work (PGlite): another `exclusive` call from there would
   * wait for itself. Always false on PostgreSQL.
   */
  holdsExclusive(): boolean;
  /** Applies every pending migration of ./drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = new URL("../../drizzle", import.meta.url).pathname;
/** The advisory lock that serialises migrations of instances sharing a PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_000;

export interface DatabaseOptions {
  /** Data folder: the embedded database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** When set, a real PostgreSQL through node-postgres instead of PGlite. */
  databaseUrl?: string | undefined;
  /**
   * Told of a connection the pool lost while idle (PostgreSQL restarted, network cut). The pool drops
   * it and opens new ones on demand; without a listener the error would stop the process.
   */
  onConnectionError?: (error: Error) => void;
}

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * Drizzle on a PGlite client, typed as the app's Database, and the migrator of a migrations folder
 * (./drizzle unless told): what openDatabase opens, and what a test on a database of its own opens.
 */
export function drizzleOnPglite(client: PGlite) {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
  };
}

/** The same on node-postgres: a pool, or one connection (a migration's, a test's database). */
export function drizzleOnPostgres(client: pg.Pool | pg.PoolClient | pg.Client) {
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Database,
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) =>
      migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder }),
  };
}

/** Opens the database the configuration asks for. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    pool.on("error", (error) => options.onConnectionError?.(error));
    const { db } = drizzleOnPostgres(pool);
    return {
      db,
      kind: "postgres",
      exclusive: (work) => work(),
      outsideExclusive: (work) => work(),
      holdsExclusive: () => false,
      async migrate() {
        // Instances started together take turns: the first applies what is pending, the others find it
        // applied (a session-level advisory lock, on one connection for the whole run).
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          await drizzleOnPostgres(client).migrate();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const directory = join(options.dataDir, "pglite");
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const { db, migrate } = drizzleOnPglite(client);
  pgliteClients.set(db, client);
  const lock = createSerialLock();
  return {
    db,
    kind: "pglite",
    exclusive: lock.run,
    outsideExclusive: lock.outside,
    holdsExclusive: lock.holds,
    migrate: () => migrate(),
    close: () => client.close(),
  };
}

/** PGlite's client behind each PGlite database handle's `db` (not behind a transaction's). */
const pgliteClients = new WeakMap<Database, PGlite>();
/** Per PGlite client, the statements it has prepared (each a promise, so that concurrent first calls prepare once). */
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<void>>>();

/** A value that can be written as an SQL literal in an EXECUTE without any quoting question. */
type StatementValue = number | string | null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function literalOf(value: StatementValue): string | null {
  if (value === null) return "NULL";
  if (typeof value === "number") return Number.isSafeInteger(value) ? String(value) : null;
  return UUID.test(value) ? `'${value}'` : null;
}

/**
 * Drizzle's PGlite driver leaves dates and intervals as text for the columns to map, as on PostgreSQL:
 * the same parsers, so that a column's mapFromDriverValue decodes what a statement run here returns.
 */
const PGLITE_TEXT_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (type) => [type, (value: string) => value],
  ),
);

/**
 * On a PGlite handle's `db`, runs `query` (drizzle's SQL with `$n` parameters) as the server-side
 * prepared statement `name`: PREPAREd once per PGlite client, then EXECUTEd, so that PostgreSQL parses
 * and plans it once instead of on every call (PGlite's driver only uses unnamed statements, and planning
 * a many-join query costs more than running it). EXECUTE takes no bind parameters: `values` are written
 * as literals, and only integers, NULL and UUIDs are accepted. Returns the rows as arrays of driver
 * values (in the statement's column order), or null when `db` is not a PGlite handle's (PostgreSQL, a
 * transaction) or a value is not one of those: the caller then runs its query the ordinary way.
 */
export async function executePreparedOnPglite(
  db: Database,
  name: string,
  query: { sql: string },
  values: readonly StatementValue[],
): Promise<unknown[][] | null> {
  const client = pgliteClients.get(db);
  if (!client || !/^[a-z_]+$/.test(name)) return null;
  const literals = values.map(literalOf);
  if (literals.some((literal) => literal === null)) return null;
  let statements = preparedOnPglite.get(client);
  if (!statements) {
    statements = new Map();
    preparedOnPglite.set(client, statements);
  }
  let prepared = statements.get(name);
  if (!prepared) {
    prepared = client.exec(`prepare ${name} as ${query.sql}`).then(() => undefined);
    statements.set(name, prepared);
    prepared.catch(() => statements?.delete(name));
  }
  await prepared;
  const result = await client.query<unknown[]>(`execute ${name}(${literals.join(", ")})`, [], {
    rowMode: "array",
    parsers: PGLITE_TEXT_PARSERS,
  });
  return result.rows;
}

/** How long long work pauses between two slices (letOthersIn). */
const SLICE_PAUSE_MS = 2;

/**
 * Pauses between two slices of long work: PGlite runs in this thread, and a loop of slices that only
 * awaits promises would take the lock again before any request that arrived meanwhile had even been
 * read. After a few turns of the event loop, those requests wait in line before the next slice.
 */
export function letOthersIn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SLICE_PAUSE_MS));
}

/** A FIFO lock for PGlite's single connection, which work can step out of for CPU-only stretches. */
function createSerialLock() {
  let tail: Promise<void> = Promise.resolve();
  // `held` turns false when the work ends: work it started in the background (a job, after setImmediate)
  // keeps the store but not the lock.
  const holding = new AsyncLocalStorage<{ release: () => void; held: boolean }>();
  /** Waits for the lock; resolves with the function that hands it to the next in line. */
  function acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = tail;
    tail = previous.then(() => released);
    return previous.then(() => release);
  }
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      const holder = { release: await acquire(), held: true };
      try {
        return await holding.run(holder, work);
      } finally {
        holder.held = false;
        holder.release();
      }
    },
    holds: () => holding.getStore()?.held === true,
    async outside<T>(work: () => Promise<T>): Promise<T> {
      const holder = holding.getStore();
      if (!holder?.held) return work();
      holder.held = false;
      holder.release();
      try {
        return await work();
      } finally {
        holder.release = await acquire();
        holder.held = true;
      }
    },
  };
}

/** Node's codes for a connection that could not be made or was cut. */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a database that is not there (class 08: connection exception; 57P01-57P03: shutting
 * down, crashed, not accepting connections yet; 53300: too many connections).
 */
function unavailableSqlState(code: string): boolean {
  return code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code);
}

/** node-postgres's own messages for a lost or impossible connection. */
const CONNECTION_LOST_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not open|connection error/i;

/**
 * Whether `error` (or one of its causes) says that the database cannot be reached right now, rather
 * than that a query is wrong: the request is answered 503 and the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || unavailableSqlState(code)))
    return true;
  if (CONNECTION_LOST_MESSAGE.test(error.message) && !("severity" in error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

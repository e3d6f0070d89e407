import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/database";
import { storedFileChunks } from "../db/tables/instances";
import { domainErrors } from "../errors/domainError";
import { type S3Settings, s3FileStore } from "./s3FileStore";

/**
 * Where stored files live (attachments): S3-compatible object storage when configured, else PostgreSQL
 * when DATABASE_URL is set, where every instance behind a load balancer reads what another stored
 * (issue 24), else the local data folder of the embedded default. Keys are random and name one file
 * each.
 */
export interface FileStore {
  /** Stores `bytes` under a new random key, which it returns. */
  put(bytes: Buffer): Promise<string>;
  /** The bytes stored under `key`; fails when there are none. */
  get(key: string): Promise<Buffer>;
  /** Removes what is stored under `key` (nothing stored is fine). */
  remove(key: string): Promise<void>;
}

/** A new random key: 192 bits, base64url. */
export const newFileKey = () => randomBytes(24).toString("base64url");
/** A key as the stores write it: base64url only, so it can never name a path outside the folder. */
const safeKey = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, "");

/** Files under `folder`, one per key. */
export function folderFileStore(folder: string): FileStore {
  return {
    async put(bytes) {
      const key = newFileKey();
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, key), bytes, { flag: "wx" });
      return key;
    },
    async get(key) {
      try {
        return await readFile(join(folder, safeKey(key)));
      } catch (error) {
        // A file its row still names but the folder lost: the user is told it is not found, not a crash.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") throw domainErrors.notFound();
        throw error;
      }
    },
    async remove(key) {
      await rm(join(folder, safeKey(key)), { force: true });
    },
  };
}

/** Bytes per row of stored_file_chunks. */
export const STORED_CHUNK_BYTES = 1024 * 1024;

/** Files in stored_file_chunks, in rows of STORED_CHUNK_BYTES. */
export function databaseFileStore(db: Database): FileStore {
  return {
    async put(bytes) {
      const key = newFileKey();
      const count = Math.max(1, Math.ceil(bytes.length / STORED_CHUNK_BYTES));
      const rows = Array.from({ length: count }, (_, index) => ({
        key,
        chunkIndex: index,
        data: bytes.subarray(index * STORED_CHUNK_BYTES, (index + 1) * STORED_CHUNK_BYTES),
      }));
      // One statement: the file is stored whole or not at all.
      await db.insert(storedFileChunks).values(rows);
      return key;
    },
    async get(key) {
      const chunks = await db
        .select({ data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.key, key))
        .orderBy(asc(storedFileChunks.chunkIndex));
      if (chunks.length === 0) throw domainErrors.notFound();
      return Buffer.concat(chunks.map((chunk) => chunk.data));
    },
    async remove(key) {
      await db.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
    },
  };
}

/**
 * The store of a server: S3 when `s3` is configured (objects under `<prefix><folder>/`), else its
 * PostgreSQL, else `<dataDir>/<folder>` beside the embedded database.
 */
export function fileStoreOf(
  database: DatabaseHandle,
  dataDir: string,
  folder: string,
  s3?: S3Settings | undefined,
): FileStore {
  if (s3) return s3FileStore(s3, folder);
  return database.kind === "postgres"
    ? databaseFileStore(database.db)
    : folderFileStore(join(dataDir, folder));
}

/**
 * Stores `files` and runs `write` (the rows that name them, given their keys) as one unit: if the store
 * fails, `write` never runs (no row); if `write` fails, nothing stays stored (no orphan file). On
 * PostgreSQL the files are rows of the same transaction; in a folder or S3 they are written first and
 * removed again when the transaction fails.
 */
export async function storeFilesWithRows<T>(
  database: DatabaseHandle,
  dataDir: string,
  folder: string,
  files: readonly Buffer[],
  write: (tx: Database, keys: readonly string[]) => Promise<T>,
  s3?: S3Settings | undefined,
): Promise<T> {
  if (!s3 && database.kind === "postgres")
    return database.db.transaction(async (tx) => {
      const store = databaseFileStore(tx);
      const keys: string[] = [];
      for (const bytes of files) keys.push(await store.put(bytes));
      return write(tx, keys);
    });
  const store = s3 ? s3FileStore(s3, folder) : folderFileStore(join(dataDir, folder));
  const keys: string[] = [];
  try {
    for (const bytes of files) keys.push(await store.put(bytes));
    return await database.db.transaction((tx) => write(tx, keys));
  } catch (error) {
    // Taken back, whichever step failed: the files stored so far name no row.
    await Promise.all(keys.map((key) => store.remove(key)));
    throw error;
  }
}

/**
 * Runs `write` (forgetting the row that names the file `key`) and removes that file as one unit: the
 * file goes last inside the transaction, so a failure to remove it keeps the row; on PostgreSQL the
 * file's rows go in the same transaction.
 */
export function removeFileWithRow<T>(
  database: DatabaseHandle,
  dataDir: string,
  folder: string,
  key: string,
  write: (tx: Database) => Promise<T>,
  s3?: S3Settings | undefined,
): Promise<T> {
  return database.db.transaction(async (tx) => {
    const result = await write(tx);
    const store = s3
      ? s3FileStore(s3, folder)
      : database.kind === "postgres"
        ? databaseFileStore(tx)
        : folderFileStore(join(dataDir, folder));
    await store.remove(key);
    return result;
  });
}

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { removeDataDir } from "./testServer";

/**
 * A database of the test file's own, like the server's: the embedded one in a temporary folder, or the
 * PostgreSQL of DATABASE_URL; migrated before the file's tests, closed and its folder removed after
 * them. Returns the handle's getter (the handle exists once the tests run).
 */
export function migratedDatabaseForTests(folderPrefix: string): () => DatabaseHandle {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    removeDataDir(dataDir);
  });
  return () => {
    if (!database) throw new Error("The test database opens before the file's tests run");
    return database;
  };
}

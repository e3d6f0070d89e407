import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta } from "../db/schema";
import { removeDataDir, startTestServer, stopTestServer, type TestServer } from "../testing/testServer";
import {
  ATTACHMENTS_FOLDER,
  readAttachment,
  removeAttachmentWithRow,
  storeAttachmentsWithRows,
} from "./attachmentStore";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await stopTestServer(server);
  removeDataDir(server.dataDir);
});

/** A row of app_meta stands for the row that names a stored file. */
const metaRow = async (key: string) =>
  (await server.services.db.select().from(appMeta).where(eq(appMeta.key, key)))[0];

describe("a stored file and the row that names it", () => {
  it("stay together: both are kept when the row is written", async () => {
    const keys = await storeAttachmentsWithRows(
      server.services,
      [Buffer.from("%PDF-1")],
      async (tx, stored) => {
        await tx.insert(appMeta).values({ key: "test-kept", value: { file: stored[0] } });
        return stored;
      },
    );
    expect((await readAttachment(server.services, keys[0] as string)).toString()).toBe("%PDF-1");
    expect(await metaRow("test-kept")).toBeDefined();
  });

  it("leave no stored file when the row's insert fails, and no row", async () => {
    let storedKeys: readonly string[] = [];
    await expect(
      storeAttachmentsWithRows(
        server.services,
        [Buffer.from("%PDF-a"), Buffer.from("%PDF-b")],
        async (tx, keys) => {
          storedKeys = keys;
          await tx.insert(appMeta).values({ key: "test-orphan", value: {} });
          // The same key again: the insert fails, as a row that cannot be written would.
          await tx.insert(appMeta).values({ key: "test-orphan", value: {} });
        },
      ),
    ).rejects.toThrow();
    expect(storedKeys).toHaveLength(2);
    for (const key of storedKeys)
      await expect(readAttachment(server.services, key)).rejects.toMatchObject({ code: "not_found" });
    expect(await metaRow("test-orphan")).toBeUndefined();
  });

  it("write no row when the file cannot be stored", async () => {
    const folder = join(server.dataDir, ATTACHMENTS_FOLDER);
    if (server.database.kind === "pglite") {
      // The folder cannot be made (a file stands in its place): the store fails.
      rmSync(folder, { recursive: true, force: true });
      writeFileSync(folder, "not a folder");
    }
    let wrote = false;
    await expect(
      storeAttachmentsWithRows(server.services, [Buffer.from("%PDF-c")], async (tx) => {
        wrote = true;
        await tx.insert(appMeta).values({ key: "test-unstored", value: {} });
        // On PostgreSQL the file is a row of the same transaction: a failure after it undoes both.
        if (server.database.kind === "postgres") throw new Error("store failed");
      }),
    ).rejects.toThrow();
    if (server.database.kind === "pglite") {
      expect(wrote).toBe(false);
      rmSync(folder);
    }
    expect(await metaRow("test-unstored")).toBeUndefined();
  });

  it("are removed together, and a failed removal of the row keeps the file", async () => {
    const [key] = await storeAttachmentsWithRows(
      server.services,
      [Buffer.from("%PDF-d")],
      async (tx, keys) => {
        await tx.insert(appMeta).values({ key: "test-removed", value: {} });
        return keys;
      },
    );
    await expect(
      removeAttachmentWithRow(server.services, key as string, async () => {
        throw new Error("row not removed");
      }),
    ).rejects.toThrow("row not removed");
    expect((await readAttachment(server.services, key as string)).toString()).toBe("%PDF-d");
    await removeAttachmentWithRow(server.services, key as string, (tx) =>
      tx.delete(appMeta).where(eq(appMeta.key, "test-removed")),
    );
    await expect(readAttachment(server.services, key as string)).rejects.toMatchObject({ code: "not_found" });
    expect(await metaRow("test-removed")).toBeUndefined();
  });
});

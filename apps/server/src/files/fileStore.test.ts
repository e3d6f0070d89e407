import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { removeDataDir } from "../testing/testServer";
import { type FileStore, fileStoreOf } from "./fileStore";
import type { S3Settings } from "./s3FileStore";

/**
 * The file store contract (issue 24), run on each store: the folder, PostgreSQL (PGlite here, the
 * PostgreSQL of DATABASE_URL under scripts/with-fresh-postgres.ts) and S3-compatible object storage,
 * against a small local server that answers the S3 calls the store makes (PutObject, GetObject and
 * DeleteObject, path-style, as MinIO does) and checks that each is signed with the configured key.
 */

/** A bucket in memory, speaking S3's REST protocol for objects: what the store needs, no more. */
function fakeS3(bucket: string, accessKeyId: string) {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const [, pathBucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    seen.push(`${request.method} ${pathBucket}/${key}`);
    const authorization = request.headers.authorization ?? "";
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      response.writeHead(403, { "content-type": "application/xml" });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
      return;
    }
    if (pathBucket !== bucket) {
      response.writeHead(404, { "content-type": "application/xml" });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message></Error>',
      );
      return;
    }
    if (request.method === "PUT") {
      objects.set(key, await bodyOf(request));
      response.writeHead(200, { etag: '"0"' });
      response.end();
    } else if (request.method === "GET") {
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404, { "content-type": "application/xml" });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
        );
        return;
      }
      response.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": String(object.length),
        etag: '"0"',
      });
      response.end(object);
    } else if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204);
      response.end();
    } else {
      response.writeHead(405);
      response.end();
    }
  });
  return { server, objects, seen };
}

/** What every store must do. */
function fileStoreContract(name: string, storeOf: () => FileStore) {
  describe(`the ${name} file store`, () => {
    it("gives back exactly the bytes it stored, under a new random key each time", async () => {
      const store = storeOf();
      const small = Buffer.from("%PDF-1.7 facture");
      // Over one PostgreSQL row (1 MiB) and with every byte value.
      const large = Buffer.alloc(1024 * 1024 + 17, 0);
      for (let index = 0; index < large.length; index += 1) large[index] = (index * 7) % 256;
      const first = await store.put(small);
      const second = await store.put(large);
      expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(second).not.toBe(first);
      expect((await store.get(first)).equals(small)).toBe(true);
      expect((await store.get(second)).equals(large)).toBe(true);
      expect((await store.get(first)).length).toBe(small.length);
      const empty = await store.put(Buffer.alloc(0));
      expect((await store.get(empty)).length).toBe(0);
    });

    it("answers not found for a key it does not hold, or that was removed, and removing twice is fine", async () => {
      const store = storeOf();
      const key = await store.put(Buffer.from("à supprimer"));
      await store.remove(key);
      await store.remove(key);
      await expect(store.get(key)).rejects.toMatchObject({ kind: "not_found" });
      await expect(store.get("never-stored-key")).rejects.toMatchObject({ kind: "not_found" });
    });

    it("never reads outside its own files through a key", async () => {
      const store = storeOf();
      await expect(store.get("../../etc/passwd")).rejects.toMatchObject({ kind: "not_found" });
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "trezo-files-"));
let database: DatabaseHandle;
const bucket = "trezo-test";
const s3 = fakeS3(bucket, "test-access-key");
let settings: S3Settings;

beforeAll(async () => {
  database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  await database.migrate();
  await new Promise<void>((resolve) => s3.server.listen(0, "127.0.0.1", resolve));
  settings = {
    bucket,
    prefix: "trezo/",
    region: "eu-west-3",
    endpoint: `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "test-access-key", secretAccessKey: "test-secret-key" },
  };
});
afterAll(async () => {
  await new Promise((resolve) => s3.server.close(resolve));
  await database.close();
  removeDataDir(dataDir);
});

fileStoreContract("folder", () => fileStoreOf({ ...database, kind: "pglite" }, dataDir, "attachments"));
fileStoreContract("database", () => fileStoreOf({ ...database, kind: "postgres" }, dataDir, "attachments"));
fileStoreContract("S3", () => fileStoreOf(database, dataDir, "attachments", settings));

describe("the S3 file store's requests", () => {
  it("puts, gets and deletes objects under the prefix and the folder, signed with the configured key", async () => {
    const store = fileStoreOf(database, dataDir, "attachments", settings);
    const key = await store.put(Buffer.from("relevé"));
    expect(s3.objects.get(`trezo/attachments/${key}`)?.toString()).toBe("relevé");
    await store.get(key);
    await store.remove(key);
    expect(s3.seen.slice(-3)).toEqual([
      `PUT ${bucket}/trezo/attachments/${key}`,
      `GET ${bucket}/trezo/attachments/${key}`,
      `DELETE ${bucket}/trezo/attachments/${key}`,
    ]);
  });

  it("fails, and says nothing of the secret, when the service refuses the credentials", async () => {
    const store = fileStoreOf(database, dataDir, "attachments", {
      ...settings,
      credentials: { accessKeyId: "another-key", secretAccessKey: "another-secret-key" },
    });
    const error = await store.put(Buffer.from("x")).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).not.toContain("another-secret-key");
  });
});

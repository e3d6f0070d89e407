import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { appMeta } from "../db/schema";
import type { Services } from "../services";
import { type FileStore, fileStoreOf, removeFileWithRow, storeFilesWithRows } from "./fileStore";

/** How long a signed attachment URL works. */
export const ATTACHMENT_URL_TTL_SECONDS = 300;

/** What an attachment may be, recognised by its first bytes (never by the name or the declared type). */
const SIGNATURES: Array<{ contentType: string; matches: (bytes: Buffer) => boolean }> = [
  { contentType: "application/pdf", matches: (b) => b.subarray(0, 5).toString("latin1") === "%PDF-" },
  {
    contentType: "image/png",
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { contentType: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    contentType: "image/webp",
    matches: (b) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

/** The content type of an accepted file, or null. */
export function sniffAttachmentType(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.contentType ?? null;
}

/** The folder of DATA_DIR that holds attachments on the embedded database. */
export const ATTACHMENTS_FOLDER = "attachments";

/** Where attachments are kept: S3 when configured, PostgreSQL when DATABASE_URL is set, else DATA_DIR/attachments. */
function attachmentFiles(services: Services): FileStore {
  return fileStoreOf(services.database, services.config.dataDir, ATTACHMENTS_FOLDER, services.config.s3);
}

/**
 * Stores the attachments' bytes and writes the rows naming them (`write`, given their keys) as one
 * unit: a failed store writes no row, a failed write leaves no stored file.
 */
export function storeAttachmentsWithRows<T>(
  services: Services,
  files: readonly Buffer[],
  write: (tx: Database, keys: readonly string[]) => Promise<T>,
): Promise<T> {
  return storeFilesWithRows(
    services.database,
    services.config.dataDir,
    ATTACHMENTS_FOLDER,
    files,
    write,
    services.config.s3,
  );
}

/** Forgets an attachment's row (`write`) and removes its stored bytes as one unit. */
export function removeAttachmentWithRow<T>(
  services: Services,
  key: string,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  return removeFileWithRow(
    services.database,
    services.config.dataDir,
    ATTACHMENTS_FOLDER,
    key,
    write,
    services.config.s3,
  );
}

/**
 * Stores one file's bytes and returns its key. The caller writes the row naming it and removes the
 * file again when that write fails; prefer storeAttachmentsWithRows, which does both as one unit.
 */
export function storeAttachment(services: Services, bytes: Buffer): Promise<string> {
  return attachmentFiles(services).put(bytes);
}

/** Removes a stored file whose row is already gone (nothing stored is fine). */
export function removeAttachment(services: Services, key: string): Promise<void> {
  return attachmentFiles(services).remove(key);
}

/** The stored bytes of an attachment. */
export function readAttachment(services: Services, key: string): Promise<Buffer> {
  return attachmentFiles(services).get(key);
}

/**
 * The key that signs attachment URLs: derived from the installation's signing secret (JWT_SECRET, or
 * the one kept in app_meta) with its own purpose, so an attachment signature can never pass for a token.
 */
async function urlSigningKey(services: Services): Promise<Buffer> {
  let secret = services.config.jwtSecret;
  if (!secret) {
    const [row] = await services.db.select().from(appMeta).where(eq(appMeta.key, "jwt_secret"));
    secret = (row?.value as { secret?: string } | undefined)?.secret;
  }
  if (!secret) throw new Error("no signing secret");
  return createHmac("sha256", secret).update("trezo attachment url v1").digest();
}

/** A token naming one attachment of one company until `expiresAt` (seconds), signed. */
export async function signAttachmentToken(
  services: Services,
  companyId: number,
  attachmentId: number,
  expiresAt: number,
): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ c: companyId, a: attachmentId, e: expiresAt })).toString(
    "base64url",
  );
  const signature = createHmac("sha256", await urlSigningKey(services))
    .update(payload)
    .digest("base64url");
  return `${payload}.${signature}`;
}

/** The attachment a token names, or null when it is forged, malformed or expired. */
export async function verifyAttachmentToken(
  services: Services,
  token: string,
  nowSeconds: number,
): Promise<{ companyId: number; attachmentId: number } | null> {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = createHmac("sha256", await urlSigningKey(services))
    .update(payload)
    .digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      c: unknown;
      a: unknown;
      e: unknown;
    };
    if (typeof value.c !== "number" || typeof value.a !== "number" || typeof value.e !== "number")
      return null;
    if (value.e < nowSeconds) return null;
    return { companyId: value.c, attachmentId: value.a };
  } catch {
    return null;
  }
}

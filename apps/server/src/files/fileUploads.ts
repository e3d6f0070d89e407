import { randomUUID } from "node:crypto";
import type { PermissionFlag, PermissionMap } from "@trezo/domain";
import type { Locale } from "@trezo/i18n";
import { translate } from "@trezo/i18n";
import { and, asc, eq, lt, or, sql } from "drizzle-orm";
import { inCompanyLock } from "../db/companyLock";
import type { Database } from "../db/database";
import { fileUploadChunks, fileUploads } from "../db/tables/banking";
import { MAX_STATEMENT_BYTES } from "../features/imports/statementLine";
import { HttpError, httpErrors } from "../http/httpError";

/** What an upload is for; each purpose has its own size limit. */
export type UploadPurpose =
  | "statement"
  | "attachment"
  | "categoryTree"
  | "forecastTemplate"
  | "invoices"
  | "invoiceDocument"
  | "einvoices";

/** Largest file per purpose, in bytes. */
export const MAX_UPLOAD_BYTES: Record<UploadPurpose, number> = {
  statement: MAX_STATEMENT_BYTES,
  attachment: 10 * 1024 * 1024,
  categoryTree: 5 * 1024 * 1024,
  forecastTemplate: 10 * 1024 * 1024,
  invoices: 10 * 1024 * 1024,
  invoiceDocument: 10 * 1024 * 1024,
  // EINVOICE_LIMITS.maxFileBytes: a Factur-X PDF, an XML or a zip of them.
  einvoices: 20 * 1024 * 1024,
};

/** The flags (any of) an upload of each purpose needs; uploadFileChunk's access is their union. */
export const UPLOAD_PERMISSIONS: Record<UploadPurpose, readonly PermissionFlag[]> = {
  statement: ["transactions_info", "allow_classification"],
  attachment: ["transactions_info", "allow_classification"],
  categoryTree: ["transactions_info", "allow_classification"],
  forecastTemplate: ["edit_forecast"],
  invoices: ["invoices_page_access"],
  invoiceDocument: ["invoices_page_access"],
  einvoices: ["invoices_page_access"],
};

/** 403 unless the caller holds one of the flags the purpose needs. */
export function assertUploadAllowed(purpose: UploadPurpose, permissions: PermissionMap): void {
  if (!UPLOAD_PERMISSIONS[purpose].some((flag) => permissions[flag] === true)) throw httpErrors.forbidden();
}

/** Uploads older than this are deleted (a finished one that was never used). */
const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** An upload still unfinished this long after it was opened is abandoned, and deleted. */
export const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;
/** Most unfinished uploads a company may have open at once. */
export const MAX_OPEN_UPLOADS_PER_COMPANY = 10;
/** Most bytes the unfinished uploads of a company may announce together (four full statements). */
export const MAX_OPEN_UPLOAD_BYTES_PER_COMPANY = 4 * MAX_STATEMENT_BYTES;

/**
 * Deletes, for every company, the uploads abandoned unfinished for ABANDONED_UPLOAD_MS and those older
 * than UPLOAD_LIFETIME_MS (chunks go with them by cascade). Run whenever an upload is opened, so storage
 * held by abandoned uploads is given back as soon as anyone uploads again.
 */
export async function deleteStaleUploads(db: Database, now = Date.now()): Promise<void> {
  await db
    .delete(fileUploads)
    .where(
      or(
        lt(fileUploads.createdAt, new Date(now - UPLOAD_LIFETIME_MS)),
        and(
          lt(fileUploads.receivedBytes, fileUploads.totalBytes),
          lt(fileUploads.createdAt, new Date(now - ABANDONED_UPLOAD_MS)),
        ),
      ),
    );
}

/**
 * Opens an upload within the company's cap on unfinished uploads (count and announced bytes). The cap
 * lives in the database: the check and the insert run in one transaction holding the company's lock
 * (inCompanyLock), so concurrent openings, on one instance or several, cannot pass it together.
 */
async function openUpload(
  db: Database,
  upload: typeof fileUploads.$inferInsert,
  locale: Locale,
): Promise<typeof fileUploads.$inferSelect | undefined> {
  await deleteStaleUploads(db);
  return inCompanyLock(db, "uploadOpenings", upload.companyId, async (tx) => {
    const [open] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        bytes: sql<string>`coalesce(sum(${fileUploads.totalBytes}), 0)::text`,
      })
      .from(fileUploads)
      .where(
        and(
          eq(fileUploads.companyId, upload.companyId),
          lt(fileUploads.receivedBytes, fileUploads.totalBytes),
        ),
      );
    if ((open?.count ?? 0) >= MAX_OPEN_UPLOADS_PER_COMPANY) {
      throw new HttpError(429, "too_many_open_uploads", {
        text: translate("banking.errors.tooManyOpenUploads", locale, { max: MAX_OPEN_UPLOADS_PER_COMPANY }),
      });
    }
    if (Number(open?.bytes ?? 0) + upload.totalBytes > MAX_OPEN_UPLOAD_BYTES_PER_COMPANY) {
      throw new HttpError(413, "open_uploads_too_large", {
        text: translate("banking.errors.openUploadsTooLarge", locale, {
          max: Math.round(MAX_OPEN_UPLOAD_BYTES_PER_COMPANY / (1024 * 1024)),
        }),
      });
    }
    const [row] = await tx.insert(fileUploads).values(upload).returning();
    return row;
  });
}

/** The localised "file too large" error for a purpose. */
export function fileTooLargeError(purpose: UploadPurpose, locale: Locale): HttpError {
  const max = Math.round(MAX_UPLOAD_BYTES[purpose] / (1024 * 1024));
  return new HttpError(413, "file_too_large", {
    text: translate("banking.errors.fileTooLarge", locale, { max }),
  });
}

/**
 * Stores one chunk of an upload. The first chunk (index 0, no uploadId) opens the upload; the next ones
 * must come in order. Sending a chunk again (a retry after a timeout) is harmless.
 */
export async function receiveChunk(
  db: Database,
  options: {
    companyId: number;
    userId: number;
    uploadId?: string | undefined;
    purpose: UploadPurpose;
    fileName: string;
    totalBytes: number;
    index: number;
    data: string;
    locale: Locale;
  },
): Promise<{ uploadId: string; receivedBytes: number; complete: boolean }> {
  if (options.totalBytes > MAX_UPLOAD_BYTES[options.purpose])
    throw fileTooLargeError(options.purpose, options.locale);
  const bytes = Buffer.from(options.data, "base64");
  let upload: typeof fileUploads.$inferSelect | undefined;
  if (options.uploadId === undefined) {
    if (options.index !== 0)
      throw httpErrors.invalidInput([{ path: "index", message: "The first chunk has index 0" }]);
    upload = await openUpload(
      db,
      {
        id: randomUUID(),
        companyId: options.companyId,
        userId: options.userId,
        purpose: options.purpose,
        fileName: options.fileName,
        totalBytes: options.totalBytes,
      },
      options.locale,
    );
  } else {
    [upload] = await db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.id, options.uploadId), eq(fileUploads.companyId, options.companyId)));
    if (!upload || upload.purpose !== options.purpose) throw httpErrors.notFound();
  }
  if (!upload) throw new Error("upload insert failed");
  if (options.index < upload.chunkCount) {
    return {
      uploadId: upload.id,
      receivedBytes: upload.receivedBytes,
      complete: upload.receivedBytes === upload.totalBytes,
    };
  }
  if (options.index !== upload.chunkCount) {
    throw httpErrors.invalidInput([{ path: "index", message: `Expected chunk ${upload.chunkCount}` }]);
  }
  if (upload.receivedBytes + bytes.length > upload.totalBytes)
    throw fileTooLargeError(options.purpose, options.locale);
  await db.insert(fileUploadChunks).values({
    companyId: upload.companyId,
    uploadId: upload.id,
    chunkIndex: options.index,
    data: options.data,
  });
  const [updated] = await db
    .update(fileUploads)
    .set({
      receivedBytes: sql`${fileUploads.receivedBytes} + ${bytes.length}`,
      chunkCount: sql`${fileUploads.chunkCount} + 1`,
    })
    .where(and(eq(fileUploads.companyId, upload.companyId), eq(fileUploads.id, upload.id)))
    .returning();
  const current = updated ?? upload;
  return {
    uploadId: current.id,
    receivedBytes: current.receivedBytes,
    complete: current.receivedBytes === current.totalBytes,
  };
}

/**
 * A complete upload of the company, without its bytes (a check before long work reads them). 404 when
 * unknown, 400 when incomplete.
 */
export async function completeUpload(
  db: Database,
  companyId: number,
  uploadId: string,
  purpose: UploadPurpose,
): Promise<typeof fileUploads.$inferSelect> {
  const [upload] = await db
    .select()
    .from(fileUploads)
    .where(and(eq(fileUploads.id, uploadId), eq(fileUploads.companyId, companyId)));
  if (!upload || upload.purpose !== purpose) throw httpErrors.notFound();
  if (upload.receivedBytes !== upload.totalBytes) {
    throw new HttpError(400, "upload_incomplete", { key: "banking.errors.uploadIncomplete" });
  }
  return upload;
}

/** A complete upload of the company: its name and bytes. 404 when unknown, 400 when incomplete. */
export async function readUpload(
  db: Database,
  companyId: number,
  uploadId: string,
  purpose: UploadPurpose,
): Promise<{ fileName: string; bytes: Buffer }> {
  const upload = await completeUpload(db, companyId, uploadId, purpose);
  const chunks = await db
    .select({ data: fileUploadChunks.data })
    .from(fileUploadChunks)
    .where(and(eq(fileUploadChunks.companyId, companyId), eq(fileUploadChunks.uploadId, upload.id)))
    .orderBy(asc(fileUploadChunks.chunkIndex));
  return {
    fileName: upload.fileName,
    bytes: Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data, "base64"))),
  };
}

/** Forgets an upload once it was used. */
export async function dropUpload(db: Database, companyId: number, uploadId: string): Promise<void> {
  await db.delete(fileUploads).where(and(eq(fileUploads.id, uploadId), eq(fileUploads.companyId, companyId)));
}

import { z } from "zod";
import { defineCall } from "../call";
import { idSchema } from "../schemas";

/**
 * Files in, statements in (spec 001 §7.5, issue 7 "Statement import"). Files travel as base64 chunks of
 * ordinary JSON calls (uploadFileChunk), so that uploads keep the contract's body limit, timeouts and
 * retries; the call that uses an upload names it by uploadId. Long work is a job polled with getJob.
 */

/** Most characters of one chunk's base64 (about 512 KiB of bytes), below the server's JSON body limit. */
export const MAX_CHUNK_BASE64_LENGTH = 700_000;

export const uploadPurposeSchema = z.enum(["statement", "attachment", "categoryTree"]);

export const uploadFileChunk = defineCall({
  method: "POST",
  path: "uploadFileChunk",
  summary:
    "Sends one chunk of a file (base64, in order from index 0; the first chunk opens the upload and returns its uploadId). Size limits: statement 50 MB, attachment 10 MB, categoryTree 5 MB.",
  input: z.object({
    companyId: idSchema,
    uploadId: z.uuid().optional(),
    purpose: uploadPurposeSchema,
    fileName: z.string().trim().min(1).max(255),
    totalBytes: z.number().int().min(1).max(2_000_000_000),
    index: z.number().int().min(0).max(100_000),
    data: z
      .string()
      .max(MAX_CHUNK_BASE64_LENGTH)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  }),
  output: z.object({ uploadId: z.uuid(), received_bytes: z.number().int(), complete: z.boolean() }),
  access: { kind: "company", anyOf: ["transactions_info", "allow_classification"] },
  timeoutMs: 60_000,
});

/** A job's state: progress 0 to 100; result or error once finished. */
export const jobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  status: z.enum(["running", "done", "failed"]),
  progress: z.number().int().min(0).max(100),
  trackId: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  /** A failed job: the localised message, and the line of the file when there is one. */
  error: z.object({ code: z.string(), message: z.string(), line: z.number().int().nullable() }).nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const getJob = defineCall({
  method: "POST",
  path: "getJob",
  summary: "The progress of a job (statement import, rule reindexing) of the company, by id.",
  input: z.object({ companyId: idSchema, jobId: z.uuid() }),
  output: jobSchema,
  access: { kind: "company", anyOf: ["transactions_info", "allow_classification"] },
});

export const statementImportCalls = {
  uploadFileChunk,
  getJob,
};

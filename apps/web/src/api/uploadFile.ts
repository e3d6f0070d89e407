/**
 * Sends a file to the server in base64 chunks of uploadFileChunk (each under the contract's chunk
 * limit, in order), and returns the uploadId the next call names.
 */
import type { ApiClient } from "@trezo/api";

/** 512 KiB of bytes: 699,052 base64 characters, under MAX_CHUNK_BASE64_LENGTH (700,000). */
export const CHUNK_BYTES = 512 * 1024;

/** Base64 of bytes, in slices so that no call gets too many arguments. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export async function uploadFile(
  client: ApiClient,
  companyId: number,
  file: File,
  purpose:
    | "statement"
    | "attachment"
    | "categoryTree"
    | "forecastTemplate"
    | "einvoices"
    | "invoices"
    | "invoiceDocument",
  onProgress?: (sentBytes: number) => void,
): Promise<string> {
  let uploadId: string | undefined;
  const chunkCount = Math.max(1, Math.ceil(file.size / CHUNK_BYTES));
  for (let index = 0; index < chunkCount; index++) {
    const slice = file.slice(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
    const data = toBase64(new Uint8Array(await slice.arrayBuffer()));
    const answer = await client.call("uploadFileChunk", {
      companyId,
      ...(uploadId ? { uploadId } : {}),
      purpose,
      fileName: file.name,
      totalBytes: file.size,
      index,
      data,
    });
    uploadId = answer.uploadId;
    onProgress?.(answer.received_bytes);
  }
  if (!uploadId) throw new Error("no chunk was sent");
  return uploadId;
}

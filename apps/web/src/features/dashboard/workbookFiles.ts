/**
 * Files the dashboard exchanges with the server as base64 in JSON (the generic call layer speaks JSON):
 * saving a generated workbook, and checking a chosen workbook before it is sent in chunks.
 */

/** The server's limit of a forecastTemplate upload (uploadFileChunk): 10 MB. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Saves a base64 file through a temporary object URL (the browser's own download). */
export function saveBase64File(file: {
  filename: string;
  content_type: string;
  content_base64: string;
}): void {
  const binary = atob(file.content_base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const link = document.createElement("a");
  link.href = url;
  // The server names the file; keep only a plain file name.
  link.download = file.filename.replace(/[/\\]/g, "_");
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type WorkbookProblem = "wrongType" | "tooLarge";

/** Why a chosen file cannot be imported, or null when it may be sent. */
export function workbookProblem(file: Pick<File, "name" | "size">): WorkbookProblem | null {
  if (!/\.xlsx$/i.test(file.name)) return "wrongType";
  if (file.size > MAX_IMPORT_BYTES) return "tooLarge";
  return null;
}

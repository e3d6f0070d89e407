import { unzipSync } from "fflate";
import { EINVOICE_LIMITS, EInvoiceReadError } from "./types";

/** Whether bytes start like a zip archive (a local file header, or the end record of an empty archive). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 0x03 || bytes[2] === 0x05) &&
    (bytes[3] === 0x04 || bytes[3] === 0x06)
  );
}

/** Whether a zip entry is a file worth reading (not a folder, not macOS or hidden metadata). */
function isCandidate(name: string): boolean {
  if (name.endsWith("/") || name.startsWith("__MACOSX/")) return false;
  const base = name.split("/").pop() ?? "";
  return base !== "" && !base.startsWith(".") && base !== "__proto__";
}

function zipTooLarge(): EInvoiceReadError {
  return new EInvoiceReadError("zipTooLarge", {
    files: String(EINVOICE_LIMITS.maxZipEntries),
    max: String(EINVOICE_LIMITS.maxZipTotalBytes / 1024 / 1024),
  });
}

/**
 * The files of a zip, guarded against zip bombs: at most maxZipEntries entries and maxZipTotalBytes
 * uncompressed in all, judged on the sizes the archive declares before anything is inflated, and
 * each entry inflated into a buffer of its declared size only (fflate's unzipSync), so an entry lying
 * about its size cannot grow past it (it then reads as a damaged file). Folders and metadata
 * (__MACOSX/, dot files) are skipped. Throws zipTooLarge, unreadableZip or emptyZip.
 */
export function unzipEInvoices(bytes: Uint8Array): Array<{ name: string; bytes: Uint8Array }> {
  let entries = 0;
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        if (entries > EINVOICE_LIMITS.maxZipEntries) {
          throw zipTooLarge();
        }
        if (!isCandidate(file.name)) return false;
        total += file.originalSize;
        if (file.originalSize > EINVOICE_LIMITS.maxFileBytes || total > EINVOICE_LIMITS.maxZipTotalBytes) {
          throw zipTooLarge();
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof EInvoiceReadError) throw error;
    throw new EInvoiceReadError("unreadableZip");
  }
  const found = Object.entries(files)
    .map(([name, content]) => ({ name, bytes: content }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (found.length === 0) throw new EInvoiceReadError("emptyZip");
  return found;
}

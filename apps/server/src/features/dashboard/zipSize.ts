/**
 * The total uncompressed size an .xlsx (a ZIP) declares in its central directory, or null when the file is
 * not a readable ZIP. Read before handing an uploaded workbook to exceljs, so that a small upload that
 * inflates to gigabytes (a "zip bomb") is refused instead of exhausting memory. A ZIP that lies about its
 * sizes makes the inflater stop early or fail, never grow past what is declared here.
 */
export function declaredUncompressedSize(file: Uint8Array): number | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const END_OF_DIRECTORY = 0x06054b50;
  const DIRECTORY_ENTRY = 0x02014b50;
  // The end-of-directory record is 22 bytes plus a comment of at most 65 535 bytes, at the file's end.
  let end = -1;
  for (let offset = file.byteLength - 22; offset >= Math.max(0, file.byteLength - 22 - 65_535); offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (offset + 46 > file.byteLength || view.getUint32(offset, true) !== DIRECTORY_ENTRY) return null;
    const size = view.getUint32(offset + 24, true);
    // 0xFFFFFFFF means ZIP64 sizes: far beyond anything a forecast template needs.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return total;
}

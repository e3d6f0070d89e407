import chardet from "chardet";
import iconv from "iconv-lite";

/** Encodings the importer reads. */
export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252" | string;

/** Text of a file and the encoding it was read with. */
export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

function zeroByteParity(bytes: Uint8Array): { even: number; odd: number } {
  let even = 0;
  let odd = 0;
  const end = Math.min(bytes.length, 4096);
  for (let i = 0; i < end; i++) {
    if (bytes[i] === 0) {
      if (i % 2 === 0) even += 1;
      else odd += 1;
    }
  }
  return { even, odd };
}

/**
 * Which encoding a statement file is in: a byte-order mark when there is one; UTF-16 without a mark
 * from its zero bytes (text in Latin script has one zero byte per character); UTF-8 when the bytes are
 * valid UTF-8; else chardet's guess, where any Latin single-byte guess reads as Windows-1252 (what
 * French banks' "ANSI" exports are; it is a superset of ISO-8859-1 for printable characters).
 */
export function detectEncoding(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  const { even, odd } = zeroByteParity(bytes);
  const sample = Math.min(bytes.length, 4096);
  if (odd > sample / 8 && odd > even * 4) return "utf-16le";
  if (even > sample / 8 && even > odd * 4) return "utf-16be";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "utf-8";
  } catch {
    // Not UTF-8: ask chardet.
  }
  // chardet runs a dozen recognisers over what it is given: a sample is enough and keeps a 10 MB file fast.
  const guess = (chardet.detect(bytes.subarray(0, 64 * 1024)) ?? "windows-1252").toLowerCase();
  if (/^(iso-8859-1|iso-8859-15|windows-1252|windows-1250|iso-8859-2|ascii)$/.test(guess))
    return "windows-1252";
  return iconv.encodingExists(guess) ? guess : "windows-1252";
}

/** Decodes a file's bytes to text (the byte-order mark removed), in the detected encoding. */
export function decodeText(bytes: Uint8Array): DecodedText {
  const encoding = detectEncoding(bytes);
  const text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding);
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, encoding };
}

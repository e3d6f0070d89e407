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
 * How a byte string reads as UTF-8: the multi-byte sequences that are valid, and the bytes that are
 * not (each would become U+FFFD). Overlong forms and surrogates count as invalid, as in TextDecoder.
 */
export function utf8Evidence(bytes: Uint8Array): { valid: number; invalid: number } {
  let valid = 0;
  let invalid = 0;
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i] as number;
    if (byte < 0x80) {
      i += 1;
      continue;
    }
    const length =
      byte >= 0xc2 && byte <= 0xdf
        ? 2
        : byte >= 0xe0 && byte <= 0xef
          ? 3
          : byte >= 0xf0 && byte <= 0xf4
            ? 4
            : 0;
    let ok = length > 0 && i + length <= bytes.length;
    for (let k = 1; ok && k < length; k++) ok = ((bytes[i + k] as number) & 0xc0) === 0x80;
    if (ok && length === 3) {
      const next = bytes[i + 1] as number;
      ok = !(byte === 0xe0 && next < 0xa0) && !(byte === 0xed && next >= 0xa0);
    }
    if (ok && length === 4) {
      const next = bytes[i + 1] as number;
      ok = !(byte === 0xf0 && next < 0x90) && !(byte === 0xf4 && next >= 0x90);
    }
    if (ok) {
      valid += 1;
      i += length;
    } else {
      invalid += 1;
      i += 1;
    }
  }
  return { valid, invalid };
}

/**
 * Which encoding a statement file is in: a byte-order mark when there is one; UTF-16 without a mark
 * from its zero bytes (text in Latin script has one zero byte per character); else UTF-8 when its
 * valid multi-byte sequences are at least as many as its invalid bytes: one stray byte in a UTF-8 file
 * becomes U+FFFD and the rest stays UTF-8, while a Windows-1252 file ("é" is the lone byte E9, never
 * followed by continuation bytes) has invalid bytes and no valid sequence. Else chardet's guess, where
 * any Latin single-byte guess reads as Windows-1252 (what French banks' "ANSI" exports are; it is a
 * superset of ISO-8859-1 for printable characters).
 */
export function detectEncoding(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  const { even, odd } = zeroByteParity(bytes);
  const sample = Math.min(bytes.length, 4096);
  if (odd > sample / 8 && odd > even * 4) return "utf-16le";
  if (even > sample / 8 && even > odd * 4) return "utf-16be";
  const { valid, invalid } = utf8Evidence(bytes);
  if (invalid === 0 || valid >= invalid) return "utf-8";
  // chardet runs a dozen recognisers over what it is given: a sample is enough and keeps a 10 MB file fast.
  const guess = (chardet.detect(bytes.subarray(0, 64 * 1024)) ?? "windows-1252").toLowerCase();
  if (/^(iso-8859-1|iso-8859-15|windows-1252|windows-1250|iso-8859-2|ascii|utf-8)$/.test(guess))
    return "windows-1252";
  return iconv.encodingExists(guess) ? guess : "windows-1252";
}

/** Bytes without the zero bytes some exports pad their end with (to a block size). */
function withoutTrailingZeros(bytes: Uint8Array, encoding: TextEncoding): Uint8Array {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  // UTF-16 keeps whole code units: a character's own zero byte is not padding.
  if (encoding.startsWith("utf-16") && end % 2 === 1) end += 1;
  return bytes.subarray(0, end);
}

/**
 * Decodes a file's bytes to text (the byte-order mark removed), in the detected encoding. Zero bytes
 * padding the file and NUL characters left in the text are dropped (NUL-padded exports read); invalid
 * UTF-8 bytes become U+FFFD.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const encoding = detectEncoding(bytes);
  const content = withoutTrailingZeros(bytes, encoding);
  const decoded =
    encoding === "utf-8"
      ? new TextDecoder("utf-8").decode(content)
      : iconv.decode(Buffer.from(content.buffer, content.byteOffset, content.byteLength), encoding);
  const text = decoded.includes("\u0000") ? decoded.split("\u0000").join("") : decoded;
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, encoding };
}

/**
 * Whether decoded text is not text at all (a PDF or an image renamed .csv): more than one character in
 * ten is a replacement character or a control character other than tab and line breaks.
 */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  if (sample.length === 0) return false;
  let bad = 0;
  for (const char of sample) {
    const code = char.codePointAt(0) as number;
    if (code === 0xfffd || (code < 0x20 && code !== 9 && code !== 10 && code !== 12 && code !== 13)) bad += 1;
  }
  return bad * 10 > sample.length;
}

/**
 * Decodes a file of a format that is written in Latin script only (CFONB 120, MT940): UTF-8 when it
 * reads as UTF-8 (utf8Evidence, as decodeText), else Windows-1252 (a superset of ISO-8859-1 for
 * printable characters), never a guess among other scripts: a French bank's Latin-1 file with a single
 * "È" is still "È".
 */
export function decodeLatinText(bytes: Uint8Array): DecodedText {
  const { valid, invalid } = utf8Evidence(bytes);
  if (invalid === 0 || valid >= invalid) {
    const text = new TextDecoder("utf-8").decode(bytes);
    return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, encoding: "utf-8" };
  }
  return {
    text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), "windows-1252"),
    encoding: "windows-1252",
  };
}
